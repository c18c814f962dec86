import { describe, expect, it, vi } from 'vitest';
import {
  ClockSituationSchema,
  conversionRate,
  decideFourthDown,
  decideTwoPoint,
  fieldGoalMakeRate,
  fourthDownBreakEven,
  fourthDownOptions,
  FourthDownSituationSchema,
  manageClock,
  secondsTheOffenceCanBurn,
  TwoPointSituationSchema,
  winProbability,
  winProbabilityAfterScore,
  workOutDriveTable,
} from './football';
import driveTable from './football-drive-table.json';
import { decisionLine } from './decision-line';

const fourthDown = (input: object) => decideFourthDown(FourthDownSituationSchema.parse(input));
const twoPoint = (input: object) => decideTwoPoint(TwoPointSituationSchema.parse(input));
const clock = (input: object) => manageClock(ClockSituationSchema.parse(input));
const BOTH_TIMEOUTS = { timeouts: 3, opponentTimeouts: 3 };

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
      winProbability({ margin: 3, secondsLeft, possession: 'them', yardsToEndZone: 75, ...BOTH_TIMEOUTS });
    for (let seconds = 200; seconds <= 1000; seconds += 20)
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
    const at = (yardsToEndZone: number) =>
      winProbability({ margin: 0, secondsLeft: 1800, possession: 'us', yardsToEndZone, ...BOTH_TIMEOUTS });
    const nearTheirGoal = at(10);
    const nearOurGoal = at(95);
    expect(nearTheirGoal).toBeGreaterThan(0.6);
    expect(nearOurGoal).toBeLessThan(0.5);
  });

  it('settles a finished game by the margin alone, a tie going to overtime at even odds', () => {
    const final = (margin: number) =>
      winProbability({ margin, secondsLeft: 0, possession: 'us', yardsToEndZone: 40, ...BOTH_TIMEOUTS });
    expect(final(3)).toBe(1);
    expect(final(0)).toBe(0.5);
    expect(final(-1)).toBe(0);
  });
});

describe('two_point_decision', () => {
  it('goes for two down 2 after a late touchdown, to tie: the extra point adds nothing', () => {
    const advice = twoPoint({ marginAfterTouchdown: -2, secondsLeft: 120 });
    expect(advice.recommendation).toBe('Go for two');
    expect(advice.reason).toMatch(/breaks even at [0-4]% success/);
  });

  it('goes for two up 1 late, to lead by a field goal (the chart: lead by 1 → go for 2)', () => {
    expect(twoPoint({ marginAfterTouchdown: 1, secondsLeft: 240 }).recommendation).toBe('Go for two');
  });

  // The chart kicks up 2 (to lead by a field goal) at its own odds, 40% two-pointers and 99% kicks;
  // the drive model finds the two within a point of each other there.
  it('calls up 2 late a toss-up at the chart’s own odds (40% two-pointers, 99% kicks)', () => {
    const advice = twoPoint({ marginAfterTouchdown: 2, secondsLeft: 240, twoPointRate: 0.4, extraPointRate: 0.99 });
    expect(Math.abs(advice.options[0]!.value - advice.options[1]!.value)).toBeLessThan(0.01);
  });

  it('calls up 2 late a near toss-up at NFL odds (two-point 48%, kick 94%)', () => {
    const advice = twoPoint({ marginAfterTouchdown: 2, secondsLeft: 240 });
    expect(Math.abs(advice.options[0]!.value - advice.options[1]!.value)).toBeLessThan(0.02);
  });

  it('kicks when tied after the touchdown: one point puts you ahead', () => {
    expect(twoPoint({ marginAfterTouchdown: 0, secondsLeft: 240 }).recommendation).toBe('Kick the extra point');
  });
});

// The Why? after a touchdown is one sentence whatever the level: only the figures change with the
// level's averages (content/team-defaults.json), whether the panel passes them or leaves them out.
describe('two_point_decision’s Why? at every level', () => {
  const LEVEL_AVERAGES = {
    pro: { twoPointRate: 0.48, extraPointRate: 0.94 },
    college: { twoPointRate: 0.45, extraPointRate: 0.97 },
    'high-school': { twoPointRate: 0.42, extraPointRate: 0.85 },
  } as const;
  const LEVELS = Object.keys(LEVEL_AVERAGES) as (keyof typeof LEVEL_AVERAGES)[];
  // The call itself may change with the level's figures; the sentence around it may not.
  const template = (text: string) =>
    text
      .replace(/\((NFL|college|high-school) average[^)]*\)/g, '(level average)')
      .replace(/go for two|kick the extra point/gi, 'OPTION')
      .replace(/\d+(\.\d+)?/g, '#');
  const SITUATIONS = [-15, -12, -9, -8, -5, -2, -1, 0, 1, 2, 5, 7, 15].flatMap((marginAfterTouchdown) =>
    [120, 300, 600, 1800].map((secondsLeft) => ({ marginAfterTouchdown, secondsLeft })),
  );

  it('reads the same sentence at each level, only the figures changing', () => {
    const differ: string[] = [];
    for (const situation of SITUATIONS) {
      const texts = LEVELS.flatMap((level) =>
        [{ level }, { level, ...LEVEL_AVERAGES[level] }].map((input) => {
          const advice = twoPoint({ ...situation, ...input });
          return `${template(advice.reason)} | ${template(advice.source)}`;
        }),
      );
      if (new Set(texts).size > 1) differ.push(`${JSON.stringify(situation)}: ${[...new Set(texts)].join(' // ')}`);
    }
    expect(differ.slice(0, 3)).toEqual([]);
  });

  it.each(LEVELS)("names the %s averages' own figures", (level) => {
    const { twoPointRate, extraPointRate } = LEVEL_AVERAGES[level];
    const advice = twoPoint({ marginAfterTouchdown: -1, secondsLeft: 120, level });
    const [rate, kick] = [Math.round(twoPointRate * 100), Math.round(extraPointRate * 100)];
    expect(advice.reason).toMatch(new RegExp(`you convert about ${rate}% and kick about ${kick}%`));
    expect(advice.source).toMatch(new RegExp(`two-point ${rate}% \\(${level === 'pro' ? 'NFL' : level} average`));
    expect(advice.source).toMatch(new RegExp(`extra point ${kick}% \\(${level === 'pro' ? 'NFL' : level} average`));
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
    expect(clock({ secondsLeft: 100, scoreMargin: -6 }).recommendation).toMatch(/Hurry-up offense/i);
    expect(clock({ secondsLeft: 420, scoreMargin: -6 }).recommendation).toBe('Hurry-up offense');
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

// The Clock call compares two courses as the other calls do, each with its chance to win from the
// same drive model, so the panel's line reads the chance and the runner-up.
describe('clock_management’s options', () => {
  const line = (input: object) => decisionLine(clock(input));

  it.each([1, 2, 3, 5, 8])(
    'up %i with the ball under 2:00 and the opponent out of timeouts: kneel, near 100%, a run just behind',
    (scoreMargin) => {
      for (const secondsLeft of [30, 75, 115]) {
        const advice = clock({ secondsLeft, scoreMargin, opponentTimeouts: 0, down: 1 });
        expect(advice.recommendation).toBe('Kneel it out');
        const [kneel, run] = advice.options;
        expect(kneel).toMatchObject({ name: 'Kneel it out', measure: 'win probability' });
        expect(kneel!.value).toBeGreaterThan(0.99);
        expect(run!.name).toBe('Run the clock');
        expect(run!.value).toBeLessThanOrEqual(kneel!.value);
      }
    },
  );

  it('shows the chance and the runner-up in the call line', () => {
    expect(line({ secondsLeft: 90, scoreMargin: 4, opponentTimeouts: 0 })).toMatch(
      /^Kneel it out: 100% to win; run the clock 9\d\.\d%$/,
    );
    expect(line({ secondsLeft: 150, scoreMargin: 4, opponentTimeouts: 3 })).toMatch(
      /^Run the clock: \d+(\.\d)?% to win; kneel it out \d+(\.\d)?%$/,
    );
  });

  it('runs the clock when the kneels leave them time, by more than the fumble risk', () => {
    const [run, kneel] = clock({ secondsLeft: 150, scoreMargin: 4, opponentTimeouts: 3 }).options;
    expect(run!.name).toBe('Run the clock');
    expect(run!.value - kneel!.value).toBeGreaterThan(0.02);
  });

  it('trailing on defence: timeouts now against keeping them, each with its chance', () => {
    const spend = clock({ possession: 'them', secondsLeft: 150, scoreMargin: -3, timeouts: 3 });
    expect(spend.options.map((option) => option.name)).toEqual(['Use your timeouts now', 'Save your timeouts']);
    expect(spend.options[0]!.value).toBeGreaterThan(spend.options[1]!.value + 0.03);
    // With most of the quarter left the punt comes back either way; the timeouts serve the drive.
    const keep = clock({ possession: 'them', secondsLeft: 400, scoreMargin: -3, timeouts: 3 });
    expect(keep.recommendation).toBe('Save your timeouts');
    expect(keep.options[0]!.value).toBeGreaterThan(keep.options[1]!.value);
  });

  it('leading on defence keeps its timeouts, the better chance', () => {
    const advice = clock({ possession: 'them', secondsLeft: 200, scoreMargin: 3 });
    expect(advice.recommendation).toBe('Save your timeouts');
    expect(advice.options[0]!.value).toBeGreaterThan(advice.options[1]!.value);
  });

  it('kicks the last field goal down 2 in range, and throws for the end zone down 4', () => {
    const kick = clock({ secondsLeft: 5, scoreMargin: -2, yardsToEndZone: 25, timeouts: 0 });
    expect(kick.options[0]!.value).toBeGreaterThan(0.8);
    const shot = clock({ secondsLeft: 5, scoreMargin: -4, yardsToEndZone: 25, timeouts: 0 });
    expect(shot.recommendation).toBe('One last shot to the end zone');
    expect(shot.options[0]!.value).toBeGreaterThan(0.03);
    expect(shot.options[0]!.value).toBeLessThan(0.2);
  });

  it('gives every second-half call a chance to win', () => {
    for (const input of [
      { secondsLeft: 100, scoreMargin: -6 },
      { secondsLeft: 45, scoreMargin: -1, yardsToEndZone: 20 },
      { possession: 'them', secondsLeft: 60, scoreMargin: -3, timeouts: 0 },
    ])
      expect(line(input)).toMatch(/\d% to win/);
  });
});

// Win probability at late-game states, approximately as the published models give it (nflfastR's
// model, Baldwin 2021, which nflverse play-by-play carries; Pro-Football-Reference's calculator),
// rounded. The models differ from each other by a few points here, so each row allows that much.
const WIN_PROBABILITY_REFERENCE = [
  {
    state: 'tied at kickoff, ball at the own 25',
    margin: 0,
    secondsLeft: 3600,
    possession: 'us',
    yards: 75,
    published: 0.52,
    within: 0.04,
  },
  {
    state: 'tied, 5:00, ball at the own 25',
    margin: 0,
    secondsLeft: 300,
    possession: 'us',
    yards: 75,
    published: 0.56,
    within: 0.06,
  },
  {
    state: 'down 7, 2:00, ball at the own 25',
    margin: -7,
    secondsLeft: 120,
    possession: 'us',
    yards: 75,
    published: 0.14,
    within: 0.05,
  },
  {
    state: 'down 3, 2:00, ball at the own 25',
    margin: -3,
    secondsLeft: 120,
    possession: 'us',
    yards: 75,
    published: 0.32,
    within: 0.06,
  },
  {
    state: 'down 5, 3:00, ball at the own 25',
    margin: -5,
    secondsLeft: 180,
    possession: 'us',
    yards: 75,
    published: 0.22,
    within: 0.06,
  },
  {
    state: 'down 5, 3:00, their ball at their 30',
    margin: -5,
    secondsLeft: 180,
    possession: 'them',
    yards: 70,
    published: 0.1,
    within: 0.05,
  },
  {
    state: 'down 7, 5:00, their ball at their 25',
    margin: -7,
    secondsLeft: 300,
    possession: 'them',
    yards: 75,
    published: 0.1,
    within: 0.05,
  },
  {
    state: 'down 10, 6:00, their ball at their 30',
    margin: -10,
    secondsLeft: 360,
    possession: 'them',
    yards: 70,
    published: 0.03,
    within: 0.025,
  },
  {
    state: 'down 1, 0:30, ball at their 30',
    margin: -1,
    secondsLeft: 30,
    possession: 'us',
    yards: 30,
    published: 0.78,
    within: 0.06,
  },
  {
    state: 'up 7, 2:00, ball at the own 25',
    margin: 7,
    secondsLeft: 120,
    possession: 'us',
    yards: 75,
    published: 0.96,
    within: 0.03,
  },
] as const;

describe('win probability against the published models', () => {
  // A published point: Seattle at San Francisco, week 11 of 2024, down 17–13 with the ball at its own
  // 20, 2:38 left and one timeout — ESPN's win-probability model gave 19.3% (ESPN, 22 Nov 2024,
  // "Inside the two-minute drill").
  it('down 4, 2:38, ball at the own 20 with one timeout: ESPN 19.3% ± 4', () => {
    const wp = winProbability({
      margin: -4,
      secondsLeft: 158,
      possession: 'us',
      yardsToEndZone: 80,
      timeouts: 1,
      opponentTimeouts: 3,
    });
    expect(Math.abs(wp - 0.193)).toBeLessThanOrEqual(0.04);
  });

  it.each(WIN_PROBABILITY_REFERENCE)(
    '$state: $published ± $within',
    ({ margin, secondsLeft, possession, yards, published, within }) => {
      const wp = winProbability({ margin, secondsLeft, possession, yardsToEndZone: yards, ...BOTH_TIMEOUTS });
      expect(Math.abs(wp - published)).toBeLessThanOrEqual(within);
    },
  );

  it('gives the trailing team back time with its timeouts', () => {
    const down5TheirBall = (timeouts: number) =>
      winProbability({
        margin: -5,
        secondsLeft: 180,
        possession: 'them',
        yardsToEndZone: 70,
        timeouts,
        opponentTimeouts: 3,
      });
    expect(down5TheirBall(3)).toBeGreaterThan(down5TheirBall(0) + 0.02);
  });
});

// Late states around the two-minute drill, each from a published model's own figure for that state.
// nfl4th's "Get started" article (nflverse/nfl4th, articles/nfl4th.md) works through Green Bay at Tampa
// Bay, NFC Championship of the 2020 season: Green Bay down 8, 4th and goal at the 8 with 2:09 left,
// 3 timeouts each, the play taking 6 s; its win probabilities are nflfastR's model (Baldwin). Burke
// (Advanced NFL Stats, "Belichick's 4th Down Decision vs the Colts", 16 Nov 2009) reads his NFL
// 2000–2008 figures for New England up 6, 4th and 2 at its own 28 with 2:08 left, Indianapolis with
// one timeout and New England none. Pro-Football-Reference's calculator (as quoted by DK Pittsburgh
// Sports, 12 Nov 2015) gives a team down 6 with the ball at its own 20 and 2:20 left, no timeouts,
// 16%; that calculator does not count timeouts.
//
// nfl4th also gives Green Bay, kicking off at 2:03 after its touchdown, 27.2% down 1 and 21.2% down 2.
// Down 1 and down 2 both need only a field goal, so the drive model gives them the same chance but
// for the leader's own scores (after its touchdown down 1 can still tie with a touchdown and two,
// down 2 cannot); nflfastR's regression runs smoothly across the margin instead. The model sits at the
// down-2 figure, within five points of it and seven of the down-1 one: lifting both to the middle
// of the two also lifts the kick down 9 with six minutes left and the punt down 7 with two, past
// the two-point and fourth-down calls held below.
const LATE_REFERENCE = [
  {
    state: 'nfl4th: down 5 after a field goal, kicking off at 2:03',
    published: 0.102,
    within: 0.04,
    model: () => winProbabilityAfterScore({ margin: -5, secondsLeft: 123, ...BOTH_TIMEOUTS }),
  },
  {
    state: 'nfl4th: down 1 after the try, kicking off at 2:03',
    published: 0.272,
    within: 0.07,
    model: () => winProbabilityAfterScore({ margin: -1, secondsLeft: 123, ...BOTH_TIMEOUTS }),
  },
  {
    state: 'nfl4th: down 2 after the try, kicking off at 2:03',
    published: 0.212,
    within: 0.05,
    model: () => winProbabilityAfterScore({ margin: -2, secondsLeft: 123, ...BOTH_TIMEOUTS }),
  },
  {
    state: 'nfl4th: down 8, their ball at their 8 after a failed fourth down, 2:03',
    published: 0.036,
    within: 0.025,
    model: () =>
      winProbability({ margin: -8, secondsLeft: 123, possession: 'them', yardsToEndZone: 92, ...BOTH_TIMEOUTS }),
  },
  {
    state: 'nfl4th: tied after the try, kicking off at 2:03',
    published: 0.437,
    within: 0.06,
    model: () => winProbabilityAfterScore({ margin: 0, secondsLeft: 123, ...BOTH_TIMEOUTS }),
  },
  {
    state: 'Burke: down 6, ball at the own 34 after a punt, 2:00, one timeout (touchdown 30%)',
    published: 0.3,
    within: 0.05,
    model: () =>
      winProbability({
        margin: -6,
        secondsLeft: 120,
        possession: 'us',
        yardsToEndZone: 66,
        timeouts: 1,
        opponentTimeouts: 0,
      }),
  },
  {
    state: 'Pro-Football-Reference: down 6, ball at the own 20, 2:20, no timeouts',
    published: 0.16,
    within: 0.05,
    model: () =>
      winProbability({
        margin: -6,
        secondsLeft: 140,
        possession: 'us',
        yardsToEndZone: 80,
        timeouts: 0,
        opponentTimeouts: 3,
      }),
  },
] as const;

describe('late states against published figures', () => {
  it.each(LATE_REFERENCE)('$state: $published ± $within', ({ published, within, model }) => {
    expect(Math.abs(model() - published)).toBeLessThanOrEqual(within);
  });

  it('up 6 with 4th and 2 at the own 28 and 2:08 left goes, as Burke did: go 79%, punt 70%', () => {
    const { go, punt } = fourthDownOptions(
      FourthDownSituationSchema.parse({
        yardsToGo: 2,
        yardsToEndZone: 72,
        scoreMargin: 6,
        secondsLeft: 128,
        timeouts: 0,
        opponentTimeouts: 1,
      }),
    );
    expect(Math.abs(go - 0.79)).toBeLessThanOrEqual(0.05);
    expect(Math.abs(punt - 0.7)).toBeLessThanOrEqual(0.05);
    expect(go - punt).toBeGreaterThan(0.03);
  });

  // The NYT 4th Down Bot (TheUpshot/4thdownbot-model), week 17 of 2015, New Orleans at Atlanta: tied,
  // 4th and 3 at the own 21 with 1:55 left, it went (43%) over the punt (40%), converting 53%. Its page
  // does not say the timeouts, which move these figures by about three points, so the levels are held
  // to seven points and the call to the bot's.
  it('tied, 4th and 3 at the own 21 with 1:55 left, goes by a few points over the punt, as the NYT bot did', () => {
    const { go, punt } = fourthDownOptions(
      FourthDownSituationSchema.parse({ yardsToGo: 3, yardsToEndZone: 79, scoreMargin: 0, secondsLeft: 115 }),
    );
    expect(Math.abs(go - 0.43)).toBeLessThanOrEqual(0.07);
    expect(Math.abs(punt - 0.4)).toBeLessThanOrEqual(0.07);
    expect(go - punt).toBeGreaterThan(0.005);
    expect(go - punt).toBeLessThan(0.06);
  });

  // Every published model with timeouts in it (nflfastR, the NYT bot, Burke's, whose own estimate is
  // about three points a timeout late) gives the side with the ball a better chance, never a worse one,
  // for each timeout it holds: it can always play as if it had fewer. Spending them to score sooner
  // left the other side more time to answer, and a team with three timeouts came out as much as four
  // points worse off than one with none.
  it('never gives a trailing or tied side with the ball a worse chance for holding another timeout', () => {
    const worse: string[] = [];
    for (let margin = -8; margin <= 0; margin++)
      for (let secondsLeft = 30; secondsLeft <= 300; secondsLeft += 10)
        for (let yardsToEndZone = 20; yardsToEndZone <= 95; yardsToEndZone += 5)
          for (let opponentTimeouts = 0; opponentTimeouts <= 3; opponentTimeouts++) {
            const at = (timeouts: number) =>
              winProbability({ margin, secondsLeft, possession: 'us', yardsToEndZone, timeouts, opponentTimeouts });
            for (let timeouts = 1; timeouts <= 3; timeouts++)
              if (at(timeouts) < at(timeouts - 1) - 0.002)
                worse.push(`margin ${margin}, ${secondsLeft} s, ${yardsToEndZone} yards out, timeouts ${timeouts}`);
          }
    expect(worse.slice(0, 5)).toEqual([]);
  });

  // Every published model gives a leader with the ball a better chance the nearer it is to scoring.
  // Read spot by spot, the run-out drive's three-and-outs made every stop one from about the
  // opponent's 40, so there the ball went back sooner than from midfield and was worth less.
  it('never gives a leading side with the ball a worse chance nearer the end zone', () => {
    const worse: string[] = [];
    for (let margin = 1; margin <= 8; margin++)
      for (let secondsLeft = 60; secondsLeft <= 600; secondsLeft += 30)
        for (const [timeouts, opponentTimeouts] of [
          [3, 3],
          [1, 2],
          [0, 3],
        ] as const)
          for (let yardsToEndZone = 90; yardsToEndZone > 15; yardsToEndZone -= 5) {
            const at = (yards: number) =>
              winProbability({
                margin,
                secondsLeft,
                possession: 'us',
                yardsToEndZone: yards,
                timeouts,
                opponentTimeouts,
              });
            if (at(yardsToEndZone - 5) < at(yardsToEndZone) - 0.002)
              worse.push(`up ${margin}, ${secondsLeft} s, ${yardsToEndZone} → ${yardsToEndZone - 5} yards out`);
          }
    expect(worse.slice(0, 5)).toEqual([]);
  });

  // The two-minute warning stops the clock for the side that wants it stopped: a leader running the
  // clock from just above it gives the trailing side the ball back sooner and with a timeout more
  // than from just below it.
  it('gives the trailing side the two-minute warning as a stop when the leader has the ball above it', () => {
    const trailing = (secondsLeft: number) =>
      winProbability({ margin: -2, secondsLeft, possession: 'them', yardsToEndZone: 70, ...BOTH_TIMEOUTS });
    expect(trailing(140)).toBeGreaterThan(trailing(110) + 0.02);
  });
});

// nfl4th's own calls (nflverse/nfl4th, articles/4th-down-research.md, "Worst kick decisions of 2020"):
// fourth downs where teams kicked and nfl4th's go_boost, the win probability going for it gains
// over the better kick, was among the season's largest. The article gives quarter, clock, distance,
// score and the play, not the timeouts, so each is read with three a side; the 0:59 case from its
// own 15 is left out, as there the timeouts decide whether a first down ends the game. The model
// goes in each by at least a point, nfl4th's floor for "probably go for it", and by no more than
// nfl4th's own gain plus two: its gains run smaller, as a conversion here gains only the yards needed.
const NFL4TH_WORST_KICKS_2020 = [
  {
    play: 'ARI v MIA, Q4 1:58, 4th & 1, down 3, 49-yard try',
    yardsToGo: 1,
    yardsToEndZone: 32,
    scoreMargin: -3,
    secondsLeft: 118,
    goBoost: 0.112,
  },
  {
    play: 'TEN v DEN, Q4 7:32, 4th & 1 at the own 34, down 1',
    yardsToGo: 1,
    yardsToEndZone: 66,
    scoreMargin: -1,
    secondsLeft: 452,
    goBoost: 0.084,
  },
  {
    play: 'SF v ARI, Q4 10:22, 4th & 1 at the own 29, up 2',
    yardsToGo: 1,
    yardsToEndZone: 71,
    scoreMargin: 2,
    secondsLeft: 622,
    goBoost: 0.082,
  },
  {
    play: 'TEN v BAL, Q4 10:06, 4th & 2 at their 40, down 4',
    yardsToGo: 2,
    yardsToEndZone: 40,
    scoreMargin: -4,
    secondsLeft: 606,
    goBoost: 0.08,
  },
  {
    play: 'DEN v LV, Q3 3:10, 4th & 2 at their 9, down 4',
    yardsToGo: 2,
    yardsToEndZone: 9,
    scoreMargin: -4,
    secondsLeft: 1090,
    goBoost: 0.077,
  },
  {
    play: 'PIT v CLE, Q4 15:00, 4th & 1 at the own 46, down 12',
    yardsToGo: 1,
    yardsToEndZone: 54,
    scoreMargin: -12,
    secondsLeft: 900,
    goBoost: 0.076,
  },
  {
    play: 'LV v BUF, Q3 8:41, 4th & 2 at their 8, down 4',
    yardsToGo: 2,
    yardsToEndZone: 8,
    scoreMargin: -4,
    secondsLeft: 1421,
    goBoost: 0.073,
  },
  {
    play: 'LA v DAL, Q4 2:35, 4th & 1 at the own 49, up 3',
    yardsToGo: 1,
    yardsToEndZone: 51,
    scoreMargin: 3,
    secondsLeft: 155,
    goBoost: 0.068,
  },
  {
    play: 'NO v PHI, Q2 2:24, 4th & 1 at the own 48, down 10',
    yardsToGo: 1,
    yardsToEndZone: 52,
    scoreMargin: -10,
    secondsLeft: 1944,
    goBoost: 0.066,
  },
] as const;

describe('fourth downs nfl4th called a clear go (its 2020 worst kicks)', () => {
  it.each(NFL4TH_WORST_KICKS_2020)('$play: go by $goBoost', ({ goBoost, play: _play, ...situation }) => {
    const { go, kick, punt } = fourthDownOptions(FourthDownSituationSchema.parse(situation));
    const gain = go - Math.max(kick, punt);
    expect(gain).toBeGreaterThanOrEqual(0.01);
    expect(gain).toBeLessThanOrEqual(goBoost + 0.02);
  });

  // A state asked about from the sideline: up 3, 4th & 2 at the opponent's 44 with 6:45 left. nfl4th
  // goes on 4th & 2 at most spots ("4th down research": it goes on "4th-and-2 and even most
  // 4th-and-3s") and calls a gap within a point a toss-up. The model is held to that band or better:
  // going no more than a point behind the punt (it was 1.1 behind while the leader's ball was worth
  // less at the opponent's 40 than at midfield; it is 0.7 behind now, the punt still ahead).
  it("up 3, 4th & 2 at the opponent's 44, 6:45 left: go within nfl4th's toss-up band of the punt or better", () => {
    const { go, punt } = fourthDownOptions(
      FourthDownSituationSchema.parse({ yardsToGo: 2, yardsToEndZone: 44, scoreMargin: 3, secondsLeft: 405 }),
    );
    expect(go - punt).toBeGreaterThanOrEqual(-0.01);
  });
});

// Fourth-down break-even: the longest yards to go at which going for it matches the better kick, in a
// tied first quarter, against the approximate lines of nfl4th's charts (Baldwin, on nflfastR's
// models), a yard either way; in no-man's land Romer (2006) would go further still, to about 4th & 8,
// so there the model may sit anywhere between.
const FOURTH_DOWN_BREAK_EVEN = [
  { spot: 'own 20', yardsToEndZone: 80, from: 1, to: 2 },
  { spot: 'own 30', yardsToEndZone: 70, from: 1, to: 3 },
  { spot: 'own 40', yardsToEndZone: 60, from: 1, to: 3 },
  { spot: 'midfield', yardsToEndZone: 50, from: 2, to: 4 },
  { spot: 'opponent 45', yardsToEndZone: 45, from: 3, to: 8 },
  { spot: 'opponent 40', yardsToEndZone: 40, from: 4, to: 8 },
  { spot: 'opponent 35', yardsToEndZone: 35, from: 4, to: 8 },
  { spot: 'opponent 30', yardsToEndZone: 30, from: 3, to: 5 },
  { spot: 'opponent 25', yardsToEndZone: 25, from: 3, to: 5 },
  { spot: 'opponent 20', yardsToEndZone: 20, from: 3, to: 5 },
] as const;

describe('fourth-down break-even distances against nfl4th', () => {
  const breakEven = (yardsToEndZone: number, scoreMargin = 0, secondsLeft = 3300) =>
    fourthDownBreakEven({ ...FourthDownSituationSchema.parse({ yardsToEndZone, scoreMargin, secondsLeft }) });

  it.each(FOURTH_DOWN_BREAK_EVEN)('$spot: go up to 4th & $from–$to', ({ yardsToEndZone, from, to }) => {
    const longest = breakEven(yardsToEndZone);
    expect(longest).toBeGreaterThanOrEqual(from);
    expect(longest).toBeLessThanOrEqual(to);
  });

  it('goes on 4th & 1 anywhere past the own 30 early, and late when tied is never more than a point from the best call', () => {
    for (let yardsToEndZone = 70; yardsToEndZone >= 20; yardsToEndZone -= 5) {
      expect(breakEven(yardsToEndZone), `${yardsToEndZone} yards out, 1st quarter`).toBeGreaterThanOrEqual(1);
      const late = fourthDownOptions(
        FourthDownSituationSchema.parse({ yardsToGo: 1, yardsToEndZone, scoreMargin: 0, secondsLeft: 400 }),
      );
      expect(late.go, `${yardsToEndZone} yards out, 6:40 left`).toBeGreaterThan(Math.max(late.kick, late.punt) - 0.01);
    }
  });

  // From 4th & 15 on, going and punting come within a fiftieth of a point of each other (about 4.7%
  // each), where the leader's stalled drive at the own 30 runs the clock as it does elsewhere.
  it('goes on any fourth down down 7 with two minutes left, where a punt ends it', () => {
    expect(breakEven(70, -7, 120)).toBeGreaterThanOrEqual(14);
  });
});

// The red zone against the NYT 4th Down Bot (TheUpshot/4thdownbot-model; its published calls) and the
// break-even charts it and Burke drew: the field compresses near the goal line, so conversions fall
// (4th and goal from the 3 42%, from the 4 36%, from the 6 26%; 4th and 10 at the 17 24%; each within
// 3 points, the bot's figures being NFL 2001–2014) and inside
// the 20 a team goes on about 4th and 3 or less and kicks on 4th and 5 or more.
describe('fourth down in the red zone against the NYT 4th Down Bot', () => {
  it.each([
    { yardsToGo: 3, yardsToEndZone: 3, published: 0.42 },
    { yardsToGo: 4, yardsToEndZone: 4, published: 0.36 },
    { yardsToGo: 6, yardsToEndZone: 6, published: 0.26 },
    { yardsToGo: 10, yardsToEndZone: 17, published: 0.24 },
    { yardsToGo: 5, yardsToEndZone: 26, published: 0.43 },
    { yardsToGo: 2, yardsToEndZone: 29, published: 0.54 },
  ])(
    'converts 4th and $yardsToGo at the $yardsToEndZone about $published of the time',
    ({ yardsToGo, yardsToEndZone, published }) => {
      expect(Math.abs(conversionRate(yardsToGo, yardsToEndZone) - published)).toBeLessThanOrEqual(0.03);
    },
  );

  // The bot's calls: tied with 9:00 left in the 2nd, go 64% against a field goal's 62%; down 10 with
  // 4:10 left in the 2nd, go 42% against 39%.
  it.each([
    { state: 'tied, 9:00 in the 2nd', scoreMargin: 0, secondsLeft: 2340 },
    { state: 'down 10, 4:10 in the 2nd', scoreMargin: -10, secondsLeft: 2050 },
  ])('goes on 4th and goal from the 3, $state, by a point or a few', ({ scoreMargin, secondsLeft }) => {
    const advice = fourthDown({ yardsToGo: 3, yardsToEndZone: 3, scoreMargin, secondsLeft });
    expect(advice.recommendation).toBe('Go for it');
    const [go, kick] = advice.options;
    expect(go!.value - kick!.value).toBeGreaterThan(0.005);
    expect(go!.value - kick!.value).toBeLessThan(0.04);
  });

  it.each([20, 18, 15, 12, 10, 8])('goes up to 4th and 2–4 at the %i, early and tied', (yardsToEndZone) => {
    const longest = fourthDownBreakEven(
      FourthDownSituationSchema.parse({ yardsToEndZone, scoreMargin: 0, secondsLeft: 3300 }),
    );
    expect(longest).toBeGreaterThanOrEqual(2);
    expect(longest).toBeLessThanOrEqual(4);
  });

  it.each([
    [5, 20],
    [5, 15],
    [5, 10],
    [7, 12],
    [10, 18],
  ])('kicks the field goal on 4th and %i at the %i, early and tied', (yardsToGo, yardsToEndZone) => {
    expect(fourthDown({ yardsToGo, yardsToEndZone, scoreMargin: 0, secondsLeft: 3300 }).recommendation).toBe(
      'Field goal',
    );
  });

  it('calls a level figure a tie and kicks it', () => {
    for (let yardsToEndZone = 1; yardsToEndZone <= 99; yardsToEndZone++)
      for (const yardsToGo of [1, 2, 3, 4, 5, 7, 10].filter((distance) => distance <= yardsToEndZone)) {
        const advice = fourthDown({ yardsToGo, yardsToEndZone, secondsLeft: 2700 });
        const [first, second] = advice.options;
        if (first!.value === second!.value) expect(advice.recommendation).not.toBe('Go for it');
      }
  });
});

// Fourth and goal against nfl4th and the NYT 4th Down Bot: from the 1 or the 2 going for it is the
// clear call early in a close game; from the 5 the field goal is preferred or the two are close.
describe('fourth and goal early in a close game', () => {
  const CLOSE_EARLY = [-3, 0, 3].flatMap((scoreMargin) =>
    [3300, 2700, 2340, 1800].map((secondsLeft) => ({ scoreMargin, secondsLeft })),
  );
  const goOverKick = (yards: number, scoreMargin: number, secondsLeft: number) => {
    const { go, kick, punt } = fourthDownOptions(
      FourthDownSituationSchema.parse({ yardsToGo: yards, yardsToEndZone: yards, scoreMargin, secondsLeft }),
    );
    return go - Math.max(kick, punt);
  };

  it.each([1, 2])('goes from the %i by more than two points of win probability', (yards) => {
    for (const { scoreMargin, secondsLeft } of CLOSE_EARLY)
      expect(goOverKick(yards, scoreMargin, secondsLeft), `margin ${scoreMargin}, ${secondsLeft} s`).toBeGreaterThan(
        0.02,
      );
  });

  it('from the 5 kicks, or goes by no more than a point', () => {
    for (const { scoreMargin, secondsLeft } of CLOSE_EARLY)
      expect(goOverKick(5, scoreMargin, secondsLeft), `margin ${scoreMargin}, ${secondsLeft} s`).toBeLessThan(0.01);
  });

  it('gains less by going the farther out the goal line is', () => {
    for (const { scoreMargin, secondsLeft } of CLOSE_EARLY)
      for (let yards = 1; yards < 8; yards++)
        expect(goOverKick(yards + 1, scoreMargin, secondsLeft)).toBeLessThan(
          goOverKick(yards, scoreMargin, secondsLeft),
        );
  });
});

// The first three quarters are held to the published charts' shape on the card (card-tables.test.ts).
// In the fourth quarter, yard by yard through the own half: a longer distance never makes going for
// it better, and along the field the call does not flip back and forth — it changes at most twice
// (going near midfield, where a punt has little room, then punting, then perhaps going again deep,
// where a trailing team late has little to lose). Comparing rounded figures made it flip yard by yard
// wherever go and punt ran level; a single net punt distance made it flip where that punt hit the 12.
describe('fourth-quarter calls in the own half', () => {
  const DISTANCES = [1, 2, 3, 4, 5, 6, 7, 8, 10];
  const CLOCKS = [840, 600, 420, 300, 180];
  const goes = (yardsToGo: number, yardsToEndZone: number, scoreMargin: number, secondsLeft: number) =>
    fourthDown({ yardsToGo, yardsToEndZone, scoreMargin, secondsLeft }).recommendation === 'Go for it';

  it.each(CLOCKS)('with %i s left, for every margin from down 8 to up 8', (secondsLeft) => {
    const problems: string[] = [];
    for (let scoreMargin = -8; scoreMargin <= 8; scoreMargin++) {
      const rows = Array.from({ length: 41 }, (_, index) =>
        DISTANCES.map((yardsToGo) => goes(yardsToGo, 50 + index, scoreMargin, secondsLeft)),
      );
      rows.forEach((row, index) => {
        const firstKick = row.indexOf(false);
        if (firstKick >= 0 && row.slice(firstKick).includes(true))
          problems.push(`margin ${scoreMargin}, ${50 + index} yards out: go again after a kick at a longer distance`);
      });
      DISTANCES.forEach((yardsToGo, column) => {
        const calls = rows.map((row) => (row[column] ? 'G' : 'K')).join('');
        if ((calls.match(/GK|KG/g) ?? []).length > 2)
          problems.push(`margin ${scoreMargin}, 4th and ${yardsToGo} from midfield back: ${calls}`);
      });
    }
    expect(problems).toEqual([]);
  });
});

describe('kicking by level', () => {
  it('kicks a 37-yard field goal with an NFL kicker but not with a high-school one, and says which figures it used', () => {
    const pro = fourthDown({ yardsToGo: 8, yardsToEndZone: 20, secondsLeft: 3300 });
    const highSchool = fourthDown({ yardsToGo: 8, yardsToEndZone: 20, secondsLeft: 3300, level: 'high-school' });
    expect(pro.recommendation).toBe('Field goal');
    expect(pro.source).toMatch(/NFL kicking/);
    expect(highSchool.recommendation).not.toBe('Field goal');
    expect(highSchool.source).toMatch(/high-school kicking \(an assumption/);
  });

  it("takes the level's extra-point rate unless the coach gives one", () => {
    expect(twoPoint({ marginAfterTouchdown: 2, secondsLeft: 240, level: 'high-school' }).source).toMatch(
      /extra point 85%/,
    );
    expect(twoPoint({ marginAfterTouchdown: 2, secondsLeft: 240, level: 'college' }).source).toMatch(/extra point 97%/);
    expect(twoPoint({ marginAfterTouchdown: 2, secondsLeft: 240, extraPointRate: 0.9 }).source).toMatch(
      /extra point 90% \(your figure\)\./,
    );
  });
});

// The two-point chart (Vermeil's, as coaches carry it) in the fourth quarter, with five minutes left
// at NFL odds (two-point 48%, kick 94%). Where the chart says go but the game is all but decided
// (down 12, 16–18; up 15, 19) or a late down-9 call, the two options come within a point.
describe('two_point_decision against the two-point chart', () => {
  const call = (marginAfterTouchdown: number) => twoPoint({ marginAfterTouchdown, secondsLeft: 300 });
  it.each([-2, -5, -10, 1, 4, 5, 12])('goes for two at %i after the touchdown', (margin) => {
    expect(call(margin).recommendation).toBe('Go for two');
  });
  it.each([-7, -3, -1, 0, 3, 6])('kicks at %i after the touchdown', (margin) => {
    expect(call(margin).recommendation).toBe('Kick the extra point');
  });
  it.each([-18, -17, -16, -12, -9, 15, 19])('calls %i a toss-up within a point of win probability', (margin) => {
    const [first, second] = call(margin).options;
    expect(Math.abs(first!.value - second!.value)).toBeLessThan(0.01);
  });

  it('gives a live chance down 10 with six minutes left, where the normal model gave 0% against 0%', () => {
    const advice = twoPoint({ marginAfterTouchdown: -10, secondsLeft: 360 });
    expect(advice.recommendation).toBe('Go for two');
    expect(advice.options[1]!.value).toBeGreaterThanOrEqual(0.01);
    expect(advice.options[0]!.value).toBeGreaterThanOrEqual(advice.options[1]!.value + 0.01);
  });

  it('leaves a team down 5 after its touchdown with three minutes left near one chance in ten, not 2%', () => {
    const advice = twoPoint({ marginAfterTouchdown: -5, secondsLeft: 180 });
    expect(advice.options[0]!.value).toBeGreaterThan(0.07);
    expect(advice.options[0]!.value).toBeLessThan(0.2);
  });

  it('matches the win probability after the score it is built on', () => {
    const advice = twoPoint({ marginAfterTouchdown: -2, secondsLeft: 180, twoPointRate: 1 });
    const tied = winProbabilityAfterScore({ margin: 0, secondsLeft: 180, ...BOTH_TIMEOUTS }, true);
    expect(advice.options[0]!.value).toBeCloseTo(tied, 3);
  });
});

// The sideline panel answers a tap within a frame, cold included. Timing a call would fail on a slow
// machine, so the work is bounded instead: the drive-model states a call on a fresh module works out.
describe('the late-game drive model’s work per call', () => {
  // Working out every kickoff on the way, the first of these took about 62,000 states keyed by which
  // side had the ball, then 24,000 keyed by the side on the ball; with kickoffs and onside kicks read
  // from the table it is about 1,100.
  const STATES_PER_COLD_CALL = 2_000;
  const LATE_STATES = [
    { secondsLeft: 600, scoreMargin: -3, timeouts: 3, opponentTimeouts: 3 },
    { secondsLeft: 595, scoreMargin: 0, timeouts: 3, opponentTimeouts: 3 },
    { secondsLeft: 450, scoreMargin: -3, timeouts: 1, opponentTimeouts: 2 },
    { secondsLeft: 300, scoreMargin: 7, timeouts: 2, opponentTimeouts: 3 },
    { secondsLeft: 240, scoreMargin: -10, timeouts: 3, opponentTimeouts: 1 },
    { secondsLeft: 120, scoreMargin: -4, timeouts: 0, opponentTimeouts: 3 },
  ];
  const freshModule = async () => {
    vi.resetModules();
    return import('./football');
  };

  it('reads kickoffs and onside kicks from a table that matches the model', () => {
    expect(workOutDriveTable()).toBe(driveTable.states);
  });

  it.each(LATE_STATES)(
    'fourth down at $secondsLeft s, margin $scoreMargin, timeouts $timeouts–$opponentTimeouts',
    async (state) => {
      const football = await freshModule();
      football.decideFourthDown(
        football.FourthDownSituationSchema.parse({ yardsToGo: 3, yardsToEndZone: 45, ...state }),
      );
      expect(football.driveModelStatesWorkedOut()).toBeLessThan(STATES_PER_COLD_CALL);
    },
  );

  it.each(LATE_STATES)(
    'two-point try at $secondsLeft s, margin $scoreMargin, timeouts $timeouts–$opponentTimeouts',
    async ({ scoreMargin, ...state }) => {
      const football = await freshModule();
      football.decideTwoPoint(football.TwoPointSituationSchema.parse({ marginAfterTouchdown: scoreMargin, ...state }));
      expect(football.driveModelStatesWorkedOut()).toBeLessThan(STATES_PER_COLD_CALL);
    },
  );
});
