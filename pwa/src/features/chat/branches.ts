import type { LocalMessage } from '../../local/database';

/** Where a shown message sits among its versions (messages with the same parent and role). */
export interface Versions {
  /** 0-based position of the shown one, oldest first. */
  index: number;
  siblings: LocalMessage[];
}

export interface Branch {
  /** The messages on screen, in order: from the chat's start, the picked version at each step. */
  shown: LocalMessage[];
  /** For every shown message with more than one version. */
  versions: Map<string, Versions>;
}

const pickedAt = (message: LocalMessage) => message.shownAt ?? message.timestamp;

/**
 * The branch of a chat on screen. Each message follows its parent; of several versions the one
 * picked last is shown (a new version counts as picked when it is made), and the branch goes on
 * from it. Rows stored before versions existed (or whose parent is gone) follow the row before them.
 */
export function branchOf(messages: readonly LocalMessage[]): Branch {
  const children = new Map<string | null, LocalMessage[]>();
  const keys = new Set(messages.map((message) => message.key));
  let previous: string | null = null;
  for (const message of messages) {
    // A parent that is gone (a refused send left nothing) is treated like no parent recorded.
    const known = message.parentKey === null || (message.parentKey !== undefined && keys.has(message.parentKey));
    const parent = known ? (message.parentKey ?? null) : previous;
    const list = children.get(parent) ?? [];
    list.push(message);
    children.set(parent, list);
    previous = message.key;
  }
  const shown: LocalMessage[] = [];
  const versions = new Map<string, Versions>();
  const seen = new Set<string>();
  let next = children.get(null) ?? [];
  while (next.length) {
    // Messages sent before the one they follow was answered (offline, in a row) hang from it beside
    // its replies: the reply is picked first, and they follow that reply.
    const mixed = next.some((each) => each.role === 'assistant') && next.some((each) => each.role === 'user');
    const pool = mixed ? next.filter((each) => each.role === 'assistant') : next;
    const picked = pool.reduce((best, each) => (pickedAt(each) > pickedAt(best) ? each : best));
    // A broken parent chain must not loop forever.
    if (seen.has(picked.key)) break;
    seen.add(picked.key);
    shown.push(picked);
    const siblings = pool.filter((each) => each.role === picked.role);
    if (siblings.length > 1) versions.set(picked.key, { index: siblings.indexOf(picked), siblings });
    next = [...(children.get(picked.key) ?? []), ...(mixed ? next.filter((each) => each.role === 'user') : [])];
  }
  return { shown, versions };
}
