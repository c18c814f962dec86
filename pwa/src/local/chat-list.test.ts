import { afterEach, describe, expect, it } from 'vitest';
import { CHAT_UNDO_MS, createChatList } from './chat-list';
import { GUEST_OWNER_KEY, PlaycallerDb, type LocalSession } from './database';

const databases: PlaycallerDb[] = [];
afterEach(async () => {
  for (const database of databases.splice(0)) await database.delete();
});

function chatListOnFreshDb() {
  return withDb().chats;
}

function withDb() {
  const database = new PlaycallerDb(`chat-list-${crypto.randomUUID()}`);
  databases.push(database);
  return { database, chats: createChatList(database) };
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

  it("finds a chat by its id only in its owner's list, and not while it is being deleted, though it is held", async () => {
    const chats = chatListOnFreshDb();
    await chats.save(chat('mine', 'user:a', 10));
    await chats.save(chat('theirs', 'user:b', 20));

    expect((await chats.chatOf('mine', 'user:a'))?.sport).toBe('golf');
    expect(await chats.chatOf('theirs', 'user:a')).toBeNull();
    expect(await chats.chatOf('mine', GUEST_OWNER_KEY)).toBeNull();
    expect(await chats.chatOf('nowhere', 'user:a')).toBeNull();
    expect(await chats.holds('theirs')).toBe(true);
    expect(await chats.holds('nowhere')).toBe(false);
    await chats.remove('mine');
    expect(await chats.chatOf('mine', 'user:a')).toBeNull();
    expect(await chats.holds('mine')).toBe(true);
  });

  it("moves a guest's chats to the account that claims them", async () => {
    const chats = chatListOnFreshDb();
    await chats.save(chat('g1', GUEST_OWNER_KEY, 1));
    await chats.save(chat('g2', GUEST_OWNER_KEY, 2));

    await chats.reown(await chats.guestChatIds(), 'user:a');

    expect(await chats.guestChatIds()).toEqual([]);
    expect((await chats.chatsOf('user:a')).map((c) => c.sessionId)).toEqual(['g2', 'g1']);
  });

  it('renames and pins at once, and keeps a queued change over an older server copy', async () => {
    const chats = chatListOnFreshDb();
    await chats.save(chat('a', 'user:a', 10));
    await chats.update('a', { title: 'Red zone', pinned: true });
    // A pull that ran before the change was sent still carries the old title.
    await chats.save(chat('a', 'user:a', 20));
    expect(await chats.chatsOf('user:a')).toMatchObject([{ sessionId: 'a', title: 'Red zone', pinned: true }]);

    const sent: unknown[] = [];
    expect(await chats.replay('user:a', async (op) => (sent.push(op.change), 'done'))).toBe(1);
    expect(sent).toEqual([{ type: 'update', title: 'Red zone', pinned: true }]);
    // Once the server has it, its copy wins again.
    await chats.save({ ...chat('a', 'user:a', 30), title: 'Renamed elsewhere' });
    expect((await chats.chatsOf('user:a'))[0]!.title).toBe('Renamed elsewhere');
  });

  it('hides a deleted chat, brings it back on undo, and deletes it for good only after the undo time', async () => {
    const { database, chats } = withDb();
    await chats.save(chat('a', 'user:a', 10));
    await database.messages.put({
      key: 'm1',
      sessionId: 'a',
      role: 'user',
      content: 'hi',
      timestamp: 1,
      status: 'complete',
      serverId: null,
      clientMessageId: 'm1',
      mode: 'gameOnTheLine',
      sport: 'golf',
    });

    await chats.remove('a', 1_000);
    expect(await chats.chatsOf('user:a')).toEqual([]);
    expect(await chats.undoRemove('a')).toBe(true);
    expect((await chats.chatsOf('user:a')).map((c) => c.sessionId)).toEqual(['a']);

    await chats.update('a', { pinned: true });
    await chats.remove('a', 1_000);
    const sent: string[] = [];
    const send = async (op: { change: { type: string } }) => (sent.push(op.change.type), 'done' as const);
    expect(await chats.replay('user:a', send, 1_000 + CHAT_UNDO_MS - 1)).toBe(1);
    expect(sent).toEqual(['update']);
    expect(await database.sessions.get('a')).toBeDefined();

    expect(await chats.replay('user:a', send, 1_000 + CHAT_UNDO_MS)).toBe(1);
    expect(sent).toEqual(['update', 'delete']);
    expect(await database.sessions.get('a')).toBeUndefined();
    expect(await database.messages.count()).toBe(0);
    expect(await chats.undoRemove('a')).toBe(false);
  });

  it('keeps a change queued while the server cannot be reached, and sends it once later', async () => {
    const chats = chatListOnFreshDb();
    await chats.save(chat('a', 'user:a', 10));
    await chats.save(chat('b', 'user:b', 10));
    await chats.update('a', { title: 'One' });
    await chats.update('a', { title: 'Two' });
    await chats.update('b', { pinned: true });

    expect(await chats.replay('user:a', async () => 'retry')).toBe(0);
    const titles: unknown[] = [];
    expect(await chats.replay('user:a', async (op) => (titles.push(op.change), 'done'))).toBe(2);
    expect(titles).toEqual([
      { type: 'update', title: 'One' },
      { type: 'update', title: 'Two' },
    ]);
    expect(await chats.replay('user:a', async () => 'done')).toBe(0);
    // Another owner's change waits for that owner.
    expect(await chats.replay('user:b', async () => 'done')).toBe(1);
  });

  it('keeps a deletion queued for the server over a pull that still carries the chat', async () => {
    const chats = chatListOnFreshDb();
    await chats.save(chat('a', 'user:a', 10));
    await chats.remove('a', 100);
    await chats.replay('user:a', async () => 'retry', 100 + CHAT_UNDO_MS);
    // The DELETE has not gone through; a pull from before it still lists the chat.
    await chats.save(chat('a', 'user:a', 20));
    expect(await chats.chatsOf('user:a')).toEqual([]);
  });

  it('dates a chat by its newest message, so a rename pulled from another device does not move it', async () => {
    const chats = chatListOnFreshDb();
    await chats.save({ ...chat('a', 'user:a', 10), activeAt: 10 });
    await chats.save({ ...chat('a', 'user:a', 500), title: 'Renamed elsewhere' });
    expect(await chats.chatsOf('user:a')).toMatchObject([{ title: 'Renamed elsewhere', updatedAt: 500, activeAt: 10 }]);
  });
});
