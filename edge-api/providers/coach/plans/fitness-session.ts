import { SPORT_LABELS, type Sport } from '../../../../shared/constants';
import {
  PRACTICE_MAX_MINUTES,
  PRACTICE_MIN_MINUTES,
  PracticePlanSchema,
  type Level,
  type PracticeBlock,
  type PracticePlan,
} from '../../../../shared/practice-plan';
import type { BodyArea, Exercise, ExerciseFocus, Facility, GymEquipment } from '../knowledge/content-schema';
import type { LiftNumber } from '../understand/parse-training-request';
import { ageRulesFor } from './age-rules';
import { liftLoadText, withOwnKit } from './lift-loads';
import { describeGroups } from './practice-plan';

/** The kinds of work a fitness session can be built around. */
export type SessionEmphasis = 'speed' | 'conditioning' | 'strength' | 'power';

/** One timed fitness session, for one athlete or a team, from the sport's exercise library. */
const LEG_AND_BACK: readonly BodyArea[] = ['hamstring', 'calf', 'knee', 'ankle', 'hip', 'groin', 'lower-back'];

export interface FitnessSessionRequest {
  sport: Sport;
  minutes: number;
  players: number;
  level: Level;
  age?: number;
  emphasis?: SessionEmphasis;
  /** Gym kit on hand: undefined is a full gym, an empty list bodyweight only. */
  equipment?: readonly GymEquipment[];
  /** Body parts hurt: no exercise loading them is given. */
  injuries: readonly BodyArea[];
  exercises: readonly Exercise[];
  /** A position tag ("goalkeeper", "pitcher"): its own exercises come first in each slot. */
  position?: string;
  /** Lift numbers the athlete gave: those lifts are loaded from them. */
  lifts?: readonly LiftNumber[];
  /** A leg day or an upper-body day: the main work is for that half of the body. */
  region?: BodyRegion;
  /** A hot day: a drink every 15 minutes and shade, as in a practice plan. */
  heat?: boolean;
  /** Where the group trains, as the coach described it: said back first. */
  site?: readonly string[];
  /** What that place lacks (a field, open floor): no exercise needing it is given. */
  lacks?: readonly Facility[];
}

export type BodyRegion = 'lower' | 'upper';
const REGION_AREAS: Record<BodyRegion, readonly BodyArea[]> = {
  lower: ['knee', 'hip', 'hamstring', 'calf', 'ankle', 'groin'],
  upper: ['shoulder', 'elbow', 'wrist'],
};

const EMPHASIS_LABEL: Record<SessionEmphasis | 'general', string> = {
  speed: 'speed',
  conditioning: 'fitness',
  strength: 'strength',
  power: 'power',
  general: 'all-round fitness',
};

/** What each main block works on, in order: the emphasis leads and takes most of the session. */
const SLOTS: Record<SessionEmphasis | 'general', ExerciseFocus[]> = {
  speed: ['speed', 'speed', 'power', 'speed', 'conditioning', 'strength'],
  conditioning: ['conditioning', 'speed', 'conditioning', 'strength', 'conditioning', 'power'],
  strength: ['strength', 'strength', 'power', 'strength', 'strength', 'conditioning'],
  power: ['power', 'power', 'speed', 'strength', 'power', 'strength'],
  general: ['power', 'strength', 'speed', 'strength', 'conditioning', 'power'],
};

/** One cue a coach calls for the kind of work: it is how that work is done safely and well. */
const FOCUS_CUES: Record<ExerciseFocus, string> = {
  speed: 'Full recovery between reps: every rep at top speed, stop when it slows.',
  power: 'Every rep explosive; end the set when the speed drops.',
  strength: 'Smooth and controlled, two reps left in the tank.',
  conditioning: 'Hold the pace on every rep; stop if form breaks down.',
  mobility: 'Slow and controlled, never into pain.',
  skill: 'Quality first: slow down to get it right.',
};

const BARBELLS: readonly GymEquipment[] = ['barbell', 'trap-bar'];
/** Below this age barbell lifts give way to bodyweight, band and medicine-ball work. */
const BARBELL_MIN_AGE = 14;
const WATER_BREAK_MINUTES = 2;
const YOUTH_BREAK_EVERY = 20;
/** On a hot day everyone drinks every 15 minutes (NATA heat guidance). */
const HEAT_BREAK_EVERY = 15;
const BREAK_EVERY = 30;
const MIN_BLOCK_MINUTES = 3;

const EQUIPMENT_NAMES: Record<GymEquipment, string> = {
  barbell: 'barbells',
  'trap-bar': 'a trap bar',
  dumbbell: 'dumbbells',
  kettlebell: 'kettlebells',
  band: 'bands',
  cable: 'a cable machine',
  'medicine-ball': 'medicine balls',
  box: 'boxes',
  bench: 'a bench',
  sled: 'a sled',
  'pull-up-bar': 'a pull-up bar',
  bike: 'bikes',
};

/** How many main blocks fit: enough to vary the work, few enough that each block is worth setting up. */
function mainCountFor(minutes: number): number {
  if (minutes < 30) return 3;
  if (minutes < 50) return 4;
  if (minutes < 80) return 5;
  return 6;
}

function clamp(value: number, min: number, max: number): number {
  return Math.min(max, Math.max(min, value));
}

function youthOf(request: FitnessSessionRequest): boolean {
  return request.level === 'youth' || (request.age !== undefined && request.age < 18);
}

/**
 * Exercises this group can do: nothing on a hurt area, nothing needing kit or room the place lacks,
 * nothing too old for it.
 */
function usable(request: FitnessSessionRequest): Exercise[] {
  const hurt = new Set(request.injuries);
  const age = request.age ?? (request.level === 'youth' ? 12 : request.level === 'high-school' ? 15 : undefined);
  const noBarbell = age !== undefined && age < BARBELL_MIN_AGE;
  const fit = request.exercises.filter(
    (exercise) =>
      exercise.focus !== 'skill' &&
      !exercise.loads.some((area) => hurt.has(area)) &&
      !(exercise.needs ?? []).some((facility) => request.lacks?.includes(facility)) &&
      (exercise.minAge === undefined || age === undefined || age >= exercise.minAge) &&
      !(noBarbell && exercise.equipment.length > 0 && exercise.equipment.every((item) => BARBELLS.includes(item))) &&
      (request.equipment === undefined ||
        exercise.equipment.length === 0 ||
        exercise.equipment.some((item) => request.equipment?.includes(item))),
  );
  const kit = request.equipment;
  return kit === undefined ? fit : fit.map((exercise) => withOwnKit(exercise, kit));
}

/**
 * The main exercises, one per slot: kit the group named comes first (they said what they have to
 * use it), then the sport's own work, then general substitutes. A slot nothing fills is skipped.
 */
function chooseMain(request: FitnessSessionRequest, emphasis: SessionEmphasis | 'general'): Exercise[] {
  const pool = usable(request);
  const named = request.equipment ?? [];
  const position = request.position;
  const rank = (exercise: Exercise) =>
    (position !== undefined && exercise.positions?.includes(position) ? 0 : 4) +
    (exercise.equipment.some((item) => named.includes(item)) ? 0 : 2) +
    (exercise.substitute ? 1 : 0);
  const region = request.region;
  const inRegion = (exercise: Exercise) =>
    region === undefined || exercise.loads.some((area) => REGION_AREAS[region].includes(area));
  const chosen: Exercise[] = [];
  for (const focus of SLOTS[emphasis].slice(0, mainCountFor(request.minutes))) {
    const open = pool.filter((exercise) => !chosen.includes(exercise) && inRegion(exercise));
    // A leg or upper-body day keeps to that half of the body: another focus for it beats the other half.
    const next = [
      ...open.filter((exercise) => exercise.focus === focus),
      ...(region ? open.filter((exercise) => exercise.focus !== 'mobility') : []),
      // A place too small for this slot's work (no room to sprint) gives the slot to other work.
      ...(request.lacks?.length ? open.filter((exercise) => exercise.focus !== 'mobility') : []),
    ].sort((a, b) => (a.focus === focus ? 0 : 8) + rank(a) - ((b.focus === focus ? 0 : 8) + rank(b)))[0];
    if (next) chosen.push(next);
  }
  // Kit the group listed but no slot used gets a block of its own in place of the last one.
  for (const item of named) {
    if (chosen.some((exercise) => exercise.equipment.includes(item))) continue;
    const withItem = pool.find((exercise) => exercise.equipment.includes(item) && !chosen.includes(exercise));
    if (withItem && chosen.length > 1) chosen[chosen.length - 1] = withItem;
  }
  return chosen;
}

/** Roughly how long an exercise takes as prescribed, to share the main minutes out fairly. */
function estimatedMinutes(exercise: Exercise): number {
  const work = exercise.focus === 'speed' ? 10 : exercise.focus === 'conditioning' ? 45 : 30;
  return Math.max(1, (exercise.sets * (work + exercise.restSeconds)) / 60);
}

/** Splits `total` into whole minutes in proportion to `weights`, each at least `floor`, summing to `total`. */
function apportion(weights: number[], total: number, floor: number): number[] {
  if (weights.length === 0) return [];
  const base = Math.min(floor, Math.floor(total / weights.length));
  const rest = total - base * weights.length;
  const weightSum = weights.reduce((sum, weight) => sum + weight, 0);
  const exact = weights.map((weight) => (rest * weight) / weightSum);
  const parts = exact.map((share) => base + Math.floor(share));
  let leftover = total - parts.reduce((sum, part) => sum + part, 0);
  const order = exact
    .map((share, index) => ({ index, remainder: share - Math.floor(share) }))
    .sort((a, b) => b.remainder - a.remainder || a.index - b.index);
  for (const { index } of order) {
    if (leftover === 0) break;
    parts[index] = (parts[index] ?? 0) + 1;
    leftover -= 1;
  }
  return parts;
}

/** How a team shares the block: sprints in lanes of four, kit in pairs, bodyweight all together. */
function groupsFor(exercise: Exercise, players: number): string {
  if (players === 1) return '1 player';
  if (exercise.focus === 'speed' || exercise.focus === 'conditioning') {
    const lanes = Math.max(1, Math.ceil(players / 4));
    // Runs need a lane each; work done on the spot or on a machine takes turns or runs side by side.
    return exercise.needs?.includes('open-space') === true ||
      (exercise.needs === undefined && exercise.equipment.length === 0 && !exercise.substitute)
      ? `${describeGroups(players, lanes)}, one lane each`
      : `${describeGroups(players, lanes)}, working side by side`;
  }
  if (exercise.equipment.length > 0 && players >= 4) {
    return `${describeGroups(players, Math.floor(players / 2))}, sharing the kit and swapping each set`;
  }
  return `whole group of ${players}`;
}

function mainBlock(
  exercise: Exercise,
  minutes: number,
  players: number,
  lifts: readonly LiftNumber[] | undefined,
): PracticeBlock {
  return {
    minutes,
    activity: `${exercise.name}: ${exercise.sets} x ${exercise.reps}${liftLoadText(exercise, lifts)}, rest ${exercise.restSeconds}s`,
    phase: 'technical',
    groups: groupsFor(exercise, players),
    equipment: exercise.equipment.length > 0 ? [EQUIPMENT_NAMES[exercise.equipment[0] ?? 'band']] : [],
    coachingPoints: [FOCUS_CUES[exercise.focus]],
  };
}

function everyone(players: number): string {
  return players === 1 ? '1 player' : `whole group of ${players}`;
}

/** Breaks go between blocks nearest an even share of the session, never first or last. */
function withBreaks(blocks: PracticeBlock[], count: number, total: number): PracticeBlock[] {
  const ends: number[] = [];
  let elapsed = 0;
  for (const block of blocks.slice(0, -1)) {
    elapsed += block.minutes;
    ends.push(elapsed);
  }
  const chosen = new Set<number>();
  for (let k = 1; k <= count; k += 1) {
    const target = (total * k) / (count + 1);
    let best = -1;
    ends.forEach((end, gap) => {
      if (chosen.has(gap)) return;
      if (best === -1 || Math.abs(end - target) < Math.abs((ends[best] ?? 0) - target)) best = gap;
    });
    if (best !== -1) chosen.add(best);
  }
  const drink: PracticeBlock = {
    minutes: WATER_BREAK_MINUTES,
    activity: 'Water break',
    phase: 'break',
    groups: 'everyone',
    equipment: [],
    coachingPoints: ['Drink, then set up the next block.'],
  };
  return blocks.flatMap((block, index) => (chosen.has(index) ? [block, drink] : [block]));
}

/**
 * One timed fitness session whose blocks add up to exactly the minutes asked: a warm-up, main work
 * led by the emphasis, and a cool-down, using only the kit on hand and nothing that loads an injury.
 */
export function buildFitnessSession(request: FitnessSessionRequest): PracticePlan {
  const minutes = clamp(Math.round(request.minutes), PRACTICE_MIN_MINUTES, PRACTICE_MAX_MINUTES);
  const emphasis = request.emphasis ?? 'general';
  const youth = youthOf(request);
  const pool = usable(request);
  const main = chooseMain({ ...request, minutes }, emphasis);
  const mobility = pool.filter((exercise) => exercise.focus === 'mobility');

  const breakEvery = request.heat ? HEAT_BREAK_EVERY : youth ? YOUTH_BREAK_EVERY : BREAK_EVERY;
  const wanted = Math.max(0, Math.ceil(minutes / breakEvery) - 1);
  const breaks = Math.min(wanted, main.length + 1);
  const warmUpMinutes = clamp(Math.round(minutes * 0.18), 5, 12);
  const coolDownMinutes = clamp(Math.round(minutes * 0.1), 3, 8);
  const mainMinutes = minutes - breaks * WATER_BREAK_MINUTES - warmUpMinutes - coolDownMinutes;
  const shares = apportion(main.map(estimatedMinutes), mainMinutes, MIN_BLOCK_MINUTES);

  // A hurt leg or back warms up without fast running: the build-ups are the first thing its return holds back.
  const legHurt = request.injuries.some((area) => LEG_AND_BACK.includes(area));
  // A place without open floor warms up on the spot: there is no room to jog or build up.
  const noRoom = request.lacks?.includes('open-space') === true;
  const warmUp: PracticeBlock = {
    minutes: warmUpMinutes,
    activity: legHurt
      ? `Warm-up: brisk walk or easy bike, bodyweight squats and lunges in a pain-free range, arm circles, then ${mobility[0]?.name ?? 'leg swings'}`
      : noRoom
        ? `Warm-up on the spot: marching, jogging in place and jumping jacks, squats, lunges and arm circles, then ${mobility[0]?.name ?? 'leg swings'} and three fast-feet bursts in place`
        : `Warm-up: easy jog, skips, lunges and arm circles, then ${mobility[0]?.name ?? 'leg swings'} and build-up runs at 50, 70 and 90%`,
    phase: 'warm-up',
    groups: everyone(request.players),
    equipment: [],
    coachingPoints: [
      legHurt
        ? 'Keep every movement pain-free (3/10 at most); stop and rest if it climbs.'
        : noRoom
          ? 'Build from easy to brisk; the fast-feet bursts come last.'
          : 'Build from easy to brisk; no sprinting until the last build-up.',
    ],
  };
  const coolDown: PracticeBlock = {
    minutes: coolDownMinutes,
    activity: `Cool-down: easy walk, then ${mobility
      .slice(1, 3)
      .map((exercise) => exercise.name)
      .join(' and ')}`.replace(/, then $/, ' and light stretching'),
    phase: 'cool-down',
    groups: everyone(request.players),
    equipment: [],
    coachingPoints: ['Breathe slowly; hold each stretch 20–30 seconds.'],
  };
  const mainBlocks =
    main.length > 0
      ? main.map((exercise, index) =>
          mainBlock(exercise, shares[index] ?? MIN_BLOCK_MINUTES, request.players, request.lifts),
        )
      : [
          {
            minutes: mainMinutes,
            activity: 'Bodyweight circuit: squats, push-ups, planks and skips, 40 s on and 20 s off',
            phase: 'technical' as const,
            groups: everyone(request.players),
            equipment: [],
            coachingPoints: [FOCUS_CUES.conditioning],
          },
        ];
  const blocks = withBreaks([warmUp, ...mainBlocks, coolDown], breaks, minutes);
  const label = EMPHASIS_LABEL[emphasis];
  const level = request.level;

  return PracticePlanSchema.parse({
    title: `${minutes}-Minute ${SPORT_LABELS[request.sport]} ${label.charAt(0).toUpperCase()}${label.slice(1)} Session`,
    sport: request.sport,
    totalMinutes: minutes,
    players: request.players,
    level,
    focus: [label],
    blocks,
    equipment: [...new Set(blocks.flatMap((block) => block.equipment))],
    notes: sessionNotes(request, youth).slice(0, 10),
  });
}

function sessionNotes(request: FitnessSessionRequest, youth: boolean): string[] {
  const notes: string[] = [];
  if ((request.site ?? []).length > 0) notes.push(`Where: ${(request.site ?? []).join('; ')}.`);
  if (request.heat)
    notes.push(
      `Heat: a drink every ${HEAT_BREAK_EVERY} minutes, rest in the shade, cut the conditioning reps if the group fades; anyone dizzy, confused or who stops sweating stops at once, is cooled and gets medical help.`,
    );
  if (request.equipment !== undefined) {
    const kit = request.equipment.map((item) => EQUIPMENT_NAMES[item]);
    notes.push(
      kit.length > 0
        ? `Uses only ${kit.join(' and ')} and bodyweight, as on hand.`
        : 'Bodyweight only: no equipment needed.',
    );
  }
  if (youth) {
    notes.push(
      'Built for young athletes: no barbell lifts or depth jumps; technique before load, and stop anyone whose form breaks.',
    );
  }
  if (request.players > 1) {
    notes.push('Each block fits the group as shown; players who finish early jog easily until the next rep.');
  }
  for (const rule of ageRulesFor({ sport: request.sport, level: request.level, age: request.age })) {
    if (rule.excludes === undefined && rule.skills === undefined) notes.push(rule.note);
  }
  return notes;
}

/** A warm-up or cool-down on its own: a few timed steps that add up to the minutes asked. */
export interface ShortRoutine {
  kind: 'warm-up' | 'cool-down';
  minutes: number;
  steps: { minutes: number; activity: string }[];
}

const SHORT_ROUTINE_MINUTES = { 'warm-up': 12, 'cool-down': 10 } as const;

/** How each sport's warm-up raises the heart rate and ends: at the movements of the game, at game speed. */
const SPORT_WARM_UP: Record<Sport, { raise: string; activate: string; primer: string }> = {
  football: {
    raise: 'easy jog, high knees and carioca',
    activate: 'lunges with a twist, glute bridges and lateral shuffles',
    primer: '3–4 build-up runs to 70, 80 and 90%, then 3 starts from your position stance',
  },
  basketball: {
    raise: 'easy jog, defensive slides and skips up and down the court',
    activate: 'lunges with a twist, glute bridges and pogo hops',
    primer: 'layups both hands, 3 sprints baseline to half court, then jump shots at game speed',
  },
  baseball: {
    raise: 'easy jog foul line to foul line and back',
    activate: 'band pull-aparts, band external rotation and lunges with a twist',
    primer: 'a throwing progression from 30 to 90 feet (more for pitchers), then a few dry swings and 2 sprints',
  },
  soccer: {
    raise: 'easy jog with side steps and backward running',
    activate: 'lunges with a twist, glute bridges and Copenhagen squeezes',
    primer: 'passing in pairs at rising tempo, then 3 sprints of 20 m and a few shots or kicks at game speed',
  },
  golf: {
    raise: 'brisk walk and arm swings across the body',
    activate: 'glute bridges, bodyweight squats and band pull-aparts',
    primer: '10 half swings with a wedge building to full, then 5 full swings each with a mid-iron and the driver',
  },
  tennis: {
    raise: 'easy jog, side shuffles and skipping',
    activate: 'lunges with a twist, band external rotation and split-step hops',
    primer: 'mini-tennis, then groundstrokes building to full pace, volleys and 6–8 serves',
  },
};

/**
 * A warm-up raises temperature, moves the joints the sport uses and builds to game speed; a cool-down
 * brings breathing down and stretches what worked. Mobility comes from the sport's own library,
 * skipping anything that loads a hurt area.
 */
export function buildShortRoutine(request: {
  sport: Sport;
  kind: 'warm-up' | 'cool-down';
  minutes?: number;
  injuries: readonly BodyArea[];
  exercises: readonly Exercise[];
}): ShortRoutine {
  const minutes = clamp(Math.round(request.minutes ?? SHORT_ROUTINE_MINUTES[request.kind]), 5, 30);
  const hurt = new Set(request.injuries);
  const mobility = request.exercises
    .filter((exercise) => exercise.focus === 'mobility' && !exercise.loads.some((area) => hurt.has(area)))
    .map((exercise) => exercise.name);
  const moves = mobility.length > 0 ? mobility.slice(0, 3).join(', ') : 'leg swings, hip circles and arm circles';
  const easy = hurt.size > 0 ? ' (keep the hurt area below any pain)' : '';
  const sport = SPORT_WARM_UP[request.sport];
  const activities =
    request.kind === 'warm-up'
      ? [
          { share: 0.25, activity: `Raise: ${sport.raise}, getting gradually quicker${easy}` },
          { share: 0.3, activity: `Mobilise: ${moves}, 6–8 slow reps each` },
          { share: 0.25, activity: `Activate: ${sport.activate}` },
          { share: 0.2, activity: `Game speed: ${sport.primer}` },
        ]
      : [
          { share: 0.3, activity: 'Easy jog, then walk until your breathing is back to normal' },
          { share: 0.5, activity: `Stretch what worked: ${moves}, 30 s each side` },
          { share: 0.2, activity: 'Drink 500 ml of water and have a carbohydrate and protein snack within the hour' },
        ];
  const parts = apportion(
    activities.map((step) => step.share),
    minutes,
    1,
  );
  return {
    kind: request.kind,
    minutes,
    steps: activities.map((step, index) => ({ minutes: parts[index] ?? 1, activity: step.activity })),
  };
}
