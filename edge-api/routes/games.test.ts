import { describe, expect, it } from 'vitest';
import { GameListSchema, GameSchema } from '../../shared/contract/games';
import { SharedContentSchema, ShareLinkSchema } from '../../shared/contract/shares';
import { SyncPageSchema } from '../../shared/contract/sync';
import { reviewGame } from '../../shared/game-log';
import { encodeCursor } from '../services/sync.service';
import { fourthDown, gameBody } from '../test/game-fixtures';
import { buildTestApp, signUp, useTestDb } from '../test/test-app';

describe('the game log routes', () => {
  const db = useTestDb();

  it('starts a game once however often the same start is sent, and lists it', async () => {
    const t = await buildTestApp(db.current);
    const { token } = await signUp(t);
    const body = gameBody();
    const first = await t.json('/api/games', { token, body });
    expect(first.status).toBe(201);
    const game = GameSchema.parse(first.body);
    expect(game).toMatchObject({ id: body.id, opponent: 'Central High', playedOn: '2026-11-20', deleted: false });
    expect(game.decisions[0]).toMatchObject({ choice: 'Punt', outcome: 'success' });

    const again = await t.json('/api/games', { token, body: { ...body, opponent: 'Someone else' } });
    expect(again.status).toBe(200);
    expect(GameSchema.parse(again.body).opponent).toBe('Central High');

    const list = GameListSchema.parse((await t.json('/api/games', { token })).body);
    expect(list.games.map((each) => each.id)).toEqual([body.id]);
  });

  it('replaces the fields a PATCH sends and keeps the others', async () => {
    const t = await buildTestApp(db.current);
    const { token } = await signUp(t);
    const body = gameBody();
    await t.json('/api/games', { token, body });
    t.clock.advance(1_000);
    const decisions = [
      fourthDown({ choice: 'Go for it', outcome: 'failure' }),
      fourthDown({ choice: null, outcome: null }),
    ];
    const patched = await t.json(`/api/games/${body.id}`, { method: 'PATCH', token, body: { decisions } });
    expect(patched.status).toBe(200);
    const game = GameSchema.parse(patched.body);
    expect(game.decisions.map((decision) => decision.choice)).toEqual(['Go for it', null]);
    expect(game.events).toHaveLength(2);
    expect(game.opponent).toBe('Central High');
    expect(Date.parse(game.updatedAt)).toBeGreaterThan(Date.parse(game.createdAt));
  });

  it('deletes a game to a tombstone that sync carries, and a second delete still succeeds', async () => {
    const t = await buildTestApp(db.current);
    const { token } = await signUp(t);
    const body = gameBody();
    await t.json('/api/games', { token, body });
    expect((await t.json(`/api/games/${body.id}`, { method: 'DELETE', token })).status).toBe(200);
    expect((await t.json(`/api/games/${body.id}`, { method: 'DELETE', token })).status).toBe(200);
    expect(GameListSchema.parse((await t.json('/api/games', { token })).body).games).toEqual([]);
    const page = SyncPageSchema.parse((await t.json('/api/sync', { token })).body);
    expect(page.games).toHaveLength(1);
    expect(page.games[0]).toMatchObject({ id: body.id, deleted: true, opponent: '', decisions: [] });
    // A replayed start of a deleted game answers its tombstone and stores nothing again.
    const replayed = await t.json('/api/games', { token, body });
    expect(replayed.status).toBe(200);
    expect(GameSchema.parse(replayed.body).deleted).toBe(true);
    expect((await t.json(`/api/games/${body.id}`, { method: 'PATCH', token, body: { opponent: 'X' } })).status).toBe(
      404,
    );
  });

  it('carries games changed since the cursor in the sync pull, and reads them from the start for an older cursor', async () => {
    const t = await buildTestApp(db.current);
    const { token } = await signUp(t);
    const body = gameBody();
    await t.json('/api/games', { token, body });
    const first = SyncPageSchema.parse((await t.json('/api/sync', { token })).body);
    expect(first.games.map((game) => game.id)).toEqual([body.id]);

    t.clock.advance(60_000);
    await t.json(`/api/games/${body.id}`, { method: 'PATCH', token, body: { opponent: 'North' } });
    const next = SyncPageSchema.parse(
      (await t.json(`/api/sync?since=${encodeURIComponent(first.cursor)}`, { token })).body,
    );
    expect(next.games.map((game) => game.opponent)).toEqual(['North']);

    // A cursor saved before the game log was synced has no `g`: the games come from the start.
    const old = encodeCursor({ s: [Date.now() + 86_400_000, ''], m: [0, ''], p: [0, ''], f: [0, ''] });
    const fromOld = SyncPageSchema.parse((await t.json(`/api/sync?since=${old}`, { token })).body);
    expect(fromOld.games.map((game) => game.id)).toEqual([body.id]);
  });

  it('shares a game by a read-only link that shows its log and review, and stops when the game is deleted', async () => {
    const t = await buildTestApp(db.current);
    const { token, email } = await signUp(t);
    const body = gameBody();
    await t.json('/api/games', { token, body });
    const created = await t.json('/api/shares', { token, body: { kind: 'game', target: body.id } });
    expect(created.status).toBe(201);
    const link = ShareLinkSchema.parse(created.body);
    expect(link.label).toBe('vs Central High, 2026-11-20');

    const opened = await t.json(`/api/shares/${link.id}`);
    expect(opened.status).toBe(200);
    const content = SharedContentSchema.parse(opened.body);
    if (content.kind !== 'game') throw new Error(`a game link opened as a ${content.kind}`);
    expect(content.game.decisions).toHaveLength(1);
    expect(reviewGame(content.game).decided).toBe(1);
    expect(JSON.stringify(opened.body)).not.toContain(email);

    await t.json(`/api/games/${body.id}`, { method: 'DELETE', token });
    expect((await t.json(`/api/shares/${link.id}`)).status).toBe(404);
  });
});
