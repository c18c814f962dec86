// The game log as this browser keeps it. Every tap is written here first, so a game is logged from
// kickoff to the end with no signal; a signed-in coach's games then go to the server whole (POST by
// the game's own id, PATCH with the whole log, DELETE), each call idempotent, and come back from
// the account's other devices through the sync pull. A visitor's games stay here until signing in
// claims them.
import type { Game } from '../../../shared/contract/games';
import { db, GUEST_OWNER_KEY, type LocalGame, type PlaycallerDb } from './database';

export type NewGame = Pick<LocalGame, 'id' | 'sport' | 'opponent' | 'playedOn' | 'level' | 'quarterMinutes'>;
export type GameChange = Partial<
  Pick<LocalGame, 'opponent' | 'playedOn' | 'level' | 'quarterMinutes' | 'events' | 'decisions'>
>;

/** The fields the server stores, as PATCH sends them. */
export function gameFieldsOf(game: Pick<LocalGame, keyof Required<GameChange>>): Required<GameChange> {
  return {
    opponent: game.opponent,
    playedOn: game.playedOn,
    level: game.level,
    quarterMinutes: game.quarterMinutes,
    events: game.events,
    decisions: game.decisions,
  };
}

const isGuest = (ownerKey: string) => ownerKey === GUEST_OWNER_KEY;
const waitsForServer = (game: LocalGame) =>
  !isGuest(game.ownerKey) &&
  (game.deletedAt !== null ? game.onServer : game.revision > game.sentRevision && !game.syncBlocked);

export function createGameStore(database: PlaycallerDb = db) {
  const ownersGames = (ownerKey: string) =>
    database.games.where('[ownerKey+updatedAt]').between([ownerKey, -Infinity], [ownerKey, Infinity]);

  return {
    /** One owner's games, most recently changed first, without those being deleted. */
    async list(ownerKey: string): Promise<LocalGame[]> {
      const games = await ownersGames(ownerKey).reverse().toArray();
      return games.filter((game) => game.deletedAt === null);
    },

    async get(id: string): Promise<LocalGame | undefined> {
      const game = await database.games.get(id);
      return game && game.deletedAt === null ? game : undefined;
    },

    /** How many games count against the owner's plan. */
    async count(ownerKey: string): Promise<number> {
      return (await ownersGames(ownerKey).toArray()).filter((game) => game.deletedAt === null).length;
    },

    async start(input: NewGame, ownerKey: string, now = Date.now()): Promise<LocalGame> {
      const game: LocalGame = {
        ...input,
        events: [],
        decisions: [],
        ownerKey,
        createdAt: now,
        updatedAt: now,
        serverUpdatedAt: null,
        revision: 1,
        sentRevision: 0,
        onServer: false,
        deletedAt: null,
        syncBlocked: false,
      };
      await database.games.add(game);
      return game;
    },

    /** Changes a game from its stored copy, so taps in quick succession each build on the last. */
    async change(id: string, edit: (game: LocalGame) => GameChange, now = Date.now()): Promise<LocalGame | null> {
      return database.transaction('rw', database.games, async () => {
        const game = await database.games.get(id);
        if (!game || game.deletedAt !== null) return null;
        const changed: LocalGame = { ...game, ...edit(game), revision: game.revision + 1, updatedAt: now };
        await database.games.put(changed);
        return changed;
      });
    },

    /** Deletes a game: at once when the server never had it, else once the server has heard of it. */
    async remove(id: string, now = Date.now()) {
      await database.transaction('rw', database.games, async () => {
        const game = await database.games.get(id);
        if (!game) return;
        if (!game.onServer || isGuest(game.ownerKey)) await database.games.delete(id);
        else await database.games.put({ ...game, deletedAt: now, updatedAt: now });
      });
    },

    /** The owner's games the server has still to hear of, oldest change first. */
    async pending(ownerKey: string): Promise<LocalGame[]> {
      return (await ownersGames(ownerKey).toArray()).filter(waitsForServer);
    },

    /**
     * The server stored the copy of `revision`: later taps stay ahead of it. A tombstone (the game
     * was deleted on another device meanwhile) takes the game off this one.
     */
    async acknowledge(id: string, revision: number, server: Game | null) {
      await database.transaction('rw', database.games, async () => {
        const game = await database.games.get(id);
        if (!game) return;
        if (server === null || server.deleted) {
          await database.games.delete(id);
          return;
        }
        await database.games.put({
          ...game,
          onServer: true,
          sentRevision: Math.max(game.sentRevision, revision),
          serverUpdatedAt: server.updatedAt,
        });
      });
    },

    /** The server has no live copy of a game it was thought to have: the next push starts it again. */
    async lostOnServer(id: string) {
      await database.games.update(id, { onServer: false });
    },

    /** The plan's limit refused the game's start: it stays on this device. */
    async block(id: string) {
      await database.games.update(id, { syncBlocked: true });
    },

    /** A new visit, or a new plan, may allow what the limit kept on this device. */
    async unblock(ownerKey: string) {
      await ownersGames(ownerKey).modify({ syncBlocked: false });
    },

    /**
     * Games from a sync page. A game with taps of ours still to send keeps ours: it goes to the
     * server whole and is stamped newer there. Otherwise a copy newer than the one applied replaces
     * it, and a tombstone deletes it.
     */
    async applyServer(games: Game[], ownerKey: string) {
      await database.transaction('rw', database.games, async () => {
        for (const server of games) {
          const local = await database.games.get(server.id);
          if (server.deleted) {
            if (local) await database.games.delete(server.id);
            continue;
          }
          if (local && local.revision > local.sentRevision) continue;
          if (local?.serverUpdatedAt && Date.parse(server.updatedAt) <= Date.parse(local.serverUpdatedAt)) continue;
          const revision = local?.revision ?? 0;
          await database.games.put({
            id: server.id,
            ownerKey,
            sport: server.sport,
            ...gameFieldsOf(server),
            createdAt: Date.parse(server.createdAt),
            updatedAt: Math.max(Date.parse(server.updatedAt), local?.updatedAt ?? 0),
            serverUpdatedAt: server.updatedAt,
            revision,
            sentRevision: revision,
            onServer: true,
            deletedAt: null,
            syncBlocked: false,
          });
        }
      });
    },

    /** A visitor who signs in keeps this browser's games: they join the account's and wait to be sent. */
    async claimGuestGames(ownerKey: string): Promise<number> {
      return database.transaction('rw', database.games, async () => {
        const guest = await ownersGames(GUEST_OWNER_KEY).toArray();
        for (const game of guest)
          await database.games.put({
            ...game,
            ownerKey,
            onServer: false,
            sentRevision: 0,
            revision: game.revision + 1,
          });
        return guest.length;
      });
    },
  };
}

export type GameStore = ReturnType<typeof createGameStore>;
export const gameStore = createGameStore();
