import { PLAYBOOK_MAX_TAGS, PLAYBOOK_TAG_MAX_LENGTH } from '../../../../shared/contract/playbook';

/** Tags as typed ("U12 fall season, pressing") as the contract stores them: trimmed, lower-case, once each. */
export function parseTags(text: string): string[] {
  const tags = text
    .split(',')
    .map((tag) => tag.trim().toLowerCase().slice(0, PLAYBOOK_TAG_MAX_LENGTH))
    .filter(Boolean);
  return [...new Set(tags)].slice(0, PLAYBOOK_MAX_TAGS);
}
