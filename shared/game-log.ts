// The game log's rules, the same in the browser, the server and the tests: the scoreboard is the
// fold of the taps, and the review prices every logged decision again with the engine that called it.
import type { Game, GameDecision, GameEvent, GameTeam } from './contract/games';
import { runEngineTool } from './engines/engine-registry';
import type { EngineOption } from './engines/engine-types';

export const TIMEOUTS_PER_HALF = 3;
export const REGULATION_PERIODS = 4;
/** The engines read the time left in the game up to an hour. */
const ENGINE_MAX_SECONDS = 3600;

export interface Scoreboard {
  ourScore: number;
  theirScore: number;
  /** 1–4, then overtime periods. */
  period: number;
  /** Seconds left in the period. */
  clock: number;
  possession: GameTeam;
  ourTimeouts: number;
  theirTimeouts: number;
  /** The team that just scored a touchdown, while its try is still to come. */
  tryFor: GameTeam | null;
  final: boolean;
}

type GameRules = Pick<Game, 'quarterMinutes' | 'level'>;

const other = (team: GameTeam): GameTeam => (team === 'us' ? 'them' : 'us');

/** Timeouts each team has at the start of an overtime period: one in high school and college, two in the NFL. */
const overtimeTimeouts = (rules: GameRules) => (rules.level === 'pro' ? 2 : 1);

export function kickoffScoreboard(rules: GameRules): Scoreboard {
  return {
    ourScore: 0,
    theirScore: 0,
    period: 1,
    clock: rules.quarterMinutes * 60,
    possession: 'us',
    ourTimeouts: TIMEOUTS_PER_HALF,
    theirTimeouts: TIMEOUTS_PER_HALF,
    tryFor: null,
    final: false,
  };
}

const POINTS: Partial<Record<GameEvent['kind'], number>> = {
  touchdown: 6,
  extraPoint: 1,
  twoPoint: 2,
  fieldGoal: 3,
  safety: 2,
};

/** The scoreboard after one tap. */
export function applyEvent(board: Scoreboard, event: GameEvent, rules: GameRules): Scoreboard {
  const team = event.team ?? board.possession;
  const scored = (points: number) =>
    team === 'us' ? { ourScore: board.ourScore + points } : { theirScore: board.theirScore + points };
  switch (event.kind) {
    case 'touchdown':
      return { ...board, ...scored(6), possession: team, tryFor: team };
    case 'extraPoint':
    case 'twoPoint':
      // After the try the scoring team kicks off.
      return { ...board, ...scored(POINTS[event.kind]!), possession: other(team), tryFor: null };
    case 'tryFailed':
      return { ...board, possession: other(team), tryFor: null };
    case 'fieldGoal':
      return { ...board, ...scored(3), possession: other(team), tryFor: null };
    case 'safety':
      // The team scored on free-kicks: the scoring team gets the ball.
      return { ...board, ...scored(2), possession: team, tryFor: null };
    case 'possession':
      return { ...board, possession: team, tryFor: null };
    case 'timeout':
      return team === 'us'
        ? { ...board, ourTimeouts: Math.max(0, board.ourTimeouts - 1) }
        : { ...board, theirTimeouts: Math.max(0, board.theirTimeouts - 1) };
    case 'clock':
      return { ...board, clock: Math.min(event.seconds ?? board.clock, rules.quarterMinutes * 60) };
    case 'period': {
      const period = board.period + 1;
      const timeouts =
        period === 3 ? TIMEOUTS_PER_HALF : period > REGULATION_PERIODS ? overtimeTimeouts(rules) : undefined;
      return {
        ...board,
        period,
        clock: rules.quarterMinutes * 60,
        tryFor: null,
        ...(timeouts === undefined ? {} : { ourTimeouts: timeouts, theirTimeouts: timeouts }),
      };
    }
    case 'final':
      return { ...board, final: true, tryFor: null };
  }
}

export function scoreboardOf(game: GameRules & { events: GameEvent[] }): Scoreboard {
  return game.events.reduce((board, event) => applyEvent(board, event, game), kickoffScoreboard(game));
}

/** Seconds left in the game as the engines read it: the periods still to come and the clock. */
export function secondsLeftInGame(board: Scoreboard, rules: GameRules): number {
  const periodsAfter = Math.max(0, REGULATION_PERIODS - board.period);
  return Math.min(ENGINE_MAX_SECONDS, periodsAfter * rules.quarterMinutes * 60 + board.clock);
}

/**
 * What the scoreboard says to each decision engine: the score, the time and both teams' timeouts,
 * and the level. The rest of a state (yards to go, field position) the coach taps on the panel.
 */
export function engineInputsOf(board: Scoreboard, rules: GameRules): Record<string, Record<string, number | string>> {
  const shared = {
    secondsLeft: secondsLeftInGame(board, rules),
    timeouts: board.ourTimeouts,
    opponentTimeouts: board.theirTimeouts,
    level: rules.level,
  };
  return {
    fourth_down_decision: { ...shared, scoreMargin: clampMargin(board.ourScore - board.theirScore) },
    two_point_decision: { ...shared, marginAfterTouchdown: clampMargin(board.ourScore - board.theirScore) },
  };
}

const clampMargin = (margin: number) => Math.max(-70, Math.min(70, margin));

export interface DecisionReview {
  /** Every option the model weighs, priced again now from the logged state, best first. */
  options: EngineOption[];
  /** The model's best option. */
  best: EngineOption;
  /** The option the coach chose, when recorded and still one the model names. */
  chosen: EngineOption | null;
  /**
   * Win probability the choice gained over the best other option (positive: the model's call), or
   * gave up against the model's call (negative). Null until a choice is recorded.
   */
  swing: number | null;
}

/** Prices a logged decision with its engine; null when the logged state is not one the engine reads. */
export function reviewDecision(decision: Pick<GameDecision, 'engine' | 'inputs' | 'choice'>): DecisionReview | null {
  const result = runEngineTool(decision.engine, decision.inputs);
  if (!result.ok) return null;
  const options = [...result.advice.options].sort((a, b) => b.value - a.value);
  const best = options[0];
  if (!best) return null;
  const chosen = options.find((option) => option.name === decision.choice) ?? null;
  if (!chosen) return { options, best, chosen: null, swing: null };
  const bestOther = Math.max(...options.filter((option) => option !== chosen).map((option) => option.value));
  return { options, best, chosen, swing: chosen.value - bestOther };
}

export interface GameReview {
  decisions: { decision: GameDecision; review: DecisionReview | null }[];
  /** Decisions with a choice recorded. */
  decided: number;
  /** Of those, how many followed the model's call. */
  followed: number;
  /** Win probability gained (positive) or given up (negative), summed over the recorded choices. */
  totalSwing: number;
}

export function reviewGame(game: Pick<Game, 'decisions'>): GameReview {
  const decisions = game.decisions.map((decision) => ({ decision, review: reviewDecision(decision) }));
  let decided = 0;
  let followed = 0;
  let totalSwing = 0;
  for (const { review } of decisions) {
    if (!review?.chosen || review.swing === null) continue;
    decided += 1;
    if (review.chosen.name === review.best.name) followed += 1;
    totalSwing += review.swing;
  }
  return { decisions, decided, followed, totalSwing };
}

/** "+3.1" / "−2.4" percentage points of win probability. */
export function swingText(swing: number): string {
  const points = Math.round(swing * 1000) / 10;
  if (points === 0) return '±0.0';
  return `${points > 0 ? '+' : '−'}${Math.abs(points).toFixed(1)}`;
}

export function clockText(seconds: number): string {
  return `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;
}

export function periodText(period: number): string {
  return period <= REGULATION_PERIODS ? `Q${period}` : period === 5 ? 'OT' : `OT${period - 4}`;
}
