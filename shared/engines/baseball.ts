import { z } from 'zod';
import type { EngineAdvice, EngineOption, EngineTool } from './engine-types';
import { round } from './engine-math';
import { pitchCountStatus, pitchSmartGroup } from './pitch-smart';

// ---------------------------------------------------------------------------------------------
// Published figures

/** Bases as a three-letter key: first, second, third; '-' for empty ('1-3' = first and third). */
export const BASE_STATES = ['---', '1--', '-2-', '--3', '12-', '1-3', '-23', '123'] as const;
export type BaseState = (typeof BASE_STATES)[number];
type Outs = 0 | 1 | 2;

/**
 * Run expectancy to the end of the inning for each base-out state (RE24), outs 0 / 1 / 2.
 * Source: FanGraphs RE24 library table, MLB 2010–2015.
 */
const RUN_EXPECTANCY: Record<BaseState, readonly [number, number, number]> = {
  '---': [0.481, 0.254, 0.098],
  '1--': [0.859, 0.509, 0.224],
  '-2-': [1.1, 0.664, 0.319],
  '--3': [1.356, 0.95, 0.353],
  '12-': [1.437, 0.884, 0.429],
  '1-3': [1.784, 1.13, 0.478],
  '-23': [1.964, 1.376, 0.58],
  '123': [2.292, 1.541, 0.752],
};

/**
 * Probability of scoring at least one run before the inning ends, outs 0 / 1 / 2.
 * Source: Tango, Lichtman & Dolphin, "The Book: Playing the Percentages in Baseball" (2007),
 * run-scoring probability table (MLB 1999–2002), rounded to two places.
 */
const SCORING_PROBABILITY: Record<BaseState, readonly [number, number, number]> = {
  '---': [0.27, 0.16, 0.07],
  '1--': [0.43, 0.27, 0.13],
  '-2-': [0.61, 0.41, 0.22],
  '--3': [0.84, 0.66, 0.27],
  '12-': [0.62, 0.43, 0.23],
  '1-3': [0.86, 0.66, 0.28],
  '-23': [0.84, 0.68, 0.27],
  '123': [0.86, 0.67, 0.32],
};

/**
 * Outcomes of a sacrifice-bunt attempt: the batter is out and the runners move up, the lead runner
 * is forced instead, or everyone is safe (hit or error). Rounded modelling figures — 70% / 15% /
 * 15% — in line with the sacrifice-bunt chapter of Tango, Lichtman & Dolphin, "The Book" (2007),
 * which finds the bunt costs runs in most base-out states.
 */
const BUNT_SACRIFICE_RATE = 0.7;
const BUNT_LEAD_RUNNER_OUT_RATE = 0.15;

/**
 * FanGraphs wOBA guts: runs above average per plate appearance = (wOBA − league wOBA) / wOBA scale.
 * League wOBA ≈ .315 and scale ≈ 1.2 (FanGraphs, 2015–2023).
 */
const LEAGUE_WOBA = 0.315;
const WOBA_SCALE = 1.2;

/**
 * What the count is worth to the hitter's plate appearance, in runs against 0-0: rounded from the
 * published run values by count (Tango, Lichtman & Dolphin, "The Book", 2007; FanGraphs count splits).
 * A 2-0 or 3-1 count is a hitter's count, 0-2 a pitcher's.
 */
const COUNT_RUN_VALUE: Record<string, number> = {
  '0-0': 0,
  '1-0': 0.04,
  '2-0': 0.1,
  '3-0': 0.19,
  '0-1': -0.04,
  '1-1': -0.02,
  '2-1': 0.04,
  '3-1': 0.12,
  '0-2': -0.1,
  '1-2': -0.08,
  '2-2': -0.04,
  '3-2': 0.04,
};

/**
 * OPS allowed by starting pitchers each time through the order, MLB 2016–2025 (MLB.com glossary,
 * "Third Time Through the Order Penalty"): .713, .747, .780. The fourth time continues the same
 * step (extrapolated; Lichtman 2013, Baseball Prospectus, finds the penalty keeps growing).
 */
const TIMES_THROUGH_OPS_PENALTY = [0, 0.034, 0.067, 0.1] as const;
const LEAGUE_STARTER_OPS_FIRST_TIME = 0.713;
/** League relievers' OPS allowed ≈ .700 (Baseball-Reference league splits 2021–2024, rounded). */
const LEAGUE_RELIEVER_OPS = 0.7;

export function runExpectancy(bases: BaseState, outs: Outs): number {
  return RUN_EXPECTANCY[bases][outs];
}

export function scoringProbability(bases: BaseState, outs: Outs): number {
  return SCORING_PROBABILITY[bases][outs];
}

// ---------------------------------------------------------------------------------------------
// Schemas

const BaseStateSchema = z.enum(BASE_STATES);
const BasesSchema = BaseStateSchema.describe("Runners: first, second, third; '-' empty, e.g. '1-3'.");
const OutsSchema = z.union([z.literal(0), z.literal(1), z.literal(2)]);
const GameContext = {
  inning: z.number().int().min(1).max(20).default(5),
  scoreMargin: z.number().int().min(-30).max(30).default(0).describe('Batting team minus fielding team.'),
};

/** Late and close (The Book's definition): 7th inning or later, batting team within one run either way or tied. */
function lateAndClose(inning: number, scoreMargin: number): boolean {
  return inning >= 7 && scoreMargin >= -1 && scoreMargin <= 0;
}

type Measure = { name: 'expected runs' | 'chance of scoring'; of: (bases: BaseState, outs: Outs) => number };
const EXPECTED_RUNS: Measure = { name: 'expected runs', of: runExpectancy };
const CHANCE_OF_SCORING: Measure = { name: 'chance of scoring', of: scoringProbability };

function measureFor(inning: number, scoreMargin: number): Measure {
  return lateAndClose(inning, scoreMargin) ? CHANCE_OF_SCORING : EXPECTED_RUNS;
}

function format(measure: Measure, value: number): string {
  return measure === CHANCE_OF_SCORING ? `${Math.round(value * 100)}%` : `${value.toFixed(2)} runs`;
}

const SOURCE_RE24 = 'Run expectancy: FanGraphs RE24 table, MLB 2010–2015';
const SOURCE_SCORING = 'chance of scoring: Tango, Lichtman & Dolphin, The Book (2007), MLB 1999–2002';

// ---------------------------------------------------------------------------------------------
// run_expectancy

export const RunExpectancySituationSchema = z.strictObject({
  bases: BasesSchema.default('---'),
  outs: OutsSchema.default(0),
});
export type RunExpectancySituation = z.infer<typeof RunExpectancySituationSchema>;

function describeBases(bases: BaseState): string {
  const names = [bases[0] === '1' && 'first', bases[1] === '2' && 'second', bases[2] === '3' && 'third'].filter(
    (name): name is string => typeof name === 'string',
  );
  if (names.length === 0) return 'bases empty';
  if (names.length === 3) return 'bases loaded';
  return `runner${names.length > 1 ? 's' : ''} on ${names.join(' and ')}`;
}

export function lookUpRunExpectancy(s: RunExpectancySituation): EngineAdvice {
  const runs = runExpectancy(s.bases, s.outs);
  const chance = scoringProbability(s.bases, s.outs);
  return {
    sport: 'baseball',
    engine: 'run_expectancy',
    recommendation: `${runs.toFixed(2)} expected runs`,
    reason: `With ${describeBases(s.bases)} and ${s.outs} out${s.outs === 1 ? '' : 's'}, an average team scores ${runs.toFixed(2)} runs the rest of the inning and scores at least once ${Math.round(chance * 100)}% of the time.`,
    options: [
      { name: 'Expected runs', value: runs, measure: 'expected runs' },
      { name: 'At least one run', value: chance, measure: 'chance of scoring' },
    ],
    points: [
      s.outs === 2
        ? 'Two outs: runners go on contact.'
        : 'Outs are the currency — do not give one away for a base without a reason.',
      'A walk is worth more than it looks with runners on.',
    ],
    source: `${SOURCE_RE24}; ${SOURCE_SCORING}.`,
  };
}

export const runExpectancyTool: EngineTool<typeof RunExpectancySituationSchema> = {
  name: 'run_expectancy',
  sport: 'baseball',
  description: 'Expected runs and the chance of scoring at least one run for a base-out state.',
  parameters: RunExpectancySituationSchema,
  run: lookUpRunExpectancy,
};

// ---------------------------------------------------------------------------------------------
// sacrifice_bunt

export const SacrificeBuntSituationSchema = z
  .strictObject({
    bases: BasesSchema.default('1--'),
    outs: z
      .union([z.literal(0), z.literal(1)])
      .default(0)
      .describe('A sacrifice with two outs ends the inning.'),
    batterWoba: z.number().min(0.15).max(0.6).default(LEAGUE_WOBA).describe('The batter’s wOBA; league ≈ .315.'),
    balls: z.number().int().min(0).max(3).default(0),
    strikes: z.number().int().min(0).max(2).default(0),
    ...GameContext,
  })
  .refine((s) => s.bases !== '---', { message: 'A sacrifice bunt needs a runner on base', path: ['bases'] });
export type SacrificeBuntSituation = z.infer<typeof SacrificeBuntSituationSchema>;

/** Every runner moves up one base; a runner on third scores. */
function advanceAll(bases: BaseState): { bases: BaseState; runs: number } {
  const onFirst = bases[0] === '1';
  const onSecond = bases[1] === '2';
  const onThird = bases[2] === '3';
  return { bases: toBaseState(false, onFirst, onSecond), runs: onThird ? 1 : 0 };
}

function toBaseState(first: boolean, second: boolean, third: boolean): BaseState {
  const key = `${first ? '1' : '-'}${second ? '2' : '-'}${third ? '3' : '-'}`;
  return BaseStateSchema.parse(key);
}

/** Force play on the lead forced runner; the batter takes first. */
function leadRunnerForced(bases: BaseState): BaseState {
  const onFirst = bases[0] === '1';
  const onSecond = bases[1] === '2';
  const onThird = bases[2] === '3';
  if (onFirst && onSecond && onThird) return '123';
  if (onFirst && onSecond) return toBaseState(true, true, onThird);
  if (onFirst) return toBaseState(true, onSecond, onThird);
  // Runner on second and/or third only: the lead runner is thrown out, the batter reaches first.
  if (onThird && onSecond) return toBaseState(true, false, true);
  return toBaseState(true, false, false);
}

function nextOuts(outs: Outs): Outs | 3 {
  return outs === 0 ? 1 : outs === 1 ? 2 : 3;
}

function valueAfter(measure: Measure, bases: BaseState, outs: Outs | 3, runs: number): number {
  if (measure === CHANCE_OF_SCORING) return runs > 0 ? 1 : outs === 3 ? 0 : measure.of(bases, outs);
  return runs + (outs === 3 ? 0 : measure.of(bases, outs));
}

export function decideSacrificeBunt(s: SacrificeBuntSituation): EngineAdvice {
  const measure = measureFor(s.inning, s.scoreMargin);
  // The tables assume a league hitter at 0-0. A better hitter or a hitter's count adds its runs above
  // average to swinging away (for the chance of scoring, the same amount as a probability); with two
  // strikes a bunt risks the same strikeout, so the count no longer tips one way.
  const countEdge = s.strikes < 2 ? (COUNT_RUN_VALUE[`${s.balls}-${s.strikes}`] ?? 0) : 0;
  const hitterEdge = (s.batterWoba - LEAGUE_WOBA) / WOBA_SCALE + countEdge;
  const swung = Math.max(0, measure.of(s.bases, s.outs) + hitterEdge);
  const now = measure === CHANCE_OF_SCORING ? Math.min(1, swung) : swung;
  const outsAfter = nextOuts(s.outs);
  const advanced = advanceAll(s.bases);
  const sacrifice = valueAfter(measure, advanced.bases, outsAfter, advanced.runs);
  const forced = valueAfter(measure, leadRunnerForced(s.bases), outsAfter, 0);
  const allSafe = valueAfter(measure, withBatterOnFirst(advanced.bases), s.outs, advanced.runs);
  const safeRate = 1 - BUNT_SACRIFICE_RATE - BUNT_LEAD_RUNNER_OUT_RATE;
  const bunt = BUNT_SACRIFICE_RATE * sacrifice + BUNT_LEAD_RUNNER_OUT_RATE * forced + safeRate * allSafe;

  const options: EngineOption[] = [
    { name: 'Swing away', value: round(now), measure: measure.name },
    { name: 'Sacrifice bunt', value: round(bunt), measure: measure.name },
  ].sort((a, b) => b.value - a.value);
  const [best, second] = options as [EngineOption, EngineOption];
  const late = measure === CHANCE_OF_SCORING;
  const even = format(measure, best.value) === format(measure, second.value);
  // Equal figures are no choice between them: say so and what tips it.
  const reason =
    (even
      ? `Bunting and swinging away are even at ${format(measure, best.value)} ` +
        `${late ? 'in a late, close game where one run is what matters' : 'over the rest of the inning'} — ` +
        `${best.name === 'Swing away' ? 'a good hitter up tips it to swinging' : 'a weak hitter or a good bunter tips it to the bunt'}; `
      : `${best.name === 'Swing away' ? 'Swinging away' : 'The bunt'} is worth ${format(measure, best.value)} against ${format(measure, second.value)} ` +
        `${late ? 'in a late, close game where one run is what matters' : 'over the rest of the inning'}; `) +
    `a clean sacrifice alone leaves ${format(measure, sacrifice)}.`;

  return {
    sport: 'baseball',
    engine: 'sacrifice_bunt',
    recommendation: best.name,
    reason,
    options,
    points:
      best.name === 'Sacrifice bunt'
        ? [
            'Square early and get the bunt down on the first good strike — toward first with a runner on first, third with a runner on second.',
            'Deaden the ball; the runner goes only once it is down.',
            'If the corners charge hard, pull back and slash.',
          ]
        : [
            'Let the hitter hit: look for a pitch to drive in the air.',
            'Runner on first: think hit-and-run on a fastball count, not a give-up out.',
            'Make the defence get 27 outs — do not hand them one.',
          ],
    source: `${late ? SOURCE_SCORING : SOURCE_RE24}; bunt outcomes 70% sacrifice / 15% lead runner out / 15% all safe (rounded modelling figures).`,
  };
}

function withBatterOnFirst(bases: BaseState): BaseState {
  return toBaseState(true, bases[1] === '2', bases[2] === '3');
}

export const sacrificeBuntTool: EngineTool<typeof SacrificeBuntSituationSchema> = {
  name: 'sacrifice_bunt',
  sport: 'baseball',
  description:
    'Sacrifice bunt or swing away, from the base-out state, using run expectancy or, late in a close game, the chance of scoring one run.',
  parameters: SacrificeBuntSituationSchema,
  run: decideSacrificeBunt,
};

// ---------------------------------------------------------------------------------------------
// stolen_base

export const StolenBaseSituationSchema = z
  .strictObject({
    target: z.enum(['second', 'third']).default('second').describe('The base the runner tries to steal.'),
    bases: BasesSchema.default('1--'),
    outs: OutsSchema.default(0),
    successRate: z
      .number()
      .min(0)
      .max(1)
      .default(0.78)
      .describe('This runner’s chance of making it; MLB 2023–2024 ≈ 0.78.'),
    ...GameContext,
  })
  .refine(
    (s) =>
      s.target === 'second' ? s.bases[0] === '1' && s.bases[1] === '-' : s.bases[1] === '2' && s.bases[2] === '-',
    {
      message: 'The runner must be on the base before the target and the target base must be empty',
      path: ['bases'],
    },
  );
export type StolenBaseSituation = z.infer<typeof StolenBaseSituationSchema>;

export function decideStolenBase(s: StolenBaseSituation): EngineAdvice {
  const measure = measureFor(s.inning, s.scoreMargin);
  const onFirst = s.bases[0] === '1';
  const onSecond = s.bases[1] === '2';
  const onThird = s.bases[2] === '3';
  const safe = s.target === 'second' ? toBaseState(false, true, onThird) : toBaseState(onFirst, false, true);
  const caught = s.target === 'second' ? toBaseState(false, onSecond, onThird) : toBaseState(onFirst, false, onThird);
  const now = measure.of(s.bases, s.outs);
  const ifSafe = measure.of(safe, s.outs);
  const ifCaught = valueAfter(measure, caught, nextOuts(s.outs), 0);
  const breakEven = (now - ifCaught) / (ifSafe - ifCaught);
  const attempt = s.successRate * ifSafe + (1 - s.successRate) * ifCaught;

  const options: EngineOption[] = [
    { name: 'Steal', value: round(attempt), measure: measure.name },
    { name: 'Hold the runner', value: round(now), measure: measure.name },
  ].sort((a, b) => b.value - a.value);
  const go = attempt > now;
  const reason =
    `The steal of ${s.target} breaks even at a ${Math.round(breakEven * 100)}% success rate here and this runner makes it about ${Math.round(s.successRate * 100)}% of the time, ` +
    `so ${go ? 'sending him' : 'holding him'} is worth ${format(measure, Math.max(attempt, now))} against ${format(measure, Math.min(attempt, now))}.`;

  return {
    sport: 'baseball',
    engine: 'stolen_base',
    recommendation: go ? 'Steal' : 'Hold the runner',
    reason,
    options,
    points: go
      ? [
          'Go on first movement to the plate — pick a pitcher with a slow delivery or a breaking-ball count.',
          'Batter: take the pitch unless it is a strike you can drive; protect the runner.',
          'Slide to the back corner of the bag away from the tag.',
        ]
      : [
          `He needs to be safe ${Math.round(breakEven * 100)}% of the time to help; stay put unless the pitcher gives you a clear jump.`,
          'Get a good secondary lead so a single to the outfield moves him up.',
          'Let the hitter work the count.',
        ],
    source: `${measure === CHANCE_OF_SCORING ? SOURCE_SCORING : SOURCE_RE24}; break-even = (now − caught) / (safe − caught).`,
  };
}

export const stolenBaseTool: EngineTool<typeof StolenBaseSituationSchema> = {
  name: 'stolen_base',
  sport: 'baseball',
  description:
    'Steal or hold: the break-even success rate for a steal of second or third against the runner’s own rate.',
  parameters: StolenBaseSituationSchema,
  run: decideStolenBase,
};

// ---------------------------------------------------------------------------------------------
// intentional_walk

export const IntentionalWalkSituationSchema = z
  .strictObject({
    bases: BasesSchema.default('-2-'),
    outs: OutsSchema.default(1),
    batterWoba: z.number().min(0.15).max(0.6).default(LEAGUE_WOBA).describe('The batter’s wOBA; league ≈ .315.'),
    nextBatterWoba: z.number().min(0.15).max(0.6).default(LEAGUE_WOBA).describe('The on-deck batter’s wOBA.'),
    ...GameContext,
  })
  .refine((s) => s.bases !== '123', {
    message: 'With the bases loaded a walk forces in a run; pitch to him',
    path: ['bases'],
  });
export type IntentionalWalkSituation = z.infer<typeof IntentionalWalkSituationSchema>;

export function decideIntentionalWalk(s: IntentionalWalkSituation): EngineAdvice {
  const measure = measureFor(s.inning, s.scoreMargin);
  // The fielding team wants the smaller number. Hitter quality shifts the current plate appearance by
  // its runs above average; for the chance of scoring, by the same amount as a probability.
  const edgeOf = (woba: number) => (woba - LEAGUE_WOBA) / WOBA_SCALE;
  const pitchToHim = measure.of(s.bases, s.outs) + edgeOf(s.batterWoba);
  const walked = withBatterOnFirstForced(s.bases);
  const walkHim = measure.of(walked, s.outs) + edgeOf(s.nextBatterWoba);

  const options: EngineOption[] = [
    { name: 'Pitch to him', value: round(pitchToHim), measure: measure.name },
    { name: 'Intentional walk', value: round(walkHim), measure: measure.name },
  ].sort((a, b) => a.value - b.value);
  const walk = walkHim < pitchToHim;
  const reason =
    `For the batting team, ${walk ? 'walking him' : 'pitching to him'} leaves ${format(measure, Math.min(walkHim, pitchToHim))} ` +
    `against ${format(measure, Math.max(walkHim, pitchToHim))} the other way (${describeBases(s.bases)} → ${describeBases(walked)}); ` +
    `${
      !walk
        ? 'the free base runner costs more than the next hitter saves'
        : s.nextBatterWoba < s.batterWoba - 0.02
          ? 'the drop to the next hitter pays for the extra runner'
          : 'the extra runner costs almost nothing here and sets up a force at every base'
    }.`;

  return {
    sport: 'baseball',
    engine: 'intentional_walk',
    recommendation: walk ? 'Walk him' : 'Pitch to him',
    reason,
    options,
    points: walk
      ? [
          'Set the force at every base and play for the double play.',
          'Attack the next hitter in the zone — no second free pass.',
          'Infield at double-play depth.',
        ]
      : [
          'Pitch around the middle: nothing he can drive, but do not fear the walk.',
          'Use your best put-away pitch with two strikes.',
          'If first base is open, expand the zone on two strikes.',
        ],
    source: `${measure === CHANCE_OF_SCORING ? SOURCE_SCORING : SOURCE_RE24}; hitter quality: FanGraphs wRAA per PA = (wOBA − .315) / 1.2.`,
  };
}

/** A walk moves the batter to first and pushes forced runners up one base. */
function withBatterOnFirstForced(bases: BaseState): BaseState {
  const onFirst = bases[0] === '1';
  const onSecond = bases[1] === '2';
  const onThird = bases[2] === '3';
  const second = onSecond || onFirst;
  const third = onThird || (onFirst && onSecond);
  return toBaseState(true, second, third);
}

export const intentionalWalkTool: EngineTool<typeof IntentionalWalkSituationSchema> = {
  name: 'intentional_walk',
  sport: 'baseball',
  description:
    'Intentional walk or pitch to the batter, from the base-out state and the batter and on-deck hitter’s wOBA.',
  parameters: IntentionalWalkSituationSchema,
  run: decideIntentionalWalk,
};

// ---------------------------------------------------------------------------------------------
// times_through_order

export const TimesThroughOrderSituationSchema = z.strictObject({
  timesThrough: z
    .number()
    .int()
    .min(1)
    .max(4)
    .default(3)
    .describe('Which time through the order the starter is about to face (1–4).'),
  pitchCount: z.number().int().min(0).max(160).default(80),
  starterOps: z
    .number()
    .min(0.4)
    .max(1.1)
    .default(LEAGUE_STARTER_OPS_FIRST_TIME)
    .describe('OPS the starter allows the first time through; league ≈ .713.'),
  relieverOps: z
    .number()
    .min(0.4)
    .max(1.1)
    .default(LEAGUE_RELIEVER_OPS)
    .describe('OPS the available reliever allows; league ≈ .700.'),
  pitchLimit: z
    .number()
    .int()
    .min(20)
    .max(140)
    .optional()
    .describe(
      "The workload cap the staff set for the starter; by default Pitch Smart's daily max for his age, else 100.",
    ),
  pitcherAge: z
    .number()
    .int()
    .min(7)
    .max(40)
    .optional()
    .describe('His age: from 7 to 22 the Pitch Smart limits and rest days apply.'),
});
export type TimesThroughOrderSituation = z.infer<typeof TimesThroughOrderSituationSchema>;

/** A professional starter's usual cap when the staff gives none (modelling default). */
const DEFAULT_PITCH_LIMIT = 100;

/**
 * The pitch limit the call weighs and what it is: the staff's own, else Pitch Smart's daily max for
 * his age, else a professional starter's usual cap.
 */
export function pitchLimitOf(s: Pick<TimesThroughOrderSituation, 'pitchLimit' | 'pitcherAge'>): {
  value: number;
  basis: string;
} {
  if (s.pitchLimit !== undefined) return { value: s.pitchLimit, basis: 'the staff’s own' };
  const youth = s.pitcherAge === undefined ? undefined : pitchSmartGroup(s.pitcherAge);
  if (youth) return { value: youth.dailyMax, basis: `Pitch Smart’s daily limit for age ${s.pitcherAge}` };
  return { value: DEFAULT_PITCH_LIMIT, basis: 'a professional starter’s usual cap' };
}

export function decideTimesThroughOrder(s: TimesThroughOrderSituation): EngineAdvice {
  const penalty = TIMES_THROUGH_OPS_PENALTY[s.timesThrough - 1] ?? 0;
  const starter = s.starterOps + penalty;
  const youth = s.pitcherAge === undefined ? undefined : pitchSmartGroup(s.pitcherAge);
  const pitchLimit = pitchLimitOf(s).value;
  const overLimit = s.pitchCount >= pitchLimit;
  const pull = overLimit || starter > s.relieverOps;
  const options: EngineOption[] = [
    { name: 'Keep the starter', value: round(starter), measure: 'OPS allowed' },
    { name: 'Go to the bullpen', value: round(s.relieverOps), measure: 'OPS allowed' },
  ].sort((a, b) => a.value - b.value);
  const ops = (value: number) => value.toFixed(3).replace(/^0/, '');
  const reason = overLimit
    ? `He is at ${s.pitchCount} pitches, past the ${pitchLimit} cap, and the ${ordinalTime(s.timesThrough)} time through he projects to allow a ${ops(starter)} OPS against the reliever's ${ops(s.relieverOps)}.`
    : `The ${ordinalTime(s.timesThrough)} time through, hitters add about ${ops(penalty)} OPS against a starter, so he projects to a ${ops(starter)} OPS against the reliever's ${ops(s.relieverOps)}.`;

  const rest = restNote(s.pitcherAge, s.pitchCount);
  return {
    sport: 'baseball',
    engine: 'times_through_order',
    recommendation: pull ? 'Go to the bullpen' : 'Keep the starter in',
    reason,
    options,
    points: (pull
      ? [
          'Make the change at the top of the order or before the first left-right mismatch.',
          'Get the reliever warm a batter early so the change is not rushed.',
          'Tell the starter before the inning — no surprises on the mound.',
        ]
      : [
          'Have the bullpen up before the next trip through the lineup.',
          'Watch velocity and command: two hard-hit balls in a row is the signal.',
          `Set a pitch ceiling of ${pitchLimit} for this start.`,
        ]
    ).concat(rest ? [rest] : []),
    source:
      'Times-through-the-order OPS: MLB starters 2016–2025 (MLB.com glossary, .713 / .747 / .780); Lichtman (2013), Baseball Prospectus, and The Book (2007) on the penalty; league reliever OPS ≈ .700. ' +
      (youth
        ? `Pitch limit: Pitch Smart for ages ${youth.label}, ${youth.dailyMax} a day (MLB and USA Baseball).`
        : `Pitch limit: ${s.pitchLimit === undefined ? `${DEFAULT_PITCH_LIMIT}, a professional starter's usual cap` : 'the staff’s own'}.`),
  };
}

/** For a youth pitcher: the rest his count already requires and the next Pitch Smart step. */
function restNote(age: number | undefined, pitchCount: number): string | undefined {
  const group = age === undefined ? undefined : pitchSmartGroup(age);
  if (!group) return undefined;
  const status = pitchCountStatus(group, pitchCount);
  const owed = `${status.restDays} day${status.restDays === 1 ? '' : 's'} of rest`;
  if (pitchCount > group.dailyMax)
    return `At ${pitchCount} pitches he is ${pitchCount - group.dailyMax} past the ${group.dailyMax}-pitch daily max and owes ${owed}.`;
  return status.nextRestStep
    ? `At ${pitchCount} pitches he owes ${owed}; pitch ${status.nextRestStep.at} makes it ${status.nextRestStep.restDays}.`
    : `At ${pitchCount} pitches he owes ${owed}; ${status.leftToday} left before the ${group.dailyMax}-pitch daily max.`;
}

function ordinalTime(n: number): string {
  return ['first', 'second', 'third', 'fourth'][n - 1] ?? `${n}th`;
}

export const timesThroughOrderTool: EngineTool<typeof TimesThroughOrderSituationSchema> = {
  name: 'times_through_order',
  sport: 'baseball',
  description:
    'Leave the starter in or go to the bullpen, from the times-through-the-order penalty and the pitch count.',
  parameters: TimesThroughOrderSituationSchema,
  run: decideTimesThroughOrder,
};

export const BASEBALL_ENGINE_TOOLS = [
  runExpectancyTool,
  sacrificeBuntTool,
  stolenBaseTool,
  intentionalWalkTool,
  timesThroughOrderTool,
] as const;
