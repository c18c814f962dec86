import type Dexie from 'dexie';
import { afterEach, describe, expect, it } from 'vitest';
import type { SendMessage, SendMessageResponse } from '../../../../shared/contract/messages';
import { PlaycallerDb, replyKey, type OutboxEntry } from '../../local/database';
import { createExchangeStore } from '../../local/exchange-store';
import { sendLockName } from '../../local/send-locks';
import { requeueInterruptedSends } from './outbox-recovery';
import { flushOutbox, replayOutbox, sendQueued } from './outbox-replay';

const databases: Dexie[] = [];
function freshDb(name = `outbox-${crypto.randomUUID()}`) {
  const database = new PlaycallerDb(name);
  databases.push(database);
  return database;
}
afterEach(async () => {
  for (const database of databases.splice(0)) await database.delete();
});

function body(clientMessageId: string, content = `Q ${clientMessageId}`): SendMessage {
  return {
    content,
    role: 'user',
    sessionId: 'S'.repeat(21),
    personalityMode: 'gameOnTheLine',
    sportType: 'football',
    clientMessageId,
    browserFingerprint: `fp_${'f'.repeat(21)}`,
  };
}

function reply(clientMessageId: string): SendMessageResponse {
  const base = { sessionId: 'S'.repeat(21), personalityMode: 'gameOnTheLine' as const, sportType: 'football' as const };
  return {
    userMessage: {
      ...base,
      id: `u-${clientMessageId}`,
      clientMessageId,
      content: 'q',
      role: 'user',
      timestamp: '2026-11-21T10:00:00.000Z',
    },
    aiMessage: {
      ...base,
      id: `a-${clientMessageId}`,
      clientMessageId: null,
      content: `answer ${clientMessageId}`,
      role: 'assistant',
      timestamp: '2026-11-21T10:00:01.000Z',
    },
    user: null,
    quota: { tier: 'anonymous', used: 1, limit: 10, limitReached: false },
  };
}

const json = (status: number, payload: unknown) =>
  new Response(JSON.stringify(payload), { status, headers: { 'content-type': 'application/json' } });

/** The app's own request for an entry, answered by `respond` instead of a server. */
const answeredBy =
  (respond: (entry: OutboxEntry) => Promise<Response>) =>
  (entry: OutboxEntry): Promise<SendMessageResponse> =>
    sendQueued(entry, () => respond(entry));

/** Replays `database`'s outbox with every answer coming from `respond`. */
const replay = (database: PlaycallerDb, respond: (entry: OutboxEntry) => Promise<Response>) =>
  replayOutbox(answeredBy(respond), createExchangeStore(database));

async function queueThree(database: PlaycallerDb) {
  for (const [index, id] of ['m1', 'm2', 'm3'].entries()) {
    await database.messages.put({
      key: id,
      sessionId: 'S'.repeat(21),
      role: 'user',
      content: `Q ${id}`,
      timestamp: index,
      status: 'sending',
      serverId: null,
      clientMessageId: id,
      mode: 'gameOnTheLine',
      sport: 'football',
    });
    await createExchangeStore(database).queue(body(id), null, 1_000 + index);
  }
}

describe('the outbox', () => {
  it('replays oldest first and stores each reply', async () => {
    const database = freshDb();
    await queueThree(database);
    const sentOrder: string[] = [];
    const result = await replay(database, async (entry) => {
      sentOrder.push(entry.clientMessageId);
      return json(200, reply(entry.clientMessageId));
    });
    expect(result).toEqual({ kind: 'done', sent: 3 });
    expect(sentOrder).toEqual(['m1', 'm2', 'm3']);
    expect(await database.outbox.count()).toBe(0);
    expect((await database.messages.get(replyKey('m2')))?.content).toBe('answer m2');
    expect((await database.messages.get('m2'))?.status).toBe('complete');
  });

  it('stops at a network failure, keeping the order for the next round', async () => {
    const database = freshDb();
    await queueThree(database);
    let calls = 0;
    const result = await replay(database, async (entry) => {
      calls += 1;
      if (entry.clientMessageId === 'm2') throw new TypeError('Failed to fetch');
      return json(200, reply(entry.clientMessageId));
    });
    expect(result).toEqual({ kind: 'retry', sent: 1 });
    expect(calls).toBe(2);
    expect((await database.outbox.orderBy('createdAt').toArray()).map((entry) => entry.clientMessageId)).toEqual([
      'm2',
      'm3',
    ]);
  });

  it('keeps messages queued on a 401 until a new sign-in reauthorizes them', async () => {
    const database = freshDb();
    await database.outbox.clear();
    await createExchangeStore(database).queue({ ...body('m9'), browserFingerprint: undefined }, 'old-token', 1);
    expect(await replay(database, async () => json(401, { message: 'Please sign in' }))).toEqual({
      kind: 'auth',
      sent: 0,
    });
    expect(await replay(database, async () => json(200, reply('m9')))).toEqual({ kind: 'retry', sent: 0 });
    await createExchangeStore(database).reauthorize('new-token');
    let usedToken: string | null = null;
    await replay(database, async (entry) => {
      usedToken = entry.token;
      return json(200, reply('m9'));
    });
    expect(usedToken).toBe('new-token');
    expect(await database.outbox.count()).toBe(0);
  });

  it('marks a message refused for the limit as failed and reports the limit', async () => {
    const database = freshDb();
    await queueThree(database);
    const result = await replay(database, async (entry) =>
      entry.clientMessageId === 'm1' ? json(200, reply('m1')) : json(403, { message: 'limit', limitReached: true }),
    );
    expect(result).toEqual({ kind: 'limit', sent: 1, message: 'limit' });
    expect((await database.messages.get('m2'))?.status).toBe('failed');
  });

  it('lets the person cancel a queued message', async () => {
    const database = freshDb();
    await queueThree(database);
    await createExchangeStore(database).cancelQueued('m2');
    expect(await database.outbox.get('m2')).toBeUndefined();
    expect(await database.messages.get('m2')).toBeUndefined();
  });

  it('never replays an entry another replayer holds', async () => {
    const database = freshDb();
    await queueThree(database);
    let concurrent = 0;
    let peak = 0;
    const send = async (entry: { clientMessageId: string }) => {
      concurrent += 1;
      peak = Math.max(peak, concurrent);
      await new Promise((resolve) => setTimeout(resolve, 5));
      concurrent -= 1;
      return json(200, reply(entry.clientMessageId));
    };
    const [first, second] = await Promise.all([replay(database, send), replay(database, send)]);
    const sent = (first.kind === 'idle' ? 0 : first.sent) + (second.kind === 'idle' ? 0 : second.sent);
    expect(sent).toBe(3);
    expect(await database.outbox.count()).toBe(0);
  });
});

describe('flushing the outbox', () => {
  it('POSTs a queued message once when two flushes are triggered together, however long its answer takes', async () => {
    const database = freshDb();
    await queueThree(database);
    const store = createExchangeStore(database);
    let clock = 10_000;
    const posts: string[] = [];
    let answer!: () => void;
    const answered = new Promise<void>((resolve) => (answer = resolve));
    let posted!: () => void;
    const firstPost = new Promise<void>((resolve) => (posted = resolve));
    const send = answeredBy(async (entry) => {
      posts.push(entry.clientMessageId);
      posted();
      await answered;
      return json(200, reply(entry.clientMessageId));
    });

    // The 'online' event starts a flush; the answer outlasts the entry's lease before the
    // reconnect poll (or a visibility change) asks for another.
    const first = flushOutbox(send, store, () => clock);
    await firstPost;
    clock += 60_000;
    const second = flushOutbox(send, store, () => clock);
    answer();

    expect(await Promise.all([first, second])).toEqual([
      { kind: 'done', sent: 3 },
      { kind: 'done', sent: 3 },
    ]);
    expect(posts).toEqual(['m1', 'm2', 'm3']);
    expect(await database.outbox.count()).toBe(0);
  });

  it('starts a new round once the last one is over', async () => {
    const database = freshDb();
    const store = createExchangeStore(database);
    await queueThree(database);
    const send = answeredBy(async (entry) => json(200, reply(entry.clientMessageId)));
    expect(await flushOutbox(send, store)).toEqual({ kind: 'done', sent: 3 });
    await store.queue(body('m4'), null, 2_000);
    expect(await flushOutbox(send, store)).toEqual({ kind: 'done', sent: 1 });
  });
});

describe('sends an earlier page left unfinished', () => {
  const PAGE_STARTED_AT = 10_000;
  const guest = { ownerKey: 'guest', token: null, fingerprint: () => `fp_${'g'.repeat(21)}` };

  /** A user message and its reply placeholder as the store's begin writes them, in a chat of `ownerKey`. */
  async function unfinished(database: PlaycallerDb, id: string, at: number, sessionId: string, ownerKey: string) {
    const base = { sessionId, serverId: null, mode: 'comprehensiveCoach' as const, sport: 'soccer' as const };
    await database.sessions.put({
      sessionId,
      ownerKey,
      title: 'chat',
      sport: 'soccer',
      mode: 'comprehensiveCoach',
      createdAt: at,
      updatedAt: at,
    });
    await database.messages.bulkPut([
      { ...base, key: id, role: 'user', content: `Q ${id}`, timestamp: at, status: 'sending', clientMessageId: id },
      {
        ...base,
        key: replyKey(id),
        role: 'assistant',
        content: 'Half a',
        timestamp: at + 1,
        status: 'streaming',
        clientMessageId: null,
      },
    ]);
  }

  it("queues the viewer's interrupted sends oldest first, as they were written, without the stale reply", async () => {
    const database = freshDb();
    const chat = 'G'.repeat(21);
    await unfinished(database, 'later', 2_000, chat, 'guest');
    await unfinished(database, 'earlier', 1_000, chat, 'guest');

    expect(await requeueInterruptedSends(guest, PAGE_STARTED_AT, new Set(), createExchangeStore(database))).toBe(2);

    const entries = await database.outbox.orderBy('createdAt').toArray();
    expect(entries.map((entry) => entry.clientMessageId)).toEqual(['earlier', 'later']);
    expect(entries[0]).toMatchObject({
      token: null,
      createdAt: 1_000,
      body: {
        content: 'Q earlier',
        role: 'user',
        sessionId: chat,
        personalityMode: 'comprehensiveCoach',
        sportType: 'soccer',
        clientMessageId: 'earlier',
        browserFingerprint: `fp_${'g'.repeat(21)}`,
      },
    });
    expect((await database.messages.get('earlier'))?.status).toBe('queued');
    expect(await database.messages.get(replyKey('earlier'))).toBeUndefined();

    // Replayed, the server's stored answer replaces the half-streamed one.
    expect(await replay(database, async (entry) => json(200, reply(entry.clientMessageId)))).toEqual({
      kind: 'done',
      sent: 2,
    });
    expect((await database.messages.get(replyKey('earlier')))?.content).toBe('answer earlier');
  });

  it("sends a signed-in viewer's message with their token and no fingerprint", async () => {
    const database = freshDb();
    await unfinished(database, 'mine', 1_000, 'U'.repeat(21), 'user:u1');
    const viewer = { ownerKey: 'user:u1', token: 'token-u1', fingerprint: () => 'unused' };
    expect(await requeueInterruptedSends(viewer, PAGE_STARTED_AT, new Set(), createExchangeStore(database))).toBe(1);
    const entry = await database.outbox.get('mine');
    expect(entry?.token).toBe('token-u1');
    expect(entry?.body.browserFingerprint).toBeUndefined();
  });

  it("leaves alone this page's own sends, another page's live send, queued ones and other people's", async () => {
    const database = freshDb();
    await unfinished(database, 'this-page', PAGE_STARTED_AT + 5, 'A'.repeat(21), 'guest');
    await unfinished(database, 'other-tab', 1_000, 'B'.repeat(21), 'guest');
    await unfinished(database, 'someone-else', 1_000, 'C'.repeat(21), 'user:u2');
    await unfinished(database, 'already-queued', 1_000, 'D'.repeat(21), 'guest');
    await createExchangeStore(database).queue(body('already-queued'), null, 500);

    const busy = new Set([sendLockName('other-tab')]);
    expect(await requeueInterruptedSends(guest, PAGE_STARTED_AT, busy, createExchangeStore(database))).toBe(0);

    expect((await database.outbox.toArray()).map((entry) => entry.clientMessageId)).toEqual(['already-queued']);
    for (const id of ['this-page', 'other-tab', 'someone-else']) {
      expect((await database.messages.get(id))?.status).toBe('sending');
      expect((await database.messages.get(replyKey(id)))?.status).toBe('streaming');
    }
  });
});
