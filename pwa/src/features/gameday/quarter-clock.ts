// Football's clock as the scoreboard shows it, "Q4 6:45", over the seconds the engines take: left in
// the game, or left in the half that the engine's own half input names.
import { GAME_QUARTER_MINUTES, GAME_LEVELS, type GameLevel } from '../../../../shared/contract/games';
import type { EngineField, FieldValue } from './engine-fields';
import { formatValue } from './panel-config';

export const QUARTERS = [1, 2, 3, 4] as const;
export type Quarter = (typeof QUARTERS)[number];

export interface QuarterClock {
  quarter: Quarter;
  /** Seconds left in the quarter. */
  seconds: number;
}

/** The engine input that names the half, when its clock counts within one. */
export const HALF_KEY = 'half';

/**
 * How an engine counts its clock: over the whole game, or within the half its half input names.
 * The engine's quarters follow the level's (12 minutes in high school, 15 above).
 */
export interface ClockScope {
  perHalf: boolean;
  quarterSeconds: number;
}

export function clockScopeOf(fields: readonly EngineField[], level: FieldValue | undefined): ClockScope {
  const gameLevel: GameLevel = GAME_LEVELS.find((each) => each === level) ?? 'pro';
  return {
    perHalf: fields.some((field) => field.key === HALF_KEY && field.kind === 'choice'),
    quarterSeconds: GAME_QUARTER_MINUTES[gameLevel] * 60,
  };
}

/** The most seconds the scope's clock can show: a full game, or a full half. */
export const scopeSeconds = (scope: ClockScope) => (scope.perHalf ? 2 : 4) * scope.quarterSeconds;

/**
 * The quarter and its clock for the engine's seconds. A quarter runs from its full length down to
 * just above 0:00: the end of the 3rd is the start of the 4th, so stepping down through 0:00 rolls
 * on into the next quarter, and only the end of a half or the game reads 0:00.
 */
export function quarterClockOf(secondsLeft: number, half: FieldValue | undefined, scope: ClockScope): QuarterClock {
  const quartersInScope = scope.perHalf ? 2 : 4;
  const lastQuarter = scope.perHalf && half === 'first' ? 2 : 4;
  const fromEnd = Math.min(quartersInScope - 1, Math.max(0, Math.ceil(secondsLeft / scope.quarterSeconds) - 1));
  return { quarter: (lastQuarter - fromEnd) as Quarter, seconds: secondsLeft - fromEnd * scope.quarterSeconds };
}

/**
 * The engine's inputs for a quarter and its clock: its seconds under `key`, and the half when it
 * counts within one. A clock longer than the scope's quarters (a 15-minute quarter's 14:00 at high
 * school's 12) stands at the quarter's start.
 */
export function engineClockOf(clock: QuarterClock, scope: ClockScope, key: string): Record<string, FieldValue> {
  const seconds = Math.min(clock.seconds, scope.quarterSeconds);
  if (!scope.perHalf) return { [key]: (4 - clock.quarter) * scope.quarterSeconds + seconds };
  return {
    [key]: (clock.quarter % 2 === 1 ? scope.quarterSeconds : 0) + seconds,
    [HALF_KEY]: clock.quarter <= 2 ? 'first' : 'second',
  };
}

/** The clock as the scoreboard reads it: "Q4 6:45". */
export const quarterClockText = (clock: QuarterClock) => `Q${clock.quarter} ${formatValue('clock', clock.seconds)}`;
