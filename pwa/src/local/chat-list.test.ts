import { afterEach, describe, expect, it } from 'vitest';
import { createChatList } from './chat-list';
import { GUEST_OWNER_KEY, PlaycallerDb, type LocalSession } from './database';

const databases: PlaycallerDb[] = [];
afterEach(async () => {
  for (const database of databases.splice(0)) await database.delete();
});

function chatListOnFreshDb() {
  const database = new PlaycallerDb(`chat-list-${crypto.randomUUID()}`);
  databases.push(database);
  return createChatList(database);
}

function chat(sessionId: string, ownerKey: string, updatedAt: number): LocalSession {
  return { sessionId, ownerKey, title: sessionId, sport: 'golf', mode: 'gameOnTheLine', createdAt: 1, updatedAt };
}

describe('the chat list', () => {
  it("lists only one owner's chats, most recently active first", async () => {
    const chats = chatListOnFreshDb();
    await chats.save(chat('old', 'user:a', 10));
    await chats.save(chat('new', 'user:a', 30));
    await chats.save(chat('theirs', 'user:b', 20));
    await chats.save(chat('guest', GUEST_OWNER_KEY, 40));

    expect((await chats.chatsOf('user:a')).map((c) => c.sessionId)).toEqual(['new', 'old']);
    expect((await chats.chatsOf(GUEST_OWNER_KEY)).map((c) => c.sessionId)).toEqual(['guest']);
  });

  it("moves a guest's chats to the account that claims them", async () => {
    const chats = chatListOnFreshDb();
    await chats.save(chat('g1', GUEST_OWNER_KEY, 1));
    await chats.save(chat('g2', GUEST_OWNER_KEY, 2));

    await chats.reown(await chats.guestChatIds(), 'user:a');

    expect(await chats.guestChatIds()).toEqual([]);
    expect((await chats.chatsOf('user:a')).map((c) => c.sessionId)).toEqual(['g2', 'g1']);
  });
});
