import { z } from 'zod';
import type { EngineAdvice, EngineOption, EngineTool } from './engine-types';
import { clamp, interpolate, normalCdf, percent, points, round } from './engine-math';
import driveTable from './football-drive-table.json';

// Tool arguments come from the message parser and from an LLM's tool call; objects are strict so a
// misspelt field is reported instead of silently falling back to its default.

// ---------------------------------------------------------------------------------------------
// Published figures

/**
 * Expected points of a first-and-10 by yards from the opponent's end zone.
 * Source: Burke, Advanced NFL Stats expected-points curve (2000–2011 play-by-play), which the
 * nflfastR EP model (Baldwin & Yurko 2020) reproduces within a few tenths for 1st & 10; rounded.
 * Inside a team's own 20 the figures are nflfastR's (2.1.0: −0.1 at the own 10, −0.4 at the own 5),
 * which fall off far less steeply than the older curve's −1.2 at the own 1: pinned deep, an offence
 * still usually punts out. The steeper tail made a failed fourth down near the goal line worth a
 * point to the defence and the red zone too aggressive.
 
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
  [80, 0.5],
  [85, 0.2],
  [90, -0.1],
  [95, -0.4],
  [99, -0.65],
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
 * Inside the 10 the field is compressed: no room behind the defence, and on 4th and goal only a
 * touchdown converts. The NYT 4th Down Bot's model (TheUpshot/4thdownbot-model, NFL 2001–2014) reads
 * first-down rates by exact field position there, and its published calls give 4th and goal from
 * the 3 converting 42%, from the 4 36%, from the 6 26%, and 4th and 10 at the 17 24% (against 30% in
 * the open field). The goal-line rates from the 1 and the 2 and beyond the 6 follow the same trend
 * (rounded, modelling assumption).
 */
const GOAL_TO_GO_CONVERSION_RATE: readonly (readonly [number, number])[] = [
  [1, 0.56],
  [2, 0.48],
  [3, 0.42],
  [4, 0.36],
  [5, 0.31],
  [6, 0.26],
  [8, 0.2],
  [10, 0.16],
  [15, 0.1],
  [20, 0.06],
];
/**
 * The bot's model reads open-field rates binned by ten yards, the opponent's 11–20 a bin of its own,
 * and goal-line rates inside the 10. Here the rate leaves the open field's at the 30 and reaches the
 * goal line's at the 10 along a curve that starts flat (the square of the share of the way; 4th and
 * 10 at the 17: 24%, the bot's 24%): a step at the 20 made the 20 itself a go where the 25 and the 15
 * were kicks, and a straight line from the 25 bent there, right where going and the field goal run
 * level in a close fourth quarter, so the 25 went for it between field goals at the 30 and the 20.
 */
const OPEN_FIELD_FROM = 30;
const GOAL_LINE_FROM = 10;

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
 * Punts net anywhere within some ten yards of the average (modelling assumption, after the spread of
 * Pro-Football-Reference's punting splits), so a punt from near midfield sometimes still has room to
 * go: yards beyond the average, evenly weighted, two yards apart. With one fixed net the punt
 * stopped gaining at one yard line, and the call flipped there and back; a few nets made a smaller
 * flip at each.
 */
const NET_PUNT_SPREAD = Array.from({ length: 11 }, (_, index) => 2 * index - 10);
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

/**
 * The chance a fourth down converts, by yards to go and, in the red zone, by how near the goal line
 * it is (the field compressed; a 4th and goal converts only with a touchdown). Left out, the
 * open-field rate.
 */
export function conversionRate(yardsToGo: number, yardsToEndZone = 100): number {
  const open = interpolate(CONVERSION_RATE_BY_YARDS_TO_GO, yardsToGo);
  const compressed = clamp((OPEN_FIELD_FROM - yardsToEndZone) / (OPEN_FIELD_FROM - GOAL_LINE_FROM), 0, 1) ** 2;
  if (compressed === 0) return open;
  const goalToGo = interpolate(GOAL_TO_GO_CONVERSION_RATE, yardsToGo);
  return open - compressed * Math.max(open - goalToGo, 0);
}

export function fieldGoalMakeRate(kickDistance: number): number {
  return interpolate(FIELD_GOAL_MAKE_RATE_BY_DISTANCE, kickDistance);
}

/**
 * Stern (1991), "On the probability of winning a football game": the final margin is normal around
 * the current margin with a standard deviation of 13.45 points per full game, scaled by the square
 * root of the fraction of the game left. Pro-Football-Reference's win-probability model adds the
 * expected points of the current possession to the margin, as done here. It fits the first three
 * quarters; late in the game possession, field position and timeouts decide, which it ignores.
 */
const FINAL_MARGIN_SD = 13.45;
const GAME_SECONDS = 3600;
/** A possession needs about half a minute to be worth its expected points (modelling assumption). */
const SECONDS_TO_USE_A_POSSESSION = 30;
/** Game clock a fourth-down play uses. */
const SECONDS_PER_PLAY = 6;
/**
 * Below 5 minutes the drive model alone answers; above 10 Stern's; in between a straight blend.
 * Stern's model fits until possessions run short; nflfastR's model (Baldwin 2021) needs its
 * Diff_Time_Ratio term (margin over time left) for the same reason. Before five minutes the drive
 * model's simple tempo rules overstate who gets the last possession.
 */
const DRIVE_MODEL_FROM = 300;
const NORMAL_MODEL_FROM = 600;

/**
 * How a drive ends by where it starts, yards from the end zone: [yards, touchdown, field goal].
 * Approximate NFL figures (about 21% touchdowns and 13% field goals from the own 25, the league's
 * ≈ 2 points a drive), rounded and checked against the expected-points curve above: 7 × touchdown
 * + 3 × field goal, less the next possession's worth, comes back to it within a few tenths. Not a
 * published table; the test table of win probabilities is what holds it.
 */
const DRIVE_RESULT_BY_START: readonly (readonly [number, number, number])[] = [
  [5, 0.7, 0.24],
  [10, 0.62, 0.3],
  [20, 0.52, 0.35],
  [30, 0.44, 0.3],
  [40, 0.38, 0.25],
  [50, 0.32, 0.2],
  [60, 0.27, 0.17],
  [70, 0.23, 0.14],
  [75, 0.21, 0.13],
  [80, 0.19, 0.12],
  [95, 0.13, 0.08],
];

/** League-average tempo: a drive takes about 2:40 (Pro-Football-Reference drive averages 2018–2023). */
const NORMAL_SECONDS = { touchdown: 170, fieldGoal: 160, stopped: 130 } as const;
/**
 * A two-minute drill covers about a yard a second plus 20 s of set-up and spikes; each timeout it
 * lacks costs about 10 s of sideline throws (modelling assumption: 70 yards with three timeouts
 * takes about 1:40). A stopped hurry-up drive takes about a minute.
 */
const HURRY_SETUP_SECONDS = 20;
const HURRY_SECONDS_PER_YARD = 1.1;
const HURRY_SECONDS_PER_MISSING_TIMEOUT = 10;
const HURRY_STOPPED_SECONDS = 60;
const FULL_TIMEOUTS = 3;
/**
 * NFL rule: the clock stops at the two-minute warning, a free timeout for whichever side wants the
 * clock stopped. Left out, a trailing team that kicked off or punted with a little over two minutes
 * got the ball back later and with one timeout fewer than teams do.
 */
const TWO_MINUTE_WARNING = 120;
/**
 * A team that must score keeps its fourth downs (nfl4th: about half of 4th-and-3s convert) and
 * faces soft zones, so its drives end in touchdowns more often than the league's. A 20% lift
 * (capped at 85%) brings the trailing side's late chances toward the published models — which put
 * down 7 with the ball at the own 25 and two minutes left near 14% — where league drive rates
 * alone gave under 10%; a larger lift made tied teams with the ball late worse off than without it
 * (modelling assumption).
 */
const FOUR_DOWN_LIFT = 1.2;
const MAX_HURRY_TOUCHDOWN_RATE = 0.85;
/**
 * A trailing side a field goal from tying or winning, once it keeps its fourth downs, needs only to
 * reach range, about the opponent's 30 (a 47-yard kick): a drive's chance of getting there from `y`
 * is its chance of scoring from `y` over its chance from the 30 (a scoring drive passes the 30 and
 * then scores as a drive begun there would), kept up by the same four-down lift, then the kick.
 * From its own 30 that is 0.37 / 0.74 × 1.2, 60% in range, and 46% made. Counted instead as the
 * league's field-goal drives, which end short of the 30 whenever a punt or a kick from there looked
 * better, a side down 1 at its own 30 with 1:40 and no timeouts won 37%, where teams needing only a
 * field goal late score from about there nearer half the time (Burke, Advanced NFL Stats, "The
 * Two-Minute Drill", 2009, charts such drives by field position apart from those needing a
 * touchdown; counts of recent seasons' late drives by teams down 1–3 find more than half of them
 * kicking a field goal made). Its full chance needs the clock of a drive to about the 18: with less
 * it has fewer snaps to spare on the way (modelling assumption; with the clock of a drive to the 30
 * alone, the ball was worth no more with 2:10 left than with 1:30).
 */
const FIELD_GOAL_RANGE = 30;
const FIELD_GOAL_DRIVE_TO = 18;
/**
 * Below four minutes a team tied or a score behind with the ball plays for the last score; two
 * scores behind, it hurries all through the drive model's ten minutes. A one-score deficit hurried
 * and kept its fourth downs from ten minutes out, which made the ball worth so much to it that it
 * went for it on fourth and long deep in its own half with five minutes left, where nfl4th and the
 * NYT 4th Down Bot punt.
 */
const TIED_HURRY_FROM = 240;
/** Eight points: a touchdown and a two-point try. */
const ONE_SCORE = 8;
/** From two minutes on (over the two before it) a trailing team's stalled drive gives the ball up on downs. */
const LAST_DRIVE_FROM = 120;
/**
 * Inside eight minutes a leading team with the ball runs the clock: each set of downs takes three
 * 40-second play clocks and three runs, about 2:15. Every timeout the trailing team calls saves one
 * play clock, and it calls them or keeps them for its own drive, whichever serves it better.
 */
const RUN_CLOCK_FROM = 480;
/** Tempo changes are spread over the two minutes before these marks. */
const TEMPO_SHIFT_SECONDS = 120;
const RUN_CLOCK_SET_SECONDS = 135;
/** Sets of downs a stopped run-out drive lasts: one (a three-and-out), two, or three and more. */
const RUN_CLOCK_SETS = [1, 2, 3] as const;
/**
 * A leader running into a defence that knows it will run gains a first down on its first series
 * only about half the time: three runs against a loaded box leave about a third and five, which
 * converts some 44% (the conversion table above), after a first- or second-down run has moved the
 * chains about one time in six (modelling assumption): 1/6 + 5/6 × 0.44 ≈ 53%. Kacsmar (Cold Hard
 * Football Facts, 2012 and 2013) finds run, run, run and punt the most common end of a drive begun
 * inside four minutes with a one-score lead (20.3% of them in 2011, 29.7% in 2012, three-and-outs
 * with a pass besides), and (Football Outsiders, "The NFL's Four-Minute Offense Is the Prevent
 * Offense", 2014) the clock run out in only 27.9% of them. Here a run-out drive, scoring and
 * stalled ones together, ends in a three-and-out 47% of the time (as far as its stops allow: near
 * the goal line most drives end in a kick). Counting a three-and-out as 45% of the punts alone kept
 * the ball two times in three, and a side down 1 kicking off with 2:03 left and three timeouts won
 * 14%, where nflfastR's model (nfl4th) gives 27%. Drives that punt after a first down last two sets
 * or three and more, weighted 30 to 25 (modelling assumption).
 */
const RUN_CLOCK_THREE_AND_OUT = 0.47;
const RUN_CLOCK_LONGER_STOP_WEIGHTS = [0, 0.3 / 0.55, 0.25 / 0.55] as const;
const RUN_CLOCK_SCORING_SECONDS = 220;
/**
 * Running the ball into a loaded box stalls more drives: two-thirds of the league's scoring drives
 * still score as they would (modelling assumption). A stalled drive in range still kicks, at the make
 * rate from where it started, as teams do; counted as a punt, a leader stalled at the 15 punted.
 */
const RUN_CLOCK_SCORING_SHARE = 2 / 3;
const PLAY_CLOCK_SAVED_PER_TIMEOUT = 40;
const KICKOFF_SECONDS = 5;
/** Game clock a team in range uses to centre the ball before a field goal it kicks now. */
const KICK_NOW_SECONDS = 40;
/**
 * Onside kicks: recovered about 10% of the time when expected (NFL 2018–2023, after the kickoff
 * rule change, Pro-Football-Reference; rounded), tried by a team still behind with four minutes or less.
 * A recovery gives the ball near midfield; a failure hands it over at the kicking team's 45.
 */
const ONSIDE_RECOVERY_RATE = 0.1;
const ONSIDE_FROM = 240;
const ONSIDE_RECOVERED_AT = 55;
const ONSIDE_LOST_AT = 45;
/**
 * Drives last shorter or longer than their average: [share of the average, weight]. Without the
 * spread, fixed drive lengths decide who gets the last possession and the answer swings back and
 * forth as the clock runs (modelling assumption: about ±30% around the mean).
 */
const DRIVE_LENGTH_SPREAD = [
  [0.7, 0.25],
  [1, 0.5],
  [1.3, 0.25],
] as const;
/**
 * In the last ten minutes a lead of more than three touchdowns with two-point tries counts as
 * decided (a cut-off that keeps the model small; it gives such states well under 0.1% anyway).
 */
const DECIDED_MARGIN = 24;
/** The drive model's field positions are kept on a 5-yard grid and its clock on a 10-second one. */
const GRID = 5;
const CLOCK_GRID = 10;

/** A stopped run-out drive of `sets` sets of downs with the clock stopped `stops` times. */
function runClockStoppedSeconds(sets: number, stops: number): number {
  return Math.max(sets * RUN_CLOCK_SET_SECONDS + PUNT_PLAY_SECONDS - PLAY_CLOCK_SAVED_PER_TIMEOUT * stops, CLOCK_GRID);
}

/**
 * Lengths of a stopped run-out drive by the timeouts the defence calls (0–3) and by how many of the
 * drive lengths, shortest first, end before the two-minute warning (0–3; the longer ones stop at it
 * once more), worked out once.
 */
const RUN_CLOCK_STOPPED_SECONDS = [0, 1, 2, 3].map((called) =>
  [0, 1, 2, 3].map((beforeWarning) =>
    RUN_CLOCK_SETS.map((sets, index) => runClockStoppedSeconds(sets, called + (index < beforeWarning ? 0 : 1))),
  ),
);

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

type Side = 'us' | 'them';

/** A game state with one side about to start a first-and-10 `yardsToEndZone` from scoring. */
export interface GameState {
  /** Ours − theirs. */
  margin: number;
  secondsLeft: number;
  possession: Side;
  yardsToEndZone: number;
  timeouts: number;
  opponentTimeouts: number;
}

/** A game over: the margin decides, a tie going to overtime at even odds. */
function settled(lead: number): number {
  return lead > 0 ? 1 : lead < 0 ? 0 : 0.5;
}

/**
 * The drive model's memo: one slot per grid state, in a flat array rather than a Map, because a call
 * reads it tens of thousands of times and the sideline panel answers a tap within a frame. Yard
 * slot 0 (no drive starts there) holds the try after a touchdown, which every scoring drive asks
 * for. A flag array marks the states worked out: zero-filled arrays cost nothing to make, where
 * filling a million slots with a marker costs a few milliseconds of the first tap. Pure function of
 * the state and fixed league rates, so it never goes stale; allocated on first use so other engines
 * never pay for it.
 */
const LEAD_SLOTS = 2 * DECIDED_MARGIN + 1;
const CLOCK_SLOTS = NORMAL_MODEL_FROM / CLOCK_GRID + 1;
const YARD_SLOTS = 100 / GRID;
const TIMEOUT_SLOTS = 16;
const AFTER_TOUCHDOWN_SLOT = 0;
let driveCache: { value: Float64Array; known: Uint8Array } | undefined;
let statesWorkedOut = 0;

function cacheIndex(
  lead: number,
  secondsLeft: number,
  yardSlot: number,
  ballTimeouts: number,
  defenceTimeouts: number,
) {
  return (
    (((lead + DECIDED_MARGIN) * CLOCK_SLOTS + secondsLeft / CLOCK_GRID) * YARD_SLOTS + yardSlot) * TIMEOUT_SLOTS +
    ballTimeouts * 4 +
    defenceTimeouts
  );
}

function cache() {
  driveCache ??= emptyCache();
  return driveCache;
}

function emptyCache() {
  const slots = LEAD_SLOTS * CLOCK_SLOTS * YARD_SLOTS * TIMEOUT_SLOTS;
  return { value: new Float64Array(slots), known: new Uint8Array(slots) };
}

/**
 * Every score in the drive model leads to a kickoff, or late to an onside kick, at every margin the
 * game can reach; working those out is most of a cold call (about 24,000 states, 100 ms and more on
 * a phone). They are worked out ahead instead, by scripts/generate-football-drive-table.ts, and read
 * from the table: then a cold call only works out the drives that follow from its own margin, about
 * a thousand states. The table holds each as a fraction of 2^24 − 1: two bytes (0.001 percentage
 * points) moved rounded option values often enough to flip a few near-tied calls over a grid of
 * 400,000 states, three flip none. A test checks the table against the model.
 */
const TABLE_STARTS = [
  { yardsToEndZone: START_AFTER_KICKOFF, lastSeconds: NORMAL_MODEL_FROM },
  { yardsToEndZone: ONSIDE_RECOVERED_AT, lastSeconds: ONSIDE_FROM },
  { yardsToEndZone: ONSIDE_LOST_AT, lastSeconds: ONSIDE_FROM },
] as const;
const TABLE_SCALE = 2 ** 24 - 1;
const TABLE_BYTES = 3;
/** States of the table per clock step; the clock runs from one step (0 s is settled) to `lastSeconds`. */
const TABLE_STATES_PER_CLOCK = LEAD_SLOTS * TIMEOUT_SLOTS;
const TABLE_OFFSETS = TABLE_STARTS.map((_, start) =>
  TABLE_STARTS.slice(0, start).reduce(
    (sum, { lastSeconds }) => sum + (lastSeconds / CLOCK_GRID) * TABLE_STATES_PER_CLOCK,
    0,
  ),
);
/** Which of `TABLE_STARTS` a field position is (−1 for none), looked up on every state of a call. */
const TABLE_START_BY_YARD_SLOT = Array.from({ length: YARD_SLOTS }, (_, slot) =>
  TABLE_STARTS.findIndex((start) => start.yardsToEndZone === slot * GRID),
);
/** Off while the table itself is worked out. */
let tableInUse = true;
let table: Uint32Array | undefined;

/** Calls `visit` with each state of the table in its order (the one `tableIndex` reads). */
function forEachTableState(
  visit: (
    lead: number,
    secondsLeft: number,
    yardsToEndZone: number,
    ballTimeouts: number,
    defenceTimeouts: number,
  ) => void,
) {
  for (const { yardsToEndZone, lastSeconds } of TABLE_STARTS)
    for (let secondsLeft = CLOCK_GRID; secondsLeft <= lastSeconds; secondsLeft += CLOCK_GRID)
      for (let lead = -DECIDED_MARGIN; lead <= DECIDED_MARGIN; lead++)
        for (let ballTimeouts = 0; ballTimeouts <= 3; ballTimeouts++)
          for (let defenceTimeouts = 0; defenceTimeouts <= 3; defenceTimeouts++)
            visit(lead, secondsLeft, yardsToEndZone, ballTimeouts, defenceTimeouts);
}

/** The table's value of a state on the grid, or undefined when the table does not hold it. */
function tableValue(
  lead: number,
  secondsLeft: number,
  yardsToEndZone: number,
  ballTimeouts: number,
  defenceTimeouts: number,
): number | undefined {
  if (!tableInUse) return undefined;
  const start = TABLE_START_BY_YARD_SLOT[yardsToEndZone / GRID]!;
  if (start < 0 || secondsLeft > TABLE_STARTS[start]!.lastSeconds) return undefined;
  table ??= decodeTable(driveTable.states);
  const index =
    TABLE_OFFSETS[start]! +
    ((secondsLeft / CLOCK_GRID - 1) * LEAD_SLOTS + lead + DECIDED_MARGIN) * TIMEOUT_SLOTS +
    ballTimeouts * 4 +
    defenceTimeouts;
  return table[index]! / TABLE_SCALE;
}

/** Three bytes a state, high byte first, in base64: a JSON array of numbers would be twice as large. */
function decodeTable(base64: string): Uint32Array {
  const bytes = atob(base64);
  const values = new Uint32Array(bytes.length / TABLE_BYTES);
  for (let i = 0, at = 0; i < values.length; i++, at += TABLE_BYTES)
    values[i] = (bytes.charCodeAt(at) << 16) | (bytes.charCodeAt(at + 1) << 8) | bytes.charCodeAt(at + 2);
  return values;
}

/**
 * The table's states worked out by the model itself, in the table's encoding: what
 * scripts/generate-football-drive-table.ts writes and the test compares with the committed table.
 */
export function workOutDriveTable(): string {
  tableInUse = false;
  driveCache = undefined;
  let bytes = '';
  forEachTableState((lead, secondsLeft, yardsToEndZone, ballTimeouts, defenceTimeouts) => {
    const value = Math.round(
      ballWinProbability(lead, secondsLeft, yardsToEndZone, ballTimeouts, defenceTimeouts) * TABLE_SCALE,
    );
    bytes += String.fromCharCode(value >> 16, (value >> 8) & 0xff, value & 0xff);
  });
  // Later calls read the committed table; the memo's values came from the model, not the table.
  tableInUse = true;
  driveCache = undefined;
  return btoa(bytes);
}

/**
 * How many drive-model states have been worked out since the module loaded: the work a call costs,
 * which tests bound instead of timing it.
 */
export function driveModelStatesWorkedOut(): number {
  return statesWorkedOut;
}

/**
 * The win probability of the team with the ball, `lead` points up (negative when behind), from the
 * start of a drive, possession by possession to the end of the game: each drive ends in a touchdown
 * (the scorer then kicks or goes for two, whichever is better), a field goal or a stop, at the tempo
 * the score calls for and using the timeouts as teams do. A tie at the end goes to overtime at even
 * odds. Both sides play by the same rates, so the model is worked out from the side on the ball and
 * the other side's chance is one minus it: that halves the states a call has to work out against a
 * model keyed by which team has the ball. Arguments are on the grid.
 */
function ballWinProbability(
  lead: number,
  secondsLeft: number,
  yardsToEndZone: number,
  ballTimeouts: number,
  defenceTimeouts: number,
): number {
  if (secondsLeft <= 0) return settled(lead);
  if (Math.abs(lead) > DECIDED_MARGIN) return lead > 0 ? 1 : 0;
  const tabled = tableValue(lead, secondsLeft, yardsToEndZone, ballTimeouts, defenceTimeouts);
  if (tabled !== undefined) return tabled;
  const memo = cache();
  const index = cacheIndex(lead, secondsLeft, yardsToEndZone / GRID, ballTimeouts, defenceTimeouts);
  if (memo.known[index]) return memo.value[index]!;
  const state: DriveStart = { lead, secondsLeft, yardsToEndZone, ballTimeouts, defenceTimeouts };
  const value =
    lead < -ONE_SCORE
      ? hurryUp(state)
      : lead <= 0
        ? shiftTempo(state, TIED_HURRY_FROM, hurryUp)
        : shiftTempo(state, RUN_CLOCK_FROM, runOutTheClock);
  memo.value[index] = value;
  memo.known[index] = 1;
  statesWorkedOut++;
  return value;
}

// The drive model's pieces are plain functions of the drive's start rather than closures inside
// `ballWinProbability`: a cold call works out each of tens of thousands of states once, and closures
// made per state cost more than the arithmetic.

/** The start of a drive from the side of the team with the ball, on the grid. */
interface DriveStart {
  lead: number;
  secondsLeft: number;
  yardsToEndZone: number;
  ballTimeouts: number;
  defenceTimeouts: number;
}

/** One way the drive can go: its scoring odds, how long each ending takes and the timeouts left after it. */
interface DrivePlan {
  touchdown: number;
  fieldGoal: number;
  touchdownSeconds: number;
  fieldGoalSeconds: number;
  /** Average length of a stopped drive, spread like the others; unless `stoppedLengths` gives them. */
  stoppedSeconds: number;
  /** [duration, weight] of a stopped drive, when it is not the average length spread. */
  stoppedLengths?: readonly (readonly [number, number])[];
  ballTimeouts: number;
  defenceTimeouts: number;
  /** Where the other side takes over after a stop, yards from its end zone… */
  stoppedAt: number;
  /** …except for this share of stops, turned over on downs at `turnoverAt`. */
  turnoverShare: number;
  turnoverAt: number;
}

function driveValue(start: DriveStart, plan: DrivePlan): number {
  const stopShare = 1 - plan.touchdown - plan.fieldGoal;
  // Endings that weigh nothing are not worked out: they would only fill states nothing reaches.
  let touchdowns = 0;
  let fieldGoals = 0;
  let stops = 0;
  // Indexed loops, not for…of with destructuring: a cold call runs mostly before the optimiser has
  // caught up, and there every for…of makes iterator objects.
  for (let i = 0; i < DRIVE_LENGTH_SPREAD.length; i++) {
    const scale = DRIVE_LENGTH_SPREAD[i]![0];
    const weight = DRIVE_LENGTH_SPREAD[i]![1];
    if (plan.touchdown !== 0) touchdowns += weight * scoredValue(start, plan, 7, plan.touchdownSeconds * scale);
    if (plan.fieldGoal !== 0) fieldGoals += weight * scoredValue(start, plan, 3, plan.fieldGoalSeconds * scale);
    if (stopShare !== 0 && !plan.stoppedLengths)
      stops += weight * stoppedValue(start, plan, plan.stoppedSeconds * scale);
  }
  if (stopShare !== 0 && plan.stoppedLengths)
    for (let i = 0; i < plan.stoppedLengths.length; i++)
      stops += plan.stoppedLengths[i]![1] * stoppedValue(start, plan, plan.stoppedLengths[i]![0]);
  return plan.touchdown * touchdowns + plan.fieldGoal * fieldGoals + stopShare * stops;
}

function clockAfter(start: DriveStart, duration: number): number {
  return onClockGrid(Math.max(start.secondsLeft - duration, 0));
}

function scoredValue(start: DriveStart, plan: DrivePlan, points: number, duration: number): number {
  // A leading team that would score after the clock has gone kneels instead; the lead stands.
  if (duration >= start.secondsLeft && start.lead > 0) return settled(start.lead);
  // The clock left after a score is blended between its grid steps rather than rounded to one: a
  // drive's length moves a second or so a yard, and rounding it made the value step unevenly along
  // the field, enough to flip a late call between two options that run level.
  const left = Math.max(start.secondsLeft - duration, 0);
  const below = Math.floor(left / CLOCK_GRID) * CLOCK_GRID;
  const share = (left - below) / CLOCK_GRID;
  // A score within a grid step of the drive's start stays on the old rounding: blended, it would
  // reach back to the clock the drive started on.
  if (share === 0 || below + CLOCK_GRID >= start.secondsLeft)
    return afterScore(start, plan, points, clockAfter(start, duration));
  return (
    (1 - share) * afterScore(start, plan, points, below) + share * afterScore(start, plan, points, below + CLOCK_GRID)
  );
}

function afterScore(start: DriveStart, plan: DrivePlan, points: number, secondsLeft: number): number {
  return points === 7
    ? afterTouchdown(start.lead, secondsLeft, plan.ballTimeouts, plan.defenceTimeouts)
    : restart(start.lead + points, secondsLeft, plan.ballTimeouts, plan.defenceTimeouts);
}

function stoppedValue(start: DriveStart, plan: DrivePlan, duration: number): number {
  if (duration >= start.secondsLeft) return settled(start.lead);
  const secondsLeft = clockAfter(start, duration);
  return plan.turnoverShare === 0
    ? takeOver(start, plan, secondsLeft, plan.stoppedAt)
    : plan.turnoverShare * takeOver(start, plan, secondsLeft, plan.turnoverAt) +
        (plan.turnoverShare === 1 ? 0 : (1 - plan.turnoverShare) * takeOver(start, plan, secondsLeft, plan.stoppedAt));
}

/** The other side takes the ball at `spot` with `secondsLeft`. */
function takeOver(start: DriveStart, plan: DrivePlan, secondsLeft: number, spot: number): number {
  return 1 - ballWinProbability(-start.lead, secondsLeft, spot, plan.defenceTimeouts, plan.ballTimeouts);
}

function puntedTo(yardsToEndZone: number): number {
  return onGrid(100 - Math.max(yardsToEndZone - NET_PUNT_YARDS, SHORTEST_PUNT_FIELD));
}

/** A drive at the league's tempo and rates, ending in a punt when stopped. */
function normalDrive(start: DriveStart): number {
  const result = driveResult(start.yardsToEndZone);
  return driveValue(start, {
    touchdown: result[0]!,
    fieldGoal: result[1]!,
    touchdownSeconds: NORMAL_SECONDS.touchdown,
    fieldGoalSeconds: NORMAL_SECONDS.fieldGoal,
    stoppedSeconds: NORMAL_SECONDS.stopped,
    ballTimeouts: start.ballTimeouts,
    defenceTimeouts: start.defenceTimeouts,
    stoppedAt: puntedTo(start.yardsToEndZone),
    turnoverShare: 0,
    turnoverAt: 0,
  });
}

function hurryUp(start: DriveStart): number {
  const { lead, secondsLeft, yardsToEndZone, ballTimeouts, defenceTimeouts } = start;
  const result = driveResult(yardsToEndZone);
  const touchdownRate = result[0]!;
  const fieldGoalRate = result[1]!;
  const make = result[2]!;
  const touchdownAtEase = HURRY_SETUP_SECONDS + HURRY_SECONDS_PER_YARD * yardsToEndZone;
  const fieldGoalAtEase = HURRY_SETUP_SECONDS + HURRY_SECONDS_PER_YARD * Math.max(yardsToEndZone - 30, 0);
  // A two-minute drill begun inside four minutes runs through the warning: one more timeout. Read
  // off the clock alone, not the yards, so that it does not bend the drive's value along the field.
  const warning = secondsLeft > TWO_MINUTE_WARNING && secondsLeft <= 2 * TWO_MINUTE_WARNING ? 1 : 0;
  const slow = HURRY_SECONDS_PER_MISSING_TIMEOUT * Math.max(FULL_TIMEOUTS - ballTimeouts - warning, 0);
  const touchdownNeeds = touchdownAtEase + slow;
  const fieldGoalNeeds = fieldGoalAtEase + slow;
  const fourDowns = Math.min(touchdownRate * FOUR_DOWN_LIFT, MAX_HURRY_TOUCHDOWN_RATE);
  const touchdown = fourDowns * Math.min(1, secondsLeft / touchdownNeeds);
  // Late, a trailing team's stopped drive turns into a turnover on downs about ten yards on, where
  // earlier it ends in a punt; a tied team punts.
  const keepsFourthDowns = lead < 0 ? clamp((LAST_DRIVE_FROM - secondsLeft) / TEMPO_SHIFT_SECONDS + 1, 0, 1) : 0;
  // Drives that run out of time for the touchdown settle for a kick, if there is time for that.
  const settles =
    Math.min(1, secondsLeft / fieldGoalNeeds) * Math.min(fieldGoalRate + (fourDowns - touchdown) / 2, 1 - touchdown);
  // A side a field goal from tying or winning that keeps its fourth downs plays for range.
  let fieldGoal = settles;
  if (lead >= -3 && keepsFourthDowns > 0) {
    const reachNeeds = HURRY_SETUP_SECONDS + HURRY_SECONDS_PER_YARD * Math.max(yardsToEndZone - FIELD_GOAL_DRIVE_TO, 0);
    const scores = Math.min(1, secondsLeft / (reachNeeds + slow)) * result[5]!;
    fieldGoal += keepsFourthDowns * Math.max(Math.min(scores - touchdown, 1 - touchdown) - settles, 0);
  }
  const plan: DrivePlan = {
    touchdown,
    fieldGoal,
    touchdownSeconds: Math.min(touchdownNeeds, secondsLeft),
    fieldGoalSeconds: Math.min(fieldGoalNeeds, secondsLeft),
    stoppedSeconds: HURRY_STOPPED_SECONDS,
    // A hurry-up drive short of clock for its touchdown spends a timeout on the way.
    ballTimeouts: secondsLeft <= touchdownNeeds ? Math.max(ballTimeouts - 1, 0) : ballTimeouts,
    defenceTimeouts,
    stoppedAt: puntedTo(yardsToEndZone),
    turnoverShare: keepsFourthDowns,
    turnoverAt: onGrid(100 - Math.max(yardsToEndZone - 10, 5)),
  };
  // Timeouts buy a drive short of clock its snaps; with clock to spare a team may keep them and take
  // the time a drive without them takes, rather than score early and leave the other side time to
  // answer, whichever serves it better. Always spent to hurry, they made a team with more timeouts
  // worse off than one with none.
  const unhurried = HURRY_SECONDS_PER_MISSING_TIMEOUT * FULL_TIMEOUTS;
  const hurry =
    touchdownNeeds >= touchdownAtEase + unhurried
      ? driveValue(start, plan)
      : Math.max(
          driveValue(start, plan),
          driveValue(start, {
            ...plan,
            touchdownSeconds: Math.min(touchdownAtEase + unhurried, secondsLeft),
            fieldGoalSeconds: Math.min(fieldGoalAtEase + unhurried, secondsLeft),
          }),
        );
  // In range, a team a field goal from tying or winning can kick now, after a couple of runs.
  return make > 0 && lead >= -3
    ? Math.max(
        hurry,
        driveValue(start, {
          touchdown: 0,
          fieldGoal: make,
          touchdownSeconds: 0,
          fieldGoalSeconds: Math.min(KICK_NOW_SECONDS, secondsLeft),
          stoppedSeconds: KICK_NOW_SECONDS,
          ballTimeouts,
          defenceTimeouts,
          stoppedAt: onGrid(100 - Math.max(yardsToEndZone + 7, MISSED_FIELD_GOAL_MIN_YARDS)),
          turnoverShare: 0,
          turnoverAt: 0,
        }),
      )
    : hurry;
}

function runOutTheClock(start: DriveStart): number {
  // The defence calls its timeouts to save play clocks, or keeps them for its own drive.
  return start.defenceTimeouts > 0
    ? Math.min(runClock(start, 0), runClock(start, start.defenceTimeouts))
    : runClock(start, 0);
}

/** A run-out drive against a defence that calls `called` of its timeouts. */
function runClock(start: DriveStart, called: number): number {
  const result = driveResult(start.yardsToEndZone);
  const afterWarning = start.secondsLeft - TWO_MINUTE_WARNING;
  const scoringStops = called + (afterWarning > 0 && afterWarning < RUN_CLOCK_SCORING_SECONDS ? 1 : 0);
  const scoringSeconds = RUN_CLOCK_SCORING_SECONDS - PLAY_CLOCK_SAVED_PER_TIMEOUT * scoringStops;
  // Drives that end above the two-minute warning do not reach it; the longer ones stop there.
  let beforeWarning = 0;
  if (afterWarning <= 0) beforeWarning = RUN_CLOCK_SETS.length;
  else
    while (
      beforeWarning < RUN_CLOCK_SETS.length &&
      runClockStoppedSeconds(RUN_CLOCK_SETS[beforeWarning]!, called) <= afterWarning
    )
      beforeWarning++;
  return driveValue(start, {
    touchdown: result[3]!,
    fieldGoal: result[4]!,
    touchdownSeconds: scoringSeconds,
    fieldGoalSeconds: scoringSeconds,
    stoppedSeconds: 0,
    stoppedLengths: RUN_CLOCK_STOPPED_LENGTHS[called]![beforeWarning]![start.yardsToEndZone / GRID]!,
    ballTimeouts: start.ballTimeouts,
    defenceTimeouts: start.defenceTimeouts - called,
    stoppedAt: puntedTo(start.yardsToEndZone),
    turnoverShare: 0,
    turnoverAt: 0,
  });
}

/** Teams change tempo over a stretch of the clock, not at one second: a straight blend over it. */
function shiftTempo(start: DriveStart, from: number, late: (start: DriveStart) => number): number {
  const lateShare = clamp((from + TEMPO_SHIFT_SECONDS - start.secondsLeft) / TEMPO_SHIFT_SECONDS, 0, 1);
  if (lateShare === 0) return normalDrive(start);
  if (lateShare === 1) return late(start);
  return lateShare * late(start) + (1 - lateShare) * normalDrive(start);
}

/** The drive model for our side: our chance with their ball is one minus theirs with it. */
function driveWinProbability(
  margin: number,
  secondsLeft: number,
  ball: Side,
  yardsToEndZone: number,
  ourTimeouts: number,
  theirTimeouts: number,
): number {
  return ball === 'us'
    ? ballWinProbability(margin, secondsLeft, yardsToEndZone, ourTimeouts, theirTimeouts)
    : 1 - ballWinProbability(-margin, secondsLeft, yardsToEndZone, theirTimeouts, ourTimeouts);
}

/** The try after a touchdown, the scorer `lead` points up after it: it kicks or goes for two at league odds. */
function afterTouchdown(lead: number, secondsLeft: number, scorerTimeouts: number, otherTimeouts: number) {
  const memo = cache();
  const index = cacheIndex(lead, secondsLeft, AFTER_TOUCHDOWN_SLOT, scorerTimeouts, otherTimeouts);
  if (memo.known[index]) return memo.value[index]!;
  const then = (points: number) => restart(lead + points, secondsLeft, scorerTimeouts, otherTimeouts);
  const value = Math.max(
    EXTRA_POINT_RATE * then(7) + (1 - EXTRA_POINT_RATE) * then(6),
    TWO_POINT_RATE * then(8) + (1 - TWO_POINT_RATE) * then(6),
  );
  memo.value[index] = value;
  memo.known[index] = 1;
  statesWorkedOut++;
  return value;
}

/**
 * The scorer's win probability, `lead` points up, as it kicks off, or kicks onside when it is still
 * not ahead late.
 */
function restart(lead: number, secondsLeft: number, scorerTimeouts: number, receiverTimeouts: number) {
  const left = onClockGrid(Math.max(secondsLeft - KICKOFF_SECONDS, 0));
  const kickoff = 1 - ballWinProbability(-lead, left, START_AFTER_KICKOFF, receiverTimeouts, scorerTimeouts);
  if (lead >= 0 || secondsLeft > ONSIDE_FROM) return kickoff;
  const onside =
    ONSIDE_RECOVERY_RATE * ballWinProbability(lead, left, ONSIDE_RECOVERED_AT, scorerTimeouts, receiverTimeouts) +
    (1 - ONSIDE_RECOVERY_RATE) *
      (1 - ballWinProbability(-lead, left, ONSIDE_LOST_AT, receiverTimeouts, scorerTimeouts));
  return Math.max(kickoff, onside);
}

const TOUCHDOWN_BY_START = DRIVE_RESULT_BY_START.map(([yards, touchdown]) => [yards, touchdown] as const);
const FIELD_GOAL_BY_START = DRIVE_RESULT_BY_START.map(([yards, , fieldGoal]) => [yards, fieldGoal] as const);
const scoringRate = (yards: number) => interpolate(TOUCHDOWN_BY_START, yards) + interpolate(FIELD_GOAL_BY_START, yards);
/**
 * Drive results at each grid spot, read once: the drive model asks for them at every state. Each
 * holds a drive's touchdown and field-goal rates, the make rate of a kick from there, the same
 * drive's touchdown and field-goal chances when the leader runs the clock, and the chance a trailing
 * side playing for a field goal with four downs reaches range and makes it.
 */
const DRIVE_RESULT_ON_GRID = Array.from({ length: 100 / GRID + 1 }, (_, index) => {
  const touchdown = interpolate(TOUCHDOWN_BY_START, index * GRID);
  const fieldGoal = interpolate(FIELD_GOAL_BY_START, index * GRID);
  const make = fieldGoalMakeRate(index * GRID + FIELD_GOAL_EXTRA_YARDS);
  const stalledScores = (1 - RUN_CLOCK_SCORING_SHARE) * (touchdown + fieldGoal);
  return [
    touchdown,
    fieldGoal,
    make,
    touchdown * RUN_CLOCK_SCORING_SHARE,
    fieldGoal * RUN_CLOCK_SCORING_SHARE + stalledScores * make,
    Math.min((FOUR_DOWN_LIFT * scoringRate(index * GRID)) / scoringRate(FIELD_GOAL_RANGE), 1) *
      fieldGoalMakeRate(Math.min(index * GRID, FIELD_GOAL_RANGE) + FIELD_GOAL_EXTRA_YARDS),
  ];
});

/**
 * A stopped run-out drive's lengths and their weights by the timeouts the defence calls, by how many
 * of the lengths end before the two-minute warning and by the grid spot, worked out once: a
 * three-and-out takes `RUN_CLOCK_THREE_AND_OUT` of all the drives, the longer stops share the rest.
 * Nearer the goal than midfield the share is midfield's. Read spot by spot, the rising scoring rate
 * left ever fewer stops to hold the same three-and-outs, until from about the opponent's 40 every
 * stop was one: the leader's stalled drives there handed the ball back sooner than from midfield, so
 * its ball was worth less at the 40 than at the 50 — up 3 with five minutes left by two points —
 * and fourth-down calls that fail to or punt from there flipped between neighbouring yard lines
 * (going from the own 40 and the opponent's 45, punting from midfield).
 */
const THREE_AND_OUT_HELD_FROM = 50;
const RUN_CLOCK_STOPPED_LENGTHS = RUN_CLOCK_STOPPED_SECONDS.map((byWarning) =>
  byWarning.map((lengths) =>
    DRIVE_RESULT_ON_GRID.map((_, index) => {
      const result = DRIVE_RESULT_ON_GRID[Math.max(index, THREE_AND_OUT_HELD_FROM / GRID)]!;
      const threeAndOut = Math.min(RUN_CLOCK_THREE_AND_OUT / (1 - result[3]! - result[4]!), 1);
      return lengths.map(
        (seconds, index) =>
          [seconds, index === 0 ? threeAndOut : (1 - threeAndOut) * RUN_CLOCK_LONGER_STOP_WEIGHTS[index]!] as const,
      );
    }),
  ),
);

/** The drive results of a grid spot, as `DRIVE_RESULT_ON_GRID` lists them. */
function driveResult(yardsToEndZone: number): readonly number[] {
  return DRIVE_RESULT_ON_GRID[yardsToEndZone / GRID]!;
}

function onGrid(value: number): number {
  return Math.round(value / GRID) * GRID;
}

function onClockGrid(seconds: number): number {
  return Math.round(seconds / CLOCK_GRID) * CLOCK_GRID;
}

/**
 * A straight blend from `low` to `high` by `share`; on the grid point itself the far corner is not
 * worked out, as it weighs nothing and would cost a cold call a whole extra clock step of states.
 */
function blend(share: number, low: () => number, high: () => number): number {
  return share === 0 ? low() : (1 - share) * low() + share * high();
}

/**
 * The drive model between two grid spots `y0` and `y0 + GRID`, `share` of the way: a Catmull-Rom
 * curve through the spots either side as well, where the field has them. A straight blend bends at
 * every grid spot, and fourth down compares three such lines bending at different yards (the spot
 * after a conversion, after a failure, after a punt): where two options ran level for a stretch of
 * the field, the bends alone flipped the call back and forth.
 */
function alongTheField(share: number, at: (yards: number) => number, y0: number): number {
  const p1 = at(y0);
  const p2 = at(Math.min(y0 + GRID, 100 - GRID));
  const p0 = y0 - GRID >= GRID ? at(y0 - GRID) : 2 * p1 - p2;
  const p3 = y0 + 2 * GRID <= 100 - GRID ? at(y0 + 2 * GRID) : 2 * p2 - p1;
  const s2 = share * share;
  const s3 = s2 * share;
  return (
    p1 +
    0.5 * share * (p2 - p0) +
    s2 * (p0 - 2.5 * p1 + 2 * p2 - 0.5 * p3) +
    s3 * (-0.5 * p0 + 1.5 * p1 - 1.5 * p2 + 0.5 * p3)
  );
}

/**
 * The drive model off the grid: a straight blend of the clock's grid states either side and a
 * curve through the field's, so a yard or a second moves the answer smoothly.
 */
function lateWinProbability(state: GameState): number {
  const seconds = Math.max(state.secondsLeft, 0);
  const yards = clamp(state.yardsToEndZone, GRID, 100 - GRID);
  const t0 = Math.floor(seconds / CLOCK_GRID) * CLOCK_GRID;
  const y0 = Math.floor(yards / GRID) * GRID;
  const ft = (seconds - t0) / CLOCK_GRID;
  const fy = (yards - y0) / GRID;
  const at = (t: number, y: number) =>
    driveWinProbability(
      state.margin,
      t,
      state.possession,
      Math.min(y, 100 - GRID),
      state.timeouts,
      state.opponentTimeouts,
    );
  const atClock = (t: number) => (fy === 0 ? at(t, y0) : alongTheField(fy, (y) => at(t, y), y0));
  return blend(
    ft,
    () => atClock(t0),
    () => atClock(t0 + CLOCK_GRID),
  );
}

/**
 * Win probability with one side about to start a first-and-10 `yardsToEndZone` from scoring:
 * Stern's normal model with the possession's expected points until ten minutes are left, the
 * drive model in the last five, and a straight blend between.
 */
export function winProbability(state: GameState): number {
  const secondsLeft = Math.max(state.secondsLeft, 0);
  const normalWeight = clamp((secondsLeft - DRIVE_MODEL_FROM) / (NORMAL_MODEL_FROM - DRIVE_MODEL_FROM), 0, 1);
  const late =
    normalWeight < 1 ? lateWinProbability({ ...state, secondsLeft: Math.min(secondsLeft, NORMAL_MODEL_FROM) }) : 0;
  if (normalWeight === 0) return late;
  const worth = clamp(secondsLeft / SECONDS_TO_USE_A_POSSESSION, 0, 1) * expectedPoints(state.yardsToEndZone);
  const normal = winProbabilityFromMargin(state.margin + (state.possession === 'us' ? worth : -worth), secondsLeft);
  return normalWeight * normal + (1 - normalWeight) * late;
}

/**
 * Our win probability right after we score: the kickoff, or an onside kick when we are still not
 * ahead late — the state the two-point and fourth-down decisions compare. `drivesOnly` keeps to the
 * drive model through the whole fourth quarter: the try is about which margins one or two more
 * scores can reach, which a smooth normal curve of the margin cannot see.
 */
export function winProbabilityAfterScore(
  state: { margin: number; secondsLeft: number; timeouts: number; opponentTimeouts: number },
  drivesOnly = false,
): number {
  const secondsLeft = Math.max(state.secondsLeft, 0);
  if (secondsLeft > ONSIDE_FROM && !(drivesOnly && secondsLeft <= NORMAL_MODEL_FROM)) {
    return winProbability({ ...state, possession: 'them', yardsToEndZone: START_AFTER_KICKOFF });
  }
  const t0 = Math.floor(secondsLeft / CLOCK_GRID) * CLOCK_GRID;
  const ft = (secondsLeft - t0) / CLOCK_GRID;
  const at = (t: number) => restart(state.margin, t, state.timeouts, state.opponentTimeouts);
  return blend(
    ft,
    () => at(t0),
    () => at(t0 + CLOCK_GRID),
  );
}

/** Best first; on a level figure a kick comes before going for it (see `goesForIt`). */
function describeOptions(options: EngineOption[]): EngineOption[] {
  const kickFirst = (option: EngineOption) => (option.name === 'Go for it' ? 1 : 0);
  return [...options].sort((a, b) => b.value - a.value || kickFirst(a) - kickFirst(b));
}

// ---------------------------------------------------------------------------------------------
// Kicking by level

export const KickingLevelSchema = z
  .enum(['high-school', 'college', 'pro'])
  .default('pro')
  .describe("The level whose kicking figures apply: 'high-school', 'college' or 'pro'.");
export type KickingLevel = z.infer<typeof KickingLevelSchema>;

/**
 * How much longer a kick plays than an NFL kick of the same distance, and the extra-point rate.
 * College: NCAA FBS make rates 2015–2023 run about 5 yards behind the NFL's (40–49 yards ≈ 70%
 * against the NFL's ≈ 84%), and the 3-yard-line PAT is good ≈ 97% (NCAA statistics).
 * High school: no national table of make rates is published, so this is an assumption — the NFL
 * curve 20 yards longer (≈ 70% from 30 yards, ≈ 40% from 40) and an 85% PAT — and the advice says
 * so; the coach's own kicker figures replace it. Two-point rates are content/team-defaults.json's
 * (NFL 48%, NCAA FBS 45%, high school an assumption of 42%), so a try with the level's averages
 * reads the same whether the panel passes them or leaves them out.
 */
const KICKING: Record<
  KickingLevel,
  { extraYards: number; extraPointRate: number; twoPointRate: number; figures: string; tryAverage: string }
> = {
  pro: {
    extraYards: 0,
    extraPointRate: EXTRA_POINT_RATE,
    twoPointRate: TWO_POINT_RATE,
    figures: 'NFL kicking: field goals by distance (Pro-Football-Reference 2015–2023), extra point 94%',
    tryAverage: 'NFL average, Pro-Football-Reference 2015–2023',
  },
  college: {
    extraYards: 5,
    extraPointRate: 0.97,
    twoPointRate: 0.45,
    figures: 'college kicking: NCAA FBS field goals (about 5 yards behind the NFL curve), extra point 97%',
    tryAverage: 'college average, NCAA FBS statistics',
  },
  'high-school': {
    extraYards: 20,
    extraPointRate: 0.85,
    twoPointRate: 0.42,
    figures:
      'high-school kicking (an assumption, no national table is published): the NFL curve 20 yards longer, extra point 85%',
    tryAverage: 'high-school average, an assumption: no national table is published',
  },
};

/**
 * Where the NFL make-rate curve crosses one kick in two (between 55 yards, 60%, and 60 yards, 42%):
 * a kicker's "range" read the same way places his curve. Each level's curve then has the range
 * 58 − its extra yards (college 53, high school 38), the figures content/team-defaults.json gives.
 */
export const NFL_HALF_MAKE_DISTANCE = 58;

export const KickerRangeSchema = z
  .number()
  .int()
  .min(20)
  .max(70)
  .optional()
  .describe(
    "Our kicker's range: the longest field goal he makes about half the time, in yards. By default the level's.",
  );

/** The make rate at a distance for the level, or for a kicker whose range the coach gave. */
export function fieldGoalMakeRateAt(level: KickingLevel, kickDistance: number, kickerRange?: number): number {
  const extraYards = kickerRange === undefined ? KICKING[level].extraYards : NFL_HALF_MAKE_DISTANCE - kickerRange;
  return fieldGoalMakeRate(kickDistance + extraYards);
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
    opponentTimeouts: z.number().int().min(0).max(3).default(3).describe("The opponent's timeouts left."),
    level: KickingLevelSchema,
    kickerRange: KickerRangeSchema,
  })
  .refine((s) => s.yardsToGo <= s.yardsToEndZone, {
    message: 'yardsToGo cannot be more than yardsToEndZone',
    path: ['yardsToGo'],
  });
export type FourthDownSituation = z.infer<typeof FourthDownSituationSchema>;

/** The three options' win probabilities on a fourth down, with the odds behind them. */
export function fourthDownOptions(s: FourthDownSituation) {
  const after = Math.max(s.secondsLeft - SECONDS_PER_PLAY, 0);
  const timeouts = { timeouts: s.timeouts, opponentTimeouts: s.opponentTimeouts };
  const theirBallAt = (ourYardsToEndZone: number) =>
    winProbability({
      margin: s.scoreMargin,
      secondsLeft: after,
      possession: 'them',
      yardsToEndZone: 100 - ourYardsToEndZone,
      ...timeouts,
    });
  const afterOurScore = (pointsScored: number) =>
    winProbabilityAfterScore({ margin: s.scoreMargin + pointsScored, secondsLeft: after, ...timeouts });

  const convert = conversionRate(s.yardsToGo, s.yardsToEndZone);
  const goalToGo = s.yardsToGo === s.yardsToEndZone;
  // Like the Advanced NFL Stats calculator, a conversion gains only the yards needed.
  const convertedWp = goalToGo
    ? KICKING[s.level].extraPointRate * afterOurScore(7) + (1 - KICKING[s.level].extraPointRate) * afterOurScore(6)
    : winProbability({
        margin: s.scoreMargin,
        secondsLeft: after,
        possession: 'us',
        yardsToEndZone: s.yardsToEndZone - s.yardsToGo,
        ...timeouts,
      });
  const go = convert * convertedWp + (1 - convert) * theirBallAt(s.yardsToEndZone);

  const kickDistance = s.yardsToEndZone + FIELD_GOAL_EXTRA_YARDS;
  const make = fieldGoalMakeRateAt(s.level, kickDistance, s.kickerRange);
  const missSpot = Math.max(s.yardsToEndZone + 7, MISSED_FIELD_GOAL_MIN_YARDS);
  const kick = make * afterOurScore(3) + (1 - make) * theirBallAt(missSpot);

  const puntLandsAt = Math.max(s.yardsToEndZone - NET_PUNT_YARDS, SHORTEST_PUNT_FIELD);
  let punt = 0;
  for (const extraYards of NET_PUNT_SPREAD)
    punt += theirBallAt(Math.max(s.yardsToEndZone - NET_PUNT_YARDS - extraYards, SHORTEST_PUNT_FIELD));
  punt /= NET_PUNT_SPREAD.length;
  return { go, kick, punt, convert, make, kickDistance, puntLandsAt };
}

/**
 * The longest yards to go at which going for it is at least as good as the better kick; 0 when
 * even 4th & 1 is a kick.
 */
export function fourthDownBreakEven(s: Omit<FourthDownSituation, 'yardsToGo'>): number {
  let longest = 0;
  for (let yardsToGo = 1; yardsToGo <= Math.min(s.yardsToEndZone, 20); yardsToGo++) {
    const { go, kick, punt } = fourthDownOptions({ ...s, yardsToGo });
    if (goesForIt(go, kick, punt)) longest = yardsToGo;
  }
  return longest;
}

/**
 * Going for it has to beat the better kick by the precision the call is shown (a tenth of a point of
 * win probability); closer than that is a tie, and a tie is kicked. The test is on the unrounded
 * figures: comparing rounded ones made the call flip between neighbouring yard lines wherever go and
 * kick ran level for a stretch of the field, as each rounded up or down in turn.
 */
const TIE_MARGIN = 0.001;
function goesForIt(go: number, kick: number, punt: number): boolean {
  return go - Math.max(kick, punt) > TIE_MARGIN;
}

export function decideFourthDown(s: FourthDownSituation): EngineAdvice {
  const { go, kick, punt, convert, make, kickDistance, puntLandsAt } = fourthDownOptions(s);
  const measure = 'win probability';
  // A tie is shown as one: going for it within the margin of the better kick shows the kick's figure.
  const shownGo = goesForIt(go, kick, punt) ? go : Math.min(go, Math.max(kick, punt));
  const options = describeOptions([
    { name: 'Go for it', value: round(shownGo), measure },
    { name: 'Field goal', value: round(kick), measure },
    { name: 'Punt', value: round(punt), measure },
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
      `Win probability: ${WIN_PROBABILITY_SOURCE}; conversion rates: NFL 2010–2022 (nfl4th), inside the 25 falling to the NYT 4th Down Bot's goal-line rates; ` +
      `${s.kickerRange === undefined ? KICKING[s.level].figures : `our kicker's range ${s.kickerRange} yards (the NFL curve moved to cross 50% there)`}; net punt 42 yards, give or take ten.`,
  };
}

const WIN_PROBABILITY_SOURCE =
  'Stern (1991) normal model of the final margin with the expected points of the possession (Advanced NFL Stats / nflfastR curve) ' +
  'until the last 10–15 minutes, then a drive-by-drive model (NFL drive results by starting field position, clock use by score and timeouts, ' +
  'onside kicks 10%), checked against nflfastR win probabilities';

export const fourthDownDecisionTool: EngineTool<typeof FourthDownSituationSchema> = {
  name: 'fourth_down_decision',
  sport: 'football',
  description:
    'Fourth down: compare the win probability of going for it, kicking a field goal and punting from yards to go, field position, score, time, both teams’ timeouts and the level.',
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
  timeouts: z.number().int().min(0).max(3).default(3).describe('Our timeouts left.'),
  opponentTimeouts: z.number().int().min(0).max(3).default(3).describe("The opponent's timeouts left."),
  level: KickingLevelSchema,
  twoPointRate: z
    .number()
    .min(0)
    .max(1)
    .optional()
    .describe("Our two-point success rate; by default the level's (NFL 0.48, college 0.45, high school 0.42)."),
  extraPointRate: z
    .number()
    .min(0)
    .max(1)
    .optional()
    .describe("Our extra-point success rate; by default the level's (NFL 0.94, college 0.97, high school 0.85)."),
});
export type TwoPointSituation = z.infer<typeof TwoPointSituationSchema>;

export function decideTwoPoint(s: TwoPointSituation): EngineAdvice {
  const m = s.marginAfterTouchdown;
  const extraPointRate = s.extraPointRate ?? KICKING[s.level].extraPointRate;
  const twoPointRate = s.twoPointRate ?? KICKING[s.level].twoPointRate;
  const wp = (margin: number) =>
    winProbabilityAfterScore(
      { margin, secondsLeft: s.secondsLeft, timeouts: s.timeouts, opponentTimeouts: s.opponentTimeouts },
      true,
    );
  const kickWp = extraPointRate * wp(m + 1) + (1 - extraPointRate) * wp(m);
  const goWp = twoPointRate * wp(m + 2) + (1 - twoPointRate) * wp(m);
  // The two-point success rate at which going for two matches the kick.
  const gain = wp(m + 2) - wp(m);
  const breakEven = gain > 0 ? clamp((kickWp - wp(m)) / gain, 0, 1) : 1;

  const measure = 'win probability';
  const kick: EngineOption = { name: 'Kick the extra point', value: round(kickWp), measure };
  const go: EngineOption = { name: 'Go for two', value: round(goWp), measure };
  // When the two are equal to the rounding, the kick is the lower-variance call.
  const [best, second] = go.value > kick.value ? [go, kick] : [kick, go];
  // One sentence for every level and margin, only its figures changing: a toss-up reads as a gap of
  // a few tenths, and a try where the point adds nothing as a break-even near 0%. Worded by case, the
  // same try read as two differently built sentences at two levels whose averages put it either side
  // of a cut-off.
  const reason =
    `${best.name}: ${percent(best.value)} win probability against ${percent(second.value)} for ${second.name.toLowerCase()}, ` +
    `${points(best.value - second.value)} points apart. Going for two breaks even at ${percent(breakEven)} success; ` +
    `you convert about ${percent(twoPointRate)} and kick about ${percent(extraPointRate)}.`;
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
      `Two-point chart logic (Vermeil/Prothro chart) evaluated with win probabilities: ${WIN_PROBABILITY_SOURCE}; ` +
      `two-point ${percent(twoPointRate)} (${figureOrigin(twoPointRate, KICKING[s.level].twoPointRate, s.level)}), ` +
      `extra point ${percent(extraPointRate)} (${figureOrigin(extraPointRate, KICKING[s.level].extraPointRate, s.level)}).`,
  };
}

/** Where a try's rate came from: the level's average (passed or left out alike), or the team's own. */
function figureOrigin(rate: number, levelAverage: number, level: KickingLevel): string {
  return rate === levelAverage ? KICKING[level].tryAverage : 'your figure';
}

export const twoPointDecisionTool: EngineTool<typeof TwoPointSituationSchema> = {
  name: 'two_point_decision',
  sport: 'football',
  description:
    'After a touchdown: kick the extra point or go for two, from the margin, the time left, both teams’ timeouts and the level.',
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

/**
 * A run carries the ball's risk a kneel does not: NFL running plays lose a fumble about 0.6% of the
 * time (Pro-Football-Reference team fumble and rushing totals 2018–2023, rounded); the victory
 * formation's kneel all but never.
 */
const LOST_FUMBLE_PER_RUN = 0.006;
/**
 * The chance a run-the-clock series gains a first down, by the down it starts on: from 1st, about
 * 53% (see `RUN_CLOCK_THREE_AND_OUT`); from 3rd, a third and five converting some 44% (the
 * conversion table), 2nd between; on 4th a run is a fourth-down try at the same odds.
 */
const RUN_SERIES_FIRST_DOWN = [0.53, 0.48, 0.44, 0.44] as const;
/** Yards a first down on the ground moves the ball, as the run-out drive's 1st and 10 reads it. */
const RUN_SERIES_YARDS = 10;
/** Game clock a spike or a snap after a timeout takes, and the play clock a timeout saves in a hurry-up. */
const SECONDS_SAVED_BY_TIMEOUT = HURRY_UP_SECONDS_RUNNING - HURRY_UP_SECONDS_STOPPED;

const CLOCK_MEASURE = 'win probability';

function clockAdvice(
  recommendation: string,
  reason: string,
  advicePoints: string[],
  options: EngineOption[] = [],
): EngineAdvice {
  return {
    sport: 'football',
    engine: 'clock_management',
    recommendation,
    reason,
    options,
    points: advicePoints,
    source:
      'NFL clock rules (40-second play clock, timeouts stop the clock); clock-burn arithmetic as in the standard victory-formation tables; ' +
      `field-goal make rates from Pro-Football-Reference 2015–2023; win probabilities: ${WIN_PROBABILITY_SOURCE}.`,
  };
}

/**
 * Within half a point of win probability the two courses are a tie, and a tie keeps `first`, the
 * conventional call (kneel, save the timeout): the drive model does not see every use of a timeout
 * or a down, so a gap that small is no reason to leave the call coaches make.
 */
const CLOCK_TIE_BAND = 0.005;

/** Two courses with their win probabilities, best first; within the tie band, `first` leads. */
function clockOptions(first: [string, number], second: [string, number]): EngineOption[] {
  const [a, b] = [first, second].map(([name, value]) => ({ name, value: round(value), measure: CLOCK_MEASURE }));
  return second[1] - first[1] > CLOCK_TIE_BAND ? [b!, a!] : [a!, b!];
}

/** A chance to the tenth, as the call line shows it: 0.9962 → "99.6%". */
const tenths = (share: number) => `${(Math.round(share * 1000) / 10).toString()}%`;

/** "Kneel it out: 99.4% against 97.1% for run the clock." */
function figuresSentence(options: EngineOption[]): string {
  const [best, second] = options;
  if (!best) return '';
  return second
    ? ` ${best.name}: ${tenths(best.value)} to win against ${tenths(second.value)} for ${second.name.toLowerCase()}.`
    : ` ${best.name}: ${tenths(best.value)} to win.`;
}

function clockTimeouts(s: ClockSituation) {
  return { timeouts: s.timeouts, opponentTimeouts: s.opponentTimeouts };
}

/**
 * With the ball and the lead: the snaps left before the ball goes over are knelt or run, then a punt
 * when the clock has not run out. `snapSeconds` is the game clock each snap takes (a kneel 2 s, a run
 * 5 s); a run keeps the chance of a first down (a new set of downs for the run-out drive) and risks a
 * fumble. The other side calls its timeouts to stop the clock, as `secondsTheOffenceCanBurn` counts.
 */
function leaderSeriesValue(s: ClockSituation, runs: boolean): number {
  const snaps = 5 - s.down;
  const burn = secondsTheOffenceCanBurn({
    down: s.down,
    defenceTimeouts: s.opponentTimeouts,
    clockRunning: s.clockRunning,
    secondsPerSnap: runs ? RUN_PLAY_SECONDS : KNEEL_SECONDS,
  });
  const fumbleFree = runs ? (1 - LOST_FUMBLE_PER_RUN) ** snaps : 1;
  // A lost fumble hands the ball over where it is, on any of the snaps alike: the clock then is
  // what the snaps before it took.
  let fumbled = 0;
  for (let snap = 0; snap < snaps; snap++)
    fumbled += winProbability({
      margin: s.scoreMargin,
      secondsLeft: Math.max(s.secondsLeft - (snap * burn) / snaps - RUN_PLAY_SECONDS, 0),
      possession: 'them',
      yardsToEndZone: 100 - s.yardsToEndZone,
      ...clockTimeouts(s),
    });
  fumbled /= snaps;
  let held: number;
  if (burn >= s.secondsLeft) held = settled(s.scoreMargin);
  else {
    const left = Math.max(s.secondsLeft - burn - PUNT_PLAY_SECONDS, 0);
    const punted = winProbability({
      margin: s.scoreMargin,
      secondsLeft: left,
      possession: 'them',
      yardsToEndZone: 100 - Math.max(s.yardsToEndZone - NET_PUNT_YARDS, SHORTEST_PUNT_FIELD),
      timeouts: s.timeouts,
      opponentTimeouts: 0,
    });
    if (!runs) held = punted;
    else {
      const firstDown = RUN_SERIES_FIRST_DOWN[s.down - 1]!;
      const moved = winProbability({
        margin: s.scoreMargin,
        secondsLeft: Math.max(s.secondsLeft - burn / 2, 0),
        possession: 'us',
        yardsToEndZone: Math.max(s.yardsToEndZone - RUN_SERIES_YARDS, 1),
        ...clockTimeouts(s),
      });
      held = firstDown * moved + (1 - firstDown) * punted;
    }
  }
  return fumbleFree * held + (1 - fumbleFree) * fumbled;
}

/**
 * The other side's series against ours, when we call our timeouts after each of its plays or keep
 * them: the clock it burns, a punt to us, or a first down that runs more of it off.
 */
function defenceSeriesValue(s: ClockSituation, callTimeouts: boolean): number {
  const burn = secondsTheOffenceCanBurn({
    down: s.down,
    defenceTimeouts: callTimeouts ? s.timeouts : 0,
    clockRunning: s.clockRunning,
    secondsPerSnap: RUN_PLAY_SECONDS,
  });
  const ourTimeouts = callTimeouts ? 0 : s.timeouts;
  const stopped =
    burn >= s.secondsLeft
      ? settled(s.scoreMargin)
      : winProbability({
          margin: s.scoreMargin,
          secondsLeft: Math.max(s.secondsLeft - burn - PUNT_PLAY_SECONDS, 0),
          possession: 'us',
          yardsToEndZone: 100 - Math.max(s.yardsToEndZone - NET_PUNT_YARDS, SHORTEST_PUNT_FIELD),
          timeouts: ourTimeouts,
          opponentTimeouts: s.opponentTimeouts,
        });
  const firstDown = RUN_SERIES_FIRST_DOWN[s.down - 1]!;
  const moved = winProbability({
    margin: s.scoreMargin,
    secondsLeft: Math.max(s.secondsLeft - burn / 2, 0),
    possession: 'them',
    yardsToEndZone: Math.max(s.yardsToEndZone - RUN_SERIES_YARDS, 1),
    timeouts: ourTimeouts,
    opponentTimeouts: s.opponentTimeouts,
  });
  return firstDown * moved + (1 - firstDown) * stopped;
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
    // Late with the lead the two courses are put side by side; the model's chances are the game's,
    // so before the half the call stands on the clock arithmetic alone.
    const leadOptions =
      lateInGame && s.scoreMargin > 0
        ? clockOptions(['Kneel it out', leaderSeriesValue(s, false)], ['Run the clock', leaderSeriesValue(s, true)])
        : [];
    const protectingLead = lateInGame ? s.scoreMargin > 0 : s.yardsToEndZone >= 70 && s.timeouts <= 1;
    const kneels = leadOptions.length ? leadOptions[0]!.name === 'Kneel it out' : s.secondsLeft <= kneelBurn;
    if (protectingLead && kneels) {
      const outlasts = s.secondsLeft <= kneelBurn;
      return clockAdvice(
        'Kneel it out',
        (outlasts
          ? `${s.secondsLeft} seconds left and the kneels from ${ordinal(s.down)} down run off about ${kneelBurn} against their ${s.opponentTimeouts} timeout${s.opponentTimeouts === 1 ? '' : 's'}, so the ${lateInGame ? 'game' : 'half'} is over if you just take the snap.`
          : `The kneels run off about ${kneelBurn} of the ${s.secondsLeft} seconds before the punt, and a run risks the ball for little more clock.`) +
          figuresSentence(leadOptions),
        [
          'Victory formation: backs deep as safeties in case of a fumble.',
          'Let the play clock run to 1 before every snap.',
          'No handoffs, no sweeps — the QB goes down.',
        ],
        leadOptions,
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
        `Kneeling only runs off about ${kneelBurn} of the ${s.secondsLeft} seconds; running in bounds to the punt burns about ${runBurn}, leaving them roughly ${leftForThem} seconds, and a first down ends it.` +
          figuresSentence(leadOptions),
        [
          'Runs between the tackles; ball carriers stay in bounds and go down.',
          'Use the whole play clock before each snap.',
          'A first down ends it — call your surest short-yardage play on 3rd down.',
          'Keep your timeouts for after the punt.',
        ],
        leadOptions,
      );
    }
    const needsPoints = lateInGame ? s.scoreMargin <= 0 : true;
    if (needsPoints) {
      const snaps = hurryUpSnaps(s.secondsLeft, s.timeouts);
      const kickDistance = s.yardsToEndZone + FIELD_GOAL_EXTRA_YARDS;
      const make = fieldGoalMakeRate(kickDistance);
      const fieldGoalWins = lateInGame && s.scoreMargin >= -2;
      const inRange = make >= 0.75;
      // A kick with no time left after it: the game ends on it.
      const lastKick = make * settled(s.scoreMargin + 3) + (1 - make) * settled(s.scoreMargin);
      const ourBall = (secondsLeft: number, timeouts: number) =>
        winProbability({
          margin: s.scoreMargin,
          secondsLeft: Math.max(secondsLeft, 0),
          possession: 'us',
          yardsToEndZone: s.yardsToEndZone,
          timeouts,
          opponentTimeouts: s.opponentTimeouts,
        });
      if (fieldGoalWins && inRange && s.secondsLeft <= 90) {
        const options = clockOptions(
          ['Run it down for the last kick', lastKick],
          ['Keep the drive going', ourBall(s.secondsLeft, s.timeouts)],
        );
        if (options[0]!.name === 'Run it down for the last kick')
          return clockAdvice(
            'Run it down for the last kick',
            `A ${kickDistance}-yard field goal is good about ${percent(make)} of the time and ${s.scoreMargin === 0 ? 'wins' : 'takes the lead'}; run the clock and leave them no time to answer.` +
              figuresSentence(options),
            [
              'Safe runs toward the middle of the field to set the kick angle.',
              'Let the clock run; take the last timeout with 2–3 seconds left.',
              'Do not throw — a sack or an interception is the only way to lose this.',
            ],
            options,
          );
      }
      // Too little time for a series: the last snap is the call, never "time for 0 snaps".
      if (snaps < 1) {
        // A one-play touchdown from here: the goal-line rate at this distance (the NYT bot's 4th and
        // goal rates, falling to 6% from 20 yards and beyond, about a Hail Mary's odds).
        const touchdown = conversionRate(s.yardsToEndZone, s.yardsToEndZone);
        const afterTouchdown =
          EXTRA_POINT_RATE * settled(s.scoreMargin + 7) + (1 - EXTRA_POINT_RATE) * settled(s.scoreMargin + 6);
        const shot = touchdown * afterTouchdown + (1 - touchdown) * settled(s.scoreMargin);
        const options = lateInGame
          ? clockOptions(['Kick the field goal now', lastKick], ['One last shot to the end zone', shot])
          : [];
        const kicks = options.length
          ? options[0]!.name === 'Kick the field goal now'
          : s.scoreMargin >= -3 && make >= 0.5;
        return kicks
          ? clockAdvice(
              'Kick the field goal now',
              `With ${s.secondsLeft} seconds and no time for another play after this one, a ${kickDistance}-yard field goal is good about ${percent(make)} of the time and ${s.scoreMargin === -3 ? 'ties the game' : 'wins it'}.` +
                figuresSentence(options),
              ['Field-goal unit on now; snap before the clock can expire.'],
              options,
            )
          : clockAdvice(
              'One last shot to the end zone',
              `With ${s.secondsLeft} seconds there is time for one snap, not a drive: ${s.scoreMargin < -3 || make < 0.5 ? 'only a touchdown does it' : 'make it count'}.` +
                figuresSentence(options),
              ['Everyone to the end zone; the quarterback buys time and throws it up.'],
              options,
            );
      }
      const scoresNeeded = lateInGame && s.scoreMargin < -8 ? 'two scores' : 'one score';
      // With the clock running, a timeout now starts the next snap some 14 s sooner, for a timeout the
      // drive may want later: the drive model weighs the two.
      const options = !lateInGame
        ? []
        : s.clockRunning && s.timeouts > 0
          ? clockOptions(
              ['Hurry-up offense', ourBall(s.secondsLeft - HURRY_UP_SECONDS_RUNNING, s.timeouts)],
              ['Call timeout now', ourBall(s.secondsLeft - HURRY_UP_SECONDS_STOPPED, s.timeouts - 1)],
            )
          : [{ name: 'Hurry-up offense', value: round(ourBall(s.secondsLeft, s.timeouts)), measure: CLOCK_MEASURE }];
      const timeoutFirst = options[0]?.name === 'Call timeout now';
      return clockAdvice(
        timeoutFirst ? 'Call timeout now, then hurry-up offense' : 'Hurry-up offense',
        `With ${s.secondsLeft} seconds and ${s.timeouts} timeout${s.timeouts === 1 ? '' : 's'} you have time for about ${snaps} snaps at no-huddle tempo, and you need ${scoresNeeded}.` +
          (timeoutFirst
            ? ` A timeout now saves about ${SECONDS_SAVED_BY_TIMEOUT} seconds, worth more here than keeping it.`
            : '') +
          figuresSentence(options),
        [
          'Throw to the sidelines and get out of bounds; middle throws only with a timeout to spare.',
          'Spike to stop the clock only when you must — it costs a down.',
          'Keep one timeout for the field-goal unit.',
          lateInGame && s.scoreMargin < -8
            ? 'Score fast: take the open underneath throw over the long shot.'
            : 'Take what they give; you need a score, not a big play.',
        ],
        options,
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
  const defenceOptions = lateInGame
    ? clockOptions(
        ['Save your timeouts', defenceSeriesValue(s, false)],
        ['Use your timeouts now', defenceSeriesValue(s, true)],
      )
    : [];
  if (lateInGame && s.scoreMargin <= 0) {
    if (s.secondsLeft <= theirBurn) {
      // Only a lost fumble gets the ball back: their runs to the end, each at the league's rate.
      const snaps = 5 - s.down;
      const takeaway = 1 - (1 - LOST_FUMBLE_PER_RUN) ** snaps;
      const ourBallBack = winProbability({
        margin: s.scoreMargin,
        secondsLeft: s.secondsLeft / 2,
        possession: 'us',
        yardsToEndZone: 100 - s.yardsToEndZone,
        ...clockTimeouts(s),
      });
      const chance = takeaway * ourBallBack + (1 - takeaway) * settled(s.scoreMargin);
      return clockAdvice(
        'Go for the takeaway',
        `They can run off about ${theirBurn} seconds from ${ordinal(s.down)} down even with your ${s.timeouts} timeout${s.timeouts === 1 ? '' : 's'}, more than the ${s.secondsLeft} left; only a turnover gets the ball back.` +
          figuresSentence([{ name: 'Go for the takeaway', value: round(chance), measure: CLOCK_MEASURE }]),
        [
          'Rip at the ball on every tackle.',
          'Load the box and blitz — a negative play forces a throw.',
          'Call each timeout the moment the whistle blows.',
        ],
        [{ name: 'Go for the takeaway', value: round(chance), measure: CLOCK_MEASURE }],
      );
    }
    if (defenceOptions[0]?.name !== 'Save your timeouts') {
      const leftForUs = Math.max(s.secondsLeft - theirBurn - PUNT_PLAY_SECONDS, 0);
      return clockAdvice(
        'Use your timeouts now',
        `Stopping the clock after each of their plays leaves you about ${leftForUs} seconds after their punt; waiting lets them run off ${PLAY_CLOCK_SECONDS} seconds a snap.` +
          figuresSentence(defenceOptions),
        [
          'Timeout the moment each running play ends.',
          'Stop the run: a first down for them ends it.',
          'Put your best returner back and call for a fair catch if it is short.',
        ],
        defenceOptions,
      );
    }
  }
  return clockAdvice(
    'Save your timeouts',
    (!lateInGame
      ? `Keep your ${s.timeouts} timeout${s.timeouts === 1 ? '' : 's'} for your own drive before the half; stop the clock only if they stall deep in their end.`
      : s.scoreMargin > 0
        ? `You lead by ${s.scoreMargin}; every second they spend is yours, so make them use their own ${s.opponentTimeouts} timeout${s.opponentTimeouts === 1 ? '' : 's'}.`
        : `There is time enough after their punt either way; your ${s.timeouts} timeout${s.timeouts === 1 ? '' : 's'} are worth more on your own drive.`) +
      figuresSentence(defenceOptions),
    [
      'Keep everything in front — no deep completions.',
      'Tackle in bounds so the clock keeps running.',
      'Defend the sticks on 3rd down.',
    ],
    defenceOptions,
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
