import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Game } from '../../../../shared/contract/games';
import { PlaycallerDb } from '../../local/database';
import { createGameStore, gameFieldsOf, type NewGame } from '../../local/game-store';
import { replayGames } from './game-replay';

const databases: PlaycallerDb[] = [];
function freshStore() {
  const database = new PlaycallerDb(`game-replay-${crypto.randomUUID()}`);
  databases.push(database);
  return createGameStore(database);
}
afterEach(async () => {
  vi.unstubAllGlobals();
  for (const database of databases.splice(0)) await database.delete();
});

const USER = 'user:u1';
const AT = '2026-11-20T19:00:00.000Z';
const id = (letter: string) => letter.repeat(21);
const touchdown = { kind: 'touchdown' as const, team: 'us' as const, seconds: null, at: AT };
const newGame = (gameId: string): NewGame => ({
  id: gameId,
  sport: 'football',
  opponent: 'Central',
  playedOn: '2026-11-20',
  level: 'high-school',
  quarterMinutes: 12,
});
const serverGame = (gameId: string, overrides: Partial<Game> = {}): Game => ({
  ...newGame(gameId),
  events: [],
  decisions: [],
  createdAt: AT,
  updatedAt: AT,
  deleted: false,
  ...overrides,
});

describe('sending games to the server', () => {
  function fakeServer(answer: (method: string, path: string, body: unknown) => Response) {
    const calls: { method: string; path: string; body: unknown }[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (path: string, init: RequestInit) => {
        const body = init.body ? JSON.parse(String(init.body)) : undefined;
        calls.push({ method: String(init.method), path, body });
        return answer(String(init.method), path, body);
      }),
    );
    return calls;
  }
  const json = (status: number, body: unknown) =>
    new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

  it('starts a game with POST, sends later taps with PATCH, and leaves nothing waiting', async () => {
    const store = freshStore();
    await store.start(newGame(id('a')), USER, 1);
    const calls = fakeServer((method, _path, body) => {
      const fields = body as Partial<Game>;
      return json(
        method === 'POST' ? 201 : 200,
        serverGame(id('a'), gameFieldsOf({ ...serverGame(id('a')), ...fields })),
      );
    });
    await replayGames(USER, 'token', store);
    await store.change(id('a'), (game) => ({ events: [...game.events, touchdown] }));
    await replayGames(USER, 'token', store);
    expect(calls.map((call) => `${call.method} ${call.path}`)).toEqual([
      'POST /api/games',
      `PATCH /api/games/${id('a')}`,
    ]);
    expect(calls[1]!.body).toMatchObject({ events: [touchdown] });
    expect(await store.pending(USER)).toEqual([]);
  });

  it("keeps a game the plan's limit refuses on this device, and one the network failed waiting", async () => {
    const store = freshStore();
    await store.start(newGame(id('a')), USER, 1);
    fakeServer(() => json(403, { message: 'limit', code: 'games_limit', limitReached: true, plan: 'free', limit: 3 }));
    await replayGames(USER, 'token', store);
    expect((await store.get(id('a')))!.syncBlocked).toBe(true);
    expect(await store.pending(USER)).toEqual([]);

    await store.start(newGame(id('b')), USER, 2);
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Promise.reject(new TypeError('Failed to fetch'))),
    );
    await replayGames(USER, 'token', store);
    expect((await store.pending(USER)).map((game) => game.id)).toEqual([id('b')]);
  });
});
