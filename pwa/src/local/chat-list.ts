// The chats this browser knows, per owner ('user:<id>' or 'guest'), and the renames, pins and
// deletions made here that the server has not heard of yet.
import { db, GUEST_OWNER_KEY, type ChatOp, type LocalSession, type PlaycallerDb } from './database';
import { CHAT_OPS_LOCK, holdingLock } from './send-locks';

/** How long a deleted chat can be brought back before it is deleted for good. */
export const CHAT_UNDO_MS = 6_000;

/** What the server said to one queued change. */
export type ChatOpResult = 'done' | 'retry';

export function createChatList(database: PlaycallerDb = db) {
  const pending = (sessionId: string) => database.chatOps.where('sessionId').equals(sessionId).toArray();

  /** Deletes for good the chats whose undo time is over, and queues their deletion for the server. */
  async function commitDeletes(now: number) {
    const due = await database.sessions
      .filter((session) => session.deletedAt != null && session.deletedAt + CHAT_UNDO_MS <= now)
      .toArray();
    for (const session of due) {
      await database.transaction('rw', database.sessions, database.messages, database.chatOps, async () => {
        // An Undo may have brought it back since it was found due.
        const still = await database.sessions.get(session.sessionId);
        if (still?.deletedAt == null || still.deletedAt + CHAT_UNDO_MS > now) return;
        await database.sessions.delete(session.sessionId);
        await database.messages
          .where('[sessionId+timestamp]')
          .between([session.sessionId, -Infinity], [session.sessionId, Infinity])
          .delete();
        // A deleted chat's renames and pins no longer matter: only the deletion goes out.
        await database.chatOps.where('sessionId').equals(session.sessionId).delete();
        await database.chatOps.add({
          sessionId: session.sessionId,
          ownerKey: session.ownerKey,
          change: { type: 'delete' },
        });
      });
    }
  }

  return {
    /** One owner's chats, most recently active first (the [ownerKey+updatedAt] index's order). */
    async chatsOf(ownerKey: string): Promise<LocalSession[]> {
      const all = await database.sessions
        .where('[ownerKey+updatedAt]')
        .between([ownerKey, -Infinity], [ownerKey, Infinity])
        .reverse()
        .toArray();
      return all.filter((session) => session.deletedAt == null);
    },

    /** One of an owner's chats, if this browser holds it (and it is not being deleted). */
    async chatOf(sessionId: string, ownerKey: string): Promise<LocalSession | null> {
      const session = await database.sessions.get(sessionId);
      return session?.ownerKey === ownerKey && session.deletedAt == null ? session : null;
    },

    /** Whether this browser holds the chat at all: anyone's, a deletion being undone included. */
    async holds(sessionId: string): Promise<boolean> {
      return (await database.sessions.get(sessionId)) !== undefined;
    },
    /** One chat's row (title, sport, mode), or undefined before its first message is stored. */
    rowOf: (sessionId: string): Promise<LocalSession | undefined> => database.sessions.get(sessionId),

    /** Every stored message of these chats, for searching them on the device. */
    messagesOfChats(sessionIds: string[]) {
      const wanted = new Set(sessionIds);
      return database.messages.filter((message) => wanted.has(message.sessionId)).toArray();
    },

    /** The ids of the chats written as a guest in this browser. */
    async guestChatIds(): Promise<string[]> {
      const guest = await database.sessions.filter((session) => session.ownerKey === GUEST_OWNER_KEY).toArray();
      return guest.map((session) => session.sessionId);
    },

    /** The chats an account claimed move to its list, with their unsent changes. */
    async reown(sessionIds: string[], ownerKey: string) {
      await database.sessions.where('sessionId').anyOf(sessionIds).modify({ ownerKey });
      await database.chatOps.where('sessionId').anyOf(sessionIds).modify({ ownerKey });
    },

    /**
     * A chat as the server describes it; the server owns what it stored, so its copy wins, except
     * for what this browser changed and has not sent yet (and a deletion that can still be undone).
     */
    async save(chat: LocalSession) {
      await database.transaction('rw', database.sessions, database.chatOps, async () => {
        const queued = await pending(chat.sessionId);
        // Deleted here, and the server not told yet: the chat stays gone.
        if (queued.some((op) => op.change.type === 'delete')) return;
        const here = await database.sessions.get(chat.sessionId);
        let merged: LocalSession = {
          ...chat,
          deletedAt: here?.deletedAt ?? null,
          ...(here?.activeAt !== undefined ? { activeAt: here.activeAt } : {}),
        };
        for (const op of queued) {
          if (op.change.type !== 'update') continue;
          if (op.change.title !== undefined) merged = { ...merged, title: op.change.title };
          if (op.change.pinned !== undefined) merged = { ...merged, pinned: op.change.pinned };
        }
        await database.sessions.put(merged);
      });
    },

    /** Renames or (un)pins a chat here at once, and queues the change for the server. */
    async update(sessionId: string, change: { title?: string; pinned?: boolean }) {
      await database.transaction('rw', database.sessions, database.chatOps, async () => {
        const session = await database.sessions.get(sessionId);
        if (!session) return;
        await database.sessions.update(sessionId, change);
        await database.chatOps.add({ sessionId, ownerKey: session.ownerKey, change: { type: 'update', ...change } });
      });
    },

    /** Hides a chat; it is deleted once CHAT_UNDO_MS have passed without an undo. */
    async remove(sessionId: string, now = Date.now()) {
      await database.sessions.update(sessionId, { deletedAt: now });
    },

    /** Brings back a chat whose deletion has not been carried out yet; false when it is too late. */
    async undoRemove(sessionId: string): Promise<boolean> {
      return database.transaction('rw', database.sessions, async () => {
        const session = await database.sessions.get(sessionId);
        if (!session || session.deletedAt == null) return false;
        await database.sessions.update(sessionId, { deletedAt: null });
        return true;
      });
    },

    commitDeletes,

    /**
     * Sends one owner's queued changes in the order they were made, each once: a change leaves
     * the queue when the server answered it (a 404 included: the chat is gone or never got there).
     * It stops at the first failure, so later changes never overtake it.
     */
    replay(ownerKey: string, send: (op: ChatOp) => Promise<ChatOpResult>, now = Date.now()) {
      // One replay at a time across this browser's pages, so a change is never sent twice nor an
      // older one after a newer one; a replay that waited finds the queue as the last one left it.
      return holdingLock(CHAT_OPS_LOCK, async () => {
        await commitDeletes(now);
        let sent = 0;
        for (const op of await database.chatOps.orderBy('seq').toArray()) {
          if (op.ownerKey !== ownerKey) continue;
          if ((await send(op)) === 'retry') break;
          await database.chatOps.delete(op.seq!);
          sent++;
        }
        return sent;
      });
    },
  };
}

export const chatList = createChatList();
