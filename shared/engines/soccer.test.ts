import { describe, expect, it } from 'vitest';
import { GameStateSituationSchema, matchOutlook, planGameState } from './soccer';
import { decisionLine } from './decision-line';

const outlook = (input: object) => matchOutlook(GameStateSituationSchema.parse(input));
const plan = (input: object) => planGameState(GameStateSituationSchema.parse(input));

describe('game_state_plan', () => {
  it('gives win, draw and loss probabilities that add up to one', () => {
    const { win, draw, loss } = outlook({ goalsFor: 1, goalsAgainst: 0, minutesLeft: 25 });
    expect(win + draw + loss).toBeCloseTo(1, 6);
    expect(win).toBeGreaterThan(0.6);
  });

  it('makes a level game at full time a certain draw', () => {
    expect(outlook({ minutesLeft: 0 }).draw).toBe(1);
  });

  it('a red card lowers the side’s win chance and raises its loss chance', () => {
    const even = outlook({ minutesLeft: 60 });
    const down = outlook({ minutesLeft: 60, playersUs: 10 });
    expect(down.win).toBeLessThan(even.win);
    expect(down.loss).toBeGreaterThan(even.loss);
  });

  it('drops to a 4-4-1 when a man down and level', () => {
    const advice = plan({ minutesLeft: 50, playersUs: 10 });
    expect(advice.recommendation).toContain('4-4-1');
  });

  it('chases a one-goal deficit late with a back three', () => {
    const advice = plan({ goalsAgainst: 1, minutesLeft: 10 });
    expect(advice.recommendation).toMatch(/^Chase the game \(3-4-3\)/);
    expect(advice.reason).toMatch(/\d+% to win/);
  });

  it('protects a late lead with a back five', () => {
    expect(plan({ goalsFor: 2, goalsAgainst: 1, minutesLeft: 8 }).recommendation).toBe('Protect the lead (5-4-1)');
  });
});

describe("game_state_plan's call line", () => {
  it.each([
    [{}, /^Play your game \(4-3-3\): win \d+(\.\d)?%, draw \d+(\.\d)?%, loss \d+(\.\d)?%$/],
    [{ goalsFor: 2, goalsAgainst: 1, minutesLeft: 8 }, /^Protect the lead \(5-4-1\): win \d+(\.\d)?%, draw/],
    [{ goalsAgainst: 1, minutesLeft: 10 }, /^Chase the game \(3-4-3\): win \d+(\.\d)?%, draw/],
  ])('leads with the call and its chance to win, the other outcomes after (%o)', (input, line) => {
    expect(decisionLine(plan(input))).toMatch(line);
  });
});
