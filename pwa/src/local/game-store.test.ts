import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Game } from '../../../shared/contract/games';
import { GUEST_OWNER_KEY, PlaycallerDb } from './database';
import { createGameStore, type NewGame } from './game-store';

const databases: PlaycallerDb[] = [];
function freshStore() {
  const database = new PlaycallerDb(`games-${crypto.randomUUID()}`);
  databases.push(database);
  return createGameStore(database);
}
afterEach(async () => {
  vi.unstubAllGlobals();
  for (const database of databases.splice(0)) await database.delete();
});

const USER = 'user:u1';
const AT = '2026-11-20T19:00:00.000Z';
const newGame = (id: string): NewGame => ({
  id,
  sport: 'football',
  opponent: `Opponent ${id.slice(0, 3)}`,
  playedOn: '2026-11-20',
  level: 'high-school',
  quarterMinutes: 12,
});
const id = (letter: string) => letter.repeat(21);
const touchdown = { kind: 'touchdown' as const, team: 'us' as const, seconds: null, at: AT };

function serverGame(gameId: string, updatedAt: string, overrides: Partial<Game> = {}): Game {
  return {
    ...newGame(gameId),
    events: [],
    decisions: [],
    createdAt: '2026-11-20T18:00:00.000Z',
    updatedAt,
    deleted: false,
    ...overrides,
  };
}

describe('the game store', () => {
  it("keeps a signed-in coach's new game and every tap waiting for the server, and a visitor's here only", async () => {
    const store = freshStore();
    await store.start(newGame(id('a')), USER, 1);
    await store.start(newGame(id('b')), GUEST_OWNER_KEY, 2);
    await store.change(id('a'), (game) => ({ events: [...game.events, touchdown] }), 3);
    expect((await store.pending(USER)).map((game) => [game.id, game.revision, game.sentRevision])).toEqual([
      [id('a'), 2, 0],
    ]);
    expect(await store.pending(GUEST_OWNER_KEY)).toEqual([]);
    expect((await store.list(USER)).map((game) => game.events.length)).toEqual([1]);
  });

  it('keeps taps made while a copy was being sent waiting after the server acknowledges the copy', async () => {
    const store = freshStore();
    const started = await store.start(newGame(id('a')), USER, 1);
    await store.change(id('a'), (game) => ({ events: [...game.events, touchdown] }), 2);
    await store.acknowledge(id('a'), started.revision, serverGame(id('a'), AT));
    expect((await store.pending(USER)).map((game) => game.onServer)).toEqual([true]);
    const latest = (await store.get(id('a')))!;
    await store.acknowledge(id('a'), latest.revision, serverGame(id('a'), AT));
    expect(await store.pending(USER)).toEqual([]);
  });

  it('keeps its own unsent taps over a server copy, and takes a newer copy once nothing is waiting', async () => {
    const store = freshStore();
    const started = await store.start(newGame(id('a')), USER, 1);
    await store.applyServer([serverGame(id('a'), '2026-11-20T19:00:00.000Z', { opponent: 'From elsewhere' })], USER);
    expect((await store.get(id('a')))!.opponent).toBe(started.opponent);

    await store.acknowledge(id('a'), started.revision, serverGame(id('a'), '2026-11-20T19:00:00.000Z'));
    await store.applyServer([serverGame(id('a'), '2026-11-20T18:59:00.000Z', { opponent: 'Older' })], USER);
    expect((await store.get(id('a')))!.opponent).toBe(started.opponent);
    await store.applyServer(
      [serverGame(id('a'), '2026-11-20T19:05:00.000Z', { opponent: 'Newer', events: [touchdown] })],
      USER,
    );
    expect(await store.get(id('a'))).toMatchObject({ opponent: 'Newer', events: [touchdown] });
    expect(await store.pending(USER)).toEqual([]);

    await store.applyServer([serverGame(id('a'), '2026-11-20T19:06:00.000Z', { deleted: true })], USER);
    expect(await store.get(id('a'))).toBeUndefined();
  });

  it("moves a visitor's games into the account at sign-in, waiting to be sent", async () => {
    const store = freshStore();
    await store.start(newGame(id('g')), GUEST_OWNER_KEY, 1);
    expect(await store.claimGuestGames(USER)).toBe(1);
    expect(await store.list(GUEST_OWNER_KEY)).toEqual([]);
    expect((await store.pending(USER)).map((game) => [game.id, game.onServer])).toEqual([[id('g'), false]]);
  });

  it('forgets a game the server never had at once, and keeps a deletion for one it has until sent', async () => {
    const store = freshStore();
    await store.start(newGame(id('a')), USER, 1);
    await store.remove(id('a'));
    expect(await store.pending(USER)).toEqual([]);

    const stored = await store.start(newGame(id('b')), USER, 2);
    await store.acknowledge(id('b'), stored.revision, serverGame(id('b'), AT));
    await store.remove(id('b'), 3);
    expect(await store.list(USER)).toEqual([]);
    expect((await store.pending(USER)).map((game) => game.deletedAt)).toEqual([3]);
    await store.acknowledge(id('b'), stored.revision, null);
    expect(await store.pending(USER)).toEqual([]);
  });
});
