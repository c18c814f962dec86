import { z } from 'zod';
import type { EngineAdvice, EngineOption, EngineTool } from './engine-types';
import { interpolate, percent, points, round } from './engine-math';
import lastShotTable from './last-shot-table.json';

// ---------------------------------------------------------------------------------------------
// Published figures

/** Source: NBA league free-throw percentage 2015–2024 ≈ 77–78% (Basketball-Reference league averages). */
const LEAGUE_FREE_THROW_RATE = 0.78;
/** Source: NBA league offensive-rebound rate ≈ 25% of missed shots (Basketball-Reference, 2015–2024). */
const OFFENSIVE_REBOUND_RATE = 0.25;
/**
 * Missed free throws are rebounded by the shooting team far less often than live misses: about 14%
 * in the NBA (the figure quoted in public foul-when-tied analyses). The foul-up-three tree follows
 * Annis (2006), "Optimal end-game strategy in basketball", JQAS.
 */
const INTENTIONAL_MISS_REBOUND_RATE = 0.14;
/**
 * A contested last-second shot converts below the season average (NBA 2023–24: 2P ≈ .54, 3P ≈ .37,
 * Basketball-Reference). Defaults of 45% on a two and 33% on a three are modelling assumptions for a
 * set, contested look; both are inputs so a coach can use his own team's numbers.
 */
const LAST_SHOT_TWO_RATE = 0.45;
const LAST_SHOT_THREE_RATE = 0.33;
/** Source: NBA offensive rating ≈ 1.14 points per possession (Basketball-Reference, 2021–2024 average). */
const POINTS_PER_POSSESSION = 1.14;
/**
 * Points a possession yields by the seconds it has, at the end of a quarter (modelling assumption,
 * rounded): a heave with 2 s scores about a quarter of a point, 14 s or more is nearly a full
 * possession. The clock logic is the one Rogers & Immink, "The 'Two for One': a significant
 * basketball advantage", and Ken Pomeroy's "The value of 2-for-1's" analyse.
 */
const POINTS_BY_POSSESSION_SECONDS: readonly (readonly [number, number])[] = [
  [0, 0],
  [2, 0.25],
  [4, 0.6],
  [8, 0.9],
  [14, 1.05],
  [24, POINTS_PER_POSSESSION],
];
/** An early-clock shot to get the two-for-one is slightly worse than a set play (modelling assumption). */
const QUICK_SHOT_POINTS = 1.05;
/** A quick shot goes up 4–10 seconds into the possession; a change of possession takes about 2 s. */
const QUICKEST_SHOT_SECONDS = 4;
const SLOWEST_QUICK_SHOT_SECONDS = 10;
const SECONDS_BETWEEN_POSSESSIONS = 2;

/** Source: NBA personal fouls ≈ 19.6 per team per 240 player-minutes (Basketball-Reference 2023–24) → 0.08 a minute. */
const FOULS_PER_MINUTE = 0.08;
/**
 * Maymin, Maymin & Shen (2011), "How much trouble is early foul trouble? Strategically idling
 * resources in the NBA": a starter "in foul trouble" (more fouls than the quarter number; five in
 * the fourth) plays measurably worse — afraid of the next foul — which is why benching him can pay.
 * How much of his edge over the backup he loses is an input; by default half (modelling assumption).
 */
const FOUL_TROUBLE_DROPOFF = 0.5;
/**
 * Minutes at the end of a close game carry more win probability; the closing stretch is weighted
 * double (modelling assumption, the reason coaches save a starter for the finish).
 */
const CLOSING_MINUTES = 6;
const CLOSING_WEIGHT = 2;

function pick<T extends EngineOption>(options: T[]): [T, T] {
  const sorted = [...options].sort((a, b) => b.value - a.value);
  return [sorted[0]!, sorted[1]!];
}

// ---------------------------------------------------------------------------------------------
// foul_up_three

export const FoulUpThreeSituationSchema = z.strictObject({
  // With the clock at zero the game is over: there is no shot to foul before, so no call to make.
  secondsLeft: z.number().min(1).max(60).default(8).describe('Seconds left when they have the ball, down 3.'),
  opponentFreeThrowRate: z.number().min(0).max(1).default(LEAGUE_FREE_THROW_RATE),
  ourFreeThrowRate: z.number().min(0).max(1).default(LEAGUE_FREE_THROW_RATE),
  tyingThreeRate: z
    .number()
    .min(0)
    .max(1)
    .default(LAST_SHOT_THREE_RATE)
    .describe('Their chance on a contested tying three.'),
});
export type FoulUpThreeSituation = z.infer<typeof FoulUpThreeSituationSchema>;

/**
 * How good a last shot is by the seconds left for it: a catch-and-heave with one second, a set
 * play from about five (modelling assumption; the clock logic of Annis 2006).
 */
const LAST_SHOT_QUALITY_BY_SECONDS: readonly (readonly [number, number])[] = [
  [0, 0],
  [1, 0.3],
  [3, 0.7],
  [5, 1],
];
/** From here on a shot is as good as it gets: more seconds to set it up add nothing. */
const FULL_SET_UP_SECONDS = LAST_SHOT_QUALITY_BY_SECONDS[LAST_SHOT_QUALITY_BY_SECONDS.length - 1]![0];
/** `LAST_SHOT_QUALITY_BY_SECONDS` at each whole second, read without a search: the end-game tree asks it at every state. */
const SET_UP_QUALITY_BY_SECOND = Array.from({ length: 61 }, (_, seconds) =>
  interpolate(LAST_SHOT_QUALITY_BY_SECONDS, seconds),
);
function setUpQuality(seconds: number): number {
  return Number.isInteger(seconds) && seconds >= 0 && seconds < SET_UP_QUALITY_BY_SECOND.length
    ? SET_UP_QUALITY_BY_SECOND[seconds]!
    : interpolate(LAST_SHOT_QUALITY_BY_SECONDS, seconds);
}

/** An offensive rebound and a second three need about three seconds; with eight they are all there. */
const SECOND_CHANCE_BY_SECONDS: readonly (readonly [number, number])[] = [
  [3, 0],
  [8, 1],
];
/** Inbound and foul take about a second; their free throws, our inbound and their foul about two more. */
const SECONDS_TO_FOUL = 1;
const SECONDS_TO_FOUL_BACK = 2;

/**
 * Our chance of losing when they get one last shot trailing by `deficit` with `seconds` for it
 * (ties go to overtime at evens).
 */
function lossOnTheirLastShot(deficit: number, three: number, seconds: number): number {
  const quality = interpolate(LAST_SHOT_QUALITY_BY_SECONDS, seconds);
  const two = LAST_SHOT_TWO_RATE * quality;
  const tyingThree = three * quality;
  if (deficit <= 0) return 1;
  if (deficit === 1) return Math.max(two, tyingThree);
  if (deficit === 2) return Math.max(two / 2, tyingThree);
  if (deficit === 3) return tyingThree / 2;
  return 0;
}

export function decideFoulUpThree(s: FoulUpThreeSituation): EngineAdvice {
  const three = s.tyingThreeRate;
  // Defend: the tying three, and with time left a second try off an offensive rebound.
  const secondChance =
    interpolate(SECOND_CHANCE_BY_SECONDS, s.secondsLeft) * (1 - three) * OFFENSIVE_REBOUND_RATE * three;
  const defendLoss = (three + secondChance) / 2;

  // Foul before the shot: two free throws, and they choose the better of two plans.
  const f = s.opponentFreeThrowRate;
  // Make the first and miss the second on purpose: they need the rebound and a putback to tie.
  const missOnPurpose = (f * INTENTIONAL_MISS_REBOUND_RATE * LAST_SHOT_TWO_RATE) / 2;
  // Shoot both, foul us, and take a last shot with whatever clock our free throws leave.
  const lastShotSeconds = Math.max(s.secondsLeft - SECONDS_TO_FOUL - SECONDS_TO_FOUL_BACK, 0);
  let foulBack = 0;
  const theirMakes = [(1 - f) ** 2, 2 * f * (1 - f), f * f];
  const u = s.ourFreeThrowRate;
  const ourMakes = [(1 - u) ** 2, 2 * u * (1 - u), u * u];
  theirMakes.forEach((pThem, made) => {
    ourMakes.forEach((pUs, ours) => {
      foulBack += pThem * pUs * lossOnTheirLastShot(3 - made + ours, three, lastShotSeconds);
    });
  });
  // Annis (2006): the fouling team's edge is that too little clock is left for the foul-back plan;
  // the model lets the trailing team take whichever plan is better for it.
  const foulLoss = Math.max(missOnPurpose, foulBack);

  const measure = 'win probability';
  const [best, second] = pick([
    { name: 'Foul', value: round(1 - foulLoss), measure },
    { name: 'Defend', value: round(1 - defendLoss), measure },
  ]);
  const reason =
    `${best.name === 'Foul' ? 'Fouling' : 'Defending'} wins about ${points(best.value - second.value)} points of win probability ` +
    `(${percent(best.value)} vs ${percent(second.value)}): a tying three falls about ${percent(three)} of the time, ` +
    (best.name === 'Foul'
      ? `while the foul makes them hit free throws at ${percent(f)} and still need a miracle.`
      : `and with ${s.secondsLeft} seconds a foul lets them make both and get the ball back after your free throws.`);

  return {
    sport: 'basketball',
    engine: 'foul_up_three',
    recommendation: best.name === 'Foul' ? 'Foul before the shot' : 'Defend the three',
    reason,
    options: [best, second],
    points:
      best.name === 'Foul'
        ? [
            'Foul on the catch, before he turns to shoot — grab, do not swipe at the ball.',
            'Foul away from the three-point line so there is no shooting motion.',
            'Box out hard on the second free throw: they will try to miss it.',
          ]
        : [
            'Switch everything on the perimeter; no open look from three.',
            'Run them off the line — a two does not beat you.',
            'Do not jump at pump fakes: hands high, stay down.',
          ],
    source:
      'Annis (2006), "Optimal end-game strategy in basketball" (JQAS), with the clock each plan needs (a second to foul, two more to foul back, the last shot worse the less time it has); ' +
      'NBA free throws 78%, offensive rebounds 25% (Basketball-Reference), 14% on missed free throws; a contested tying three ≈ 33% (assumed default, an input).',
  };
}

export const foulUpThreeTool: EngineTool<typeof FoulUpThreeSituationSchema> = {
  name: 'foul_up_three',
  sport: 'basketball',
  description: 'Up three in the last seconds: foul before the shot or defend the three.',
  parameters: FoulUpThreeSituationSchema,
  run: decideFoulUpThree,
};

// ---------------------------------------------------------------------------------------------
// two_for_one

export const TwoForOneSituationSchema = z.strictObject({
  secondsLeft: z.number().min(0).max(60).default(36).describe('Seconds left in the quarter as we get the ball.'),
  shotClock: z
    .union([z.literal(24), z.literal(30), z.literal(35)])
    .default(24)
    .describe('Shot-clock length (NBA/FIBA 24, NCAA 30).'),
});
export type TwoForOneSituation = z.infer<typeof TwoForOneSituationSchema>;

function possessionPoints(seconds: number): number {
  return interpolate(POINTS_BY_POSSESSION_SECONDS, seconds);
}

/** Net points of the rest of the quarter when we shoot with `shootAt` seconds left and they then play it out. */
function netPointsShootingAt(shootAt: number, shotClock: number, ourShotValue: number): number {
  const theirStart = shootAt - SECONDS_BETWEEN_POSSESSIONS;
  if (theirStart <= 0) return ourShotValue;
  // They hold for the last shot when they can; otherwise the shot clock makes them give it back.
  const backToUs = theirStart > shotClock ? theirStart - shotClock - SECONDS_BETWEEN_POSSESSIONS : 0;
  return ourShotValue - possessionPoints(Math.min(theirStart, shotClock)) + possessionPoints(Math.max(backToUs, 0));
}

export function decideTwoForOne(s: TwoForOneSituation): EngineAdvice {
  // The quick shot goes up between 4 and 10 seconds into the possession; take the best moment.
  let quickShotAt = s.secondsLeft - QUICKEST_SHOT_SECONDS;
  let twoForOne = netPointsShootingAt(quickShotAt, s.shotClock, QUICK_SHOT_POINTS);
  for (
    let shootAt = s.secondsLeft - SLOWEST_QUICK_SHOT_SECONDS;
    shootAt < s.secondsLeft - QUICKEST_SHOT_SECONDS;
    shootAt++
  ) {
    const net = netPointsShootingAt(shootAt, s.shotClock, QUICK_SHOT_POINTS);
    if (net > twoForOne) {
      twoForOne = net;
      quickShotAt = shootAt;
    }
  }
  const fullUse = Math.min(s.secondsLeft, s.shotClock);
  const normal = netPointsShootingAt(s.secondsLeft - fullUse, s.shotClock, possessionPoints(fullUse));
  // With more than two shot clocks left, a normal possession still leaves the two-for-one for later.
  const tooEarly = s.secondsLeft > 2 * s.shotClock + SECONDS_BETWEEN_POSSESSIONS * 2;
  const measure = 'net points to the end of the quarter';
  // The options are named as the call reads, so the line gives the call's figure and the runner-up's.
  const goOption: EngineOption = { name: 'Go two-for-one', value: round(twoForOne, 2), measure };
  const runOption: EngineOption = { name: 'Run your offense', value: round(normal, 2), measure };
  const [best, second] = pick([goOption, runOption]);
  const go = !tooEarly && best === goOption;
  const reason = tooEarly
    ? `With ${s.secondsLeft} seconds there is time for a full possession each and the two-for-one still to come; run your offense.`
    : go
      ? `Shooting with about ${Math.round(quickShotAt)} seconds left forces them to shoot before the buzzer and gives you the last possession: about ${best.value.toFixed(2)} net points to the end of the quarter against ${second.value.toFixed(2)}.`
      : `With ${s.secondsLeft} seconds a quick shot no longer gets the ball back; a full possession is worth about ${best.value.toFixed(2)} net points against ${second.value.toFixed(2)}.`;

  return {
    sport: 'basketball',
    engine: 'two_for_one',
    recommendation: go ? goOption.name : runOption.name,
    reason,
    // Too early, the quick shot's figure counts the quarter as ending after their reply, and it does
    // not: the two-for-one is still to come either way, so there is no runner-up to weigh.
    options: tooEarly ? [runOption] : [best, second],
    points: go
      ? [
          `Get a good shot up by the ${Math.round(s.shotClock + SECONDS_BETWEEN_POSSESSIONS * 2)}-second mark — early offense, drag screen, or a quick post touch.`,
          'A good two now beats a forced three; do not settle for a contested look.',
          'Have the last-possession play called before the timeout.',
        ]
      : [
          'Work the clock and get the best shot of the possession.',
          'If they have to shoot before the buzzer, save a timeout to advance the ball.',
          'Crash the glass only with your bigs; get back on the rest.',
        ],
    source:
      'Two-for-one clock logic (Rogers & Immink; Pomeroy, "The value of 2-for-1s"); NBA 1.14 points per possession (Basketball-Reference 2021–2024); short-possession values are rounded modelling figures.',
  };
}

export const twoForOneTool: EngineTool<typeof TwoForOneSituationSchema> = {
  name: 'two_for_one',
  sport: 'basketball',
  description: 'End of a quarter: take a quick shot to get two possessions to their one, or run normal offense.',
  parameters: TwoForOneSituationSchema,
  run: decideTwoForOne,
};

// ---------------------------------------------------------------------------------------------
// foul_trouble

export const FoulTroubleSituationSchema = z
  .strictObject({
    fouls: z.number().int().min(0).max(5).default(3),
    quarter: z.number().int().min(1).max(4).default(2),
    minutesLeftInQuarter: z.number().min(0).max(12).default(6),
    foulLimit: z
      .union([z.literal(5), z.literal(6)])
      .default(6)
      .describe('6 in the NBA, 5 in college and FIBA.'),
    quarterMinutes: z
      .union([z.literal(10), z.literal(12)])
      .default(12)
      .describe('12 in the NBA, 10 in FIBA and the WNBA.'),
    minutesShare: z
      .number()
      .min(0.1)
      .max(1)
      .default(0.75)
      .describe('Share of the remaining minutes he normally plays.'),
    foulTroubleDropoff: z
      .number()
      .min(0)
      .max(1)
      .default(FOUL_TROUBLE_DROPOFF)
      .describe('Share of his edge over the backup he loses while in foul trouble (Maymin et al.).'),
  })
  .refine((s) => s.fouls < s.foulLimit, { message: 'He has already fouled out', path: ['fouls'] })
  .refine((s) => s.minutesLeftInQuarter <= s.quarterMinutes, {
    message: 'More minutes left than the quarter has',
    path: ['minutesLeftInQuarter'],
  });
export type FoulTroubleSituation = z.infer<typeof FoulTroubleSituationSchema>;

/** Maymin et al.'s definition: more fouls than the quarter number, or one from disqualification in the fourth. */
function inFoulTrouble(fouls: number, quarter: number, foulLimit: number): boolean {
  return fouls > quarter || (quarter === 4 && fouls >= foulLimit - 1);
}

/**
 * His value over the backup from now to the end, in weighted minutes: he sits until `sitUntil`
 * minutes remain, then plays his share; fouls arrive as a Poisson process while he plays; he is worth
 * less while in foul trouble and nothing once fouled out.
 */
function valueOverBackup(s: FoulTroubleSituation, minutesLeft: number, sitUntil: number, canFoul = true): number {
  const step = 0.25;
  // foulCount[k] = chance he has exactly k fouls (k = limit means fouled out).
  let foulCount: number[] = Array.from({ length: s.foulLimit + 1 }, (_, k) => (k === s.fouls ? 1 : 0));
  let value = 0;
  for (let t = minutesLeft; t > 0; t -= step) {
    if (t > sitUntil) continue;
    const quarter = 4 - Math.floor((t - 1e-9) / s.quarterMinutes);
    const minutes = step * s.minutesShare;
    const weight = t <= CLOSING_MINUTES ? CLOSING_WEIGHT : 1;
    foulCount.forEach((p, k) => {
      if (k >= s.foulLimit) return;
      const edge = inFoulTrouble(k, quarter, s.foulLimit) ? 1 - s.foulTroubleDropoff : 1;
      value += p * minutes * weight * edge;
    });
    const foulChance = canFoul ? 1 - Math.exp(-minutes * FOULS_PER_MINUTE) : 0;
    foulCount = foulCount.map((p, k) =>
      k === s.foulLimit
        ? p + (foulCount[k - 1] ?? 0) * foulChance
        : p * (1 - foulChance) + (k > 0 ? (foulCount[k - 1] ?? 0) * foulChance : 0),
    );
  }
  return value;
}

export function decideFoulTrouble(s: FoulTroubleSituation): EngineAdvice {
  const minutesLeft = (4 - s.quarter) * s.quarterMinutes + s.minutesLeftInQuarter;
  const play = valueOverBackup(s, minutesLeft, minutesLeft);
  // Sitting means resting him to the end of the quarter (or, in the fourth, to the closing stretch).
  const sitUntil = s.quarter < 4 ? minutesLeft - s.minutesLeftInQuarter : Math.min(CLOSING_MINUTES, minutesLeft);
  const sit = valueOverBackup(s, minutesLeft, sitUntil);
  const inTrouble = inFoulTrouble(s.fouls, s.quarter, s.foulLimit);
  // A coach reads a share of the player's usual impact at a glance; the weighted minutes behind it
  // are the model's own unit and stay in the reason.
  const clean = valueOverBackup({ ...s, fouls: 0, foulTroubleDropoff: 0 }, minutesLeft, minutesLeft, false);
  const measure = 'share of his usual impact kept';
  const [best, second] = pick([
    { name: 'Keep him in', value: round(clean > 0 ? play / clean : 0, 3), measure },
    { name: 'Sit him', value: round(clean > 0 ? sit / clean : 0, 3), measure },
  ]);
  const keep = best.name === 'Keep him in';
  const reason =
    `${keep ? 'Playing him on' : 'Sitting him now'} keeps about ${percent(best.value)} of what he would give you with no fouls, against ${percent(second.value)} ${keep ? 'if he sits' : 'if he plays on'} ` +
    `(${(keep ? play : sit).toFixed(1)} against ${(keep ? sit : play).toFixed(1)} weighted minutes of his edge over the backup, closing minutes counting double${inTrouble ? `; with ${s.fouls} fouls in the ${ordinalQuarter(s.quarter)} he is in foul trouble and plays at ${percent(1 - s.foulTroubleDropoff)} of his edge` : ''}).`;

  return {
    sport: 'basketball',
    engine: 'foul_trouble',
    recommendation: keep ? 'Keep him in' : 'Sit him',
    reason,
    options: [best, second],
    points: keep
      ? [
          'Move him off the ball-handler: guard a non-shooter or hide him on the weak side.',
          'No reaching and no help-side charges; verticality only.',
          'Run offense through him so the other team must guard him.',
        ]
      : [
          `Bring him back at the start of the ${s.quarter < 4 ? 'next quarter' : 'closing stretch'}.`,
          'Tell him the plan so he is ready, not cold.',
          'Match his replacement to the opponent’s weakest scorer.',
        ],
    source:
      'Maymin, Maymin & Shen (2011), "How much trouble is early foul trouble?" — players in foul trouble (fouls > quarter) play worse; NBA foul rate 0.08 per minute (Basketball-Reference 2023–24); fouls modelled as a Poisson process.',
  };
}

function ordinalQuarter(quarter: number): string {
  return ['1st', '2nd', '3rd', '4th'][quarter - 1] ?? `${quarter}th`;
}

export const foulTroubleTool: EngineTool<typeof FoulTroubleSituationSchema> = {
  name: 'foul_trouble',
  sport: 'basketball',
  description: 'A starter in foul trouble: keep him in or sit him, from fouls, quarter and minutes left.',
  parameters: FoulTroubleSituationSchema,
  run: decideFoulTrouble,
};

// ---------------------------------------------------------------------------------------------
// end_of_game_possession

export const EndOfGamePossessionSituationSchema = z.strictObject({
  deficit: z.number().int().min(1).max(3).default(2).describe('Points we are behind.'),
  secondsLeft: z.number().min(0).max(60).default(10),
  twoPointRate: z.number().min(0).max(1).default(LAST_SHOT_TWO_RATE).describe('Our chance on a contested two.'),
  threePointRate: z.number().min(0).max(1).default(LAST_SHOT_THREE_RATE).describe('Our chance on a contested three.'),
  overtimeWinRate: z.number().min(0).max(1).default(0.5),
});
export type EndOfGamePossessionSituation = z.infer<typeof EndOfGamePossessionSituationSchema>;

export function decideEndOfGamePossession(s: EndOfGamePossessionSituation): EngineAdvice {
  // With time to spare a missed shot can still be rebounded and put back for two.
  const putback = s.secondsLeft >= 5 ? OFFENSIVE_REBOUND_RATE * s.twoPointRate : 0;
  const valueOfMake = (shotPoints: number) =>
    shotPoints > s.deficit ? 1 : shotPoints === s.deficit ? s.overtimeWinRate : 0;
  const shootTwo = s.twoPointRate * valueOfMake(2) + (1 - s.twoPointRate) * putback * valueOfMake(2);
  const shootThree = s.threePointRate * valueOfMake(3) + (1 - s.threePointRate) * putback * valueOfMake(2);
  const measure = 'win probability';
  const [best, second] = pick([
    { name: 'Shoot the three', value: round(shootThree), measure },
    { name: 'Go for two', value: round(shootTwo), measure },
  ]);
  const threeBreakEven = s.deficit === 2 ? s.twoPointRate * s.overtimeWinRate : null;
  const reason =
    s.deficit === 3
      ? `Only a three ties it: about ${percent(shootThree)} to win (make ${percent(s.threePointRate)}, then overtime at ${percent(s.overtimeWinRate)}).`
      : `${best.name} wins about ${percent(best.value)} of the time against ${percent(second.value)}` +
        (threeBreakEven !== null
          ? `; the three is right whenever you make it more than ${percent(threeBreakEven)} of the time, since a two only buys overtime.`
          : '.');

  return {
    sport: 'basketball',
    engine: 'end_of_game_possession',
    recommendation: best.name,
    reason,
    options: [best, second],
    points:
      best.name === 'Shoot the three'
        ? [
            'Get your best shooter a catch-and-shoot look off a stagger or a flare screen.',
            'Shoot with 3–4 seconds left so a long rebound can still be tipped.',
            'Corner three is the shortest shot on the floor.',
          ]
        : [
            'Attack the rim early enough for a putback — the shot with 4–5 seconds left.',
            'Spread the floor so help cannot come from the corners.',
            'Send two to the offensive glass.',
          ],
    source:
      'Win probability from shot rates: contested two ≈ 45%, three ≈ 33% (assumed defaults, inputs), offensive rebound 25% (Basketball-Reference), overtime at evens.',
  };
}

export const endOfGamePossessionTool: EngineTool<typeof EndOfGamePossessionSituationSchema> = {
  name: 'end_of_game_possession',
  sport: 'basketball',
  description: 'Down one to three with the last possession: shoot for two or for three.',
  parameters: EndOfGamePossessionSituationSchema,
  run: decideEndOfGamePossession,
};

// ---------------------------------------------------------------------------------------------
// last_shot

/**
 * The end of a game possession by possession, second by second: the team with the ball picks when
 * its shot goes up (within the shot clock) and whether it hunts a two or a three; the team without
 * it, when behind, may foul at once and send it to the line. A miss with a second left can be
 * rebounded (25%) and put back on a 14-second clock; a change of possession takes a second. Each
 * side plays its best, so the value is the same end-game tree Annis (2006) draws, run to the buzzer.
 */
const HOLD_SHOT_BY = 4;
/**
 * Blackport (2020): in NBA tie games held for the last shot (about 1,100 possessions), shots in the
 * final two seconds went in about 25% of the time, against about 40% for a contested look with the
 * time to set up (the 45% two and 33% three here): the defence knows the clock. A shot released with
 * two seconds or less left is taken at 0.6 of its rate.
 */
const FINAL_SECONDS = 2;
const FINAL_SECONDS_SHOT_FACTOR = 0.6;
/** A set play takes about four seconds from the first action to the shot. */
const MOVE_SECONDS = 4;
const OFFENSIVE_REBOUND_SHOT_CLOCK = 14;
const SECONDS_TO_CHANGE_POSSESSION = 1;
/** Beyond three possessions' worth of points in the last minute the game is decided (keeps the tree small). */
const DECIDED_LEAD = 10;
const MAX_END_GAME_SECONDS = 48;
const MAX_SHOT_CLOCK = 35;

interface EndGameRates {
  two: number;
  three: number;
  freeThrow: number;
  shotClock: number;
}

/** Win probability of the team with the ball, `lead` up, `seconds` left, `shotClock` on its clock. */
function endGameTree(rates: EndGameRates) {
  // A flat array, not a Map: a call reads it a few hundred thousand times and the panel answers a tap
  // within a frame. NaN marks a state not yet worked out.
  const clocks = MAX_SHOT_CLOCK + 1;
  const memo = new Float64Array((2 * DECIDED_LEAD + 1) * (MAX_END_GAME_SECONDS + 1) * clocks).fill(Number.NaN);
  // Every state weighs each moment in its shot clock, about twenty, and a shot's value depends on
  // the seconds before it only until the set-up is complete: states a second apart share all but
  // a few of their moments. Kept by lead, moment and set-up seconds, each is worked out once, which
  // makes a new tree (a changed shooting rate) several times cheaper.
  const setUpSlots = FULL_SET_UP_SECONDS + 1;
  const shots = new Float64Array((2 * DECIDED_LEAD + 1) * MAX_END_GAME_SECONDS * setUpSlots).fill(Number.NaN);

  function value(lead: number, seconds: number, shotClock: number): number {
    if (seconds <= 0) return lead > 0 ? 1 : lead < 0 ? 0 : 0.5;
    if (Math.abs(lead) > DECIDED_LEAD) return lead > 0 ? 1 : 0;
    const at = ((lead + DECIDED_LEAD) * (MAX_END_GAME_SECONDS + 1) + seconds) * clocks + shotClock;
    const known = memo[at]!;
    if (!Number.isNaN(known)) return known;
    let best = play(lead, seconds, shotClock);
    // Behind, the defence stops the clock with a foul: two free throws, then its ball.
    if (lead > 0) best = Math.min(best, fouled(lead, seconds));
    memo[at] = best;
    return best;
  }

  /** The best timing and shot for the team with the ball, and when it shoots. */
  function play(lead: number, seconds: number, shotClock: number): number {
    // Ahead with the game clock inside the shot clock, holding the ball to the buzzer wins.
    let best = seconds <= shotClock && lead > 0 ? 1 : 0;
    // The memo is read inline: this loop runs tens of thousands of times in a new tree, mostly
    // before the optimiser has caught up, where a call per moment costs more than the reads.
    const leadBase = (lead + DECIDED_LEAD) * MAX_END_GAME_SECONDS;
    for (let shotAt = Math.max(seconds - shotClock, 0); shotAt <= seconds - 1; shotAt++) {
      const at = (leadBase + shotAt) * setUpSlots + Math.min(seconds - shotAt, FULL_SET_UP_SECONDS);
      let shot = shots[at]!;
      if (Number.isNaN(shot)) {
        shot = shootAt(lead, seconds, shotAt);
        shots[at] = shot;
      }
      if (shot > best) best = shot;
    }
    return best;
  }

  function shootAt(lead: number, seconds: number, shotAt: number): number {
    const quality = setUpQuality(seconds - shotAt) * (shotAt <= FINAL_SECONDS ? FINAL_SECONDS_SHOT_FACTOR : 1);
    const theirClock = Math.max(shotAt - SECONDS_TO_CHANGE_POSSESSION, 0);
    const theyTrail = 1 - value(-lead, theirClock, rates.shotClock);
    const miss =
      shotAt >= 1
        ? OFFENSIVE_REBOUND_RATE * value(lead, theirClock, Math.min(OFFENSIVE_REBOUND_SHOT_CLOCK, rates.shotClock)) +
          (1 - OFFENSIVE_REBOUND_RATE) * theyTrail
        : theyTrail;
    const two = rates.two * quality;
    const three = rates.three * quality;
    const afterTwo = 1 - value(-(lead + 2), theirClock, rates.shotClock);
    const afterThree = 1 - value(-(lead + 3), theirClock, rates.shotClock);
    return Math.max(two * afterTwo + (1 - two) * miss, three * afterThree + (1 - three) * miss);
  }

  function fouled(lead: number, seconds: number): number {
    const f = rates.freeThrow;
    const left = Math.max(seconds - SECONDS_TO_FOUL, 0);
    return (
      (1 - f) ** 2 * (1 - value(-lead, left, rates.shotClock)) +
      2 * f * (1 - f) * (1 - value(-(lead + 1), left, rates.shotClock)) +
      f * f * (1 - value(-(lead + 2), left, rates.shotClock))
    );
  }

  return { value, shootAt };
}

/** The last trees worked out, by their rates: the panel's taps change the clock far more often than the rates. */
const trees = new Map<string, ReturnType<typeof endGameTree>>();
const TREES_KEPT = 4;
let treesWorkedOut = 0;
const ratesKey = (rates: EndGameRates) => `${rates.two}|${rates.three}|${rates.freeThrow}|${rates.shotClock}`;
function treeFor(rates: EndGameRates) {
  const key = ratesKey(rates);
  let tree = trees.get(key);
  if (!tree) {
    if (trees.size >= TREES_KEPT) trees.delete(trees.keys().next().value!);
    tree = endGameTree(rates);
    treesWorkedOut++;
    trees.set(key, tree);
  }
  return tree;
}

/** How many end-game trees have been worked out since the module loaded: the cost tests bound. */
export function lastShotTreesWorkedOut(): number {
  return treesWorkedOut;
}

/**
 * A new tree costs the first tap 30–45 ms in a fresh page (the code not yet optimised and the tree
 * built), two frames and more. The shots the rates the panel and the chat open with can ask for are
 * worked out ahead instead, by scripts/generate-last-shot-table.ts, and read from last-shot-table.json:
 * by our margin (the engine's −6 to 0), the moment of the shot and its set-up seconds (up to the
 * full set-up), each as the exact float64, little-endian, in base64. Exact, because the call picks
 * the best of moments that can differ in the last digits; a test checks the table against the tree.
 */
const SHIPPED_LOWEST_MARGIN = -6;
const FLOAT_BYTES = 8;
/** One margin's shots: a whole number of base64 quads (8 bytes × 48 × 5 is a multiple of 3), decoded on their own. */
const SHOTS_PER_MARGIN = MAX_END_GAME_SECONDS * FULL_SET_UP_SECONDS;
const BASE64_PER_MARGIN = (SHOTS_PER_MARGIN * FLOAT_BYTES * 4) / 3;
const shippedTrees = new Map<string, { states: string; shots: (Float64Array | undefined)[] }>(
  lastShotTable.trees.map(({ two, three, freeThrow, shotClock, states }) => [
    ratesKey({ two, three, freeThrow, shotClock }),
    { states, shots: [] },
  ]),
);

/** The shot's place among its margin's shipped shots. */
function shippedIndex(seconds: number, shotAt: number): number {
  return shotAt * FULL_SET_UP_SECONDS + Math.min(seconds - shotAt, FULL_SET_UP_SECONDS) - 1;
}

/**
 * The shipped shots at one margin, decoded on first use: a call reads one margin, and decoding all
 * of them cost a cold first tap more than the lookups saved.
 */
function shippedShots(rates: EndGameRates, lead: number): Float64Array | undefined {
  const shipped = shippedTrees.get(ratesKey(rates));
  if (!shipped || lead < SHIPPED_LOWEST_MARGIN || lead > 0) return undefined;
  const slot = lead - SHIPPED_LOWEST_MARGIN;
  let shots = shipped.shots[slot];
  if (!shots) {
    const bytes = atob(shipped.states.slice(slot * BASE64_PER_MARGIN, (slot + 1) * BASE64_PER_MARGIN));
    const view = new DataView(new ArrayBuffer(bytes.length));
    for (let i = 0; i < bytes.length; i++) view.setUint8(i, bytes.charCodeAt(i));
    shots = new Float64Array(SHOTS_PER_MARGIN);
    for (let i = 0; i < SHOTS_PER_MARGIN; i++) shots[i] = view.getFloat64(i * FLOAT_BYTES, true);
    shipped.shots[slot] = shots;
  }
  return shots;
}

/**
 * The shipped shots of the situation's rates worked out by the tree itself, in the table's encoding:
 * what scripts/generate-last-shot-table.ts writes and the test compares with the committed table.
 */
export function workOutLastShots(s: LastShotSituation) {
  const rates = endGameRatesOf(s);
  const tree = endGameTree(rates);
  const view = new DataView(new ArrayBuffer((1 - SHIPPED_LOWEST_MARGIN) * SHOTS_PER_MARGIN * FLOAT_BYTES));
  for (let lead = SHIPPED_LOWEST_MARGIN; lead <= 0; lead++)
    for (let shotAt = 0; shotAt < MAX_END_GAME_SECONDS; shotAt++)
      for (let setUp = 1; setUp <= FULL_SET_UP_SECONDS; setUp++)
        view.setFloat64(
          ((lead - SHIPPED_LOWEST_MARGIN) * SHOTS_PER_MARGIN + shippedIndex(shotAt + setUp, shotAt)) * FLOAT_BYTES,
          tree.shootAt(lead, shotAt + setUp, shotAt),
          true,
        );
  let bytes = '';
  for (let i = 0; i < view.byteLength; i++) bytes += String.fromCharCode(view.getUint8(i));
  return { ...rates, states: btoa(bytes) };
}

function endGameRatesOf(s: LastShotSituation): EndGameRates {
  return { two: s.twoPointRate, three: s.threePointRate, freeThrow: LEAGUE_FREE_THROW_RATE, shotClock: s.shotClock };
}

export const LastShotSituationSchema = z
  .strictObject({
    scoreMargin: z
      .number()
      .int()
      .min(-6)
      .max(0)
      .default(0)
      .describe('Our score minus theirs, our ball: tied or behind (ahead, they foul; see foul_up_three).'),
    secondsLeft: z.number().int().min(1).max(MAX_END_GAME_SECONDS).default(24).describe('Seconds left in the game.'),
    shotClockLeft: z
      .number()
      .int()
      .min(1)
      .max(35)
      .optional()
      .describe('Seconds on our shot clock; by default a full one (or the game clock if shorter).'),
    shotClock: z
      .union([z.literal(24), z.literal(30), z.literal(35)])
      .default(24)
      .describe('Shot-clock length (NBA/FIBA 24, NCAA 30).'),
    twoPointRate: z.number().min(0).max(1).default(LAST_SHOT_TWO_RATE).describe('Our chance on a contested two.'),
    threePointRate: z.number().min(0).max(1).default(LAST_SHOT_THREE_RATE).describe('Our chance on a contested three.'),
  })
  .refine((s) => s.shotClockLeft === undefined || s.shotClockLeft <= s.shotClock, {
    message: 'More on the shot clock than its length',
    path: ['shotClockLeft'],
  });
export type LastShotSituation = z.infer<typeof LastShotSituationSchema>;

/** Our win probability shooting with `shotAt` seconds left, and the best moment in a window. */
export function lastShotTiming(s: LastShotSituation) {
  const rates = endGameRatesOf(s);
  const shipped = shippedShots(rates, s.scoreMargin);
  const tree = shipped ? undefined : treeFor(rates);
  const winShootingAt = (shotAt: number) =>
    tree ? tree.shootAt(s.scoreMargin, s.secondsLeft, shotAt) : shipped![shippedIndex(s.secondsLeft, shotAt)]!;
  const clock = Math.min(s.shotClockLeft ?? s.shotClock, s.shotClock);
  const earliest = Math.max(s.secondsLeft - clock, 0);
  const byMoment = Array.from({ length: s.secondsLeft - earliest }, (_, index) => {
    const shotAt = earliest + index;
    return { shotAt, win: winShootingAt(shotAt) };
  });
  const bestIn = (from: number, to: number) =>
    byMoment
      .filter(({ shotAt }) => shotAt >= from && shotAt <= to)
      .reduce<{ shotAt: number; win: number } | undefined>(
        (best, each) => (!best || each.win > best.win ? each : best),
        undefined,
      );
  return { hold: bestIn(0, HOLD_SHOT_BY), early: bestIn(HOLD_SHOT_BY + 1, s.secondsLeft), earliest, byMoment };
}

/** The best moment later than `shotAt`: a quicker shot than the one at `shotAt`. */
function bestAfter(byMoment: { shotAt: number; win: number }[], shotAt: number) {
  return byMoment
    .filter((each) => each.shotAt > shotAt)
    .reduce<{ shotAt: number; win: number } | undefined>(
      (best, each) => (!best || each.win > best.win ? each : best),
      undefined,
    );
}

export function decideLastShot(s: LastShotSituation): EngineAdvice {
  const { hold, early, earliest, byMoment } = lastShotTiming(s);
  const measure = 'win probability';
  const twoScores = s.scoreMargin < -3;
  // With more than a shot clock left and no two-for-one in it, the shot goes up as the shot clock ends.
  const wholeClock = !!early && early.shotAt === earliest;
  const earlyName = wholeClock ? 'Use the whole shot clock' : 'Go early';
  const options: EngineOption[] = [];
  if (hold) options.push({ name: 'Hold for one shot', value: round(hold.win), measure });
  if (early) options.push({ name: earlyName, value: round(early.win), measure });
  // A level figure: two scores down, the early shot still leaves a chance a held one does not.
  const earlyFirst = (option: EngineOption) => (option.name === earlyName) === twoScores;
  options.sort((a, b) => b.value - a.value || Number(earlyFirst(b)) - Number(earlyFirst(a)));
  const holding = options[0]!.name === 'Hold for one shot';
  const moment = holding ? hold! : early!;
  // With more than a shot clock left there is nothing to hold for, yet timing is still a choice: the
  // whole shot clock or a quicker shot. The best of the other kind is the call's runner-up, put after
  // the call whatever its figure so a tie never takes the call's place.
  if (options.length === 1 && early) {
    const other = wholeClock
      ? bestAfter(byMoment, earliest)
      : byMoment.find((each) => each.shotAt === earliest && each.shotAt !== early.shotAt);
    if (other) options.push({ name: wholeClock ? 'Go early' : 'Milk the clock', value: round(other.win), measure });
  }
  const startAt = Math.min(moment.shotAt + MOVE_SECONDS, s.secondsLeft);
  const needs = twoScores ? 'two scores' : s.scoreMargin < 0 ? 'a score' : 'the last score';
  const quickShot = moment.shotAt >= s.secondsLeft - SLOWEST_QUICK_SHOT_SECONDS;
  const recommendation = holding
    ? `Hold for one shot, start at ${startAt} s`
    : wholeClock
      ? `Use the whole shot clock, shoot at ${moment.shotAt} s`
      : `Go early, shoot ${quickShot ? 'by' : 'at about'} ${moment.shotAt} s`;
  const margin = s.scoreMargin === 0 ? 'Tied' : `Down ${-s.scoreMargin}`;
  const other = options[1];
  const reason =
    `${margin} with ${s.secondsLeft} s and the ball, you need ${needs}: ` +
    (holding
      ? `a shot at about ${moment.shotAt} s leaves them at most a heave, and a miss little time to score`
      : `a shot by ${moment.shotAt} s leaves time to ${s.scoreMargin < -3 ? 'foul and get the ball back for the next score' : 'rebound, or get the ball back after their possession'}`) +
    ` — about ${percent(moment.win)} to win` +
    (other ? ` against ${percent(other.value)} if you ${other.name.toLowerCase()}.` : '.');

  return {
    sport: 'basketball',
    engine: 'last_shot',
    recommendation,
    reason,
    options,
    points: holding
      ? [
          `Start the action at ${startAt} s: a ball screen or a clear-out for your best creator.`,
          'Shoot with 2–4 s left: time to tip a miss, none for them after a make.',
          'No timeout if the defence is scrambled; call one only to advance the ball late.',
        ]
      : [
          `Attack early: a good look by ${moment.shotAt} s, not a forced one.`,
          s.scoreMargin < -3 ? 'Foul at once when they have the ball.' : 'Crash the glass with two.',
          'Keep a timeout to advance the ball for the final possession.',
        ],
    source:
      'End-game tree after Annis (2006), "Optimal end-game strategy in basketball" (JQAS): shot timing within the shot clock, intentional fouls when behind, ' +
      'offensive rebounds 25% and free throws 78% (Basketball-Reference); a contested two 45% and three 33% (inputs), worse with under 5 s to set up. ' +
      'Blackport (2020), NBA tie games held for the last shot: the aim is 0:00 left after the shot (shots in the final 2 s ≈ 25% FG).',
  };
}

export const lastShotTool: EngineTool<typeof LastShotSituationSchema> = {
  name: 'last_shot',
  sport: 'basketball',
  description:
    'End of a game with the ball, tied or behind: hold for one shot (and when to start the move) or go early for another possession.',
  parameters: LastShotSituationSchema,
  run: decideLastShot,
};

// ---------------------------------------------------------------------------------------------
// call_timeout

/**
 * Late-game timeouts with the ball. NBA tracking (Pelton, Basketball Prospectus 2012, "To timeout or
 * not"): in the final minute, tied or behind by three or less, half-court shots after a timeout had
 * an effective field-goal rate of 36.4% against 39.1% on the fly — the defence sets up too; in college
 * (Ezekowitz, Harvard Sports Analysis 2010) tied teams that called timeout scored on 35.7% of last
 * possessions against 53.0% that played on. What a timeout buys is clock: under NBA and FIBA rules in
 * the last two minutes it moves the inbound to the frontcourt, saving the four seconds or so of
 * bringing the ball up.
 */
const SCORING_ON_THE_FLY = 0.391;
const SCORING_AFTER_TIMEOUT = 0.364;
/** Transition possessions score about 30% more than half-court ones (modelling assumption, Cleaning the Glass-style splits). */
const TRANSITION_LIFT = 1.3;
const SECONDS_TO_BRING_IT_UP = 4;
const SECONDS_TO_INBOUND_IN_FRONTCOURT = 1;
/** Behind by two scores, the clock between our possessions: a foul on their inbound and their free throws. */
const SECONDS_PER_EXTRA_POSSESSION = 3;

export const TimeoutSituationSchema = z.strictObject({
  scoreMargin: z.number().int().min(-9).max(0).default(-2).describe('Our score minus theirs, our ball.'),
  secondsLeft: z.number().int().min(1).max(120).default(8).describe('Seconds left in the game.'),
  timeouts: z.number().int().min(1).max(3).default(2).describe('Our timeouts left.'),
  ball: z
    .enum(['inbound', 'transition', 'halfcourt'])
    .default('inbound')
    .describe(
      "Where the ball is: 'inbound' from our baseline after their score, 'transition' on a break with numbers, 'halfcourt' against a set defence.",
    ),
  timeoutAdvancesBall: z
    .boolean()
    .default(true)
    .describe('Whether a timeout moves the inbound to the frontcourt (NBA and FIBA, last two minutes; not NCAA).'),
});
export type TimeoutSituation = z.infer<typeof TimeoutSituationSchema>;

/** The chance of scoring on a possession with `seconds` to get the shot off. */
function scoringChance(base: number, seconds: number): number {
  return base * setUpQuality(seconds);
}

export function decideTimeout(s: TimeoutSituation): EngineAdvice {
  const onTheFly = s.ball === 'transition' ? SCORING_ON_THE_FLY * TRANSITION_LIFT : SCORING_ON_THE_FLY;
  const walkUp = s.ball === 'inbound' ? SECONDS_TO_BRING_IT_UP : 0;
  const afterTimeoutWalkUp = s.ball === 'inbound' && s.timeoutAdvancesBall ? SECONDS_TO_INBOUND_IN_FRONTCOURT : walkUp;
  const playOnSeconds = s.secondsLeft - walkUp;
  const timeoutSeconds = s.secondsLeft - afterTimeoutWalkUp;
  const twoScores = s.scoreMargin <= -4;
  // Behind by two scores the clock is the other score: what this possession leaves for the next one.
  // The last timeout is worth more on the tying possession, when the seconds are fewer still.
  const nextChance = (secondsAfter: number, timeoutKept: boolean) => {
    const left = secondsAfter - SECONDS_PER_EXTRA_POSSESSION;
    const walk = timeoutKept && s.timeoutAdvancesBall ? SECONDS_TO_INBOUND_IN_FRONTCOURT : SECONDS_TO_BRING_IT_UP;
    return scoringChance(timeoutKept ? SCORING_AFTER_TIMEOUT : SCORING_ON_THE_FLY, left - walk);
  };
  const keepsOne = s.timeouts > 1;
  const quick = QUICKEST_SHOT_SECONDS;
  const playOn = twoScores
    ? scoringChance(onTheFly, Math.min(playOnSeconds, quick)) * nextChance(playOnSeconds - quick, true)
    : scoringChance(onTheFly, playOnSeconds);
  const timeout = twoScores
    ? scoringChance(SCORING_AFTER_TIMEOUT, Math.min(timeoutSeconds, quick)) *
      nextChance(timeoutSeconds - quick, keepsOne)
    : scoringChance(SCORING_AFTER_TIMEOUT, timeoutSeconds);
  const measure = twoScores ? 'chance of the next two scores' : 'chance of scoring on this possession';
  const timeoutOption: EngineOption = { name: 'Call timeout', value: round(timeout), measure };
  const playOnOption: EngineOption = { name: 'Play on', value: round(playOn), measure };
  // A level figure keeps the timeout: it is worth more later than nothing now.
  const callIt = timeoutOption.value > playOnOption.value;
  const saved = walkUp - afterTimeoutWalkUp;
  const reason = callIt
    ? `With ${s.secondsLeft} s a timeout ${saved > 0 ? `moves the ball up and saves about ${saved} s` : 'sets up the play'}: ${percent(timeout)} against ${percent(playOn)} playing on.`
    : s.ball === 'transition'
      ? `You have numbers: a timeout lets their defence set (36.4% eFG after a timeout vs 39.1% on the fly, and a break scores more still) — ${percent(playOn)} against ${percent(timeout)}.`
      : twoScores && !keepsOne
        ? `Keep your last timeout for the possession that can tie: ${percent(playOn)} against ${percent(timeout)} spending it now.`
        : saved === 0 && playOnSeconds < QUICKEST_SHOT_SECONDS + 1
          ? `A timeout does not move the ball up here, and their defence sets: push it — ${percent(playOn)} against ${percent(timeout)}.`
          : `With ${s.secondsLeft} s there is time to get into your offence; a timeout lets their defence set up too — ${percent(playOn)} against ${percent(timeout)}.`;

  return {
    sport: 'basketball',
    engine: 'call_timeout',
    recommendation: callIt ? 'Call timeout' : 'Play on',
    reason,
    options: callIt ? [timeoutOption, playOnOption] : [playOnOption, timeoutOption],
    points: callIt
      ? [
          'Have the inbound play called before the timeout ends; a second option if they switch.',
          saved > 0
            ? 'Inbound from the frontcourt: catch going to the basket, not away.'
            : 'Use the huddle to match up on defence after the shot.',
          keepsOne
            ? 'You still have one left for the final possession.'
            : 'This is your last one: after the shot, foul at once.',
        ]
      : [
          s.ball === 'transition'
            ? 'Push: attack before the defence is matched up.'
            : 'Get into your set fast; the clock does not wait.',
          'Keep a timeout for the last possession to advance the ball.',
          twoScores
            ? 'Shoot quickly, then foul at once on their inbound.'
            : 'Leave no more than 2–4 s after your shot.',
        ],
    source:
      'Pelton (Basketball Prospectus 2012, NBA final minutes): eFG 36.4% after a timeout vs 39.1% on the fly; Ezekowitz (Harvard Sports Analysis 2010, NCAA): tied teams scored 35.7% after a timeout vs 53.0% playing on; ' +
      'a timeout advances the ball in the last two minutes (NBA, FIBA), about 4 s saved; the last timeout kept for the tying possession ("Save that last timeout", The Team Rebound 2012); transition +30% and shot quality by seconds are modelling assumptions.',
  };
}

export const timeoutTool: EngineTool<typeof TimeoutSituationSchema> = {
  name: 'call_timeout',
  sport: 'basketball',
  description:
    'End of a game with the ball: call timeout (to advance the ball and set up) or play on, from score, clock, timeouts and where the ball is.',
  parameters: TimeoutSituationSchema,
  run: decideTimeout,
};

export const BASKETBALL_ENGINE_TOOLS = [
  foulUpThreeTool,
  twoForOneTool,
  foulTroubleTool,
  endOfGamePossessionTool,
  lastShotTool,
  timeoutTool,
] as const;
