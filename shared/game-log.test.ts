import { describe, expect, it } from 'vitest';
import type { GameDecision, GameEvent } from './contract/games';
import { GAME_DECISION_ENGINES, GameDecisionSchema } from './contract/games';
import { ENGINE_TOOLS, runEngineTool } from './engines/engine-registry';
import { engineInputsOf, reviewDecision, reviewGame, scoreboardOf, secondsLeftInGame, swingText } from './game-log';

const AT = '2026-11-20T19:00:00.000Z';
const tap = (kind: GameEvent['kind'], team: GameEvent['team'] = null, seconds: number | null = null): GameEvent => ({
  kind,
  team,
  seconds,
  at: AT,
});
const RULES = { quarterMinutes: 12, level: 'high-school' as const };

function decision(overrides: Partial<GameDecision>): GameDecision {
  return GameDecisionSchema.parse({
    id: 'd'.repeat(21),
    engine: 'fourth_down_decision',
    inputs: { yardsToGo: 1, yardsToEndZone: 40, scoreMargin: 0, secondsLeft: 1200 },
    call: 'Go for it',
    line: '',
    period: 2,
    clock: 300,
    ourScore: 0,
    theirScore: 0,
    at: AT,
    ...overrides,
  });
}

/** The engine's own price for each option of a logged state. */
function priced(engine: string, inputs: Record<string, unknown>) {
  const result = runEngineTool(engine, inputs);
  if (!result.ok) throw new Error(result.error);
  return Object.fromEntries(result.advice.options.map((option) => [option.name, option.value]));
}

describe('the game log scoreboard', () => {
  it('adds up touchdowns, tries, field goals and safeties for the team that made them', () => {
    const board = scoreboardOf({
      ...RULES,
      events: [
        tap('touchdown', 'us'),
        tap('extraPoint', 'us'),
        tap('fieldGoal', 'them'),
        tap('touchdown', 'them'),
        tap('twoPoint', 'them'),
        tap('safety', 'us'),
        tap('touchdown', 'us'),
        tap('tryFailed', 'us'),
      ],
    });
    expect([board.ourScore, board.theirScore]).toEqual([15, 11]);
    // After our failed try we kick off: their ball.
    expect(board.possession).toBe('them');
    expect(board.tryFor).toBeNull();
  });

  it('keeps the ball with the scoring team until its try, then gives it to the other', () => {
    const afterTd = scoreboardOf({ ...RULES, events: [tap('possession', 'them'), tap('touchdown', 'us')] });
    expect(afterTd).toMatchObject({ possession: 'us', tryFor: 'us' });
    const afterFg = scoreboardOf({ ...RULES, events: [tap('fieldGoal', 'us')] });
    expect(afterFg.possession).toBe('them');
  });

  it('runs the clock, the quarters and the timeouts, which come back at the half', () => {
    const events = [tap('timeout', 'us'), tap('timeout', 'us'), tap('timeout', 'them'), tap('clock', null, 125)];
    const first = scoreboardOf({ ...RULES, events });
    expect(first).toMatchObject({ period: 1, clock: 125, ourTimeouts: 1, theirTimeouts: 2 });
    expect(secondsLeftInGame(first, RULES)).toBe(3 * 12 * 60 + 125);
    const second = scoreboardOf({ ...RULES, events: [...events, tap('period')] });
    expect(second).toMatchObject({ period: 2, clock: 720, ourTimeouts: 1 });
    const third = scoreboardOf({ ...RULES, events: [...events, tap('period'), tap('period')] });
    expect(third).toMatchObject({ period: 3, ourTimeouts: 3, theirTimeouts: 3 });
    const over = scoreboardOf({ ...RULES, events: [...events, tap('timeout', 'us'), tap('timeout', 'us')] });
    expect(over.ourTimeouts).toBe(0);
  });

  it('hands the engines the score, time, timeouts and level the scoreboard shows', () => {
    const board = scoreboardOf({ ...RULES, events: [tap('fieldGoal', 'them'), tap('period'), tap('clock', null, 90)] });
    const inputs = engineInputsOf(board, RULES);
    expect(inputs.fourth_down_decision).toEqual({
      scoreMargin: -3,
      secondsLeft: 2 * 720 + 90,
      timeouts: 3,
      opponentTimeouts: 3,
      level: 'high-school',
    });
    expect(inputs.two_point_decision).toMatchObject({ marginAfterTouchdown: -3, secondsLeft: 1530 });
    for (const [engine, values] of Object.entries(inputs)) expect(runEngineTool(engine, values).ok).toBe(true);
  });
});

describe('the game review', () => {
  it('logs only engines that exist and price their options in win probability', () => {
    for (const engine of GAME_DECISION_ENGINES) {
      expect(ENGINE_TOOLS.some((tool) => tool.name === engine)).toBe(true);
      const result = runEngineTool(engine, {});
      expect(result.ok && result.advice.options.every((option) => option.measure === 'win probability')).toBe(true);
    }
  });

  it("prices a choice against the model's call with the engine's own numbers", () => {
    const inputs = { yardsToGo: 1, yardsToEndZone: 40, scoreMargin: 0, secondsLeft: 1200 };
    const prices = priced('fourth_down_decision', inputs);
    const ranked = Object.entries(prices).sort((a, b) => b[1] - a[1]);
    const [bestName, bestValue] = ranked[0]!;
    const [, secondValue] = ranked[1]!;
    const [worstName, worstValue] = ranked.at(-1)!;

    const followed = reviewDecision(decision({ inputs, choice: bestName }));
    expect(followed?.best.name).toBe(bestName);
    expect(followed?.swing).toBeCloseTo(bestValue - secondValue, 10);
    expect(followed!.swing!).toBeGreaterThanOrEqual(0);

    const against = reviewDecision(decision({ inputs, choice: worstName }));
    expect(against?.swing).toBeCloseTo(worstValue - bestValue, 10);
    expect(against!.swing!).toBeLessThan(0);

    expect(reviewDecision(decision({ inputs, choice: null }))?.swing).toBeNull();
  });

  it('sums what the choices gained and gave up over a game, and counts those that followed the model', () => {
    const fourth = { yardsToGo: 8, yardsToEndZone: 70, scoreMargin: 7, secondsLeft: 1500 };
    const tryState = { marginAfterTouchdown: -2, secondsLeft: 200 };
    const fourthPrices = priced('fourth_down_decision', fourth);
    const tryPrices = priced('two_point_decision', tryState);
    const fourthBest = Object.entries(fourthPrices).sort((a, b) => b[1] - a[1])[0]![0];
    const tryWorst = Object.entries(tryPrices).sort((a, b) => a[1] - b[1])[0]![0];
    const game = {
      decisions: [
        decision({ id: 'a'.repeat(21), inputs: fourth, choice: fourthBest }),
        decision({ id: 'b'.repeat(21), engine: 'two_point_decision', inputs: tryState, choice: tryWorst }),
        decision({ id: 'c'.repeat(21), inputs: fourth, choice: null }),
      ],
    };
    const review = reviewGame(game);
    expect(review.decided).toBe(2);
    expect(review.followed).toBe(1);
    const expected = review.decisions.reduce((sum, { review: each }) => sum + (each?.swing ?? 0), 0);
    expect(review.totalSwing).toBeCloseTo(expected, 12);
    expect(review.decisions[1]!.review!.swing!).toBeLessThan(0);
  });

  it('says a swing in signed points of win probability', () => {
    expect(swingText(0.0314)).toBe('+3.1');
    expect(swingText(-0.024)).toBe('−2.4');
    expect(swingText(0)).toBe('±0.0');
  });
});
