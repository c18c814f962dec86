import { and, count, eq, isNull } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { GAME_LIMITS } from '../../shared/constants';
import { GameLimitErrorSchema } from '../../shared/contract/games';
import type { Database } from '../db/database';
import { games } from '../db/schema';
import { subscribe } from '../test/chat-fixtures';
import { gameBody, seedGames } from '../test/game-fixtures';
import { buildTestApp, signUp, useTestDb } from '../test/test-app';

// The plan's allowance of logged games holds however the starts arrive: all at once, replayed, or
// after a deletion frees a slot. A refusal says which limit and plan, and touches nothing stored.

const FREE = GAME_LIMITS.free!;
const PLUS = GAME_LIMITS.plus!;

async function liveGames(db: Database, userId: string) {
  const [row] = await db
    .select({ count: count() })
    .from(games)
    .where(and(eq(games.userId, userId), isNull(games.deletedAt)));
  return row?.count ?? 0;
}

describe('game log limits', () => {
  const db = useTestDb();

  it(`stores exactly ${FREE} of 10 games a Free coach starts at once`, async () => {
    const t = await buildTestApp(db.current);
    const { token, user } = await signUp(t);
    const answers = await Promise.all(
      Array.from({ length: 10 }, () => t.json('/api/games', { token, body: gameBody() })),
    );
    expect(answers.filter((answer) => answer.status === 201)).toHaveLength(FREE);
    const refused = answers.filter((answer) => answer.status !== 201);
    expect(refused).toHaveLength(10 - FREE);
    for (const answer of refused) {
      expect(answer.status).toBe(403);
      expect(GameLimitErrorSchema.parse(answer.body)).toMatchObject({ code: 'games_limit', plan: 'free', limit: FREE });
    }
    expect(await liveGames(t.deps.db, String(user.id))).toBe(FREE);
  });

  it('answers a replayed start of a stored game at the limit, and frees a slot on deletion', async () => {
    const t = await buildTestApp(db.current);
    const { token } = await signUp(t);
    const bodies = Array.from({ length: FREE }, () => gameBody());
    for (const body of bodies) expect((await t.json('/api/games', { token, body })).status).toBe(201);
    expect((await t.json('/api/games', { token, body: bodies[0] })).status).toBe(200);
    expect((await t.json('/api/games', { token, body: gameBody() })).status).toBe(403);
    expect((await t.json(`/api/games/${bodies[0]!.id}`, { method: 'DELETE', token })).status).toBe(200);
    expect((await t.json('/api/games', { token, body: gameBody() })).status).toBe(201);
  });

  it(`lets Plus keep ${PLUS} games and Premium more`, async () => {
    const t = await buildTestApp(db.current);
    const plus = await signUp(t);
    await subscribe(t.deps.db, String(plus.user.id), 'plus', t.clock.now());
    await seedGames(t.deps.db, String(plus.user.id), PLUS - 1, t.clock.now());
    expect((await t.json('/api/games', { token: plus.token, body: gameBody() })).status).toBe(201);
    const over = await t.json('/api/games', { token: plus.token, body: gameBody() });
    expect(over.status).toBe(403);
    expect(GameLimitErrorSchema.parse(over.body)).toMatchObject({ plan: 'plus', limit: PLUS });

    const premium = await signUp(t);
    await subscribe(t.deps.db, String(premium.user.id), 'premium', t.clock.now());
    await seedGames(t.deps.db, String(premium.user.id), PLUS, t.clock.now());
    expect((await t.json('/api/games', { token: premium.token, body: gameBody() })).status).toBe(201);
    expect(await liveGames(t.deps.db, String(premium.user.id))).toBe(PLUS + 1);
  });
});
