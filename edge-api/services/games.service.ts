import { and, count, desc, eq, isNull } from 'drizzle-orm';
import type { z } from 'zod';
import { GAME_LIMITS, type Plan } from '../../shared/constants';
import { gameLimitMessage, type CreateGameSchema, type Game, type UpdateGameSchema } from '../../shared/contract/games';
import type { Database } from '../db/database';
import { games, shareLinks } from '../db/schema';
import { AppError } from '../errors';
import { lockOwner } from './playbook.service';
import { entitlementFor, type UserRow } from './users.service';

export type GameRow = typeof games.$inferSelect;
type NewGame = z.output<typeof CreateGameSchema>;
type GamePatch = z.output<typeof UpdateGameSchema>;

export const GAMES_COPY = {
  notFound: 'No such game in your game log.',
} as const;

export function toGame(row: GameRow): Game {
  return {
    id: row.id,
    sport: row.sportType,
    opponent: row.opponent,
    playedOn: row.playedOn,
    level: row.level,
    quarterMinutes: row.quarterMinutes,
    events: row.events,
    decisions: row.decisions,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    deleted: row.deletedAt !== null,
  };
}

/** The refusal of a start over the plan's allowance, shaped as GameLimitErrorSchema. */
export function gameLimitError(plan: Plan, limit: number): AppError {
  return new AppError('quota_exceeded', gameLimitMessage(plan, limit), {
    code: 'games_limit',
    limitReached: true,
    plan,
    limit,
  });
}

const ownGame = (userId: string, id: string) => and(eq(games.userId, userId), eq(games.id, id));
export const liveGames = (userId: string) => and(eq(games.userId, userId), isNull(games.deletedAt));

export function createGamesService(deps: { db: Database; now: () => Date }) {
  const { db, now } = deps;

  return {
    /** The owner's live games, most recently changed first. */
    async list(user: UserRow): Promise<Game[]> {
      const rows = await db
        .select()
        .from(games)
        .where(liveGames(user.id))
        .orderBy(desc(games.updatedAt), desc(games.id));
      return rows.map(toGame);
    },

    /**
     * Starts a game under the plan's limit. Idempotent by id: an id the owner already used answers
     * the stored game (or its tombstone) and counts nothing, however often or at once it comes.
     */
    async create(user: UserRow, input: NewGame): Promise<{ game: Game; created: boolean }> {
      const { plan } = await entitlementFor(db, user.id, now());
      const limit = GAME_LIMITS[plan];
      return db.transaction(async (tx) => {
        // One owner's starts run one at a time on any number of servers, as the playbook's saves do.
        await lockOwner(tx, user.id);
        const at = now();
        const [existing] = await tx.select().from(games).where(ownGame(user.id, input.id));
        if (existing) return { game: toGame(existing), created: false };
        if (limit !== null) {
          const [live] = await tx.select({ count: count() }).from(games).where(liveGames(user.id));
          if ((live?.count ?? 0) >= limit) throw gameLimitError(plan, limit);
        }
        const [row] = await tx
          .insert(games)
          .values({
            userId: user.id,
            id: input.id,
            sportType: input.sport,
            opponent: input.opponent,
            playedOn: input.playedOn,
            level: input.level,
            quarterMinutes: input.quarterMinutes,
            events: input.events,
            decisions: input.decisions,
            createdAt: at,
            updatedAt: at,
          })
          .returning();
        return { game: toGame(row!), created: true };
      });
    },

    /** Applies the fields sent, and only those: per field, the last copy to reach the server wins. */
    async update(user: UserRow, id: string, patch: GamePatch): Promise<Game> {
      const [row] = await db
        .update(games)
        .set({
          opponent: patch.opponent,
          playedOn: patch.playedOn,
          level: patch.level,
          quarterMinutes: patch.quarterMinutes,
          events: patch.events,
          decisions: patch.decisions,
          updatedAt: now(),
        })
        .where(and(ownGame(user.id, id), isNull(games.deletedAt)))
        .returning();
      if (!row) throw new AppError('not_found', GAMES_COPY.notFound);
      return toGame(row);
    },

    /**
     * Deletes a game, keeping a tombstone without its content so other devices drop it too; its
     * share links are revoked with it and its slot of the plan's limit is free again. Deleting it
     * again succeeds, so a replayed delete is harmless.
     */
    async remove(user: UserRow, id: string): Promise<void> {
      const at = now();
      await db.transaction(async (tx) => {
        const [row] = await tx
          .update(games)
          .set({ opponent: '', events: [], decisions: [], deletedAt: at, updatedAt: at })
          .where(and(ownGame(user.id, id), isNull(games.deletedAt)))
          .returning({ id: games.id });
        if (!row) {
          const [tombstone] = await tx.select({ id: games.id }).from(games).where(ownGame(user.id, id));
          if (!tombstone) throw new AppError('not_found', GAMES_COPY.notFound);
          return;
        }
        await tx
          .update(shareLinks)
          .set({ revokedAt: at })
          .where(
            and(
              eq(shareLinks.userId, user.id),
              eq(shareLinks.kind, 'game'),
              eq(shareLinks.target, id),
              isNull(shareLinks.revokedAt),
            ),
          );
      });
    },
  };
}

export type GamesService = ReturnType<typeof createGamesService>;
