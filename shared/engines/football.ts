import { z } from 'zod';
import type { EngineAdvice, EngineOption, EngineTool } from './engine-types';
import { clamp, interpolate, normalCdf, percent, points, round } from './engine-math';

// Tool arguments come from the message parser and from an LLM's tool call; objects are strict so a
// misspelt field is reported instead of silently falling back to its default.

// ---------------------------------------------------------------------------------------------
// Published figures

/**
 * Expected points of a first-and-10 by yards from the opponent's end zone.
 * Source: Burke, Advanced NFL Stats expected-points curve (2000–2011 play-by-play), which the
 * nflfastR EP model (Baldwin & Yurko 2020) reproduces within a few tenths for 1st & 10; rounded.
 */
const EXPECTED_POINTS_FIRST_DOWN: readonly (readonly [number, number])[] = [
  [1, 6.0],
  [5, 5.3],
  [10, 4.8],
  [20, 4.1],
  [30, 3.5],
  [40, 2.9],
  [50, 2.3],
  [60, 1.7],
  [70, 1.1],
  [75, 0.8],
  [80, 0.4],
  [90, -0.4],
  [99, -1.2],
];

/**
 * League conversion rate of a 3rd/4th down by yards to go.
 * Source: NFL play-by-play 2010–2022 as used by nfl4th's go-for-it model (Baldwin 2021);
 * 4th & 1 converts about 65% (Princeton Sports Analytics, 2012 season), rounded.
 */
const CONVERSION_RATE_BY_YARDS_TO_GO: readonly (readonly [number, number])[] = [
  [1, 0.66],
  [2, 0.57],
  [3, 0.52],
  [4, 0.48],
  [5, 0.44],
  [6, 0.41],
  [7, 0.38],
  [8, 0.35],
  [9, 0.32],
  [10, 0.3],
  [15, 0.22],
  [20, 0.15],
  [30, 0.08],
];

/**
 * NFL field-goal make rate by kick distance (yards).
 * Source: Pro-Football-Reference league kicking splits 2015–2023, rounded.
 */
const FIELD_GOAL_MAKE_RATE_BY_DISTANCE: readonly (readonly [number, number])[] = [
  [20, 0.99],
  [30, 0.97],
  [35, 0.93],
  [40, 0.88],
  [45, 0.81],
  [50, 0.72],
  [55, 0.6],
  [60, 0.42],
  [65, 0.2],
  [70, 0.03],
  [75, 0],
];

/** Source: Pro-Football-Reference league punting 2019–2023 — net punt average ≈ 42 yards. */
const NET_PUNT_YARDS = 42;
/**
 * A punt into a short field rarely nets its full distance: touchbacks and fair catches inside the
 * 20 leave the receiving team, on average, near its 12 (modelling assumption, not a league table).
 */
const SHORTEST_PUNT_FIELD = 12;
/** Snap-to-kick spot (7 yards) plus the 10-yard end zone: kick distance = yards to goal + 17. */
const FIELD_GOAL_EXTRA_YARDS = 17;
/** NFL rule: a missed field goal from inside the 20 gives the ball back at the 20. */
const MISSED_FIELD_GOAL_MIN_YARDS = 20;
/** 2024 dynamic-kickoff rule: a touchback comes out to the 30, the typical start after a score. */
const START_AFTER_KICKOFF = 70;

/** Source: NFL extra-point rate since the 2015 move to a 33-yard kick ≈ 94% (Pro-Football-Reference). */
export const EXTRA_POINT_RATE = 0.94;
/** Source: NFL two-point conversion rate 2015–2023 ≈ 48% (Pro-Football-Reference). */
export const TWO_POINT_RATE = 0.48;

/**
 * Stern (1991), "On the probability of winning a football game": the final margin is normal around
 * the current margin with a standard deviation of 13.45 points per full game, scaled by the square
 * root of the fraction of the game left. Pro-Football-Reference's win-probability model adds the
 * expected points of the current possession to the margin, as done here.
 */
const FINAL_MARGIN_SD = 13.45;
const GAME_SECONDS = 3600;
/** A possession needs about half a minute to be worth its expected points (modelling assumption). */
const SECONDS_TO_USE_A_POSSESSION = 30;
/** Game clock a fourth-down play uses. */
const SECONDS_PER_PLAY = 6;

/**
 * Drive outcomes for the late-game conversion model. Source: Pro-Football-Reference league drive
 * averages 2018–2023 — about 22% of drives end in a touchdown and 15% in a field goal
 * (≈ 2 points per drive) and a drive takes about 2:40 of game clock.
 */
const DRIVE_TOUCHDOWN_RATE = 0.22;
const DRIVE_FIELD_GOAL_RATE = 0.15;
const SECONDS_PER_DRIVE = 160;

/** Play clock and the game clock a kneel or an in-bounds run takes. */
const PLAY_CLOCK_SECONDS = 40;
const KNEEL_SECONDS = 2;
const RUN_PLAY_SECONDS = 5;
const PUNT_PLAY_SECONDS = 8;
/** No-huddle tempo: about 20 s a snap with the clock running, 6 s when it stops. */
const HURRY_UP_SECONDS_RUNNING = 20;
const HURRY_UP_SECONDS_STOPPED = 6;

// ---------------------------------------------------------------------------------------------
// Models

function expectedPoints(yardsToEndZone: number): number {
  return interpolate(EXPECTED_POINTS_FIRST_DOWN, yardsToEndZone);
}

export function conversionRate(yardsToGo: number): number {
  return interpolate(CONVERSION_RATE_BY_YARDS_TO_GO, yardsToGo);
}

export function fieldGoalMakeRate(kickDistance: number): number {
  return interpolate(FIELD_GOAL_MAKE_RATE_BY_DISTANCE, kickDistance);
}

/**
 * Our win probability when the final margin is normal around `expectedMargin` (Stern 1991). Half a
 * point either side of zero is a tie, which overtime splits evenly.
 */
function winProbabilityFromMargin(expectedMargin: number, secondsLeft: number): number {
  const sd = FINAL_MARGIN_SD * Math.sqrt(Math.max(secondsLeft, 1) / GAME_SECONDS);
  const winOutright = 1 - normalCdf((0.5 - expectedMargin) / sd);
  const tie = normalCdf((0.5 - expectedMargin) / sd) - normalCdf((-0.5 - expectedMargin) / sd);
  return winOutright + tie / 2;
}

/**
 * Late in the game a normal curve of the final margin no longer fits a game decided by 3s and 7s.
 * The current drive's own points are its first-down expected points plus the opponent's answer
 * that EP nets out — about half the league's ~2 points a drive when possessions alternate — split
 * into touchdown and field-goal chances in the league's 22:15 ratio (capped so they never add up
 * past 95%); the drives after it follow the league drive model, alternating, until time runs out.
 */
function lateWinProbability(state: {
  margin: number;
  secondsLeft: number;
  possession: 'us' | 'them';
  worth: number;
}): number {
  const fieldGoalShare = DRIVE_FIELD_GOAL_RATE / DRIVE_TOUCHDOWN_RATE;
  let touchdown = state.worth / (7 + 3 * fieldGoalShare);
  let fieldGoal = touchdown * fieldGoalShare;
  if (touchdown + fieldGoal > MAX_SCORING_CHANCE) {
    touchdown = clamp((state.worth - 3 * MAX_SCORING_CHANCE) / 4, 0, MAX_SCORING_CHANCE);
    fieldGoal = MAX_SCORING_CHANCE - touchdown;
  }
  const sign = state.possession === 'us' ? 1 : -1;
  const secondsAfter = Math.max(state.secondsLeft - SECONDS_PER_DRIVE, 0);
  // After this drive the other side has the ball.
  const after = (margin: number) => winProbabilityWithDrivesLeft(margin, secondsAfter, state.possession === 'us');
  return (
    touchdown * after(state.margin + sign * 7) +
    fieldGoal * after(state.margin + sign * 3) +
    (1 - touchdown - fieldGoal) * after(state.margin)
  );
}
const MAX_SCORING_CHANCE = 0.95;
const LEAGUE_POINTS_PER_DRIVE = 7 * DRIVE_TOUCHDOWN_RATE + 3 * DRIVE_FIELD_GOAL_RATE;

/**
 * Win probability with one side about to start a first-and-10 `yardsToEndZone` from scoring.
 * `margin` is ours − theirs. The drive model for the last drive's worth of clock, Stern's normal
 * model from two drives' worth up, and a straight blend between the two. The drive model counts
 * whole league-average drives, so over a longer span it turns who gets the last possession into
 * swings that Stern's model and nfl4th do not show (it made 4th & 1 at midfield a punt at 6:00).
 */
export function winProbability(state: {
  margin: number;
  secondsLeft: number;
  possession: 'us' | 'them';
  yardsToEndZone: number;
}): number {
  const worth = clamp(state.secondsLeft / SECONDS_TO_USE_A_POSSESSION, 0, 1) * expectedPoints(state.yardsToEndZone);
  const normal = winProbabilityFromMargin(
    state.margin + (state.possession === 'us' ? worth : -worth),
    state.secondsLeft,
  );
  const normalWeight = clamp((state.secondsLeft - SECONDS_PER_DRIVE) / SECONDS_PER_DRIVE, 0, 1);
  if (normalWeight === 1) return normal;
  const drivePoints =
    clamp(state.secondsLeft / SECONDS_TO_USE_A_POSSESSION, 0, 1) *
    (expectedPoints(state.yardsToEndZone) + LEAGUE_POINTS_PER_DRIVE / 2);
  const late = lateWinProbability({ ...state, worth: Math.max(drivePoints, 0) });
  return normalWeight * normal + (1 - normalWeight) * late;
}

function describeOptions(options: EngineOption[]): EngineOption[] {
  return [...options].sort((a, b) => b.value - a.value);
}

// ---------------------------------------------------------------------------------------------
// fourth_down_decision

export const FourthDownSituationSchema = z
  .strictObject({
    yardsToGo: z.number().int().min(1).max(99).default(1).describe('Yards needed for a first down.'),
    yardsToEndZone: z
      .number()
      .int()
      .min(1)
      .max(99)
      .default(50)
      .describe("Yards from the opponent's end zone (own 25 = 75, opponent's 40 = 40)."),
    scoreMargin: z.number().int().min(-70).max(70).default(0).describe('Our score minus theirs.'),
    secondsLeft: z.number().int().min(0).max(3600).default(1800).describe('Seconds left in the game.'),
    timeouts: z.number().int().min(0).max(3).default(3).describe('Our timeouts left.'),
  })
  .refine((s) => s.yardsToGo <= s.yardsToEndZone, {
    message: 'yardsToGo cannot be more than yardsToEndZone',
    path: ['yardsToGo'],
  });
export type FourthDownSituation = z.infer<typeof FourthDownSituationSchema>;

export function decideFourthDown(s: FourthDownSituation): EngineAdvice {
  const after = Math.max(s.secondsLeft - SECONDS_PER_PLAY, 0);
  const theirBallAt = (ourYardsToEndZone: number) =>
    winProbability({
      margin: s.scoreMargin,
      secondsLeft: after,
      possession: 'them',
      yardsToEndZone: 100 - ourYardsToEndZone,
    });
  const afterOurScore = (pointsScored: number) =>
    winProbability({
      margin: s.scoreMargin + pointsScored,
      secondsLeft: after,
      possession: 'them',
      yardsToEndZone: START_AFTER_KICKOFF,
    });

  const convert = conversionRate(s.yardsToGo);
  const goalToGo = s.yardsToGo === s.yardsToEndZone;
  // Like the Advanced NFL Stats calculator, a conversion gains only the yards needed.
  const convertedWp = goalToGo
    ? afterOurScore(6 + EXTRA_POINT_RATE)
    : winProbability({
        margin: s.scoreMargin,
        secondsLeft: after,
        possession: 'us',
        yardsToEndZone: s.yardsToEndZone - s.yardsToGo,
      });
  const goWp = convert * convertedWp + (1 - convert) * theirBallAt(s.yardsToEndZone);

  const kickDistance = s.yardsToEndZone + FIELD_GOAL_EXTRA_YARDS;
  const make = fieldGoalMakeRate(kickDistance);
  const missSpot = Math.max(s.yardsToEndZone + 7, MISSED_FIELD_GOAL_MIN_YARDS);
  const kickWp = make * afterOurScore(3) + (1 - make) * theirBallAt(missSpot);

  const puntLandsAt = Math.max(s.yardsToEndZone - NET_PUNT_YARDS, SHORTEST_PUNT_FIELD);
  const puntWp = theirBallAt(puntLandsAt);

  const measure = 'win probability';
  const options = describeOptions([
    { name: 'Go for it', value: round(goWp), measure },
    { name: 'Field goal', value: round(kickWp), measure },
    { name: 'Punt', value: round(puntWp), measure },
  ]);
  const [best, second] = options as [EngineOption, EngineOption, EngineOption];
  const edge = best.value - second.value;
  const detail =
    best.name === 'Go for it'
      ? `a ${s.yardsToGo}-yard conversion succeeds about ${percent(convert)} of the time`
      : best.name === 'Field goal'
        ? `a ${kickDistance}-yard kick is good about ${percent(make)} of the time`
        : `a net punt of about ${s.yardsToEndZone - puntLandsAt} yards pins them back`;
  const decided = best.value < 0.02 || best.value > 0.98;
  const reason = decided
    ? `The game is nearly decided either way — ${best.name.toLowerCase()} is best at about ${percent(best.value)} win probability against ${percent(second.value)} for ${second.name.toLowerCase()}; ${detail}.`
    : `${best.name} wins about ${points(edge)} points of win probability over ${second.name.toLowerCase()} ` +
      `here (${percent(best.value)} vs ${percent(second.value)}); ${detail}.`;

  const pointsByCall: Record<string, string[]> = {
    'Go for it': [
      `Call your best ${s.yardsToGo <= 2 ? 'short-yardage run or quick throw' : 'concept past the sticks'} — throw to the marker, not short of it.`,
      'Snap with a hard count only if the line has been clean all day; a false start changes the math.',
      s.timeouts > 0
        ? 'Burn a timeout rather than take a delay or a bad look.'
        : 'No timeouts: have the call in before the huddle breaks.',
    ],
    'Field goal': [
      `It is a ${kickDistance}-yard kick: set the hold at the ${s.yardsToEndZone + 7}.`,
      'Protection first — no edge rusher free on the kicking side.',
      'Cover team ready in case of a block or a miss.',
    ],
    Punt: [
      'Directional punt toward the sideline; hang time over distance.',
      'Gunners stay in their lanes and down it inside the 10 if it rolls.',
      'Watch for the fake-rush return look before the snap.',
    ],
  };

  return {
    sport: 'football',
    engine: 'fourth_down_decision',
    recommendation: best.name,
    reason,
    options,
    points: pointsByCall[best.name] ?? [],
    source:
      'Win probability: Stern (1991) normal model of the final margin (sd 13.45) with the expected points of the possession, as in Pro-Football-Reference; ' +
      'expected points: Advanced NFL Stats / nflfastR 1st-&-10 curve; conversion rates: NFL 2010–2022 (nfl4th); ' +
      'field goals: Pro-Football-Reference make rates 2015–2023; net punt 42 yards.',
  };
}

export const fourthDownDecisionTool: EngineTool<typeof FourthDownSituationSchema> = {
  name: 'fourth_down_decision',
  sport: 'football',
  description:
    'Fourth down: compare the win probability of going for it, kicking a field goal and punting from yards to go, field position, score and time.',
  parameters: FourthDownSituationSchema,
  run: decideFourthDown,
};

// ---------------------------------------------------------------------------------------------
// two_point_decision

export const TwoPointSituationSchema = z.strictObject({
  marginAfterTouchdown: z
    .number()
    .int()
    .min(-70)
    .max(70)
    .default(0)
    .describe('Our score minus theirs counting the touchdown just scored, before the try.'),
  secondsLeft: z.number().int().min(0).max(3600).default(300).describe('Seconds left in the game.'),
  twoPointRate: z.number().min(0).max(1).default(TWO_POINT_RATE).describe('Our two-point success rate; NFL ≈ 0.48.'),
  extraPointRate: z
    .number()
    .min(0)
    .max(1)
    .default(EXTRA_POINT_RATE)
    .describe('Our extra-point success rate; NFL ≈ 0.94.'),
});
export type TwoPointSituation = z.infer<typeof TwoPointSituationSchema>;

/**
 * Win probability when the opponent receives next and `drives` possessions remain, alternating.
 * Each drive scores a touchdown (7), a field goal (3) or nothing at league rates; a tie at the end
 * goes to overtime at even odds. This is the logic behind the two-point chart, with real odds.
 */
export function lateGameWinProbability(margin: number, drives: number, opponentHasBall = true): number {
  if (drives <= 0) return margin > 0 ? 1 : margin < 0 ? 0 : 0.5;
  // Three outcomes per drive would branch 3^drives times; the same (margin, drives, ball) recurs, so cache it.
  const key = `${margin}|${drives}|${opponentHasBall}`;
  const cached = lateGameCache.get(key);
  if (cached !== undefined) return cached;
  const sign = opponentHasBall ? -1 : 1;
  const next = (m: number) => lateGameWinProbability(m, drives - 1, !opponentHasBall);
  const value =
    DRIVE_TOUCHDOWN_RATE * next(margin + sign * 7) +
    DRIVE_FIELD_GOAL_RATE * next(margin + sign * 3) +
    (1 - DRIVE_TOUCHDOWN_RATE - DRIVE_FIELD_GOAL_RATE) * next(margin);
  lateGameCache.set(key, value);
  return value;
}
/** Pure function of its arguments and fixed league rates, so the cache never goes stale. */
const lateGameCache = new Map<string, number>();

/** Interpolates between whole numbers of remaining drives so the answer moves smoothly with time. */
function winProbabilityWithDrivesLeft(margin: number, secondsLeft: number, opponentHasBall = true): number {
  const drives = secondsLeft / SECONDS_PER_DRIVE;
  const whole = Math.floor(drives);
  const fraction = drives - whole;
  return (
    (1 - fraction) * lateGameWinProbability(margin, whole, opponentHasBall) +
    fraction * lateGameWinProbability(margin, whole + 1, opponentHasBall)
  );
}

export function decideTwoPoint(s: TwoPointSituation): EngineAdvice {
  const m = s.marginAfterTouchdown;
  const wp = (margin: number) => winProbabilityWithDrivesLeft(margin, s.secondsLeft);
  const kickWp = s.extraPointRate * wp(m + 1) + (1 - s.extraPointRate) * wp(m);
  const goWp = s.twoPointRate * wp(m + 2) + (1 - s.twoPointRate) * wp(m);
  // The two-point success rate at which going for two matches the kick.
  const gain = wp(m + 2) - wp(m);
  const breakEven = gain > 0 ? (kickWp - wp(m)) / gain : 1;

  const measure = 'win probability';
  const kick: EngineOption = { name: 'Kick the extra point', value: round(kickWp), measure };
  const go: EngineOption = { name: 'Go for two', value: round(goWp), measure };
  // When the two are equal to the rounding, the kick is the lower-variance call.
  const [best, second] = go.value > kick.value ? [go, kick] : [kick, go];
  const edge = best.value - second.value;
  const breakEvenText =
    breakEven < 0.05
      ? `the extra point adds nothing to your chances here`
      : `going for two breaks even at ${percent(breakEven)} success and you convert about ${percent(s.twoPointRate)}`;
  const reason =
    edge < 0.005
      ? `A toss-up: both come to about ${percent(best.value)} win probability; ${breakEvenText}, so ${best.name.toLowerCase()} by a hair.`
      : `${best.name} wins about ${points(edge)} points of win probability (${percent(best.value)} vs ${percent(second.value)}); ${breakEvenText}.`;
  const options = [best, second];

  return {
    sport: 'football',
    engine: 'two_point_decision',
    recommendation: best.name,
    reason,
    options,
    points:
      best.name === 'Go for two'
        ? [
            'Use a call you have repped from the 2: a quick rub or a QB-keep option.',
            'Get the ball out fast — two-point tries die to sacks.',
            'Have the onside / kickoff plan ready for both results.',
          ]
        : [
            'Take the point; it keeps the chart margin you want.',
            'Snap-hold-kick clean: no rushing the operation.',
            'Plan the next try now — the margin after their next score decides it.',
          ],
    source:
      'Two-point chart logic (Vermeil/Prothro chart) evaluated with league odds: PAT 94%, two-point 48% (Pro-Football-Reference 2015–2023); ' +
      'remaining drives at 22% TD / 15% FG, one per 2:40 (Pro-Football-Reference drive averages).',
  };
}

export const twoPointDecisionTool: EngineTool<typeof TwoPointSituationSchema> = {
  name: 'two_point_decision',
  sport: 'football',
  description: 'After a touchdown: kick the extra point or go for two, from the margin and the time left.',
  parameters: TwoPointSituationSchema,
  run: decideTwoPoint,
};

// ---------------------------------------------------------------------------------------------
// clock_management

export const ClockSituationSchema = z.strictObject({
  secondsLeft: z.number().int().min(0).max(1800).default(120).describe('Seconds left in the half.'),
  half: z.enum(['first', 'second']).default('second'),
  possession: z.enum(['us', 'them']).default('us'),
  scoreMargin: z.number().int().min(-70).max(70).default(0).describe('Our score minus theirs.'),
  timeouts: z.number().int().min(0).max(3).default(3).describe('Our timeouts left.'),
  opponentTimeouts: z.number().int().min(0).max(3).default(3),
  down: z.number().int().min(1).max(4).default(1).describe('Down of the team with the ball.'),
  yardsToEndZone: z
    .number()
    .int()
    .min(1)
    .max(99)
    .default(75)
    .describe('Yards the team with the ball has to go for a touchdown.'),
  clockRunning: z.boolean().default(true),
});
export type ClockSituation = z.infer<typeof ClockSituationSchema>;

/**
 * Game clock the team with the ball can run off before it must give the ball up: one play-clock
 * runoff before each remaining snap, except where the defence stops the clock with a timeout.
 */
export function secondsTheOffenceCanBurn(args: {
  down: number;
  defenceTimeouts: number;
  clockRunning: boolean;
  secondsPerSnap: number;
}): number {
  const snaps = 5 - args.down;
  const runoffs = Math.max(snaps - (args.clockRunning ? 0 : 1) - args.defenceTimeouts, 0);
  return runoffs * PLAY_CLOCK_SECONDS + snaps * args.secondsPerSnap;
}

function hurryUpSnaps(secondsLeft: number, timeouts: number): number {
  const stoppedSnaps = Math.min(timeouts, Math.floor(secondsLeft / HURRY_UP_SECONDS_STOPPED));
  return stoppedSnaps + Math.floor((secondsLeft - stoppedSnaps * HURRY_UP_SECONDS_STOPPED) / HURRY_UP_SECONDS_RUNNING);
}

function clockAdvice(recommendation: string, reason: string, advicePoints: string[]): EngineAdvice {
  return {
    sport: 'football',
    engine: 'clock_management',
    recommendation,
    reason,
    options: [],
    points: advicePoints,
    source:
      'NFL clock rules (40-second play clock, timeouts stop the clock); clock-burn arithmetic as in the standard victory-formation tables; ' +
      'field-goal make rates from Pro-Football-Reference 2015–2023.',
  };
}

export function manageClock(s: ClockSituation): EngineAdvice {
  const lateInGame = s.half === 'second';
  if (s.possession === 'us') {
    const kneelBurn = secondsTheOffenceCanBurn({
      down: s.down,
      defenceTimeouts: s.opponentTimeouts,
      clockRunning: s.clockRunning,
      secondsPerSnap: KNEEL_SECONDS,
    });
    const protectingLead = lateInGame ? s.scoreMargin > 0 : s.yardsToEndZone >= 70 && s.timeouts <= 1;
    if (protectingLead && s.secondsLeft <= kneelBurn) {
      return clockAdvice(
        'Kneel it out',
        `${s.secondsLeft} seconds left and the kneels from ${ordinal(s.down)} down run off about ${kneelBurn} against their ${s.opponentTimeouts} timeout${s.opponentTimeouts === 1 ? '' : 's'}, so the ${lateInGame ? 'game' : 'half'} is over if you just take the snap.`,
        [
          'Victory formation: backs deep as safeties in case of a fumble.',
          'Let the play clock run to 1 before every snap.',
          'No handoffs, no sweeps — the QB goes down.',
        ],
      );
    }
    if (lateInGame && s.scoreMargin > 0) {
      const runBurn = secondsTheOffenceCanBurn({
        down: s.down,
        defenceTimeouts: s.opponentTimeouts,
        clockRunning: s.clockRunning,
        secondsPerSnap: RUN_PLAY_SECONDS,
      });
      const leftForThem = Math.max(s.secondsLeft - runBurn - PUNT_PLAY_SECONDS, 0);
      return clockAdvice(
        'Run the clock',
        `Kneeling only runs off about ${kneelBurn} of the ${s.secondsLeft} seconds; running in bounds to the punt burns about ${runBurn}, leaving them roughly ${leftForThem} seconds.`,
        [
          'Runs between the tackles; ball carriers stay in bounds and go down.',
          'Use the whole play clock before each snap.',
          'A first down ends it — call your surest short-yardage play on 3rd down.',
          'Keep your timeouts for after the punt.',
        ],
      );
    }
    const needsPoints = lateInGame ? s.scoreMargin <= 0 : true;
    if (needsPoints) {
      const snaps = hurryUpSnaps(s.secondsLeft, s.timeouts);
      const kickDistance = s.yardsToEndZone + FIELD_GOAL_EXTRA_YARDS;
      const fieldGoalWins = lateInGame && s.scoreMargin >= -2;
      const inRange = fieldGoalMakeRate(kickDistance) >= 0.75;
      if (fieldGoalWins && inRange && s.secondsLeft <= 90) {
        return clockAdvice(
          'Run it down for the last kick',
          `A ${kickDistance}-yard field goal is good about ${percent(fieldGoalMakeRate(kickDistance))} of the time and ${s.scoreMargin === 0 ? 'wins' : 'takes the lead'}; run the clock and leave them no time to answer.`,
          [
            'Safe runs toward the middle of the field to set the kick angle.',
            'Let the clock run; take the last timeout with 2–3 seconds left.',
            'Do not throw — a sack or an interception is the only way to lose this.',
          ],
        );
      }
      const scoresNeeded = lateInGame && s.scoreMargin < -8 ? 'two scores' : 'one score';
      return clockAdvice(
        'Hurry-up offense',
        `With ${s.secondsLeft} seconds and ${s.timeouts} timeout${s.timeouts === 1 ? '' : 's'} you have time for about ${snaps} snaps at no-huddle tempo, and you need ${scoresNeeded}.`,
        [
          'Throw to the sidelines and get out of bounds; middle throws only with a timeout to spare.',
          'Spike to stop the clock only when you must — it costs a down.',
          'Keep one timeout for the field-goal unit.',
          lateInGame && s.scoreMargin < -8
            ? 'Score fast: take the open underneath throw over the long shot.'
            : 'Take what they give; you need a score, not a big play.',
        ],
      );
    }
  }

  // The opponent has the ball.
  const theirBurn = secondsTheOffenceCanBurn({
    down: s.down,
    defenceTimeouts: s.timeouts,
    clockRunning: s.clockRunning,
    secondsPerSnap: RUN_PLAY_SECONDS,
  });
  if (lateInGame && s.scoreMargin <= 0) {
    if (s.secondsLeft <= theirBurn) {
      return clockAdvice(
        'Go for the takeaway',
        `They can run off about ${theirBurn} seconds from ${ordinal(s.down)} down even with your ${s.timeouts} timeout${s.timeouts === 1 ? '' : 's'}, more than the ${s.secondsLeft} left; only a turnover gets the ball back.`,
        [
          'Rip at the ball on every tackle.',
          'Load the box and blitz — a negative play forces a throw.',
          'Call each timeout the moment the whistle blows.',
        ],
      );
    }
    const leftForUs = Math.max(s.secondsLeft - theirBurn - PUNT_PLAY_SECONDS, 0);
    return clockAdvice(
      'Use your timeouts now',
      `Stopping the clock after each of their plays leaves you about ${leftForUs} seconds after their punt; waiting lets them run off ${PLAY_CLOCK_SECONDS} seconds a snap.`,
      [
        'Timeout the moment each running play ends.',
        'Stop the run: a first down for them ends it.',
        'Put your best returner back and call for a fair catch if it is short.',
      ],
    );
  }
  return clockAdvice(
    'Save your timeouts',
    lateInGame
      ? `You lead by ${s.scoreMargin}; every second they spend is yours, so make them use their own ${s.opponentTimeouts} timeout${s.opponentTimeouts === 1 ? '' : 's'}.`
      : `Keep your ${s.timeouts} timeout${s.timeouts === 1 ? '' : 's'} for your own drive before the half; stop the clock only if they stall deep in their end.`,
    [
      'Keep everything in front — no deep completions.',
      'Tackle in bounds so the clock keeps running.',
      'Defend the sticks on 3rd down.',
    ],
  );
}

function ordinal(down: number): string {
  return ['1st', '2nd', '3rd', '4th'][down - 1] ?? `${down}th`;
}

export const clockManagementTool: EngineTool<typeof ClockSituationSchema> = {
  name: 'clock_management',
  sport: 'football',
  description:
    'End of a half or game: kneel out, run the clock, hurry up or spend timeouts, from time, timeouts, score, down and possession.',
  parameters: ClockSituationSchema,
  run: manageClock,
};

export const FOOTBALL_ENGINE_TOOLS = [fourthDownDecisionTool, twoPointDecisionTool, clockManagementTool] as const;
