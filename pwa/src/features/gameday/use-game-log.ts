// The game log's state for the game-day screen: the owner's games from this browser, the game open
// on the sideline and its scoreboard, and the taps that change it. Every change is written locally
// first and, for a signed-in coach with a connection, sent on at once.
import { useLiveQuery } from 'dexie-react-hooks';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { GAME_LIMITS, type Plan } from '../../../../shared/constants';
import {
  GAME_DECISION_ENGINES,
  GAME_MAX_DECISIONS,
  GAME_MAX_EVENTS,
  type GameDecision,
  type GameDecisionEngine,
  type GameEvent,
  type GameEventKind,
  type GameTeam,
} from '../../../../shared/contract/games';
import { engineInputsOf, scoreboardOf, type Scoreboard } from '../../../../shared/game-log';
import { randomId } from '../../browser-store';
import { useConnectivity } from '../../connectivity';
import { ownerKeyOf, type LocalGame } from '../../local/database';
import { gameStore, type NewGame } from '../../local/game-store';
import { useSession } from '../../session';
import { outcomeEvent } from './game-copy';

const OPEN_KEY = 'gamedayGame';

function readOpenId(): string | null {
  try {
    return window.localStorage.getItem(OPEN_KEY);
  } catch {
    return null;
  }
}

function saveOpenId(id: string | null) {
  try {
    if (id) window.localStorage.setItem(OPEN_KEY, id);
    else window.localStorage.removeItem(OPEN_KEY);
  } catch {
    // storage refused: the game stays open for this visit
  }
}

/** What the panel is told after a tap: each engine's inputs from the scoreboard, and the decision now due. */
export type GameStateHandler = (inputs: Record<string, Record<string, number | string>>, engine?: string) => void;

export const isLoggable = (engine: string): engine is GameDecisionEngine =>
  (GAME_DECISION_ENGINES as readonly string[]).includes(engine);

/** After a touchdown of ours the try is due; after anything else, the next fourth down. */
const dueEngine = (board: Scoreboard) => (board.tryFor === 'us' ? 'two_point_decision' : 'fourth_down_decision');

const event = (kind: GameEventKind, team: GameTeam | null, seconds: number | null = null): GameEvent => ({
  kind,
  team,
  seconds,
  at: new Date().toISOString(),
});

export function useGameLog(onGameState: GameStateHandler) {
  const session = useSession();
  const { online, syncGames } = useConnectivity();
  const userId = session.user?.id ?? null;
  const ownerKey = ownerKeyOf(userId);
  const plan: Plan = session.user?.subscriptionStatus ?? 'free';
  const games = useLiveQuery(() => gameStore.list(ownerKey), [ownerKey]);
  const [openId, setOpenId] = useState(readOpenId);
  const open = games?.find((game) => game.id === openId) ?? null;
  const board = useMemo(() => (open ? scoreboardOf(open) : null), [open]);

  const push = useCallback(() => {
    if (navigator.onLine) void syncGames().catch(() => {});
  }, [syncGames]);
  // Games logged offline go out when the network returns; one the limit kept back is tried again.
  useEffect(() => {
    if (online) void gameStore.unblock(ownerKey).then(push);
  }, [online, ownerKey, push]);
  // Whatever waits goes out as soon as it is seen: a visitor's games claimed at sign-in, a game
  // the server lost. The replay runs one at a time, so this and a tap's own push merge.
  const waiting = games?.some((game) => game.revision > game.sentRevision && !game.syncBlocked) ?? false;
  useEffect(() => {
    if (waiting && online) push();
  }, [waiting, online, push]);

  const tell = (game: LocalGame, engine?: string) => {
    const next = scoreboardOf(game);
    onGameState(engineInputsOf(next, game), engine ?? dueEngine(next));
  };

  const change = async (edit: (game: LocalGame) => Partial<LocalGame>, engine?: string) => {
    if (!open) return;
    const changed = await gameStore.change(open.id, edit);
    if (changed) tell(changed, engine);
    push();
  };

  const limit = GAME_LIMITS[plan];
  return {
    games,
    open,
    board,
    plan,
    atLimit: limit !== null && (games?.length ?? 0) >= limit,

    async start(input: Omit<NewGame, 'id' | 'sport'>) {
      const game = await gameStore.start({ ...input, id: randomId(), sport: 'football' }, ownerKey);
      saveOpenId(game.id);
      setOpenId(game.id);
      tell(game, 'fourth_down_decision');
      push();
    },

    openGame(game: LocalGame) {
      saveOpenId(game.id);
      setOpenId(game.id);
      tell(game);
    },

    close() {
      saveOpenId(null);
      setOpenId(null);
    },

    /** Full: the game has as many taps or decisions as one game can send. */
    full: open !== null && (open.events.length >= GAME_MAX_EVENTS || open.decisions.length >= GAME_MAX_DECISIONS),

    tap(kind: GameEventKind, team: GameTeam | null = null, seconds: number | null = null) {
      return change((game) =>
        game.events.length >= GAME_MAX_EVENTS ? {} : { events: [...game.events, event(kind, team, seconds)] },
      );
    },

    /** Moves the clock from the stored copy, so quick taps each count. */
    moveClock(seconds: number) {
      return change((game) => {
        const clock = Math.max(0, Math.min(game.quarterMinutes * 60, scoreboardOf(game).clock + seconds));
        return game.events.length >= GAME_MAX_EVENTS ? {} : { events: [...game.events, event('clock', null, clock)] };
      });
    },

    undo() {
      return change((game) => ({ events: game.events.slice(0, -1) }));
    },

    /** Logs the decision the panel shows now, with the model's call at this moment. */
    logDecision(input: Pick<GameDecision, 'engine' | 'inputs' | 'call' | 'line'>) {
      if (!board) return Promise.resolve();
      const decision: GameDecision = {
        ...input,
        id: randomId(),
        choice: null,
        outcome: null,
        note: '',
        period: board.period,
        clock: board.clock,
        ourScore: board.ourScore,
        theirScore: board.theirScore,
        at: new Date().toISOString(),
      };
      return change(
        (game) => (game.decisions.length >= GAME_MAX_DECISIONS ? {} : { decisions: [...game.decisions, decision] }),
        input.engine,
      );
    },

    setChoice(decisionId: string, choice: string) {
      return change(
        (game) => ({
          decisions: game.decisions.map((each) => (each.id === decisionId ? { ...each, choice, outcome: null } : each)),
        }),
        undefined,
      );
    },

    /** Records how the choice went, and taps what it did to the scoreboard (a good kick scores). */
    setOutcome(decisionId: string, outcome: 'success' | 'failure') {
      return change((game) => {
        const decision = game.decisions.find((each) => each.id === decisionId);
        const follows = decision ? outcomeEvent(decision, outcome) : null;
        return {
          decisions: game.decisions.map((each) => (each.id === decisionId ? { ...each, outcome } : each)),
          events:
            follows && game.events.length < GAME_MAX_EVENTS
              ? [...game.events, event(follows.kind, follows.team)]
              : game.events,
        };
      });
    },
  };
}

export type GameLog = ReturnType<typeof useGameLog>;
