// Carries a signed-in coach's logged games to the server. Each game goes whole, and every call is
// idempotent (POST by the game's own id, PATCH with the whole log, DELETE), so a game whose answer
// was lost is simply sent again.
import type { Game } from '../../../../shared/contract/games';
import { ApiError, api, isPlanLimitError } from '../../api';
import type { LocalGame } from '../../local/database';
import { gameFieldsOf, gameStore, type GameStore } from '../../local/game-store';

type Outcome = 'sent' | 'stop';

async function sendGame(game: LocalGame, token: string, store: GameStore): Promise<Outcome> {
  const path = `/api/games/${encodeURIComponent(game.id)}`;
  try {
    if (game.deletedAt !== null) {
      await api('DELETE', path, (schemas) => schemas.OkSchema, { token });
      await store.acknowledge(game.id, game.revision, null);
      return 'sent';
    }
    const fields = gameFieldsOf(game);
    let stored: Game;
    if (game.onServer) {
      stored = await api('PATCH', path, (schemas) => schemas.GameSchema, { token, body: fields });
    } else {
      stored = await api('POST', '/api/games', (schemas) => schemas.GameSchema, {
        token,
        body: { id: game.id, sport: game.sport, ...fields },
      });
      // The id was already stored (an earlier start whose answer was lost): this copy replaces it.
      if (!stored.deleted && JSON.stringify(gameFieldsOf(stored)) !== JSON.stringify(fields))
        stored = await api('PATCH', path, (schemas) => schemas.GameSchema, { token, body: fields });
    }
    await store.acknowledge(game.id, game.revision, stored);
    return 'sent';
  } catch (error) {
    if (!(error instanceof ApiError)) return 'stop';
    // Over the plan's limit, or refused for good (400, 413): it stays on this device, and the
    // games behind it still go.
    if (isPlanLimitError(error) || error.status === 400 || error.status === 413) {
      await store.block(game.id);
      return 'sent';
    }
    if (error.status === 404 && game.onServer) {
      await store.lostOnServer(game.id);
      return 'sent';
    }
    // Signed out, busy or offline: everything waits for the next try.
    return 'stop';
  }
}

let running: Promise<void> | null = null;
let again = false;

/**
 * Sends the owner's games that have changed here. One replay runs at a time in a page; a call
 * made meanwhile runs once more after it, so the last tap always goes out.
 */
export function replayGames(ownerKey: string, token: string, store: GameStore = gameStore): Promise<void> {
  if (running) {
    again = true;
    return running;
  }
  running = (async () => {
    do {
      again = false;
      for (const game of await store.pending(ownerKey)) {
        if ((await sendGame(game, token, store)) === 'stop') return;
      }
    } while (again);
  })().finally(() => {
    running = null;
  });
  return running;
}
