// The chats this browser knows, per owner ('user:<id>' or 'guest').
import { db, GUEST_OWNER_KEY, type LocalSession, type PlaycallerDb } from './database';

export function createChatList(database: PlaycallerDb = db) {
  return {
    /** One owner's chats, most recently active first (the [ownerKey+updatedAt] index's order). */
    chatsOf(ownerKey: string): Promise<LocalSession[]> {
      return database.sessions
        .where('[ownerKey+updatedAt]')
        .between([ownerKey, -Infinity], [ownerKey, Infinity])
        .reverse()
        .toArray();
    },

    /** The ids of the chats written as a guest in this browser. */
    async guestChatIds(): Promise<string[]> {
      const guest = await database.sessions.filter((session) => session.ownerKey === GUEST_OWNER_KEY).toArray();
      return guest.map((session) => session.sessionId);
    },

    /** The chats an account claimed move to its list. */
    async reown(sessionIds: string[], ownerKey: string) {
      await database.sessions.where('sessionId').anyOf(sessionIds).modify({ ownerKey });
    },

    /** A chat as the server describes it; the server owns what it stored, so its copy wins. */
    async save(chat: LocalSession) {
      await database.sessions.put(chat);
    },
  };
}

export const chatList = createChatList();
