import { afterEach, describe, expect, it, vi } from 'vitest';
import type { PlaybookItem } from '../../../shared/contract/playbook';
import { GUEST_OWNER_KEY, PlaycallerDb, type PlaybookOp } from './database';
import { createPlaybookStore, PLAYBOOK_UNDO_MS, type NewPlaybookItem, type PlaybookOpResult } from './playbook-store';

const databases: PlaycallerDb[] = [];
function freshStore() {
  const database = new PlaycallerDb(`playbook-${crypto.randomUUID()}`);
  databases.push(database);
  return { database, store: createPlaybookStore(database) };
}
afterEach(async () => {
  vi.unstubAllGlobals();
  for (const database of databases.splice(0)) await database.delete();
});

const USER = 'user:u1';
const itemInput = (id: string, overrides: Partial<NewPlaybookItem> = {}): NewPlaybookItem => ({
  id,
  kind: 'play',
  title: `Item ${id}`,
  tags: [],
  notes: '',
  markdown: '**Run it**',
  plan: null,
  scheduledAt: null,
  sport: 'soccer',
  mode: 'comprehensiveCoach',
  question: 'How do we beat a high press?',
  sessionId: 'S'.repeat(21),
  ...overrides,
});

function serverItem(id: string, updatedAt: string, overrides: Partial<PlaybookItem> = {}): PlaybookItem {
  return {
    ...itemInput(id),
    createdAt: '2026-01-01T00:00:00.000Z',
    updatedAt,
    deleted: false,
    ...overrides,
  };
}

/** A fake server that records what reached it and answers as told. */
function recorder(answer: (op: PlaybookOp) => PlaybookOpResult = () => ({ kind: 'done' })) {
  const received: PlaybookOp[] = [];
  return {
    received,
    send: async (op: PlaybookOp) => {
      received.push(op);
      return answer(op);
    },
  };
}

describe('the playbook store offline', () => {
  it('creates, edits and lists a guest item with no queue for a server', async () => {
    const { store } = freshStore();
    await store.create(itemInput('a'), GUEST_OWNER_KEY, 1_000);
    await store.create(itemInput('b'), GUEST_OWNER_KEY, 2_000);
    await store.update('a', { title: 'High press beater', tags: ['u12'] }, 3_000);
    const list = await store.list(GUEST_OWNER_KEY);
    expect(list.map((item) => item.id)).toEqual(['a', 'b']);
    expect(list[0]).toMatchObject({ title: 'High press beater', tags: ['u12'] });
    expect(await store.pendingCount(GUEST_OWNER_KEY)).toBe(0);
  });

  it('hides a deleted item at once, brings it back on undo, and forgets it after the undo time', async () => {
    const { store, database } = freshStore();
    await store.create(itemInput('a'), GUEST_OWNER_KEY, 1_000);
    await store.remove('a', 2_000);
    expect(await store.list(GUEST_OWNER_KEY)).toEqual([]);
    expect(await store.undoRemove('a')).toBe(true);
    expect((await store.list(GUEST_OWNER_KEY)).map((item) => item.id)).toEqual(['a']);

    await store.remove('a', 3_000);
    await store.commitDeletes(3_000 + PLAYBOOK_UNDO_MS);
    expect(await database.playbook.get('a')).toBeUndefined();
    expect(await store.undoRemove('a')).toBe(false);
  });
});

describe('replaying a signed-in user’s changes', () => {
  it('folds edits of an unsent item into its one POST and sends it exactly once across two replays', async () => {
    const { store } = freshStore();
    await store.create(itemInput('a'), USER, 1_000);
    await store.update('a', { notes: 'Use cones' }, 2_000);
    const server = recorder((op) => ({ kind: 'done', item: serverItem(op.itemId, '2026-01-01T00:00:05.000Z') }));
    const [first, second] = await Promise.all([
      store.replay(USER, server.send, 5_000),
      store.replay(USER, server.send, 5_000),
    ]);
    expect(first + second).toBe(1);
    expect(server.received).toHaveLength(1);
    expect(server.received[0]).toMatchObject({ type: 'create', body: { id: 'a', notes: 'Use cones' } });
    expect(await store.replay(USER, server.send, 6_000)).toBe(0);
    expect(await store.pendingCount(USER)).toBe(0);
  });

  it('keeps a change the server did not acknowledge and sends it again, in order, once it can', async () => {
    const { store } = freshStore();
    await store.create(itemInput('a'), USER, 1_000);
    let online = false;
    const server = recorder(() => (online ? { kind: 'done' } : { kind: 'retry' }));
    expect(await store.replay(USER, server.send, 2_000)).toBe(0);
    await store.update('a', { title: 'Renamed' }, 3_000);
    online = true;
    expect(await store.replay(USER, server.send, 4_000)).toBe(2);
    expect(server.received.map((op) => op.type)).toEqual(['create', 'create', 'update']);
    expect(server.received[2]).toMatchObject({ body: { title: 'Renamed' } });
  });

  it('sends a deletion only after the undo time, and never when it was undone', async () => {
    const { store, database } = freshStore();
    await store.create(itemInput('a'), USER, 1_000);
    const server = recorder();
    await store.replay(USER, server.send, 1_500);
    await store.remove('a', 2_000);
    await store.replay(USER, server.send, 2_500);
    expect(server.received.map((op) => op.type)).toEqual(['create']);
    await store.undoRemove('a');
    await store.remove('a', 3_000);
    await store.replay(USER, server.send, 3_000 + PLAYBOOK_UNDO_MS);
    expect(server.received.map((op) => op.type)).toEqual(['create', 'delete']);
    expect(await database.playbook.get('a')).toBeUndefined();
  });

  it('keeps an item the plan’s limit refused on this device, unsynced, with its later edits waiting', async () => {
    const { store } = freshStore();
    await store.create(itemInput('a'), USER, 1_000);
    const server = recorder(() => ({ kind: 'limit' }));
    await store.replay(USER, server.send, 2_000);
    await store.update('a', { title: 'Still here' }, 3_000);
    await store.replay(USER, server.send, 4_000);
    expect(server.received).toHaveLength(1);
    expect(await store.get('a')).toMatchObject({ title: 'Still here', syncBlocked: true });
    await store.unblockLimited(USER);
    const accepting = recorder();
    expect(await store.replay(USER, accepting.send, 5_000)).toBe(2);
  });
});

describe('applying a sync page', () => {
  it('takes the newer server copy, ignores an older one, and drops tombstoned items', async () => {
    const { store } = freshStore();
    await store.applyServer([serverItem('a', '2026-01-01T00:00:10.000Z', { title: 'Server title' })], USER);
    expect(await store.get('a')).toMatchObject({ title: 'Server title', ownerKey: USER });
    await store.applyServer([serverItem('a', '2026-01-01T00:00:05.000Z', { title: 'Stale' })], USER);
    expect((await store.get('a'))?.title).toBe('Server title');
    await store.applyServer([serverItem('a', '2026-01-01T00:00:20.000Z', { title: 'Newer' })], USER);
    expect((await store.get('a'))?.title).toBe('Newer');
    await store.applyServer([serverItem('a', '2026-01-01T00:00:30.000Z', { deleted: true })], USER);
    expect(await store.get('a')).toBeUndefined();
  });

  it('keeps the fields of a local edit still queued (the server will stamp it newer) and takes the rest', async () => {
    const { store } = freshStore();
    await store.applyServer([serverItem('a', '2026-01-01T00:00:10.000Z')], USER);
    await store.update('a', { notes: 'Mine' }, 20_000);
    await store.applyServer(
      [serverItem('a', '2026-01-01T00:00:15.000Z', { title: 'Theirs', notes: 'Their notes' })],
      USER,
    );
    expect(await store.get('a')).toMatchObject({ title: 'Theirs', notes: 'Mine' });
  });
});

describe('claiming a guest’s items at sign-in', () => {
  it('moves them to the account and queues each as a create with the same id', async () => {
    const { store } = freshStore();
    await store.create(itemInput('a'), GUEST_OWNER_KEY, 1_000);
    await store.create(itemInput('b'), GUEST_OWNER_KEY, 2_000);
    await store.remove('b', 3_000);
    expect(await store.claimGuestItems(USER)).toBe(2);
    expect(await store.list(GUEST_OWNER_KEY)).toEqual([]);
    expect((await store.list(USER)).map((item) => item.id)).toEqual(['a']);
    const server = recorder();
    await store.replay(USER, server.send, 4_000);
    expect(server.received).toEqual([expect.objectContaining({ type: 'create', itemId: 'a' })]);
  });
});

/** The Web Locks a browser would hold: a lock lives while its callback runs, as in every page. */
function fakeWebLocks() {
  const held = new Set<string>();
  return {
    held,
    request: async (name: string, callback: () => Promise<unknown>) => {
      held.add(name);
      try {
        return await callback();
      } finally {
        held.delete(name);
      }
    },
    query: async () => ({ held: [...held].map((name) => ({ name })) }),
  };
}

describe('a change leased by a page that has gone', () => {
  it('goes out at once when no page holds its lock, and waits while one does', async () => {
    const locks = fakeWebLocks();
    vi.stubGlobal('navigator', { locks });
    const { store, database } = freshStore();
    await store.create(itemInput('a'), USER, 1_000);

    // A page took the lease and is sending it now: another page leaves it alone.
    let release!: () => void;
    const slow = recorder();
    const inFlight = store.replay(
      USER,
      (op) => new Promise((resolve) => (release = () => resolve(slow.send(op)))),
      2_000,
    );
    await vi.waitFor(() => expect(locks.held.size).toBe(1));
    const other = recorder();
    expect(await store.replay(USER, other.send, 2_500)).toBe(0);
    expect(other.received).toHaveLength(0);
    release();
    expect(await inFlight).toBe(1);

    // A page reloaded mid-send: its lease is still running but its lock went with it.
    await store.update('a', { title: 'Renamed' }, 3_000);
    const [op] = await database.playbookOps.toArray();
    await database.playbookOps.update(op!.seq!, { leaseUntil: 3_500 + 30_000, tried: true });
    const next = recorder();
    expect(await store.replay(USER, next.send, 3_500)).toBe(1);
    expect(next.received[0]).toMatchObject({ type: 'update', body: { title: 'Renamed' } });
  });
});
