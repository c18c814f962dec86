import MiniSearch from 'minisearch';
import type { LocalMessage, LocalSession } from '../../local/database';

/** A chat that matches the search, with the words around the first match. */
export interface ChatHit {
  session: LocalSession;
  /** The matching stretch of a message (or the title when only the title matched). */
  snippet: string;
}

interface Doc {
  id: string;
  sessionId: string;
  text: string;
  /** A title counts for more than a word somewhere in a long answer. */
  isTitle: boolean;
}

const SNIPPET_RADIUS = 48;

/** The words around the first place one of the matched terms occurs, on one line. */
export function snippetOf(text: string, terms: string[]): string {
  const oneLine = text.replace(/\s+/g, ' ').trim();
  const lower = oneLine.toLowerCase();
  const found = terms
    .map((term) => lower.indexOf(term.toLowerCase()))
    .filter((at) => at >= 0)
    .sort((a, b) => a - b)[0];
  if (found === undefined) return oneLine.slice(0, SNIPPET_RADIUS * 2);
  const start = Math.max(0, found - SNIPPET_RADIUS);
  const end = Math.min(oneLine.length, found + SNIPPET_RADIUS);
  return `${start > 0 ? '…' : ''}${oneLine.slice(start, end).trim()}${end < oneLine.length ? '…' : ''}`;
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
      for (const result of index.search(query.trim())) {
        const sessionId = String(result.sessionId);
        const session = bySession.get(sessionId);
        if (!session || seen.has(sessionId)) continue;
        seen.add(sessionId);
        hits.push({ session, snippet: snippetOf(texts.get(String(result.id)) ?? '', result.terms) });
        if (hits.length === limit) break;
      }
      return hits;
    },
  };
}
