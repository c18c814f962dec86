import MiniSearch from 'minisearch';
import type { LocalMessage, LocalSession } from '../../local/database';

/** A stretch of a snippet: plain text, or a matched word to highlight. */
export interface SnippetPart {
  text: string;
  match: boolean;
}

/** A chat that matches the search, with the words around the first match. */
export interface ChatHit {
  session: LocalSession;
  /** The matching stretch of a message (or the title when only the title matched). */
  snippet: SnippetPart[];
  /** The message that matched, to open the chat at; absent when only the title matched. */
  messageKey?: string;
}

interface Doc {
  id: string;
  sessionId: string;
  text: string;
  /** A title counts for more than a word somewhere in a long answer. */
  isTitle: boolean;
}

// Characters on each side of the match: with the match itself two lines of a phone's history.
const SNIPPET_RADIUS = 32;

/**
 * A reply's markdown as the words a reader sees, on one line: the plan's machine-readable JSON
 * block, fences, table rules and pipes, heading, list and quote markers, emphasis and link
 * syntax are gone, so a snippet never shows "--- | ---" in place of what matched.
 */
export function plainTextOf(markdown: string): string {
  return (
    markdown
      .replace(/```json[^\n]*\n[\s\S]*?(?:```|$)/g, ' ')
      .replace(/^\s*(?:```|~~~).*$/gm, ' ')
      // Table rules (| --- | :---: |) and horizontal rules.
      .replace(/^\s*\|?\s*:?-{3,}:?\s*(?:\|\s*:?-{3,}:?\s*)*\|?\s*$/gm, ' ')
      .replace(/^\s*(?:[-*_]\s*){3,}$/gm, ' ')
      .replace(/^\s{0,3}(?:#{1,6}|>+)\s*/gm, '')
      .replace(/^\s*(?:[-*+]|\d+[.)])\s+(?:\[[ xX]\]\s+)?/gm, '')
      .replace(/!?\[([^\]]*)\]\([^)]*\)/g, '$1')
      .replace(/<[^>]+>/g, ' ')
      .replace(/\s*\|\s*/g, ' · ')
      .replace(/(\*{1,3}|_{1,3}|~~|`+)(\S(?:[\s\S]*?\S)?)\1/g, '$2')
      .replace(/`/g, '')
      .replace(/(?:\s*·\s*)+/g, ' · ')
      .replace(/\s+/g, ' ')
      .replace(/^ · | · $/g, '')
      .trim()
  );
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Where the matched terms occur as words (or word starts: a prefix search matches those). */
function matchesOf(text: string, terms: string[]): [number, number][] {
  if (terms.length === 0) return [];
  const pattern = new RegExp(
    `(?<![\\p{L}\\p{N}])(?:${terms
      .toSorted((a, b) => b.length - a.length)
      .map(escapeRegExp)
      .join('|')})`,
    'giu',
  );
  return [...text.matchAll(pattern)].map((found) => [found.index, found.index + found[0].length]);
}

/**
 * The words around the first place one of the matched terms occurs, as plain text on one line,
 * with the match in the middle and every matched word in it marked.
 */
export function snippetOf(text: string, terms: string[]): SnippetPart[] {
  const plain = plainTextOf(text);
  const matches = matchesOf(plain, terms);
  const first = matches[0];
  let start = 0;
  let end = Math.min(plain.length, SNIPPET_RADIUS * 2);
  if (first) {
    // Centred on the match, moved out to whole words.
    start = Math.max(0, first[0] - SNIPPET_RADIUS);
    end = Math.min(plain.length, Math.max(first[1] + SNIPPET_RADIUS, start + SNIPPET_RADIUS * 2));
    if (start > 0) start = plain.lastIndexOf(' ', start) + 1;
    const space = plain.indexOf(' ', end);
    end = end === plain.length || space < 0 ? plain.length : space;
  } else if (end < plain.length) {
    const space = plain.lastIndexOf(' ', end);
    if (space > 0) end = space;
  }
  const parts: SnippetPart[] = [];
  const push = (from: number, to: number, match: boolean) => {
    if (to > from) parts.push({ text: plain.slice(from, to), match });
  };
  let at = start;
  for (const [from, to] of matches) {
    if (to <= start || from >= end) continue;
    push(at, from, false);
    push(Math.max(from, at), Math.min(to, end), true);
    at = Math.min(to, end);
  }
  push(at, end, false);
  if (start > 0) parts.unshift({ text: '…', match: false });
  if (end < plain.length) parts.push({ text: '…', match: false });
  return parts;
}

/**
 * An index of one owner's chats — titles and every message — built on the device, so search
 * works offline. search() answers the chats in order of relevance, one hit each.
 */
export function createChatIndex(sessions: LocalSession[], messages: LocalMessage[]) {
  const bySession = new Map(sessions.map((session) => [session.sessionId, session]));
  const index = new MiniSearch<Doc>({
    fields: ['text'],
    storeFields: ['sessionId', 'isTitle'],
    searchOptions: {
      prefix: true,
      fuzzy: 0.2,
      combineWith: 'AND',
      boostDocument: (_id, _term, stored) => (stored?.isTitle ? 3 : 1),
    },
  });
  const texts = new Map<string, string>();
  const docs: Doc[] = [];
  for (const session of sessions) {
    const id = `title:${session.sessionId}`;
    texts.set(id, session.title);
    docs.push({ id, sessionId: session.sessionId, text: session.title, isTitle: true });
  }
  for (const message of messages) {
    if (!bySession.has(message.sessionId) || !message.content) continue;
    texts.set(message.key, message.content);
    docs.push({ id: message.key, sessionId: message.sessionId, text: message.content, isTitle: false });
  }
  index.addAll(docs);

  return {
    search(query: string, limit = 50): ChatHit[] {
      const hits: ChatHit[] = [];
      const seen = new Set<string>();
      const results = index.search(query.trim());
      // A chat's title is most often its first message: a match there opens the chat at the best
      // matching message too (the title itself is not in the chat), or a short chat would open
      // at its newest message instead.
      const bestMessage = new Map<string, string>();
      for (const result of results) {
        const sessionId = String(result.sessionId);
        if (!result.isTitle && !bestMessage.has(sessionId)) bestMessage.set(sessionId, String(result.id));
      }
      for (const result of results) {
        const sessionId = String(result.sessionId);
        const session = bySession.get(sessionId);
        if (!session || seen.has(sessionId)) continue;
        seen.add(sessionId);
        const id = String(result.id);
        hits.push({
          session,
          snippet: snippetOf(texts.get(id) ?? '', result.terms),
          ...(result.isTitle
            ? bestMessage.has(sessionId)
              ? { messageKey: bestMessage.get(sessionId)! }
              : {}
            : { messageKey: id }),
        });
        if (hits.length === limit) break;
      }
      return hits;
    },
  };
}
