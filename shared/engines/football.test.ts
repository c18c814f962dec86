import { describe, expect, it } from 'vitest';
import {
  ClockSituationSchema,
  conversionRate,
  decideFourthDown,
  decideTwoPoint,
  fieldGoalMakeRate,
  FourthDownSituationSchema,
  lateGameWinProbability,
  manageClock,
  secondsTheOffenceCanBurn,
  TwoPointSituationSchema,
  winProbability,
} from './football';

const fourthDown = (input: object) => decideFourthDown(FourthDownSituationSchema.parse(input));
const twoPoint = (input: object) => decideTwoPoint(TwoPointSituationSchema.parse(input));
const clock = (input: object) => manageClock(ClockSituationSchema.parse(input));

describe('fourth_down_decision', () => {
  it("goes for it on 4th & 1 at the opponent's 45, tied in the 2nd quarter", () => {
    const advice = fourthDown({ yardsToGo: 1, yardsToEndZone: 45, scoreMargin: 0, secondsLeft: 2400 });
    expect(advice.recommendation).toBe('Go for it');
    expect(advice.options.map((o) => o.name)).toEqual(['Go for it', 'Punt', 'Field goal']);
    expect(advice.reason).toMatch(/points of win probability/);
  });

  // nfl4th and the NYT fourth-down bot both call this a clear go: short yardage at midfield is worth
  // more than the field position a punt buys, and that holds all through the fourth quarter.
  it('goes for it on 4th & 1 at midfield, tied, at any time in the 4th quarter', () => {
    for (const secondsLeft of [900, 600, 420, 360, 300, 240, 120]) {
      const advice = fourthDown({ yardsToGo: 1, yardsToEndZone: 50, scoreMargin: 0, secondsLeft });
      expect(advice.recommendation, `${secondsLeft} s left`).toBe('Go for it');
    }
  });

  it('punts on 4th & 10 from its own 25', () => {
    expect(fourthDown({ yardsToGo: 10, yardsToEndZone: 75, secondsLeft: 2400 }).recommendation).toBe('Punt');
  });

  it('kicks the field goal on 4th & 8 at the 10 when three points win it at the end', () => {
    const advice = fourthDown({ yardsToGo: 8, yardsToEndZone: 10, scoreMargin: -2, secondsLeft: 10 });
    expect(advice.recommendation).toBe('Field goal');
    expect(advice.options[0]!.value).toBeGreaterThan(0.9);
  });

  it('lists the options best first with win probabilities between 0 and 1', () => {
    const advice = fourthDown({ yardsToGo: 4, yardsToEndZone: 35 });
    const values = advice.options.map((o) => o.value);
    expect(values).toEqual([...values].sort((a, b) => b - a));
    for (const value of values) {
      expect(value).toBeGreaterThanOrEqual(0);
      expect(value).toBeLessThanOrEqual(1);
    }
  });

  it('punts up 7 from its own 40 with three minutes left rather than risk a short field', () => {
    expect(fourthDown({ yardsToGo: 6, yardsToEndZone: 60, scoreMargin: 7, secondsLeft: 200 }).recommendation).toBe(
      'Punt',
    );
  });

  it('says so when the game is all but decided', () => {
    const advice = fourthDown({ yardsToGo: 3, yardsToEndZone: 60, scoreMargin: -21, secondsLeft: 120 });
    expect(advice.reason).toMatch(/nearly decided/);
  });

  it('moves smoothly from the normal model to the drive model as the clock runs down', () => {
    const at = (secondsLeft: number) =>
      winProbability({ margin: 3, secondsLeft, possession: 'them', yardsToEndZone: 75 });
    for (let seconds = 200; seconds <= 800; seconds += 20)
      expect(Math.abs(at(seconds) - at(seconds + 20))).toBeLessThan(0.04);
  });

  it('refuses more yards to go than yards to the end zone', () => {
    expect(FourthDownSituationSchema.safeParse({ yardsToGo: 12, yardsToEndZone: 8 }).success).toBe(false);
  });
});

describe('football model tables', () => {
  it('converts short yardage more often than long and makes short kicks more often than long ones', () => {
    expect(conversionRate(1)).toBeGreaterThan(0.6);
    expect(conversionRate(10)).toBeLessThan(conversionRate(3));
    expect(fieldGoalMakeRate(33)).toBeGreaterThan(0.9);
    expect(fieldGoalMakeRate(55)).toBeLessThan(fieldGoalMakeRate(40));
  });

  it('gives the team with the ball deep in opponent territory the better win probability when tied', () => {
    const nearTheirGoal = winProbability({ margin: 0, secondsLeft: 1800, possession: 'us', yardsToEndZone: 10 });
    const nearOurGoal = winProbability({ margin: 0, secondsLeft: 1800, possession: 'us', yardsToEndZone: 95 });
    expect(nearTheirGoal).toBeGreaterThan(0.6);
    expect(nearOurGoal).toBeLessThan(0.5);
  });

  it('settles a finished game by the margin alone', () => {
    expect(lateGameWinProbability(3, 0)).toBe(1);
    expect(lateGameWinProbability(0, 0)).toBe(0.5);
    expect(lateGameWinProbability(-1, 0)).toBe(0);
  });
});

describe('two_point_decision', () => {
  it('goes for two down 2 after a late touchdown, to tie', () => {
    const advice = twoPoint({ marginAfterTouchdown: -2, secondsLeft: 120 });
    expect(advice.recommendation).toBe('Go for two');
    expect(advice.reason).toMatch(/extra point adds nothing/);
  });

  it('goes for two up 1 late, to lead by a field goal (the chart: lead by 1 → go for 2)', () => {
    expect(twoPoint({ marginAfterTouchdown: 1, secondsLeft: 240 }).recommendation).toBe('Go for two');
  });

  it('kicks up 2 late at the chart’s own odds (40% two-pointers, 99% kicks) — lead by 2 → go for 1', () => {
    const advice = twoPoint({ marginAfterTouchdown: 2, secondsLeft: 240, twoPointRate: 0.4, extraPointRate: 0.99 });
    expect(advice.recommendation).toBe('Kick the extra point');
  });

  it('calls up 2 late a near toss-up at NFL odds (two-point 48%, kick 94%)', () => {
    const advice = twoPoint({ marginAfterTouchdown: 2, secondsLeft: 240 });
    expect(Math.abs(advice.options[0]!.value - advice.options[1]!.value)).toBeLessThan(0.02);
  });

  it('kicks when tied after the touchdown: one point puts you ahead', () => {
    expect(twoPoint({ marginAfterTouchdown: 0, secondsLeft: 240 }).recommendation).toBe('Kick the extra point');
  });
});

describe('clock_management', () => {
  it('counts one play clock per snap minus the defence’s timeouts', () => {
    expect(secondsTheOffenceCanBurn({ down: 1, defenceTimeouts: 0, clockRunning: true, secondsPerSnap: 2 })).toBe(168);
    expect(secondsTheOffenceCanBurn({ down: 1, defenceTimeouts: 3, clockRunning: true, secondsPerSnap: 2 })).toBe(48);
  });

  it('kneels out a lead when the kneels outlast the clock', () => {
    expect(clock({ secondsLeft: 90, scoreMargin: 4, opponentTimeouts: 1, down: 1 }).recommendation).toBe(
      'Kneel it out',
    );
  });

  it('runs the clock with a lead that cannot yet be knelt out', () => {
    const advice = clock({ secondsLeft: 150, scoreMargin: 4, opponentTimeouts: 3, down: 1 });
    expect(advice.recommendation).toBe('Run the clock');
  });

  it('hurries up when trailing with the ball', () => {
    expect(clock({ secondsLeft: 100, scoreMargin: -6 }).recommendation).toBe('Hurry-up offense');
  });

  it('uses timeouts on defence when trailing and the opponent cannot run it out', () => {
    expect(clock({ possession: 'them', secondsLeft: 150, scoreMargin: -3, timeouts: 3 }).recommendation).toBe(
      'Use your timeouts now',
    );
  });

  it('plays for the takeaway when the opponent can run out the clock', () => {
    expect(clock({ possession: 'them', secondsLeft: 60, scoreMargin: -3, timeouts: 0 }).recommendation).toBe(
      'Go for the takeaway',
    );
  });
});
