// The item page edits one draft of the whole item (title, tags, notes, timeline, date) and saves it
// with one button: an edit made in one part is never left behind when another part is saved.
import type { PracticePlan } from '../../../../shared/practice-plan';
import type { LocalPlaybookItem } from '../../local/database';
import type { PlaybookEdit } from '../../local/playbook-store';
import { planBalance } from './plan-edit';
import { parseTags } from './tags';

export interface ItemDraft {
  title: string;
  /** As typed: "U12 fall season, pressing". */
  tags: string;
  notes: string;
  plan: PracticePlan | null;
  /** A datetime-local value, or '' for no date. */
  when: string;
}

type DraftedItem = Pick<LocalPlaybookItem, 'title' | 'tags' | 'notes' | 'plan' | 'scheduledAt'>;

/** An ISO instant as a datetime-local input shows it, in this device's time zone. */
export function toLocalInput(iso: string | null): string {
  if (!iso) return '';
  const date = new Date(iso);
  const shifted = new Date(date.getTime() - date.getTimezoneOffset() * 60_000);
  return shifted.toISOString().slice(0, 16);
}

export const draftOf = (item: DraftedItem): ItemDraft => ({
  title: item.title,
  tags: item.tags.join(', '),
  notes: item.notes,
  plan: item.plan ?? null,
  when: toLocalInput(item.scheduledAt),
});

/** What keeps a draft from being saved: a missing title, or a timeline that does not fill the plan. */
export type DraftProblem = 'title' | 'plan';

/** The edit that stores the draft, or what keeps it from being stored. */
export function editOf(draft: ItemDraft): { edit: PlaybookEdit } | { problem: DraftProblem } {
  if (!draft.title.trim()) return { problem: 'title' };
  if (draft.plan && planBalance(draft.plan).difference !== 0) return { problem: 'plan' };
  const scheduled = draft.when ? new Date(draft.when) : null;
  return {
    edit: {
      title: draft.title.trim(),
      tags: parseTags(draft.tags),
      notes: draft.notes,
      ...(draft.plan ? { plan: draft.plan } : {}),
      scheduledAt: scheduled && !Number.isNaN(scheduled.getTime()) ? scheduled.toISOString() : null,
    },
  };
}

/** Whether the draft says anything the stored item does not. */
export function hasChanges(draft: ItemDraft, item: DraftedItem): boolean {
  return (
    draft.title.trim() !== item.title ||
    parseTags(draft.tags).join('\n') !== item.tags.join('\n') ||
    draft.notes !== item.notes ||
    JSON.stringify(draft.plan) !== JSON.stringify(item.plan ?? null) ||
    draft.when !== toLocalInput(item.scheduledAt)
  );
}
