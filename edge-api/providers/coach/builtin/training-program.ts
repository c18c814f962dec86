import { SPORT_LABELS } from '../../../../shared/constants';
import type { PersonalityMode, Sport } from '../../../../shared/constants';
import type { BodyArea, Exercise, ExerciseFocus, GymEquipment } from '../knowledge/content-schema';
import { knowledgeOf } from '../knowledge/knowledge-base';
import { buildFitnessSession, buildShortRoutine } from '../plans/fitness-session';
import { LIFT_LABEL, liftLoadText, roundLoad, withOwnKit } from '../plans/lift-loads';
import { athleteProfileFor, exercisesFor, favouredRank, type AthleteProfile } from '../plans/athlete-profiles';
import { skillGoalFor, type SkillGoal } from '../plans/skill-goals';
import {
  exercisesForPopulation,
  medicalConditionById,
  ruledOutBySpace,
  specialPopulationById,
  trainingSpaceById,
  type SpecialPopulation,
  type TrainingSpace,
} from '../plans/special-populations';
import { prehabFor } from '../plans/prehab';
import { returnsToSkill } from '../plans/return-to-skill';
import { TRAINING_TARGETS, levelSpeedKmh, youthLoadFor, type YouthLoadBand } from '../plans/training-targets';
import { renderPracticePlanMarkdown } from '../plans/practice-plan-markdown';
import {
  MAX_PROGRAM_WEEKS,
  type Injury,
  type AskedActivity,
  type KitLoad,
  type LiftNumber,
  type PerformanceMark,
  type PerformanceTarget,
  type FitnessTest,
  type TeamPractice,
  type NutritionAsk,
  type TrainingEmphasis,
  type TrainingGoal,
  type TrainingRequest,
  type WeightUnit,
} from '../understand/parse-training-request';
import { overuseComplaint, type OveruseComplaint } from '../understand/training-senses';

const DEFAULTS = { weightKg: 75, goal: 'maintain', daysPerWeek: 3, weeks: 4 } as const;
/** A short day said without its minutes: warm-up, two main exercises and a cool-down fit. */
const SHORT_DAY_MINUTES = 30;
/** In season two short sessions keep strength without taking legs from games. */
const IN_SEASON_DAYS = 2;
const POUNDS_PER_KG = 2.20462262;
const KG_PER_STONE = 6.35029318;
/** About 7,700 kcal per kilogram of body weight gained or lost, spread over the 7 days of a week. */
const KCAL_PER_DAY_PER_KG_WEEKLY = 7700 / 7;
/** Programs up to this many weeks are written week by week; longer ones in four phases. */
const WEEK_BY_WEEK_MAX = 6;
/** The longest block toward a date: past it the block is retested and repeated with new targets. */
const PERFORMANCE_BLOCK_WEEKS = 16;
/** A date up to this far off is programmed whole, in four phases: the athlete gets the length asked. */
const WHOLE_PROGRAM_MAX_WEEKS = 26;
/** Below this age no calorie surplus or deficit is prescribed: a growing athlete eats for growth. */
const DIET_MIN_AGE = 16;
/** From this age a teenager who wants to gain may eat a small surplus; a child eats to grow. */
const TEEN_GAIN_MIN_AGE = 13;
/** Below this age heavy barbell lifts give way to bodyweight, dumbbell and medicine-ball work. */
const BARBELL_MIN_AGE = 14;
const BARBELLS: readonly GymEquipment[] = ['barbell', 'trap-bar'];

/** How the program speaks to this athlete: the weight unit to show, and what came from their profile. */
export interface TrainingVoice {
  weightUnit: WeightUnit;
  /** e.g. ["weight 80 kg"]: values the message left out that the coach profile gave. */
  fromProfile: readonly string[];
}

const KILOGRAMS: TrainingVoice = { weightUnit: 'kg', fromProfile: [] };

/** "80 kg", or "176 lb (80 kg)" for an athlete who counts in pounds: the formulas stay per kilogram. */
function bodyWeightText(exactKg: number, unit: WeightUnit): string {
  const kg = Math.round(exactKg);
  return unit === 'lb' ? `${Math.round(exactKg * POUNDS_PER_KG)} lb (${kg} kg)` : `${kg} kg`;
}

/** A weight or an amount of weight in the athlete's unit: "15 lb", "86 kg". */
function amountText(kg: number, unit: WeightUnit): string {
  const value = unit === 'lb' ? kg * POUNDS_PER_KG : kg;
  return `${Math.round(value)} ${unit}`;
}

/** A weight as the athlete said it: stone for someone who counts in stone, else their unit. */
function saidWeight(kg: number, unit: WeightUnit, inStone: boolean | undefined): string {
  if (!inStone) return amountText(kg, unit);
  const stone = Math.round((kg / KG_PER_STONE) * 2) / 2;
  return `${stone} st (${Math.round(kg)} kg)`;
}

/** A weekly pace: "0.7 lb", "0.45 kg" (a tenth of a kilogram is too coarse to tell two paces apart). */
function paceText(kg: number, unit: WeightUnit): string {
  return unit === 'lb' ? `${(kg * POUNDS_PER_KG).toFixed(1)} lb` : `${kg.toFixed(2)} kg`;
}

interface DayPlan {
  label: string;
  slots: ExerciseFocus[];
}

const DAY_PLANS: Record<'strength' | 'power' | 'speed' | 'conditioning' | 'skill', DayPlan> = {
  strength: { label: 'Strength', slots: ['strength', 'strength', 'power', 'mobility'] },
  power: { label: 'Power', slots: ['power', 'power', 'strength', 'mobility'] },
  speed: { label: 'Speed and agility', slots: ['speed', 'speed', 'skill', 'mobility'] },
  conditioning: { label: 'Conditioning', slots: ['conditioning', 'conditioning', 'skill', 'mobility'] },
  skill: { label: 'Skill and mobility', slots: ['skill', 'skill', 'mobility', 'conditioning'] },
};

/** A new runner's lifting day: strength and mobility only, since the runs are all the impact the legs need yet. */
const RUNNER_STRENGTH: DayPlan = { label: 'Strength', slots: ['strength', 'strength', 'mobility', 'mobility'] };

const PERFORMANCE_WEEK = [
  DAY_PLANS.strength,
  DAY_PLANS.speed,
  DAY_PLANS.power,
  DAY_PLANS.conditioning,
  DAY_PLANS.skill,
  DAY_PLANS.strength,
  DAY_PLANS.speed,
];

// The goal decides which days come first: a cut leans on conditioning, a bulk on heavy lifting.
const WEEK_ROTATIONS: Record<TrainingGoal, DayPlan[]> = {
  cut: [
    DAY_PLANS.strength,
    DAY_PLANS.conditioning,
    DAY_PLANS.power,
    DAY_PLANS.conditioning,
    DAY_PLANS.speed,
    DAY_PLANS.strength,
    DAY_PLANS.skill,
  ],
  bulk: [
    DAY_PLANS.strength,
    DAY_PLANS.power,
    DAY_PLANS.strength,
    DAY_PLANS.speed,
    DAY_PLANS.power,
    DAY_PLANS.conditioning,
    DAY_PLANS.skill,
  ],
  // Recomposition lifts heavy for muscle and keeps conditioning in the week for the small deficit.
  recomp: [
    DAY_PLANS.strength,
    DAY_PLANS.conditioning,
    DAY_PLANS.strength,
    DAY_PLANS.power,
    DAY_PLANS.conditioning,
    DAY_PLANS.speed,
    DAY_PLANS.skill,
  ],
  maintain: PERFORMANCE_WEEK,
  perform: PERFORMANCE_WEEK,
};

const FALLBACK_FOCUS_ORDER: ExerciseFocus[] = ['strength', 'power', 'conditioning', 'speed', 'skill', 'mobility'];
const PROGRESSED_FOCUSES: ReadonlySet<ExerciseFocus> = new Set(['strength', 'power', 'speed', 'conditioning']);

const GOAL_TEXT: Record<TrainingGoal, string> = {
  cut: 'lose fat while keeping strength',
  bulk: 'build muscle',
  recomp: 'lose fat and build muscle at about the same weight',
  maintain: 'hold your weight and sharpen performance',
  perform: 'build strength, speed and fitness',
};

/** Goals that leave body weight where it is: no surplus or deficit, and the program named by what it builds. */
function holdsWeight(goal: TrainingGoal): boolean {
  return goal === 'maintain' || goal === 'perform';
}

const EMPHASIS_TEXT: Record<TrainingEmphasis, string> = {
  conditioning: 'conditioning',
  power: 'power and explosiveness',
  speed: 'speed and agility',
  strength: 'strength',
};

/** Surplus or deficit without a deadline, and the range a deadline may move it in (kcal a day). */
const GOAL_ENERGY: Record<TrainingGoal, { kcal: number; min: number; max: number; proteinPerKg: number }> = {
  cut: { kcal: -400, min: 300, max: 500, proteinPerKg: 2.2 },
  bulk: { kcal: 300, min: 250, max: 500, proteinPerKg: 2.0 },
  // A small deficit with protein high: fat goes while the lifting builds muscle, so the scale barely moves.
  recomp: { kcal: -200, min: 150, max: 250, proteinPerKg: 2.2 },
  maintain: { kcal: 0, min: 0, max: 0, proteinPerKg: 2.0 },
  perform: { kcal: 0, min: 0, max: 0, proteinPerKg: 2.0 },
};

const MEAL_TIMING: Record<TrainingGoal, string> = {
  cut: 'Spread protein over four meals and fill up on vegetables to stay full on fewer calories.',
  bulk: 'Add a fourth meal or a milk-and-oats shake rather than forcing oversized plates.',
  recomp:
    "Put most of the day's carbs around training and keep protein at every meal; rest days run a little lower in carbs.",
  maintain: 'On rest days trim the carbs a little but keep protein the same.',
  perform: 'On rest days trim the carbs a little but keep protein the same.',
};

/** How the athlete's weight is meant to move, and at what pace. */
interface WeightPlan {
  /** Daily surplus (positive) or deficit (negative) against maintenance. */
  kcal: number;
  /** Kilograms gained or lost a week at that surplus or deficit. */
  weeklyKg: number;
  /** The change asked, signed; undefined when the message named no amount. */
  changeKg?: number;
  /** Weeks the whole change takes at the planned pace. */
  weeksNeeded?: number;
}

interface ResolvedRequest {
  weightKg: number;
  /** The weight before rounding to whole kilograms, so 180 lb is shown back as 180 lb. */
  exactWeightKg: number;
  goal: TrainingGoal;
  daysPerWeek: number;
  /** Minutes each training day may take, when the athlete said. */
  sessionMinutes?: number;
  /** The week's last days that are short, and their minutes. */
  shortDays?: { count: number; minutes: number };
  weeks: number;
  /** Weeks asked beyond the cap, to say that the program stops at a year. */
  cappedFrom?: number;
  byDate?: string;
  emphasis: TrainingEmphasis | undefined;
  weightPlan: WeightPlan;
  injuries: Injury[];
  /** A clinician already cleared the return: the notes follow their go-ahead instead of asking for one. */
  cleared: boolean;
  youth: boolean;
  /** A youth athlete too young for a diet: calories stay at maintenance whatever the goal. */
  growing: boolean;
  /** A youth athlete too young for heavy barbell lifts. */
  noBarbell: boolean;
  equipment?: GymEquipment[];
  position?: string;
  positionNamed?: string;
  namedDays?: string[];
  /** In season the sets stay at the base: strength is kept, not built, around games. */
  inSeason: boolean;
  heaviestLoad?: KitLoad;
  /** Lift numbers the athlete gave: the loads for those lifts are set from them. */
  lifts?: LiftNumber[];
  /** What a performance program is for, when the message said: back from injury, or through the season. */
  purpose?: string;
  /** Human names of the values that were not in the message and took their defaults. */
  assumed: string[];
  /** No weight given: a default would make every amount wrong, so loads and food are said per kilogram or by effort. */
  weightUnknown: boolean;
  /** The weeks to a far-off date, when the program is one block of them rather than all of them. */
  blockOf?: number;
  /** Team practice already done each week: the program adds fewer, shorter sessions around it. */
  teamPractice?: TeamPractice;
  /** A dated event or test ends the program: its last week cuts volume and keeps intensity. */
  taper: boolean;
  /** A timed run or shuttle test is the goal: its runs are the program, the lifting only supports them. */
  supportOnly: boolean;
  /** A new runner: the run-walk stages are the program, the lifting strength work beside them, never sprints or jumps. */
  beginnerRunner: boolean;
  /** Muscle gain asked: the main lifts move to hypertrophy sets and reps. */
  hypertrophy: boolean;
  /** Who the program is built for: a position, the sport's athlete, or another sport's athlete. */
  profile?: AthleteProfile;
  /** The sport skill asked for (field-goal range, pop time, the serve) and its measure now and wanted. */
  skill?: { goal: SkillGoal; current?: number; target?: number; unit?: string };
  /** A body that rules out some work: its contraindicated exercises leave and its own work comes first. */
  population?: SpecialPopulation;
  /** Where the athlete trains and its house rules: what they rule out never enters a day. */
  spaces: TrainingSpace[];
  /** A minor's band of days, minutes and rest, and what was asked above it. */
  youthLoad?: { band: YouthLoadBand; askedDays?: number; askedMinutes?: number };
}

function clamp(value: number, min: number, max: number): number {
  return Math.min(max, Math.max(min, value));
}

function goalOf(request: TrainingRequest): TrainingGoal | undefined {
  if (request.changeKg !== undefined) return request.changeKg > 0 ? 'bulk' : 'cut';
  if (request.targetWeightKg !== undefined && request.weightKg !== undefined) {
    const difference = request.targetWeightKg - request.weightKg;
    if (Math.abs(difference) >= 0.5) return difference > 0 ? 'bulk' : 'cut';
  }
  return request.goal;
}

/**
 * The surplus or deficit for the goal. A deadline sets the pace the change needs, kept within a
 * sensible band (a cut never past 500 kcal a day, so never faster than about 1% of body weight a week
 * for anyone over 45 kg); without one the goal's usual pace is used.
 */
function planWeight(goal: TrainingGoal, weightKg: number, changeKg: number | undefined, weeks: number | undefined) {
  const energy = GOAL_ENERGY[goal];
  if (holdsWeight(goal)) return { kcal: 0, weeklyKg: 0 };
  // Recomposition changes what the body is made of, not what it weighs: no pace on the scale.
  if (goal === 'recomp') return { kcal: energy.kcal, weeklyKg: 0 };
  const onePercent = 0.01 * weightKg * KCAL_PER_DAY_PER_KG_WEEKLY;
  const neededKcal =
    changeKg !== undefined && weeks !== undefined
      ? (Math.abs(changeKg) / weeks) * KCAL_PER_DAY_PER_KG_WEEKLY
      : Math.abs(energy.kcal);
  const size = Math.round(clamp(neededKcal, energy.min, Math.min(energy.max, onePercent)) / 10) * 10;
  const kcal = goal === 'cut' ? -size : size;
  const weeklyKg = size / KCAL_PER_DAY_PER_KG_WEEKLY;
  return {
    kcal,
    weeklyKg,
    changeKg,
    weeksNeeded: changeKg === undefined ? undefined : Math.ceil(Math.abs(changeKg) / weeklyKg),
  };
}

function purposeOf(request: TrainingRequest, skill: SkillGoal | undefined): string | undefined {
  const injury = request.injuries[0];
  if (request.returning && injury) return `come back from your ${AREA_TEXT[injury.area]} injury`;
  const overuse = request.injuries.find((hurt) => hurt.overuse !== undefined);
  if (overuse) return `play pain-free with your ${overuse.named}`;
  if (skill) {
    const aim = request.improvement ?? `improve your ${skill.named}`;
    return request.season === 'in-season' ? `keep your strength through the season and ${aim}` : aim;
  }
  if (request.walkingGoal && injury)
    return `walk and play a full round again after your ${AREA_TEXT[injury.area]} injury`;
  const mark = request.mark;
  const test = request.fitnessTest;
  if (test && mark === undefined) return `pass the ${test.name}${test.target ? ` (${test.target})` : ''}`;
  if (mark?.kind === 'run')
    return `run the ${mark.named}${mark.target === undefined ? ' faster' : ` in ${clockText(mark.target, 'run')}`}`;
  if (mark?.kind === 'sprint')
    return `run a faster ${mark.named}${mark.target === undefined ? '' : ` (${clockText(mark.target, 'sprint')})`}`;
  const target = request.performanceTarget;
  // A second aim beside the power one ("hit it further and improve my mobility") is said too.
  const alsoAsked = (aim: string) =>
    request.improvement &&
    !/\b(?:swing|throw|jump|hit|vertical|velo\w*|further|farther|harder|higher)\b/.test(request.improvement)
      ? `${aim} and ${request.improvement}`
      : aim;
  if (target?.kind === 'velocity')
    return alsoAsked(target.of === 'swing' ? 'swing faster' : target.of === 'serve' ? 'serve faster' : 'throw harder');
  if (target?.kind === 'vertical' || request.powerGoal === 'jump') return alsoAsked('jump higher');
  if (request.powerGoal) return alsoAsked(request.powerGoal === 'swing' ? 'swing faster' : 'throw harder');
  // In season strength is held while the thing asked for is built: two goals, both said.
  if (request.season === 'in-season')
    return request.improvement
      ? `keep your strength through the season and ${request.improvement}`
      : 'keep your strength and speed through the season';
  if (request.improvement) return request.improvement;
  // A named emphasis says more than the season does ("speed before tryouts" builds speed).
  if (request.emphasis !== undefined) return undefined;
  if (request.season === 'pre-season') return 'be fit and sharp for the start of the season';
  if (request.season === 'off-season') return 'build strength, power and fitness for next season';
  return undefined;
}

/** Sessions to add on top of this many practice days a week, from the content table. */
function extraSessionsAround(practiceDays: number): number {
  const rows = TRAINING_TARGETS.teamPractice.extraSessionsByPracticeDays;
  const extra = rows.find((row) => practiceDays >= row.minPracticeDays)?.extraSessions ?? 2;
  return clamp(Math.min(extra, 7 - practiceDays), 1, 7);
}

const WEEK = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'] as const;

/**
 * The days for the program's sessions when practice days are named: days without practice, never a
 * game day or the day before one, spread out; practice days only when no other day is left.
 */
function daysAroundPractice(practice: TeamPractice, sessions: number): string[] | undefined {
  if (practice.namedDays === undefined) return undefined;
  const games = new Set(practice.gameDays ?? []);
  const offset = (day: string, by: number) => WEEK[(WEEK.indexOf(day as (typeof WEEK)[number]) + by + 7) % 7] ?? '';
  // The day before a game is for freshness and the day after for recovery.
  const beforeGame = (day: string) => games.has(offset(day, 1)) || games.has(offset(day, -1));
  const free = WEEK.filter((day) => !practice.namedDays?.includes(day) && !games.has(day) && !beforeGame(day));
  const picked = spreadOver(free, sessions);
  // Not enough free days: the lightest way to add more is after practice, on the practice days.
  for (const day of practice.namedDays) if (picked.length < sessions && !picked.includes(day)) picked.push(day);
  return WEEK.filter((day) => picked.includes(day));
}

/** Free days added to those already picked up to the count, a rest day between them first, then any. */
function spreadOver(free: readonly string[], sessions: number, already: readonly string[] = []): string[] {
  const picked = [...already];
  const dayIndex = (day: string) => WEEK.indexOf(day as (typeof WEEK)[number]);
  const adjacent = (day: string) => picked.some((other) => Math.abs(dayIndex(other) - dayIndex(day)) === 1);
  for (const day of free) if (picked.length < sessions && !adjacent(day)) picked.push(day);
  for (const day of free) if (picked.length < sessions && !picked.includes(day)) picked.push(day);
  return picked;
}

/** Sessions placed off game days and the days either side, when the week has room for all of them. */
function daysAroundGames(gameDays: string[] | undefined, sessions: number): string[] | undefined {
  if (gameDays === undefined) return undefined;
  const days = daysAroundPractice({ namedDays: [], gameDays }, sessions);
  return days?.length === sessions ? days : undefined;
}

/** Sessions spread over the days not ruled out, beside any kept, a rest day between them where the week allows. */
function daysAvoiding(offDays: string[] | undefined, sessions: number, kept: string[] = []): string[] | undefined {
  if (offDays === undefined) return undefined;
  const free = WEEK.filter((day) => !offDays.includes(day) && !kept.includes(day));
  const picked = spreadOver(free, sessions, kept);
  return picked.length === sessions ? WEEK.filter((day) => picked.includes(day)) : undefined;
}

/**
 * The named days fitted to the count said beside them: "3 days, Tuesdays and Thursdays are best" adds
 * a day apart from those; "2 days, Monday, Wednesday or Friday" takes the two furthest apart.
 */
function namedForCount(named: string[] | undefined, sessions: number): string[] | undefined {
  if (named === undefined || named.length === sessions) return named;
  if (named.length > sessions) {
    const step = sessions > 1 ? (named.length - 1) / (sessions - 1) : 0;
    return Array.from({ length: sessions }, (_, index) => named[Math.round(index * step)] ?? '');
  }
  return daysAvoiding([], sessions, named);
}

function resolve(request: TrainingRequest, sport?: Sport): ResolvedRequest {
  const assumed: string[] = [];
  const profile = sport === undefined ? undefined : athleteProfileFor(sport, request.position, request.crossTraining);
  const otherSport = profile?.sport === undefined ? profile : undefined;
  const goal = goalOf(request);
  const weightUnknown = request.weightKg === undefined;
  const skill = sport === undefined ? undefined : skillGoalFor(sport, request.skillGoals, request.position);
  // A jump or throwing target, a return from injury or a season named is a performance goal, not a guess.
  const statedPurpose =
    skill !== undefined ||
    request.performanceTarget !== undefined ||
    request.returning === true ||
    request.season !== undefined ||
    request.emphasis !== undefined ||
    request.fitnessTest !== undefined ||
    request.mark !== undefined ||
    request.walkingGoal === true ||
    request.improvement !== undefined;
  if (goal === undefined && !statedPurpose) assumed.push(`goal ${DEFAULTS.goal} (performance)`);
  const inSeason = request.season === 'in-season';
  const practice = request.teamPractice;
  // Games are load too: a game day counts with the practices.
  const extraOnPractice =
    practice?.days === undefined ? undefined : extraSessionsAround(practice.days + (practice.gameDays?.length ?? 0));
  const defaultDays = extraOnPractice ?? (inSeason ? IN_SEASON_DAYS : DEFAULTS.daysPerWeek);
  if (request.daysPerWeek === undefined && extraOnPractice === undefined) assumed.push(`${defaultDays} days per week`);
  // Clamped so a typo cannot produce negative carbohydrates.
  const exactWeightKg = clamp(request.weightKg ?? DEFAULTS.weightKg, 35, 250);
  const resolvedGoal = goal ?? DEFAULTS.goal;
  const changeKg =
    request.targetWeightKg !== undefined && request.weightKg !== undefined
      ? request.targetWeightKg - request.weightKg
      : request.changeKg;
  const askedWeeks = request.weeks === undefined ? undefined : clamp(request.weeks, 1, MAX_PROGRAM_WEEKS);
  const growing = request.youth && (request.age === undefined || request.age < DIET_MIN_AGE);
  // A growing athlete never diets, but one who wants to gain may eat the smallest surplus.
  const weightPlan =
    growing && (resolvedGoal !== 'bulk' || (request.age ?? TEEN_GAIN_MIN_AGE) < TEEN_GAIN_MIN_AGE)
      ? { kcal: 0, weeklyKg: 0 }
      : growing
        ? { kcal: GOAL_ENERGY.bulk.min, weeklyKg: GOAL_ENERGY.bulk.min / KCAL_PER_DAY_PER_KG_WEEKLY }
        : planWeight(resolvedGoal, exactWeightKg, changeKg, askedWeeks);
  // With a target and no deadline, the program runs as long as the change takes at a sensible pace.
  const derivedWeeks =
    weightPlan.weeksNeeded === undefined ? undefined : clamp(weightPlan.weeksNeeded, 4, MAX_PROGRAM_WEEKS);
  if (askedWeeks === undefined && derivedWeeks === undefined) assumed.push(`${DEFAULTS.weeks} weeks`);
  // A date more than half a year off with no weight to move is served by one block, retested and repeated.
  const blockOf =
    request.byDate !== undefined && weightPlan.changeKg === undefined && (askedWeeks ?? 0) > WHOLE_PROGRAM_MAX_WEEKS
      ? askedWeeks
      : undefined;
  const youthBand = request.youth ? youthLoadFor(request.age) : undefined;
  const wantedDays = clamp(request.daysPerWeek ?? defaultDays, 1, 7);
  const daysPerWeek = youthBand ? Math.min(wantedDays, youthBand.maxDaysPerWeek) : wantedDays;
  const wantedMinutes =
    request.sessionMinutes ??
    (practice === undefined ? otherSport?.sessionMinutes : TRAINING_TARGETS.teamPractice.sessionMinutes);
  const sessionMinutes =
    youthBand && wantedMinutes !== undefined ? Math.min(wantedMinutes, youthBand.maxSessionMinutes) : wantedMinutes;
  const weeks = blockOf === undefined ? (askedWeeks ?? derivedWeeks ?? DEFAULTS.weeks) : PERFORMANCE_BLOCK_WEEKS;
  const test = request.fitnessTest;
  const timedTest = test !== undefined && test.name !== '40-yard dash' && request.mark === undefined;
  return {
    weightKg: Math.round(exactWeightKg),
    exactWeightKg,
    goal: resolvedGoal,
    daysPerWeek,
    // Sessions on top of practice are short: practice already took the day's energy.
    sessionMinutes,
    teamPractice: practice,
    shortDays: request.shortDays && {
      count: request.shortDays.count,
      minutes: request.shortDays.minutes ?? SHORT_DAY_MINUTES,
    },
    namedDays:
      namedForCount(request.namedDays, daysPerWeek) ??
      daysAvoiding(request.offDays, daysPerWeek) ??
      (practice === undefined
        ? daysAroundGames(request.gameDays, daysPerWeek)
        : daysAroundPractice(practice, daysPerWeek)),
    taper:
      !inSeason &&
      weeks >= 3 &&
      (request.byDate !== undefined ||
        request.event !== undefined ||
        request.mark !== undefined ||
        request.fitnessTest !== undefined),
    supportOnly: !inSeason && (request.mark?.kind === 'run' || timedTest || request.beginnerRunner === true),
    beginnerRunner: request.beginnerRunner === true,
    hypertrophy:
      (resolvedGoal === 'bulk' || resolvedGoal === 'recomp') &&
      !inSeason &&
      !(request.youth && (request.age ?? 14) < BARBELL_MIN_AGE),
    weeks,
    blockOf,
    cappedFrom: request.weeks !== undefined && request.weeks > MAX_PROGRAM_WEEKS ? request.weeks : undefined,
    byDate: request.byDate,
    // A fitness test is passed by running: it makes conditioning the program's lead.
    emphasis:
      request.mark?.kind === 'run' || request.walkingGoal || (request.fitnessTest && request.mark === undefined)
        ? 'conditioning'
        : request.mark?.kind === 'sprint'
          ? 'speed'
          : request.performanceTarget || request.powerGoal
            ? 'power'
            : // Speed for a swimmer or rower is speed in their sport: on land it is built as power, not sprints.
              request.emphasis === 'speed' &&
                otherSport !== undefined &&
                !otherSport.exercises?.some((exercise) => exercise.focus === 'speed')
              ? 'power'
              : request.emphasis,
    weightPlan,
    injuries: request.injuries,
    cleared: request.cleared === true,
    youth: request.youth,
    growing,
    noBarbell: request.youth && request.age !== undefined && request.age < BARBELL_MIN_AGE,
    equipment: request.equipment,
    position: request.position,
    positionNamed: request.positionNamed,
    inSeason,
    heaviestLoad: request.heaviestLoad,
    lifts: request.lifts,
    purpose: holdsWeight(resolvedGoal) ? purposeOf(request, skill?.goal) : undefined,
    assumed,
    weightUnknown,
    profile,
    ...(skill && {
      skill: {
        goal: skill.goal,
        current: skill.mention.current,
        target: skill.mention.target,
        unit: skill.mention.unit,
      },
    }),
    population: specialPopulationById(request.population),
    spaces: (request.spaces ?? []).flatMap((id) => trainingSpaceById(id) ?? []),
    ...(youthBand && {
      youthLoad: {
        band: youthBand,
        ...(request.daysPerWeek !== undefined && request.daysPerWeek > youthBand.maxDaysPerWeek
          ? { askedDays: request.daysPerWeek }
          : {}),
        ...(request.sessionMinutes !== undefined && request.sessionMinutes > youthBand.maxSessionMinutes
          ? { askedMinutes: request.sessionMinutes }
          : {}),
      },
    }),
  };
}

/** A minor's limits said up front: the days, minutes and rest days of the age, and no max-out lifting. */
function youthLoadLines(request: ResolvedRequest, age: number | undefined): string[] {
  const load = request.youthLoad;
  if (load === undefined) return [];
  const { lead, capped, rules } = TRAINING_TARGETS.youthLoad;
  const asked = [
    load.askedDays === undefined ? undefined : `${load.askedDays} days a week`,
    load.askedMinutes === undefined ? undefined : `${load.askedMinutes}-minute sessions`,
  ].filter((part) => part !== undefined);
  const said = lead
    .replace('{age}', age === undefined ? 'school age' : String(age))
    .replace('{days}', String(load.band.maxDaysPerWeek))
    .replace('{minutes}', String(load.band.maxSessionMinutes))
    .replace('{rest}', String(load.band.restDays));
  return [
    '',
    `> ${said}${asked.length > 0 ? ` ${capped.replace('{asked}', asked.join(' and '))}` : ''}`,
    ...rules.map((rule) => `> - ${rule}`),
  ];
}

// ---- Choosing exercises -------------------------------------------------------------------------

function injuredAreas(request: ResolvedRequest): Set<BodyArea> {
  return new Set(request.injuries.map((injury) => injury.area));
}

// The high-load work a return holds back until its last step is pain-free, whatever the content tags load:
// a sprint stresses the whole leg and back, a max throw the whole arm.
const HELD_FOR_LEGS = /\bsprints?\b|\bbound(?:s|ing)?\b|\bdepth jumps?\b|\bmax\b/i;
const HELD_FOR_ARMS = /\blong toss\b|\bpull-?downs?\b|\bweighted ball\b|\bmax\b/i;
const LEG_AND_BACK: readonly BodyArea[] = ['hamstring', 'calf', 'knee', 'ankle', 'hip', 'groin', 'lower-back'];

function heldForReturn(exercise: Exercise, hurt: ReadonlySet<BodyArea>): boolean {
  const legs = LEG_AND_BACK.some((area) => hurt.has(area));
  const arms = hurt.has('elbow') || hurt.has('shoulder');
  return (legs && HELD_FOR_LEGS.test(exercise.name)) || (arms && HELD_FOR_ARMS.test(exercise.name));
}

/** The exercises this athlete can do: none that load a hurt area, none needing equipment they lack. */
function usable(exercises: readonly Exercise[], request: ResolvedRequest): Exercise[] {
  const hurt = injuredAreas(request);
  const equipment = request.equipment;
  const barbellOnly = (exercise: Exercise) =>
    exercise.equipment.length > 0 && exercise.equipment.every((item) => BARBELLS.includes(item));
  return exercises
    .filter(
      (exercise) =>
        !exercise.loads.some((area) => hurt.has(area)) &&
        !heldForReturn(exercise, hurt) &&
        !ruledOutBySpace(exercise, request.spaces) &&
        !(request.noBarbell && barbellOnly(exercise)) &&
        (equipment === undefined ||
          exercise.equipment.length === 0 ||
          exercise.equipment.some((item) => equipment.includes(item))),
    )
    .map((exercise) => (equipment === undefined ? exercise : withOwnKit(exercise, equipment)));
}

/**
 * The exercises of one focus, the position's first; general substitutes join only when fewer than two
 * of the sport's own remain, so an unhurt athlete with a gym gets the sport's work.
 */
function poolOf(
  exercises: readonly Exercise[],
  focus: ExerciseFocus,
  position: string | undefined,
  profile?: AthleteProfile,
  population?: SpecialPopulation,
): Exercise[] {
  const ofFocus = exercises.filter((exercise) => exercise.focus === focus);
  const own = ofFocus.filter((exercise) => !exercise.substitute);
  // The named position's work first, then what the athlete's profile favours, in its order.
  const favoured = (exercise: Exercise) =>
    (position && exercise.positions?.includes(position) ? 0 : 100) +
    (profile === undefined ? 0 : favouredRank(profile, exercise)) +
    (population?.exercises.some((own) => own.name === exercise.name) ? -1000 : 0);
  const sorted = [...own].sort((a, b) => favoured(a) - favoured(b));
  return sorted.length >= 2 ? sorted : [...sorted, ...ofFocus.filter((exercise) => exercise.substitute)];
}

/**
 * An athlete who names the work ("5-day conditioning", "vertical jump") gets that day first and
 * once more mid-week, ahead of the goal's usual order. Days whose main work is all ruled out (speed
 * days for a pulled hamstring) leave the rotation.
 */
function rotationFor(request: ResolvedRequest, pools: (focus: ExerciseFocus) => Exercise[]): DayPlan[] {
  // The runs are the conditioning for a timed test: the lifting days only build strength and power for them.
  // A new runner's legs take the run-walk's impact first: strength beside it, no sprint or jump day.
  if (request.beginnerRunner) return [RUNNER_STRENGTH];
  if (request.supportOnly) return [DAY_PLANS.strength, DAY_PLANS.power];
  // Practice is conditioning already: the sessions on top of it lift and sprint rather than run more,
  // unless conditioning is what the athlete asked for.
  // A weight goal keeps its own order; otherwise the week follows what this athlete's sport or position needs.
  const rotation =
    holdsWeight(request.goal) && request.profile
      ? request.profile.days.map((day) => DAY_PLANS[day])
      : WEEK_ROTATIONS[request.goal];
  const base = rotation.filter(
    (day) =>
      request.teamPractice === undefined || request.emphasis === 'conditioning' || day !== DAY_PLANS.conditioning,
  );
  const focusDay = request.emphasis === undefined ? undefined : DAY_PLANS[request.emphasis];
  const ordered =
    focusDay === undefined
      ? base
      : [
          focusDay,
          ...base.filter((day) => day !== focusDay).slice(0, 2),
          focusDay,
          ...base.filter((day) => day !== focusDay).slice(2),
        ];
  const possible = ordered.filter((day) => pools(day.slots[0] ?? 'strength').length > 0);
  return possible.length > 0 ? possible : [DAY_PLANS.skill];
}

/** A training day's minutes: warm-up and cool-down first, the rest for the main work. */
function dayBudget(minutes: number): { warmUp: number; main: number; coolDown: number } {
  const warmUp = minutes >= 40 ? 10 : minutes >= 25 ? 7 : 5;
  const coolDown = minutes >= 40 ? 5 : 3;
  return { warmUp, main: minutes - warmUp - coolDown, coolDown };
}

/** Roughly how long an exercise takes as prescribed: each set's work plus its rest. */
function exerciseMinutes(exercise: Exercise, sets: number): number {
  const work = exercise.focus === 'speed' ? 10 : exercise.focus === 'conditioning' ? 45 : 30;
  return (sets * (work + exercise.restSeconds)) / 60;
}

/**
 * The day's work cut to the minutes there are: the last exercises go first (mobility is last), then
 * sets come off, never below two, so the main work fits the time the athlete has.
 */
function fitToMinutes<T extends { exercise: Exercise; sets: number }>(work: T[], minutes: number): T[] {
  const total = (list: T[]) => list.reduce((sum, item) => sum + exerciseMinutes(item.exercise, item.sets), 0);
  let fitted = [...work];
  while (fitted.length > 2 && total(fitted) > minutes) fitted = fitted.slice(0, -1);
  while (total(fitted) > minutes && fitted.some((item) => item.sets > 2)) {
    const longest = fitted.reduce((best, item) =>
      item.sets > 2 && exerciseMinutes(item.exercise, item.sets) > exerciseMinutes(best.exercise, best.sets)
        ? item
        : best,
    );
    if (longest.sets <= 2) break;
    fitted = fitted.map((item) => (item === longest ? { ...item, sets: item.sets - 1 } : item));
  }
  return fitted;
}

/**
 * One week's days. `loadStep` lifts the loads set from the athlete's own numbers by 2.5% of their
 * max per step, so the stated lifts progress with the week or phase.
 */
/** Olympic lifts stay at low reps whatever the goal: their speed is the point. */
const LOW_REP_LIFT = /\bclean\b|\bsnatch\b|\bjerk\b/i;

/** A strength exercise set for muscle gain: 3–4 sets of 8–12, shorter rests; other work as written. */
function forMuscle(exercise: Exercise, sets: number): { exercise: Exercise; sets: number } {
  if (exercise.focus !== 'strength' || LOW_REP_LIFT.test(exercise.name)) return { exercise, sets };
  return {
    exercise: { ...exercise, reps: '8–12', restSeconds: Math.min(exercise.restSeconds, 120) },
    sets: clamp(sets, 3, 4),
  };
}

/** A taper's sets: the volume cut by the content's share, never below one set. */
function taperedSets(sets: number): number {
  return Math.max(1, Math.round(sets * (1 - TRAINING_TARGETS.taper.volumeCutPercent / 100)));
}

function trainingDays(
  exercises: readonly Exercise[],
  request: ResolvedRequest,
  extra: number,
  loadStep = 0,
  taper = false,
): string[] {
  const available = usable(exercises, request);
  const pools = (focus: ExerciseFocus) =>
    poolOf(available, focus, request.position, request.profile, request.population);
  const rotation = rotationFor(request, pools);
  // Rotating through each focus across the week gives two strength days different main lifts.
  const used = new Map<ExerciseFocus, number>();
  const lines: string[] = [];
  for (let day = 0; day < request.daysPerWeek; day++) {
    const plan = rotation[day % rotation.length] ?? DAY_PLANS.strength;
    const chosen: Exercise[] = [];
    for (const slot of plan.slots) {
      const focus = [slot, ...FALLBACK_FOCUS_ORDER].find((candidate) =>
        pools(candidate).some((exercise) => !chosen.includes(exercise)),
      );
      if (focus === undefined) continue;
      const pool = pools(focus);
      const start = (used.get(focus) ?? 0) % pool.length;
      const rotated = [...pool.slice(start), ...pool.slice(0, start)];
      const exercise = rotated.find((candidate) => !chosen.includes(candidate));
      if (exercise === undefined) continue;
      used.set(focus, start + rotated.indexOf(exercise) + 1);
      chosen.push(exercise);
    }
    const prescribed = chosen
      // One continuous piece ("20–30 min easy bike") grows in minutes by feel, not into a second piece.
      .map((exercise) => ({
        exercise,
        sets: exercise.sets + (PROGRESSED_FOCUSES.has(exercise.focus) && exercise.sets > 1 ? extra : 0),
      }))
      .map((item) => (request.hypertrophy ? forMuscle(item.exercise, item.sets) : item))
      .map((item) => (taper ? { ...item, sets: taperedSets(item.sets) } : item));
    // The short days are the week's last, so the full sessions lead it.
    const short = request.shortDays !== undefined && day >= request.daysPerWeek - request.shortDays.count;
    const minutes = short ? request.shortDays?.minutes : request.sessionMinutes;
    const budget = minutes === undefined ? undefined : dayBudget(minutes);
    const planned = budget === undefined ? prescribed : fitToMinutes(prescribed, budget.main);
    const fitted = planned.length > 0 ? planned : movementDay(exercises, request);
    const timed = budget
      ? ` (${short ? 'short day, ' : ''}${minutes} min: ${budget.warmUp} warm-up, ${budget.main} main work, ${budget.coolDown} cool-down)`
      : '';
    lines.push('', `**${request.namedDays?.[day] ?? `Day ${day + 1}`} — ${plan.label}**${timed}`);
    for (const { exercise, sets } of fitted) {
      const load = liftLoadText(exercise, request.lifts, loadStep);
      lines.push(`- ${exercise.name}: ${sets} x ${exercise.reps}${load}, rest ${exercise.restSeconds}s`);
    }
  }
  return lines;
}

/**
 * A day whose every exercise the athlete's kit, age or injury ruled out is never sent as a bare
 * header: it gets the sport's bodyweight work that spares the hurt area, else its mobility work.
 */
function movementDay(exercises: readonly Exercise[], request: ResolvedRequest): { exercise: Exercise; sets: number }[] {
  const hurt = injuredAreas(request);
  const spares = (exercise: Exercise) => !exercise.loads.some((area) => hurt.has(area));
  const bodyweight = exercises.filter((exercise) => exercise.equipment.length === 0 && spares(exercise));
  const mobility = exercises.filter((exercise) => exercise.focus === 'mobility' && spares(exercise));
  const chosen = bodyweight.length > 0 ? bodyweight : mobility.length > 0 ? mobility : exercises;
  return chosen.slice(0, 2).map((exercise) => ({ exercise, sets: Math.min(2, exercise.sets) }));
}

// ---- Weeks and phases ---------------------------------------------------------------------------

/** Extra sets over the base prescription: none in weeks 1–2, +1 from week 3, +2 from week 5. */
function extraSets(week: number): number {
  return week >= 3 ? Math.min(2, Math.floor((week - 1) / 2)) : 0;
}

function weekNote(week: number): string {
  if (week === 1) return 'Base week: choose loads that leave two reps in reserve.';
  if (week === 2) return 'Progression: +5% load on every lift where all reps were clean in week 1.';
  const sets = extraSets(week);
  return `Progression: +${sets} set${sets > 1 ? 's' : ''} on strength, power, speed and conditioning work, and +5% load vs week ${week - 1}.`;
}

const PHASES = [
  {
    name: 'Base',
    extra: 0,
    loadStep: 0,
    note: 'Loads that leave two reps in reserve; add 5% each week where every rep was clean.',
  },
  {
    name: 'Build',
    extra: 1,
    loadStep: 1,
    note: '+1 set on strength, power, speed and conditioning work; keep adding 5% where reps are clean.',
  },
  {
    name: 'Strength',
    extra: 2,
    loadStep: 2,
    note: '+2 sets; on the main lifts take 1–2 reps off each set and add the load instead.',
  },
  {
    name: 'Peak',
    extra: 1,
    loadStep: 3,
    note: 'Back to +1 set at the heaviest loads and fastest efforts; halve the sets in the last week and test.',
  },
] as const;

/** Four phases of near-equal length, the longer ones first: 22 weeks are 6, 6, 5 and 5. */
function phaseLengths(weeks: number): number[] {
  return PHASES.map((_, index) => Math.floor(weeks / PHASES.length) + (index < weeks % PHASES.length ? 1 : 0));
}

const IN_SEASON_NOTE =
  'In season: the sets stay at these numbers all season and the loads stay heavy (2–3 reps in reserve), so strength holds without tiring your legs; train at least 48 hours before a game, never the day before.';

/** The taper week's note: what drops, what stays, and what for. */
function taperNote(request: ResolvedRequest, event: string): string {
  const { days, volumeCutRange, keep } = TRAINING_TARGETS.taper;
  return `Taper — the last ${days} days before ${event}: volume down about ${volumeCutRange} (the sets below are cut to about half, no new exercises), ${keep}. Nothing hard in the last 2 days.`;
}

function programWeeks(exercises: readonly Exercise[], request: ResolvedRequest, event = 'the date'): string[] {
  if (request.inSeason) {
    return [
      '',
      `#### Every week for ${request.weeks} weeks`,
      '',
      IN_SEASON_NOTE,
      ...trainingDays(exercises, request, 0),
    ];
  }
  if (request.weeks <= WEEK_BY_WEEK_MAX) {
    return Array.from({ length: request.weeks }, (_, index) => index + 1).flatMap((week) => {
      const taper = request.taper && week === request.weeks;
      // The taper keeps the loads of the week before: only the volume drops.
      return [
        '',
        `#### Week ${week}${taper ? ': Taper' : ''}`,
        '',
        taper ? taperNote(request, event) : weekNote(week),
        ...(taper
          ? trainingDays(exercises, request, extraSets(week - 1), week - 2, true)
          : trainingDays(exercises, request, extraSets(week), week - 1)),
      ];
    });
  }
  const taperWeek = request.taper ? request.weeks : undefined;
  const builtWeeks = taperWeek === undefined ? request.weeks : request.weeks - 1;
  let first = 1;
  const lines: string[] =
    request.weeks >= 8 ? ['', 'Every 4th week is a deload: a third fewer sets at the same loads.'] : [];
  phaseLengths(builtWeeks).forEach((length, index) => {
    const phase = PHASES[index];
    if (phase === undefined || length === 0) return;
    const last = first + length - 1;
    const span = length === 1 ? `Week ${first}` : `Weeks ${first}–${last}`;
    const deloads = Array.from({ length: length }, (_, offset) => first + offset).filter(
      // The last week is the peak's half-sets test week, not a deload.
      (week) => request.weeks >= 8 && week % 4 === 0 && week < builtWeeks,
    );
    const deloadNote =
      deloads.length === 0
        ? []
        : [
            '',
            `Deload ${deloads.length === 1 ? 'week' : 'weeks'} ${deloads.join(' and ')}: the same days at the same loads with a third fewer sets than the lines below (3 sets become 2, 5 become 3).`,
          ];
    lines.push(
      '',
      `#### ${span}: ${phase.name}`,
      '',
      taperWeek !== undefined && phase.name === 'Peak'
        ? 'Back to +1 set at the heaviest loads and fastest efforts.'
        : phase.note,
      ...deloadNote,
      ...trainingDays(exercises, request, phase.extra, phase.loadStep),
    );
    first = last + 1;
  });
  if (taperWeek !== undefined) {
    const peak = PHASES[PHASES.length - 1] ?? PHASES[0];
    lines.push(
      '',
      `#### Week ${taperWeek}: Taper`,
      '',
      taperNote(request, event),
      ...trainingDays(exercises, request, peak.extra, peak.loadStep, true),
    );
  }
  return lines;
}

// ---- Injuries, youth, equipment -----------------------------------------------------------------

const AREA_TEXT: Record<BodyArea, string> = {
  hamstring: 'hamstring',
  calf: 'calf',
  knee: 'knee',
  ankle: 'ankle',
  shoulder: 'shoulder',
  elbow: 'elbow',
  wrist: 'wrist',
  'lower-back': 'lower back',
  hip: 'hip',
  groin: 'groin',
};

const SEVERITY_TEXT: Record<Injury['severity'], string> = {
  sore: 'sore',
  strain: 'strained',
  tear: 'torn',
  surgery: 'after surgery',
};

function injuryName(injury: Injury): string {
  if (injury.overuse) return injury.recurring ? `${injury.named}, more than once` : injury.named;
  const part = injury.named === AREA_TEXT[injury.area] ? injury.named : `${injury.named} (${AREA_TEXT[injury.area]})`;
  const state = injury.severity === 'surgery' ? `${part} after surgery` : `${SEVERITY_TEXT[injury.severity]} ${part}`;
  return injury.recurring ? `${state}, hurt more than once` : state;
}

function clinician(request: ResolvedRequest): string {
  if (request.youth) return 'a doctor';
  return request.injuries.some((injury) => injury.severity === 'surgery' || injury.severity === 'tear')
    ? 'your surgeon or physio'
    : 'a physio or sports doctor';
}

function injuryLines(exercises: readonly Exercise[], request: ResolvedRequest): string[] {
  if (request.injuries.length === 0) return [];
  const hurt = injuredAreas(request);
  const names = request.injuries.map(injuryName).join('; ');
  const left = exercises.filter((exercise) => !exercise.substitute && exercise.loads.some((area) => hurt.has(area)));
  const leftOut =
    left.length > 0 ? ` Left out because they load it hard: ${left.map((exercise) => exercise.name).join(', ')}.` : '';
  const lines = [`> Injury noted: ${names}.${leftOut}`];
  if (request.youth) {
    const throwing = request.injuries.some((injury) => injury.area === 'elbow' || injury.area === 'shoulder');
    lines.unshift(
      `> **Stop first:** a young athlete with a ${names} should stop ${throwing ? 'throwing' : 'the activity that hurts'} and see ${clinician(request)} before training it again; pain in a growing athlete's joints can be a growth-plate injury.`,
    );
  }
  const paused = pausedWork(exercises, request);
  if (paused) lines.push(paused);
  const overuse = request.injuries.filter((injury) => injury.overuse !== undefined);
  lines.push(
    overuse.length > 0 && !request.cleared
      ? `> See ${clinician(request)} to confirm it is ${overuse.map((injury) => injury.named).join(' and ')} and to set the loading with you: an overuse complaint settles with the right load and less of what flared it, not with rest alone. Get it checked at once if the pain turns sharp, swells or wakes you at night.`
      : request.cleared
        ? `> You are cleared to start back: follow the return steps ${clinician(request).replace(/^your |^a /, 'your ')} gave you where they differ from these, and see them again if pain climbs above 3/10 or it swells.`
        : `> See ${clinician(request)} before loading it again, add the rehab they give you, and return to full training only when they clear you against their criteria (pain-free, full strength compared with the other side).`,
  );
  return [...lines.flatMap((line) => ['', line]), ...prehabLines(request)];
}

const EMPHASIS_FOCUS: Record<TrainingEmphasis, ExerciseFocus> = {
  conditioning: 'conditioning',
  power: 'power',
  speed: 'speed',
  strength: 'strength',
};

/** The work asked for that the injury rules out, said plainly rather than silently dropped. */
function pausedWork(exercises: readonly Exercise[], request: ResolvedRequest): string | undefined {
  if (request.emphasis === undefined) return undefined;
  const focus = EMPHASIS_FOCUS[request.emphasis];
  const hurt = injuredAreas(request);
  const ofFocus = exercises.filter((exercise) => exercise.focus === focus && !exercise.substitute);
  const out = ofFocus.filter((exercise) => exercise.loads.some((area) => hurt.has(area)));
  if (out.length === 0) return undefined;
  const areas = [...hurt].map((area) => AREA_TEXT[area]).join(' and ');
  const all = out.length === ofFocus.length;
  return `> Your ${EMPHASIS_TEXT[request.emphasis]} work is ${all ? 'paused' : 'cut back'}: ${out.map((exercise) => exercise.name).join(', ')} load the ${areas}. ${all ? 'It comes' : 'They come'} back through the return steps below, one step at a time, once you are cleared.`;
}

/** A healed injury is trained fully; its area keeps a short prehab habit in the warm-up, nothing more. */
function pastInjuryLines(training: TrainingRequest): string[] {
  const hurtNow = new Set(training.injuries.map((injury) => injury.area));
  return (training.pastInjuries ?? []).flatMap((injury) => {
    const prehab = prehabFor(injury.area);
    if (!prehab || hurtNow.has(injury.area)) return [];
    const area = AREA_TEXT[injury.area];
    const named = injury.named === area ? area : `${injury.named} (${area})`;
    const habit = prehab.exercises
      .slice(0, 2)
      .map((exercise) => exercise.name.charAt(0).toLowerCase() + exercise.name.slice(1))
      .join(' and ');
    return [
      '',
      `> Past ${named} injury, healed: nothing below is held back for it. Keep the ${area} robust with ${habit} in your warm-up twice a week, and keep an eye on it: if it starts to ache again, ease that work back and see a physio if it persists.`,
    ];
  });
}

/**
 * A mild ache is trained through: the goal's work stays in at a managed volume, its prehab goes in the
 * warm-up, and a stop rule says when it is no longer mild.
 */
function mildInjuryLines(training: TrainingRequest): string[] {
  const hurtNow = new Set(training.injuries.map((injury) => injury.area));
  return (training.mildInjuries ?? []).flatMap((injury) => {
    const prehab = prehabFor(injury.area);
    if (!prehab || hurtNow.has(injury.area)) return [];
    const area = AREA_TEXT[injury.area];
    // "ankles" is the ankle; "ACL" is said as named, with its area.
    const named = injury.named.replace(/s$/, '') === area ? area : `${injury.named} (${area})`;
    return [
      '',
      `> Mild ${named} soreness: nothing below is taken out for it. ${prehab.whileSore}`,
      '',
      `> Stop rule: if it goes above 3/10 during a session, or is sorer the next morning, drop that exercise for the day and go back to the last volume that felt fine. Keep an eye on it, and see a physio if it persists beyond two weeks, swells or gets sharp.`,
      '',
      `### Prehab for your ${area}`,
      '',
      'In the warm-up of every training day (10 minutes, never into pain):',
      '',
      ...prehab.exercises.map((exercise) => `- ${exercise.name}: ${exercise.dose}`),
    ];
  });
}

/** Rehab-type work for each hurt area, done at the start of every training day, and the steps back. */
function prehabLines(request: ResolvedRequest): string[] {
  return request.injuries.flatMap((injury) => {
    const prehab = prehabFor(injury.area);
    if (!prehab) return [];
    const area = AREA_TEXT[injury.area];
    const complaint = injury.overuse === undefined ? undefined : overuseComplaint(injury.overuse);
    if (complaint) return [...overuseLines(complaint, request), ...returnStepLines(prehab, request)];
    return [
      '',
      `### Prehab for your ${area}`,
      '',
      `Start every training day with these (10 minutes, never into pain)${injury.recurring ? '; an area hurt more than once needs them for good, not just until it settles' : ''}:`,
      '',
      ...prehab.exercises.map((exercise) => `- ${exercise.name}: ${exercise.dose}`),
      ...returnStepLines(prehab, request),
    ];
  });
}

/** An overuse complaint's own loading: the centre of the program, with the pain rule it is dosed by. */
function overuseLines(complaint: OveruseComplaint, request: ResolvedRequest): string[] {
  const by = request.byDate ? ` by ${request.byDate}` : ` within these ${request.weeks} weeks`;
  return [
    '',
    `### Loading for your ${complaint.named}`,
    '',
    `This is the centre of the program: the goal is to play pain-free${by}. Do it every training day and on the days between; pain up to 3/10 while you do it is fine if it has settled by the next morning.`,
    '',
    ...complaint.loading.map((exercise) => `- ${exercise.name}: ${exercise.dose}`),
    '',
    `Each week, once a week has gone by with the pain rule kept, make the loading a little harder (more load, or a slower lowering). ${complaint.keepPlaying}`,
  ];
}

/** The steps back to full loading after an area's prehab, each gated by pain and clearance. */
function returnStepLines(prehab: NonNullable<ReturnType<typeof prehabFor>>, request: ResolvedRequest): string[] {
  return [
    '',
    `Back to full loading, one step at a time (each step pain-free for 2–3 sessions, and with your ${request.youth ? 'doctor' : 'physio'}'s clearance):`,
    '',
    ...prehab.returnSteps.map((step, index) => `${index + 1}. ${step}`),
  ];
}

const EQUIPMENT_TEXT: Record<GymEquipment, string> = {
  barbell: 'a barbell',
  'trap-bar': 'a trap bar',
  dumbbell: 'dumbbells',
  kettlebell: 'kettlebells',
  band: 'bands',
  cable: 'a cable machine',
  'medicine-ball': 'a medicine ball',
  box: 'a box',
  bench: 'a bench',
  sled: 'a sled',
  'pull-up-bar': 'a pull-up bar',
  bike: 'a bike',
};

function equipmentText(equipment: readonly GymEquipment[], heaviest?: KitLoad): string {
  if (equipment.length === 0) return 'bodyweight only';
  const upTo = heaviest ? ` up to ${amountText(heaviest.kg, heaviest.unit)}` : '';
  const free = (item: GymEquipment) => item === 'dumbbell' || item === 'kettlebell';
  return `bodyweight and ${equipment.map((item) => `${EQUIPMENT_TEXT[item]}${free(item) ? upTo : ''}`).join(', ')}`;
}

/** Free weights that top out: the program progresses by reps, tempo and single-limb work past that load. */
function heaviestLoadLines(request: ResolvedRequest): string[] {
  const heaviest = request.heaviestLoad;
  if (!heaviest) return [];
  const load = amountText(heaviest.kg, heaviest.unit);
  return [
    '',
    `With free weights up to ${load}: once ${load} moves for every rep with two to spare, progress without more weight — add reps (up to 15–20), lower for 3 seconds, pause at the bottom, then switch to the single-leg or single-arm version (split squat for squat, single-leg Romanian deadlift for deadlift, one-arm press).`,
  ];
}

// ---- Nutrition ----------------------------------------------------------------------------------

function goalLines(request: ResolvedRequest, unit: WeightUnit): string[] {
  const { weightPlan, goal, exactWeightKg, weeks } = request;
  if (holdsWeight(goal)) return [];
  if (goal === 'recomp' && !request.growing) return [TRAINING_TARGETS.bodyComposition.recomp.tracking];
  if (request.growing && goal === 'bulk' && weightPlan.kcal > 0) {
    return [
      `A growing athlete gains by eating a little more, not by forcing food: about ${GOAL_ENERGY.bulk.min} kcal a day over maintenance, an extra snack or glass of milk, and a doctor's check if weight will not move.`,
    ];
  }
  if (request.growing) {
    return [
      'A growing athlete eats to fuel growth and training, so these numbers hold no surplus or deficit; talk to a doctor or sports dietitian before trying to change weight.',
    ];
  }
  const pace = paceText(weightPlan.weeklyKg, unit);
  const direction = goal === 'bulk' ? 'gain' : 'lose';
  const lines: string[] = [];
  if (weightPlan.changeKg !== undefined) {
    const target = exactWeightKg + weightPlan.changeKg;
    const change = amountText(Math.abs(weightPlan.changeKg), unit);
    const needed = Math.abs(weightPlan.changeKg) / weeks;
    const reachable = Math.min(Math.abs(weightPlan.changeKg), weightPlan.weeklyKg * weeks);
    lines.push(
      `Target: ${direction} ${change} (${amountText(exactWeightKg, unit)} → ${amountText(target, unit)}) over ${weeks} weeks${request.byDate ? `, by ${request.byDate}` : ''}: about ${pace} a week.`,
    );
    if (needed > weightPlan.weeklyKg * 1.05) {
      lines.push(
        `That would take ${paceText(needed, unit)} a week, faster than ${goal === 'cut' ? 'a 500 kcal/day deficit allows while keeping strength' : 'a 500 kcal/day surplus allows (most of a faster gain is fat)'}: at ${pace} a week expect about ${amountText(reachable, unit)} by week ${weeks}; the full ${change} takes about ${weightPlan.weeksNeeded ?? weeks} weeks.`,
      );
    }
  } else {
    lines.push(
      `Pace: about ${pace} a week${goal === 'cut' ? ', under the 1% of body weight a week that keeps strength' : ''}.`,
    );
  }
  lines.push(
    `Weigh in on the same morning each week; if the pace is off two weeks running, move calories by 150–200 kcal.`,
  );
  return lines;
}

function macroLines(request: ResolvedRequest, unit: WeightUnit): string[] {
  const { weightKg, exactWeightKg, daysPerWeek, goal, weightPlan } = request;
  const energy = GOAL_ENERGY[goal];
  const maintenance = weightKg * 30 + 100 * daysPerWeek;
  const calories = maintenance + weightPlan.kcal;
  const protein = Math.round(energy.proteinPerKg * weightKg);
  const fat = Math.round(0.9 * weightKg);
  const carbs = Math.max(0, Math.round((calories - protein * 4 - fat * 9) / 4));
  const adjustment =
    weightPlan.kcal === 0
      ? 'maintenance needs no adjustment'
      : `${goal === 'bulk' ? 'building muscle adds' : goal === 'recomp' ? 'a recomposition trims' : 'losing fat subtracts'} ${Math.abs(weightPlan.kcal)} kcal`;
  return [
    `Maintenance ≈ 30 kcal × ${bodyWeightText(exactWeightKg, unit)} + 100 kcal × ${daysPerWeek} training days = ${maintenance} kcal; ${adjustment}. ` +
      `Protein is ${energy.proteinPerKg.toFixed(1)} g/kg, fat 0.9 g/kg, and carbs fill the remaining calories.`,
    ...goalLines(request, unit).flatMap((line) => ['', line]),
    '',
    `- Calories: ${calories} kcal/day`,
    `- Protein: ${protein} g`,
    `- Carbs: ${carbs} g`,
    `- Fat: ${fat} g`,
  ];
}

function nutrition(request: ResolvedRequest, unit: WeightUnit): string[] {
  return [
    '### Nutrition',
    '',
    ...macroLines(request, unit),
    '',
    '**Meal timing**',
    '',
    '- Eat a meal with carbs and protein 2–3 hours before training, or a light snack an hour before.',
    '- Within two hours after training, have 30–40 g of protein with carbs to refuel.',
    `- ${MEAL_TIMING[request.goal]}`,
  ];
}

/** Food for a young athlete without amounts: they scale with a weight the message did not give. */
function youthNutrition(): string[] {
  return [
    '### Nutrition',
    '',
    '- Three meals and two snacks a day, each with protein (milk, yoghurt, eggs, meat, fish or beans) and carbohydrate (bread, rice, pasta, potatoes, fruit).',
    '- A snack with carbohydrate and protein within an hour after training, such as chocolate milk and a banana.',
    '- Water through the day and during training; no energy drinks.',
    '- A growing athlete eats to fuel growth and training: no diet. Tell me their weight for amounts in grams.',
  ];
}

/** Food for an adult whose weight was not given: every amount per kilogram, none from an assumed weight. */
function perKgNutrition(request: ResolvedRequest, unit: WeightUnit): string[] {
  const { goal, weightPlan } = request;
  const energy = GOAL_ENERGY[goal];
  const adjust =
    weightPlan.kcal === 0
      ? 'eat at maintenance'
      : `eat ${Math.abs(weightPlan.kcal)} kcal a day ${weightPlan.kcal > 0 ? 'above' : 'below'} it, about ${paceText(weightPlan.weeklyKg, unit)} a week`;
  return [
    '### Nutrition',
    '',
    'You did not give your weight, so the amounts are per kilogram of body weight (tell me it and I will put them in grams and calories):',
    '',
    `- Calories: maintenance ≈ 30 kcal per kg + 100 kcal per training day; ${adjust}.`,
    `- Protein: ${energy.proteinPerKg.toFixed(1)} g per kg a day, over 3–4 meals.`,
    '- Carbs: 3–5 g per kg on training days, more (5–7 g/kg) in hard conditioning weeks.',
    '- Fat: about 0.9 g per kg.',
    '',
    '**Meal timing**',
    '',
    '- Eat a meal with carbs and protein 2–3 hours before training, or a light snack an hour before.',
    '- Within two hours after training, have 30–40 g of protein with carbs to refuel.',
    `- ${MEAL_TIMING[goal]}`,
  ];
}

/** "80–160" for a per-kilogram range at this weight. */
/** An amount for this athlete ("70–140 g of carbohydrate (1–2 g/kg)"), or per kilogram when no weight was given. */
function dose(weightKg: number | undefined, low: number, high: number, unit: 'g' | 'ml', of: string): string {
  if (weightKg === undefined) return `${low}–${high} ${unit} ${of} per kg of body weight`;
  return `${perKg(weightKg, low, high)} ${unit} ${of} (${low}–${high} ${unit}/kg)`;
}

/** The same in few words for a bullet: "70–140 g carbs", or "1–2 g/kg carbs" without a weight. */
function shortDose(weightKg: number | undefined, low: number, high: number, unit: 'g' | 'ml', of: string): string {
  return weightKg === undefined ? `${low}–${high} ${unit}/kg ${of}` : `${perKg(weightKg, low, high)} ${unit} ${of}`;
}

function perKg(weightKg: number, low: number, high: number): string {
  return `${Math.round(low * weightKg)}–${Math.round(high * weightKg)}`;
}

const EVENT_NAME: Record<NonNullable<NutritionAsk['occasion']>, [string, string]> = {
  tournament: ['game', 'games'],
  game: ['game', 'games'],
  round: ['round', 'rounds'],
};

/** The training that prevents late-match cramps in the heat: acclimatisation and fitness for the full length of play. */
function trainingForHeat(sport: Sport): string[] {
  const length = sport === 'tennis' ? 'a three-set match' : sport === 'golf' ? 'a full round' : 'a full game';
  return [
    '',
    '### Training for it',
    '',
    '- Acclimatise over 10–14 days: train in the heat for 20–30 minutes at first, adding 10–15 minutes a day at lower intensity; full sessions after about two weeks.',
    `- Build fitness for ${length}: twice a week, intervals that copy play (work 15–30 s, rest 20–30 s) for 30 minutes, adding 5 minutes a week up to the length of your longest matches; once a week, 40–60 minutes of steady running or cycling.`,
    '- Strength twice a week for the muscles that cramp (calves, hamstrings, quads): calf raises, Romanian deadlifts and split squats, 3 × 10–12, since tired muscles cramp first.',
    '- Practise your drinking plan in training sessions, not for the first time in a match.',
  ];
}

/** Game-day, long-round and cramp fuelling, in grams and millilitres for this athlete's weight. */
function eventNutrition(sport: Sport, request: ResolvedRequest, ask: NutritionAsk): string[] {
  const kg = request.weightUnknown ? undefined : request.weightKg;
  const [one, many] = EVENT_NAME[ask.occasion ?? (sport === 'golf' ? 'round' : 'game')];
  const multiple = (ask.events ?? (ask.occasion === 'tournament' ? 2 : 1)) > 1;
  const sodium = ask.heat || ask.cramping ? '500–1,000' : '300–600';
  const fluid = ask.heat ? '600–1,000' : '400–800';
  const lines = [
    '### Nutrition',
    '',
    `**The day before**: carbohydrate at every meal, about ${dose(kg, 5, 7, 'g', 'in all')} over the day, and drink to pale urine.`,
    '',
    `**3–4 hours before the first ${one}**: a familiar meal with ${dose(kg, 1, 2, 'g', 'of carbohydrate')} (rice, pasta, bread, oats), 20–30 g of protein, little fat or fibre, and ${dose(kg, 5, 7, 'ml', 'of fluid')}.`,
    '',
    `**In the last hour**: a small carbohydrate snack (a banana or a bar, 30 g) and 200–300 ml of fluid.`,
  ];
  if (multiple) {
    lines.push(
      '',
      `**Between ${many}**: under an hour apart, 30–60 g of quick carbohydrate (sports drink, banana, gel, pretzels) and 500 ml of fluid; 1–2 hours apart, add a sandwich with ${dose(kg, 0.5, 1, 'g', 'of carbohydrate')}; over 2 hours, a light meal with ${dose(kg, 1, 1.5, 'g', 'of carbohydrate')} and 20 g of protein.`,
    );
  }
  if (ask.occasion === 'round' || sport === 'golf') {
    lines.push(
      '',
      `**During the round**: a snack every 4–5 holes (30–60 g of carbohydrate an hour: banana, nuts and dried fruit, half a sandwich at the turn) so your focus does not fade on the back nine.`,
    );
  } else {
    lines.push(
      '',
      `**During each ${one}**: over an hour of play, 30–60 g of carbohydrate an hour from a sports drink or gels.`,
    );
  }
  lines.push(
    '',
    `**Afterwards**: within 2 hours, ${dose(kg, 1, 1.2, 'g', 'of carbohydrate')} and 20–40 g of protein.`,
    '',
    '### Hydration',
    '',
    `- During play: ${fluid} ml an hour in small sips every 15–20 minutes; do not wait for thirst${ask.heat ? ' in the heat' : ''}.`,
    `- Electrolytes: ${sodium} mg of sodium an hour (a sports drink, electrolyte tablets, or salty snacks)${ask.heat ? '; heavy, salty sweaters in the heat need the top of the range' : ''}.`,
    `- Weigh yourself before and after: drink 1.5 L for every kg lost, with some salt.`,
  );
  if (ask.cramping) {
    lines.push(
      '',
      '**Cramping**: most cramps come from fatigue plus sodium and fluid lost in sweat. Drink 500 ml with 500–1,000 mg of sodium 1–2 hours before, keep sodium going during play as above, and stretch the muscle gently at the first twinge. Build fitness for the length of play, since tired muscles cramp first.',
      '',
      '> See a doctor if cramps come with dizziness, confusion or vomiting (signs of heat illness), or keep coming back despite fluid and salt.',
    );
  }
  if (ask.cramping || ask.heat) lines.push(...trainingForHeat(sport));
  return lines;
}

/** A meal plan without a program: the goal's calories and macros, with meals and fluids spread over the day. */
function dailyNutrition(request: ResolvedRequest, unit: WeightUnit): string[] {
  return [
    '### Nutrition',
    '',
    ...macroLines(request, unit),
    '',
    '**A day of meals**',
    '',
    '- Breakfast: oats or eggs on toast with fruit (30 g of protein).',
    '- Lunch: rice or a wrap with chicken, fish or beans and vegetables (30–40 g of protein).',
    '- Pre-training snack: yoghurt and a banana 60–90 minutes before.',
    '- Dinner: potatoes or pasta, a palm-to-hand of lean protein, half a plate of vegetables.',
    `- ${MEAL_TIMING[request.goal]}`,
    '',
    '### Hydration',
    '',
    `- About ${perKg(request.weightKg, 35, 40)} ml of fluid a day (35–40 ml/kg), plus 500–750 ml for each hour of training.`,
  ];
}

// ---- Replies ------------------------------------------------------------------------------------

function headerLines(
  sport: Sport,
  request: ResolvedRequest,
  voice: TrainingVoice,
  training: TrainingRequest,
): string[] {
  const otherSport = request.profile?.sport === undefined ? request.profile : undefined;
  const label = otherSport?.programLabel ?? SPORT_LABELS[sport];
  // A performance program names its aim ("to build speed and agility") rather than "hold your weight".
  const aimedAtEmphasis = holdsWeight(request.goal) && request.purpose === undefined && request.emphasis;
  const emphasis = request.emphasis && !aimedAtEmphasis ? ` with a ${EMPHASIS_TEXT[request.emphasis]} focus` : '';
  // Holding weight is said only when the athlete asked to hold it; a performance aim is named by itself.
  const aim = aimedAtEmphasis
    ? `build ${EMPHASIS_TEXT[aimedAtEmphasis]}${request.goal === 'maintain' ? ' while holding your weight' : ''}`
    : (request.purpose ?? GOAL_TEXT[request.goal]);
  // Another sport's program names the athlete in its label ("Swimming dryland"), not as a position.
  const positionWord = otherSport
    ? undefined
    : (request.positionNamed ?? (request.position === 'skill' ? 'skill-position player' : request.position));
  const position = positionWord ? ` for ${/^[aeiou]/.test(positionWord) ? 'an' : 'a'} ${positionWord}` : '';
  const capped = request.cappedFrom
    ? ` (capped at ${MAX_PROGRAM_WEEKS} weeks; plan the next year once this one is done)`
    : request.blockOf
      ? ` (the first ${request.weeks}-week block of the ${request.blockOf} weeks to ${request.byDate}: retest at the end, then repeat it with new targets, and taper the last 1–2 weeks before the date)`
      : '';
  const equipment = request.equipment
    ? `, ${equipmentText(request.equipment, request.heaviestLoad)}`
    : request.heaviestLoad
      ? `, free weights up to ${amountText(request.heaviestLoad.kg, request.heaviestLoad.unit)}`
      : '';
  return [
    `${/^(8|11|18)\b|^8\d/.test(String(request.weeks)) ? 'An' : 'A'} ${request.weeks}-week ${label} program${position}${emphasis} to ${aim}: ${request.daysPerWeek} training ${request.daysPerWeek === 1 ? 'day' : 'days'} a week${request.weightUnknown ? '' : ` at ${bodyWeightText(request.exactWeightKg, voice.weightUnit)}`}${equipment}${capped}.`,
    ...briefLine(training, request, voice),
    ...builtForLines(request),
    ...realismLines(request, voice.weightUnit),
    ...(voice.fromProfile.length > 0 ? ['', `> From your coach profile: ${voice.fromProfile.join(', ')}.`] : []),
    ...(request.assumed.length > 0
      ? ['', `> Assumed: ${request.assumed.join(', ')}. Tell me yours and I will tailor the plan.`]
      : []),
  ];
}

/** What this athlete's sport, event or position needs, so the program says why it is built as it is. */
function builtForLines(request: ResolvedRequest): string[] {
  const profile = request.profile;
  if (profile === undefined) return [];
  const named = profile.sport === undefined ? profile.named : (request.positionNamed ?? profile.named);
  const minutes = request.sessionMinutes === undefined ? ` Sessions run about ${profile.sessionMinutes} minutes.` : '';
  return [
    '',
    `**Built for ${/^[aeiou]/.test(named) ? 'an' : 'a'} ${named}:** ${profile.qualities.join('; ')}.${minutes}`,
  ];
}

/** A weight change faster than the date allows is said up front, with the figure that is realistic. */
function realismLines(request: ResolvedRequest, unit: WeightUnit): string[] {
  const { weightPlan, weeks, goal } = request;
  if (weightPlan.changeKg === undefined || weightPlan.weeklyKg <= 0 || request.growing) return [];
  const asked = Math.abs(weightPlan.changeKg);
  if (asked / weeks <= weightPlan.weeklyKg * 1.05) return [];
  const reachable = weightPlan.weeklyKg * weeks;
  const rate =
    goal === 'bulk'
      ? 'lean gain runs about 0.25–0.5 kg (0.5–1 lb) a week; faster is mostly fat'
      : 'fat loss that keeps strength runs about 0.5–1% of body weight a week';
  return [
    '',
    `> Realistic: ${amountText(asked, unit)} in ${weeks} weeks is faster than your body can ${goal === 'bulk' ? 'build muscle' : 'lose fat and keep muscle'} (${rate}). Expect about ${amountText(reachable, unit)} by week ${weeks}; the full ${amountText(asked, unit)} takes about ${weightPlan.weeksNeeded ?? weeks} weeks. The plan below is built for that pace.`,
  ];
}

/** A performance target said back with what is realistic over the weeks there are. */
function performanceLines(target: PerformanceTarget | undefined, weeks: number, hurt: boolean): string[] {
  if (!target) return [];
  // A hurt athlete's target counts from clearance: the jumps and throws are what the injury rules out.
  const cleared = hurt
    ? ' With your injury, the weeks count from the day you are cleared to jump and throw at full effort.'
    : '';
  if (target.kind === 'vertical') {
    // Trained athletes add about 2–8 cm (1–3 inches) over 8–12 weeks of jumping plus strength work.
    const perWeek = target.unit === 'cm' ? 0.6 : 0.25;
    const likely = Math.max(target.unit === 'cm' ? 2 : 1, Math.round(perWeek * Math.min(weeks, 16)));
    const realistic = target.amount <= likely;
    return [
      '',
      `Jump target: +${target.amount} ${target.unit} on your vertical in ${weeks} weeks. ${realistic ? 'That is within reach' : `That is more than most athletes gain in ${weeks} weeks; about ${likely} ${target.unit} is realistic, and more comes over a second block`}: jumping improves about 1–3 inches (2–8 cm) over 8–12 weeks of jumps plus heavy legs, most for newer lifters. Test your vertical in week 1 and every 4 weeks, fresh, best of three.${cleared}`,
    ];
  }
  const speed = `${target.amount} ${target.unit}`;
  return [
    '',
    `Velocity target: ${target.gain ? `+${speed}` : speed}. A throwing program with strength and power work adds about 1–3 mph (2–5 km/h) over an off-season of 12–16 weeks; measure on a radar gun every 3–4 weeks, and keep throwing volume rising no more than 10% a week.${cleared}`,
  ];
}

// ---- The goal's own work ------------------------------------------------------------------------

/** "7:00", "24:00", "4.60 s": a time in the way runners and sprinters say it. */
function clockText(seconds: number, kind: PerformanceMark['kind']): string {
  if (kind === 'sprint') return `${seconds.toFixed(2)} s`;
  const whole = Math.round(seconds);
  return `${Math.floor(whole / 60)}:${String(whole % 60).padStart(2, '0')}`;
}

/** Every 4th week of a block of 8 or more eases off; the last week before a test or date tapers. */
function weekKind(week: number, weeks: number): 'deload' | 'taper' | 'build' {
  if (week === weeks && weeks >= 3) return 'taper';
  return weeks >= 8 && week % 4 === 0 ? 'deload' : 'build';
}

/** Running toward a time: the pace maths from the athlete's own numbers, then intervals, tempo and long runs week by week. */
function enduranceLines(mark: PerformanceMark, weeks: number): string[] {
  const target = mark.target ?? (mark.current === undefined ? undefined : mark.current * 0.95);
  const lines = [
    '',
    `### Run the ${mark.named}${mark.target === undefined ? '' : ` in ${clockText(mark.target, 'run')}`}`,
    '',
  ];
  if (target === undefined) {
    lines.push(
      `Run a ${mark.named} time trial in week 1: every pace below is set from it (goal pace = about 5% faster).`,
    );
    return lines;
  }
  const perLap = (seconds: number) => (seconds / mark.metres) * 400;
  const perKm = (seconds: number) => (seconds / mark.metres) * 1000;
  const long = mark.metres >= 3000;
  const rep = long ? 1000 : 400;
  if (mark.current !== undefined) {
    const gap = mark.current - target;
    const perWeek = gap / weeks;
    // Trained runners take about 0.5% a week off a race time at best over a block of a few months.
    const likely = mark.current * (1 - Math.min(0.005 * weeks, 0.08));
    lines.push(
      `Pace maths: ${clockText(mark.current, 'run')} now is ${clockText(perLap(mark.current), 'run')} per 400 m lap (${clockText(perKm(mark.current), 'run')}/km); ${clockText(target, 'run')} is ${clockText(perLap(target), 'run')} per lap (${clockText(perKm(target), 'run')}/km). That is ${Math.round(gap)} s off the whole run, about ${perWeek.toFixed(1)} s a week over ${weeks} weeks.`,
      '',
      target >= likely
        ? 'That is within reach at about 0.5% a week if the sessions below are all run.'
        : `That is more than most runners gain in ${weeks} weeks (about 0.5% a week): expect about ${clockText(likely, 'run')} by week ${weeks}, then retest and set the next block's pace from the new time.`,
    );
  } else {
    lines.push(
      `Pace maths: ${clockText(target, 'run')} for the ${mark.named} is ${clockText(perLap(target), 'run')} per 400 m lap (${clockText(perKm(target), 'run')}/km).`,
    );
  }
  // The interval pace moves from today's race pace to the goal pace by the last full week.
  const startTime = mark.current ?? target;
  const buildWeeks = Math.max(1, weeks - 1);
  const timeIn = (week: number) => startTime - (startTime - target) * Math.min(1, week / buildWeeks);
  const repTime = (week: number) => (long ? perKm(timeIn(week)) : perLap(timeIn(week)));
  lines.push(
    '',
    `Three runs a week on your training days, the intervals first in the week and never the day after a hard lift. Intervals run at the week's pace per ${rep} m, stepping from your pace now to the goal pace, with ${long ? '2–3 min' : '60–90 s'} of easy jogging between reps; tempo runs 20 s/km slower than that pace:`,
    '',
  );
  const shown = weeks <= 16 ? weeks : 12;
  // Deloads already hold a time trial: the checkpoints are for blocks too short to have one.
  const checks = weeks >= 8 ? new Set<number>() : checkpointWeeks(weeks, mark.current !== undefined);
  for (let week = 1; week <= shown; week++) {
    const kind = weekKind(week, weeks);
    const build = weeks >= 8 ? week - Math.floor(week / 4) : week;
    const reps = long ? Math.min(3 + Math.floor(build / 2), 6) : Math.min(5 + build, 10);
    const tempo = Math.min(12 + 2 * build, 30);
    const longRun = Math.min(25 + 5 * build, long ? 75 : 50);
    const factor = kind === 'build' ? 1 : kind === 'deload' ? 2 / 3 : 1 / 2;
    const intervalReps = Math.max(2, Math.round(reps * factor));
    const checkpoint = checks.has(week) && kind === 'build';
    const note =
      kind === 'taper'
        ? ` — taper: half the volume at the same paces, then the ${mark.named} test at the end of the week`
        : kind === 'deload'
          ? ` — deload: a third less, plus a ${mark.named} time trial to reset the paces`
          : '';
    lines.push(
      `- Week ${week}${note}: ${checkpoint ? `checkpoint — a ${mark.named} time trial in place of the intervals (it sets the paces)` : `intervals ${intervalReps} × ${rep} m in ${clockText(repTime(week), 'run')}`}; tempo ${Math.round(tempo * factor)} min at about ${clockText(perKm(timeIn(week)) + 20, 'run')}/km; easy long run ${Math.round(longRun * factor)} min.`,
    );
  }
  if (weeks > shown)
    lines.push(`- Weeks ${shown + 1}–${weeks}: repeat weeks 9–12 with the paces reset from your latest time trial.`);
  return lines;
}

/** Sprinting faster: acceleration and top-speed work with full rest, and resisted sprints. */
function speedLines(mark: PerformanceMark | undefined, weeks: number): string[] {
  const lines = ['', `### Speed work${mark ? ` for the ${mark.named}` : ''}`, ''];
  if (mark?.current !== undefined && mark.target !== undefined) {
    const gap = mark.current - mark.target;
    // A trained sprinter's 40 drops about 0.1–0.2 s over 8–12 weeks of sprinting and strength work.
    const likely = Math.min(gap, (0.15 * Math.min(weeks, 12)) / 10);
    lines.push(
      `Target: ${clockText(mark.current, 'sprint')} → ${clockText(mark.target, 'sprint')}, ${gap.toFixed(2)} s faster. ${gap <= likely + 0.005 ? 'That is within reach' : `Most athletes take about 0.1–0.2 s off over 8–12 weeks: expect about ${clockText(mark.current - likely, 'sprint')} by week ${weeks}, and more from the start and stance technique`}. Time it in week 1 and every 4th week, fresh, best of three.`,
      '',
    );
  }
  lines.push(
    'Twice a week, first thing after the warm-up while fresh; full rest so every rep is fast (stop when a rep slows):',
    '',
  );
  const shown = weeks <= 16 ? weeks : 12;
  for (let week = 1; week <= shown; week++) {
    const kind = weekKind(week, weeks);
    const build = week - Math.floor(week / 4);
    const starts = kind === 'build' ? Math.min(5 + build, 10) : 4;
    const flying = kind === 'build' ? Math.min(2 + Math.ceil(build / 2), 6) : 2;
    const resisted =
      kind === 'taper'
        ? 'none (taper: fresh legs for the test)'
        : `${Math.min(4 + build, 8)} × 15 yd sled or hill sprints`;
    const resistedReps = kind === 'taper' ? 0 : Math.min(4 + build, 8);
    const yards = starts * 15 + flying * 20 + resistedReps * 15;
    lines.push(
      `- Week ${week}${kind === 'deload' ? ' (deload + timed test)' : kind === 'taper' ? ' (taper: volume halved, every rep still all-out)' : ''}, about ${yards} yd of fast running a session: ${starts} × 10–20 yd starts from your test stance, rest 90–120 s; ${flying} × flying 20 yd (20 yd build-up), rest 3 min; ${resisted}, rest 2 min.`,
    );
  }
  if (weeks > shown)
    lines.push(
      `- Weeks ${shown + 1}–${weeks}: repeat weeks 9–12, longer flying sprints (30 yd) if your times still drop.`,
    );
  return lines;
}

/** Throwing harder: arm care every day, a long-toss build, rotational med-ball and lower-body power. */
function throwingLines(
  target: PerformanceTarget | undefined,
  weeks: number,
  armHurt: boolean,
  comingBack: boolean,
): string[] {
  const lines = ['', '### Throwing velocity work', ''];
  if (target?.current !== undefined && target.current !== target.amount) {
    const gap = target.amount - target.current;
    lines.push(
      `Target: ${target.current} → ${target.amount} ${target.unit}, +${gap}. A good off-season adds about 2–4 mph (3–6 km/h); ${gap <= 4 ? 'that is within reach' : `expect about ${target.current + 3} ${target.unit} from this block and the rest over the next`}. Measure on a radar gun every 3–4 weeks.`,
      '',
    );
  } else if (target !== undefined && target.current === target.amount) {
    lines.push(
      `You throw ${target.amount} ${target.unit} now: a good off-season adds about 2–4 mph. Measure on a radar gun every 3–4 weeks.`,
      '',
    );
  }
  lines.push(
    '- Arm care every day (10 min): band external and internal rotation 2 × 15, Y-T-W raises 2 × 10, wrist flexor and pronator curls 2 × 15.',
    '- Medicine-ball rotational power twice a week: rotational scoop toss and shot-put throws 3 × 5 a side with a 2–3 kg ball, rest 60 s.',
    '- Lower-body power twice a week: broad jumps and lateral bounds 3 × 5, trap-bar or goblet squats heavy (3–5 reps).',
  );
  if (armHurt) {
    lines.push(
      '',
      comingBack
        ? '> Long toss, bullpens and med-ball throws come back only through the interval throwing stages above, at their distances and efforts, not this block.'
        : '> Long toss, bullpens and med-ball throws are paused until a physio or sports doctor has checked your arm: pain on the inner elbow in a thrower can be a UCL (ligament) strain. Arm care only if it is pain-free; legs and core continue.',
    );
    return lines;
  }
  lines.push('', 'Long toss three days a week, throwing volume rising no more than 10% a week:', '');
  const shown = Math.min(weeks, 8);
  for (let week = 1; week <= shown; week++) {
    const kind = weekKind(week, weeks);
    const feet = Math.min(90 + 20 * (week - 1), 240);
    lines.push(
      `- Week ${week}${kind === 'deload' ? ' (deload: two days, 75% of the distance)' : ''}: stretch out to ${kind === 'deload' ? Math.round(feet * 0.75) : feet} ft on an arc, then 10–15 throws pulling down to 60 ft on a line with intent.`,
    );
  }
  if (weeks > shown)
    lines.push(
      `- Weeks ${shown + 1}–${weeks}: hold the distance and add bullpens at full intent twice a week (25–35 pitches).`,
    );
  return lines;
}

/** What the sport swings, for overspeed work with a light, normal and heavy one. */
const SWUNG: Partial<Record<Sport, string>> = { golf: 'club', baseball: 'bat', tennis: 'racquet' };

/** Club, bat or racquet speed: rotational power and overspeed swings. */
function swingLines(target: PerformanceTarget | undefined, weeks: number, sport: Sport): string[] {
  const gain =
    target?.current !== undefined && target.current !== target.amount
      ? `Target: ${target.current} → ${target.amount} ${target.unit}. Speed training adds about 3–6 mph over 6–8 weeks; ${target.amount - target.current <= 6 ? 'that is within reach' : `expect about ${target.current + 5} ${target.unit} from this block`}. Measure on a launch monitor or radar every 2 weeks.`
      : 'Measure your speed on a launch monitor or radar in week 1 and every 2 weeks.';
  return [
    '',
    '### Swing speed work',
    '',
    gain,
    '',
    `- Overspeed swings three days a week: light, normal and heavy ${SWUNG[sport] ?? 'club (or bat)'} in turn, 3 sets of 5 all-out swings with each, both sides; rest 30 s between swings.`,
    '- Rotational medicine-ball throws twice a week: scoop toss and side-facing chest pass 3 × 5 a side, rest 60 s.',
    '- Ground force: jump squats and lateral bounds 3 × 5 twice a week.',
    `- Progression: +1 set of overspeed swings every 2 weeks up to 5 sets; week ${Math.min(weeks, 4)} and every 4th week, 2 sets only.`,
  ];
}

/** A higher jump: plyometric contacts build week by week on top of heavy leg strength. */
function verticalLines(weeks: number): string[] {
  const lines = [
    '',
    '### Jump work',
    '',
    'Twice a week, before the lifts: plyometrics counted in foot contacts, landing soft and quiet, full rest between sets.',
    '',
  ];
  const shown = Math.min(weeks, 8);
  for (let week = 1; week <= shown; week++) {
    const kind = weekKind(week, weeks);
    const contacts = kind === 'build' ? Math.min(50 + 10 * week, 120) : 40;
    const depth = week >= 5 ? ', depth jumps from a 30–45 cm box' : '';
    lines.push(
      `- Week ${week}${kind === 'deload' ? ' (deload)' : ''}: ${contacts} contacts — pogo hops, box jumps, broad jumps${depth}.`,
    );
  }
  lines.push('- Strength alongside: squats or trap-bar deadlifts, 3–5 reps heavy, twice a week.');
  return lines;
}

/** Back from surgery or a tear: phases that open by criteria, not by the calendar alone. */
function returnPhaseLines(request: ResolvedRequest): string[] {
  const injury = request.injuries.find((item) => item.severity === 'surgery' || item.severity === 'tear');
  if (!injury) return [];
  const area = AREA_TEXT[injury.area];
  const who = request.youth ? 'doctor' : 'surgeon or physio';
  return [
    '',
    `### Return in phases (${area})`,
    '',
    `Each phase starts only when the one before meets its criteria and your ${who} agrees; the weeks in the tables below count from that point.`,
    '',
    `1. Protect and move: full range of motion, no swelling after activity, walking or daily tasks pain-free. Bike, pool and upper-body work only.`,
    `2. Rebuild strength: the ${area} work in the prehab list, then the lifts that load it at light weights. Move on at 70–80% of the strength of the other side and no pain the next morning.`,
    `3. Run, jump, change direction: straight-line running, then hops and cuts. Move on at about 90% strength and hop distance against the other side.`,
    `4. Back to sport: drills, then full practice, then games, only with your ${who}'s sign-off.`,
  ];
}

/**
 * The sport's key skill, brought back in graded stages over the program rather than left out of it:
 * an interval throwing program, graded running to full sprints, a return-to-serve or swing ladder.
 */
function returnToSkillLines(sport: Sport, request: ResolvedRequest): string[] {
  const who = request.youth ? 'doctor' : 'physio or doctor';
  return returnsToSkill(
    sport,
    request.injuries.map((injury) => injury.area),
  ).flatMap((entry) => {
    // Stages share the program's weeks evenly, none shorter than the skill's minimum.
    const perStage = Math.max(entry.minWeeksPerStage ?? 1, request.weeks / entry.stages.length);
    const stages = entry.stages.map((stage, index) => {
      const first = Math.floor(index * perStage) + 1;
      const last = Math.min(request.weeks, Math.max(first, Math.floor((index + 1) * perStage)));
      const when =
        first > request.weeks ? 'After this block' : last > first ? `Weeks ${first}–${last}` : `Week ${first}`;
      return `${index + 1}. ${when} (at the earliest): ${stage}.`;
    });
    return [
      '',
      `### ${entry.title}`,
      '',
      `${entry.start.replace('physio or doctor', who)} Clear each stage with your ${who} as you go; the weeks are the soonest a stage can start, not a deadline.`,
      '',
      ...stages,
      '',
      `- ${entry.gate}`,
      `- ${entry.setback.replace('physio or doctor', who)}`,
    ];
  });
}

/** Walking a round after a knee or hip operation: low-impact endurance, step by step. */
function walkingLines(request: ResolvedRequest): string[] {
  return [
    '',
    '### Back to walking 18 holes',
    '',
    'Low-impact endurance first; each step when the one before leaves no more swelling or pain (over 3 out of 10) the next morning:',
    '',
    '- Weeks 1–2: walk 15–20 minutes on flat ground every day; stationary bike 15 minutes on the other days.',
    '- Weeks 3–4: walks of 30–40 minutes with gentle slopes; chipping and putting practice.',
    '- Weeks 5–6: 9 holes with a cart or push trolley; half-speed swings on the range.',
    '- Weeks 7–8: 9 holes walking, then 18 holes with a cart.',
    '- Then: 18 holes walking, resting the next day at first.',
    '',
    `> ${request.injuries.some((injury) => injury.severity === 'surgery') ? "Start only with your surgeon or physio's go-ahead, and follow their timeline if it is slower." : 'See a physio if it swells or aches after a step, and step back to the last one.'}`,
  ];
}

/** Cramps or heat in a training ask: fluids, sodium and two weeks of acclimatisation. */
function heatLines(): string[] {
  return [
    '',
    '### Heat and cramps',
    '',
    '- Acclimatise over 10–14 days: train in the heat for 20–30 minutes at first, adding 10–15 minutes a day, at lower intensity; full sessions after about two weeks.',
    '- Drink 5–7 ml per kg of body weight 2–4 hours before, then 400–800 ml an hour in play (more in the heat), with 500–1,000 mg of sodium an hour from a sports drink, tablets or salty snacks.',
    '- Weigh before and after a session: drink 1.5 L for every kg lost.',
    '- Build fitness for the full length of your matches, since tired muscles cramp first.',
    '',
    '> See a doctor if cramps come with dizziness, confusion or vomiting (signs of heat illness), or keep coming back despite fluid and salt.',
  ];
}

/** For a hurt leg: the goal's running or sprint work waits for the end of the return table. */
function deferredByLegInjury(mark: PerformanceMark | undefined): string[] {
  const work = mark?.kind === 'run' ? 'Interval, tempo and long runs' : 'Sprints, starts and flying runs';
  return [
    '',
    `### ${mark?.kind === 'run' ? 'Running' : 'Speed'} work${mark ? ` for the ${mark.named}` : ''}`,
    '',
    `${work} start once the return steps are done and pain-free, not before: build them over 4 weeks from 60% effort, and time the ${mark ? mark.named : 'test'} only after that.`,
  ];
}

/** The work the goal itself needs, with its weekly progression, set from the athlete's own numbers. */
function measureText(value: number, unit: string): string {
  return unit === '%' ? `${value}%` : `${value} ${unit}`;
}

/** A sport skill's own program: the measure, where it sits in the week, the work week by week, cues and support. */
function skillLines(skill: NonNullable<ResolvedRequest['skill']>, weeks: number, hurt: boolean): string[] {
  const { goal, current, target } = skill;
  // The athlete's own unit when they gave one the skill also counts in ("130 km/h").
  const unit = skill.unit ?? goal.unit;
  const measure =
    current !== undefined && target !== undefined
      ? `${measureText(current, unit)} → ${goal.lowerIsBetter ? 'under ' : ''}${measureText(target, unit)}`
      : target !== undefined
        ? `${goal.lowerIsBetter ? 'under ' : ''}${measureText(target, unit)}`
        : current !== undefined
          ? `${measureText(current, unit)} now`
          : undefined;
  const title = goal.named.charAt(0).toUpperCase() + goal.named.slice(1);
  const lines = [
    '',
    `### ${title} work`,
    '',
    ...(measure ? [`Target: ${goal.named} ${measure}. ${goal.realism}`, ''] : [`${goal.realism}`, '']),
    `**Test:** ${goal.test}`,
    '',
    `**In the week:** ${goal.sessionsPerWeek} sessions. ${goal.placement}`,
  ];
  if (hurt)
    lines.push(
      '',
      '> The skill work below waits until the injury is pain-free and cleared by a physio or doctor; start it at week 1 volumes.',
    );
  lines.push('', `Each ${goal.named} session, week by week:`, '');
  const shown = Math.min(weeks, WEEK_BY_WEEK_MAX);
  let built = 0;
  for (let week = 1; week <= shown; week++) {
    const kind = weekKind(week, weeks);
    if (kind === 'build') built++;
    const row =
      kind === 'deload'
        ? `deload: ${goal.deload}`
        : kind === 'taper'
          ? `taper: half of week ${week - 1}'s volume at full quality, then test`
          : goal.weeks[Math.min(built, goal.weeks.length) - 1];
    lines.push(`- Week ${week}: ${row ?? ''}.`);
  }
  if (weeks > shown)
    lines.push(
      `- Weeks ${shown + 1}–${weeks}: hold week ${shown}'s volume, deload every 4th week, and retest every 3 weeks.`,
    );
  lines.push('', '**Technique cues:**', '', ...goal.technique.map((cue) => `- ${cue}`));
  lines.push('', '**Supporting strength and power:**', '', ...goal.support.map((line) => `- ${line}`));
  return lines;
}

/** Each medical condition said: who to clear the plan with first, and how every session adapts. */
function conditionLines(conditions: readonly string[] | undefined): string[] {
  return (conditions ?? []).flatMap((id) => {
    const condition = medicalConditionById(id);
    if (condition === undefined) return [];
    return [
      '',
      `### With ${condition.named}`,
      '',
      `> ${condition.clearance}`,
      '',
      ...condition.notes.map((note) => `- ${note}`),
    ];
  });
}

/** Sprints, runs and jumps asked by someone who should not land or run: the engine built without impact. */
function lowImpactInstead(population: SpecialPopulation | undefined): string[] {
  const conditioning = population?.exercises.filter((exercise) => exercise.focus === 'conditioning') ?? [];
  return [
    '',
    '### Speed and fitness without impact',
    '',
    `Running, sprinting and jumping are left out for you; the engine is built with ${conditioning.map((exercise) => exercise.name.toLowerCase()).join(' and ') || 'low-impact conditioning'} instead, 2–3 times a week, harder intervals only once the easy sessions feel comfortable.`,
  ];
}

/** How the program keeps to the place it is done in, and the sport's work that place leaves out. */
function spaceLines(exercises: readonly Exercise[], spaces: readonly TrainingSpace[]): string[] {
  if (spaces.length === 0) return [];
  const leftOut = exercises.filter((exercise) => ruledOutBySpace(exercise, spaces)).map((exercise) => exercise.name);
  return [
    '',
    ...spaces.map((space) => `> ${space.says}`),
    ...(leftOut.length > 0 ? ['', `> Left out for your space: ${leftOut.join(', ')}.`] : []),
  ];
}

/** Who the program is adapted for, who clears it, and what changes. */
function populationLines(population: SpecialPopulation | undefined): string[] {
  if (population === undefined) return [];
  return [
    '',
    `### Adapted for ${/^[aeiou]/.test(population.named) ? 'an' : 'a'} ${population.named}`,
    '',
    `> ${population.clearance}`,
    '',
    ...population.notes.map((note) => `- ${note}`),
  ];
}

function goalWorkLines(sport: Sport, training: TrainingRequest, request: ResolvedRequest): string[] {
  const lines: string[] = [];
  const armHurt = request.injuries.some((injury) => injury.area === 'elbow' || injury.area === 'shoulder');
  // The areas the sport's own sprints load: the goal's sprint and jump blocks wait for the same areas
  // the program's exercises are left out for, so a pulled groin gets no week-by-week sprints either.
  const sprintLoads = new Set<BodyArea>(
    knowledgeOf(sport)
      .exercises.filter((exercise) => exercise.focus === 'speed' && !exercise.substitute)
      .flatMap((exercise) => exercise.loads),
  );
  const legsHurt = request.injuries.some(
    (injury) => sprintLoads.has(injury.area) || ['knee', 'hip', 'ankle', 'hamstring', 'calf'].includes(injury.area),
  );
  const target = training.performanceTarget;
  const mark = training.mark;
  const power = target?.kind === 'vertical' ? 'jump' : target?.kind === 'velocity' ? target.of : training.powerGoal;
  if (
    training.returning ||
    request.injuries.some((injury) => injury.severity === 'surgery' || injury.severity === 'tear')
  )
    lines.push(...returnPhaseLines(request));
  const comingBack = (training.returning || request.cleared === true) && request.injuries.length > 0;
  if (comingBack) lines.push(...returnToSkillLines(sport, request));
  if (training.walkingGoal && (sport === 'golf' || legsHurt)) lines.push(...walkingLines(request));
  // A hurt leg runs and sprints through its return table first: the goal's own running and sprint
  // blocks would prescribe what that table holds back.
  const spaceAvoids = (tag: 'impact' | 'jumping') => request.spaces.some((space) => space.avoid.includes(tag));
  const noImpact = request.population?.avoid.includes('impact') === true || spaceAvoids('impact');
  if (noImpact && (mark !== undefined || request.emphasis === 'speed' || power === 'jump'))
    lines.push(...lowImpactInstead(request.population));
  else if (legsHurt && (mark?.kind === 'run' || mark?.kind === 'sprint' || request.emphasis === 'speed'))
    lines.push(...deferredByLegInjury(mark));
  else if (mark?.kind === 'run') lines.push(...enduranceLines(mark, request.weeks));
  else if (mark?.kind === 'sprint' || request.emphasis === 'speed') lines.push(...speedLines(mark, request.weeks));
  // The skill's own work covers its throwing or swinging: a second, generic block would double the volume.
  if (request.skill) lines.push(...skillLines(request.skill, request.weeks, request.injuries.length > 0));
  if (power === 'jump' && !legsHurt && !noImpact && !spaceAvoids('jumping'))
    lines.push(...verticalLines(request.weeks));
  else if (power === 'swing' && !request.skill) lines.push(...swingLines(target, request.weeks, sport));
  else if (power === 'throw' && !request.skill)
    lines.push(...throwingLines(target, request.weeks, armHurt, comingBack));
  if (training.beginnerRunner && !noImpact && !legsHurt) lines.push(...runWalkLines());
  if (training.contactStrength) lines.push(...contactStrengthLines());
  if (training.heatOrCramps) lines.push(...heatLines());
  return lines;
}

/** A beginner's running: run-walk stages to continuous easy running before any pace work. */
function runWalkLines(): string[] {
  const { lead, stages, rule } = TRAINING_TARGETS.runWalk;
  return ['', '### Run-walk build-up', '', lead, '', ...stages.map((stage) => `- ${stage}`), '', rule];
}

/** Not knocked off the ball: the trunk, upper body and base that hold ground, and the mass behind them. */
function contactStrengthLines(): string[] {
  const { lead, work } = TRAINING_TARGETS.contactStrength;
  return ['', '### Strength for contact', '', lead, '', ...work.map((line) => `- ${line}`)];
}

/** "squat 225 lb", "bench press 100 kg for 5": a lift as the athlete gave it. */
function liftSaid(lift: LiftNumber): string {
  const target = lift.targetKg === undefined ? '' : ` → ${roundLoad(lift.targetKg, lift.unit)} ${lift.unit}`;
  return `${LIFT_LABEL[lift.lift]} ${roundLoad(lift.kg, lift.unit)} ${lift.unit}${lift.reps > 1 ? ` for ${lift.reps}` : ''}${target}`;
}

/** Loads for the lifts the athlete gave numbers for are percentages of them; the rest go by effort. */
function liftLoadLines(request: ResolvedRequest): string[] {
  const lifts = request.lifts ?? [];
  if (lifts.length === 0) return [];
  const named = lifts.map((lift) => LIFT_LABEL[lift.lift]).join(', ');
  return [
    '',
    `> Loads for your ${named} are percentages of the numbers you gave (a set of several reps counts as the max it points to), rising 2.5% of that max a week; every other lift goes by effort, two reps in reserve.`,
    ...lifts.flatMap((lift) => liftTargetLine(lift, request)),
  ];
}

function capitalised(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/** The gap from the max a lift's number points to up to the load wanted, and when to test it. */
function liftTargetLine(lift: LiftNumber, request: ResolvedRequest): string[] {
  if (lift.targetKg === undefined) return [];
  const max = roundLoad(lift.maxKg, lift.unit);
  const target = roundLoad(lift.targetKg, lift.unit);
  const percent = Math.round(((lift.targetKg - lift.maxKg) / lift.maxKg) * 100);
  const weeks = request.blockOf ?? request.weeks;
  const from =
    lift.reps > 1
      ? `the ${max} ${lift.unit} max your ${roundLoad(lift.kg, lift.unit)} ${lift.unit} for ${lift.reps} points to`
      : `your ${max} ${lift.unit} max`;
  return [
    '',
    `> ${capitalised(LIFT_LABEL[lift.lift])} goal: ${target} ${lift.unit}, ${target - max} ${lift.unit} (${percent}%) above ${from}, over ${weeks} weeks. Test it in the last week, after the lighter days, with a heavy single or a set of ${lift.reps > 1 ? lift.reps : 3} to estimate it.`,
  ];
}

/** What the message asked, said back in the athlete's own words and units before the plan. */
function briefLine(training: TrainingRequest, request: ResolvedRequest, voice: TrainingVoice): string[] {
  const parts: string[] = [];
  const unit = voice.weightUnit;
  // A weight the profile filled in is not something the message asked for.
  const fromProfile = voice.fromProfile.some((note) => note.startsWith('weight'));
  const current = fromProfile ? undefined : training.weightKg;
  if (training.targetWeightKg !== undefined) {
    parts.push(
      current === undefined
        ? `reach ${saidWeight(training.targetWeightKg, unit, training.inStone)}`
        : `${saidWeight(current, unit, training.inStone)} → ${saidWeight(training.targetWeightKg, unit, training.inStone)}`,
    );
  } else if (training.changeKg !== undefined) {
    parts.push(
      `${training.changeKg > 0 ? 'gain' : 'lose'} ${saidWeight(Math.abs(training.changeKg), unit, training.inStone)}`,
    );
  } else if (training.goal === 'bulk' || training.goal === 'cut') {
    parts.push(training.goal === 'bulk' ? 'gain weight' : 'lose fat');
  }
  const performance = training.performanceTarget;
  if (performance) {
    const amount = `${performance.amount} ${performance.unit}`;
    const what =
      performance.of === 'swing' ? 'swing speed' : performance.of === 'serve' ? 'serve speed' : 'throwing velocity';
    const now =
      performance.current !== undefined && performance.current !== performance.amount
        ? `${performance.current} → `
        : '';
    parts.push(
      performance.kind === 'vertical'
        ? `+${amount} on your vertical`
        : performance.current === performance.amount
          ? `${what} now ${amount}`
          : `${now}${performance.gain ? `+${amount}` : amount} ${what}`,
    );
  }
  const mark = training.mark;
  if (mark) {
    const times = [mark.current, mark.target].flatMap((time) =>
      time === undefined ? [] : [clockText(time, mark.kind)],
    );
    parts.push(`${mark.named} ${times.join(' → ')}`);
  }
  const test = training.fitnessTest;
  if (test && !mark) parts.push([test.name, [test.current, test.target].filter(Boolean).join(' → ')].join(' ').trim());
  if (training.teamPractice?.days !== undefined)
    parts.push(
      `team practice ${training.teamPractice.namedDays?.join(', ') ?? `${training.teamPractice.days} days a week`}`,
    );
  if (training.event && !training.byDate) parts.push(training.event);
  if (training.returning && training.injuries.length > 0) parts.push('return from injury');
  if (training.season) parts.push(training.season === 'in-season' ? 'in-season maintenance' : training.season);
  if (training.byDate)
    parts.push(
      `by ${training.byDate} (${request.blockOf ?? request.weeks} weeks away)${training.event ? `, for the ${training.event}` : ''}`,
    );
  else if (training.startsOn)
    parts.push(
      training.endsOn
        ? `${training.startsOn} to ${training.endsOn} (${request.weeks} weeks)`
        : `starting ${training.startsOn}, ${request.weeks} weeks`,
    );
  else if (training.weeks !== undefined) parts.push(`${request.weeks} weeks`);
  if (training.gameDays) parts.push(`games on ${training.gameDays.join(', ')}`);
  if (training.namedDays) parts.push(training.namedDays.join(', '));
  else if (training.daysPerWeek !== undefined) parts.push(`${request.daysPerWeek} days a week`);
  if (training.sessionMinutes !== undefined) parts.push(`${request.sessionMinutes} minutes a session`);
  if (request.shortDays) parts.push(`${request.shortDays.count} of them short (${request.shortDays.minutes} min)`);
  if (training.equipment) parts.push(equipmentText(training.equipment, training.heaviestLoad));
  else if (training.heaviestLoad)
    parts.push(`free weights up to ${amountText(training.heaviestLoad.kg, training.heaviestLoad.unit)}`);
  if (training.positionNamed) parts.push(training.positionNamed);
  parts.push(...request.spaces.map((space) => space.named));
  if (request.profile && request.profile.sport === undefined) parts.push(request.profile.named);
  if (training.age !== undefined) parts.push(`age ${training.age}`);
  parts.push(...(training.lifts ?? []).map(liftSaid));
  parts.push(...training.injuries.map(injuryName));
  parts.push(...(training.mildInjuries ?? []).map((injury) => `${injuryName(injury)}, mild`));
  parts.push(...(training.pastInjuries ?? []).map((injury) => `${injuryName(injury)}, healed`));
  return parts.length > 0 ? ['', `You asked for: ${parts.join(' · ')}.`] : [];
}

/** When the athlete said they can train: the named days and the time of day. */
function scheduleLines(training: TrainingRequest): string[] {
  if (!training.namedDays && !training.trainingTime) return [];
  const count = training.daysPerWeek ?? DEFAULTS.daysPerWeek;
  const named = training.namedDays ?? [];
  const fitted = namedForCount(training.namedDays, count) ?? [];
  const time = training.trainingTime ? `, ${training.trainingTime}` : '';
  const added = fitted.filter((day) => !named.includes(day));
  const when =
    fitted.length === 0
      ? `${count} days a week${time}, as you said you can train`
      : fitted.length < named.length
        ? `${fitted.join(', ')}${time}: your ${count} days a week, from the days you named`
        : `${named.join(', ')}${time}, as you said you can train${added.length > 0 ? `, and ${added.join(', ')} to make your ${count} days a week` : ''}`;
  return ['', `Schedule: ${when}; rest on the other days.`];
}

/** Running toward a fitness test's target, on top of the program's conditioning days. */
/** The referees' interval test: 75 m runs against the clock with a 25 m walk, 40 times; trained as it is run. */
function refereeTestLines(): string[] {
  return [
    '',
    '### Referee interval test',
    '',
    "The test: 40 × 75 m runs, each inside the time for your level (about 15 s for men and 17 s for women at the top grades; check your association's table), with a 25 m walk in 18–22 s between.",
    '',
    '- Twice a week: sets of 75 m runs at test pace with the 25 m walk between, 2 × 10 in week 1, then 2 × 12, 3 × 10 and 4 × 10 (the full test), 3 minutes easy between sets.',
    '- Once a week: 4 × 4 minutes hard (about 90% of max heart rate) with 3 minutes easy jogging, for the aerobic engine the last ten runs need.',
    '- Time every run with a partner or a beeping app: one missed run or walk fails the test.',
    '',
    'Run the full test as a checkpoint in week 3; taper the last 3–4 days before the real test.',
  ];
}

function fitnessTestLines(test: FitnessTest): string[] {
  const target = test.target ? ` (target: ${test.target})` : '';
  if (test.name === 'referee interval test') return refereeTestLines();
  const shuttle = test.name === 'beep test' || test.name === 'yo-yo test';
  const sprint = test.name === '40-yard dash';
  const work = shuttle
    ? "- Twice a week: 20 m shuttle intervals at your target level's pace, 6–10 reps of 30–40 s with 20–30 s easy walking back, adding 2 reps a week.\n- Once a week: 4 × 4 minutes of hard running (about 90% of max heart rate) with 3 minutes easy jogging between.\n- Practise the turns: plant the outside foot on the line and push off; do not run past it."
    : sprint
      ? '- Twice a week: 6–8 starts over 10–20 yards from the test stance with full rest (2 minutes).\n- Once a week: 3–4 flying 20-yard sprints.\n- Rehearse the stance and first three steps every session.'
      : '- Once a week: intervals at goal pace (6–8 × 400 m, or 3–4 × 1 km for longer tests), with equal rest.\n- Once a week: a steady run of 25–40 minutes at a pace you can talk at.\n- Once a week: tempo running 10–20 minutes at a comfortably hard pace.';
  const cooperMetres = test.name === 'cooper test' ? Number(/^(\d+) m$/.exec(test.target ?? '')?.[1]) : Number.NaN;
  // The Cooper test is 12 minutes: the distance wanted sets the pace every interval is run at.
  const pace =
    cooperMetres > 0
      ? [
          `Goal pace: ${cooperMetres} m in 12:00 is ${clockText((720 / cooperMetres) * 400, 'run')} per 400 m lap (${clockText((720 / cooperMetres) * 1000, 'run')}/km); run the intervals below at it.`,
          '',
        ]
      : [];
  return [
    '',
    `### ${test.name.charAt(0).toUpperCase()}${test.name.slice(1)}${target}`,
    '',
    ...pace,
    work,
    '',
    `Test yourself in week 1 and again every 3–4 weeks; taper the last 3–4 days before the real test.`,
  ];
}

/** What the taper counts down to, in the athlete's words where they gave them. */
function eventName(training: TrainingRequest): string {
  const test = training.fitnessTest?.name ?? training.mark?.named;
  const what = training.event ? `the ${training.event}` : test ? `the ${test}` : 'the date';
  return training.byDate ? `${what} on ${training.byDate}` : what;
}

/** Team practice is load: fewer, shorter sessions on top, the hard ones away from practice. */
function teamPracticeLines(request: ResolvedRequest): string[] {
  const practice = request.teamPractice;
  if (practice === undefined) return [];
  const when = practice.namedDays ? ` (${practice.namedDays.join(', ')})` : '';
  const count =
    practice.days === undefined
      ? 'Your team practice'
      : `Your ${practice.days} team ${practice.days === 1 ? 'practice' : 'practices'} a week${when}`;
  const days = request.namedDays;
  const placed = days
    ? `on ${days.join(' and ')}, ${days.some((day) => practice.namedDays?.includes(day)) ? 'as far from practice as the week allows (after practice on a shared day, never before it)' : 'the days without practice'}`
    : 'on the days without practice, or after practice when a day must be shared, never before it';
  return [
    '',
    `> ${count} ${practice.days === 1 ? 'counts' : 'count'} as training load, so this plan adds only ${request.daysPerWeek} short ${request.daysPerWeek === 1 ? 'session' : 'sessions'} of about ${request.sessionMinutes ?? TRAINING_TARGETS.teamPractice.sessionMinutes} minutes, ${placed}. The hard lifting and sprinting go on practice-light days${request.emphasis === 'conditioning' ? '' : '; no extra conditioning, since practice covers it'}. In a week with extra games or a brutal practice, drop one session.`,
  ];
}

/** A weight goal's short nutrition line and how the training serves it; a dietitian for the specifics. */
function bodyCompositionLines(request: ResolvedRequest): string[] {
  const { gain, cut, youthCut, dietitian } = TRAINING_TARGETS.bodyComposition;
  if (request.goal === 'bulk') {
    return [
      '',
      `**To gain:** eat a surplus of about ${gain.surplusKcal} kcal a day over maintenance${request.growing ? ' (the low end for a growing athlete: an extra snack or glass of milk, never forced eating)' : ''}, with ${gain.proteinPerKg} g of protein per kg of body weight a day. ${request.hypertrophy ? gain.training : ''} ${dietitian}`.replace(
        /\s+/g,
        ' ',
      ),
    ];
  }
  if (request.goal === 'recomp' && !request.growing) {
    const { recomp } = TRAINING_TARGETS.bodyComposition;
    return [
      '',
      `**To recomp:** eat about ${recomp.deficitKcal} kcal a day under maintenance, or at maintenance if you are new to lifting, with ${recomp.proteinPerKg} g of protein per kg of body weight a day. ${recomp.training} ${dietitian}`,
    ];
  }
  if (request.goal === 'cut' && request.growing) return ['', `**To cut:** ${youthCut} ${dietitian}`];
  if (request.goal === 'cut') {
    const youth = request.youth ? ` ${youthCut}` : '';
    return [
      '',
      `**To cut:** a moderate deficit of about ${cut.deficitKcal} kcal a day, protein kept high at ${cut.proteinPerKg} g per kg. ${cut.training}${youth} ${dietitian}`,
    ];
  }
  return [];
}

/** "5.5 s": a shuttle leg or rep time. */
function secondsText(seconds: number): string {
  return `${seconds.toFixed(1)} s`;
}

/** The test's checkpoint weeks: week 1 when no score was given, then midway, then the last week. */
function checkpointWeeks(weeks: number, knownNow: boolean): Set<number> {
  // A midway test needs two clear weeks from the one before it.
  const midway = Math.ceil(weeks / 2);
  const weeksList = [
    ...(knownNow ? [] : [1]),
    ...(midway - (knownNow ? 0 : 1) >= 2 && weeks - midway >= 2 ? [midway] : []),
    weeks,
  ];
  return new Set(weeksList);
}

/** A level test (beep, yo-yo): the target level's speed, and shuttle intervals at it, week by week. */
function levelTestLines(test: FitnessTest & { name: 'beep test' | 'yo-yo test' }, request: ResolvedRequest): string[] {
  const table = TRAINING_TARGETS.levelTests.find((entry) => entry.name === test.name);
  const level = (said: string | undefined) => (said === undefined ? undefined : Number(/[\d.]+/.exec(said)?.[0]));
  const targetLevel = level(test.target);
  const currentLevel = level(test.current);
  const targetKmh = targetLevel === undefined ? undefined : levelSpeedKmh(test.name, targetLevel);
  if (table === undefined || targetKmh === undefined) return fitnessTestLines(test);
  const leg = (kmh: number) => table.legMetres / (kmh / 3.6);
  const currentKmh = currentLevel === undefined ? undefined : levelSpeedKmh(test.name, currentLevel);
  const title = `${test.name.charAt(0).toUpperCase()}${test.name.slice(1)}: ${test.current ? `${test.current} → ` : ''}${test.target}`;
  const now =
    currentKmh === undefined
      ? `Run the full test in week 1 to find your level now.`
      : `Now: ${test.current} runs at ${currentKmh.toFixed(1)} km/h (${secondsText(leg(currentKmh))} per leg): you need ${(targetKmh - currentKmh).toFixed(1)} km/h more, held longer.`;
  const lines = [
    '',
    `### ${title}`,
    '',
    `Target: ${test.target} runs at ${targetKmh.toFixed(1)} km/h, ${secondsText(leg(targetKmh))} per ${table.legMetres} m leg. ${now}`,
    '',
    `Three runs a week on your training days: shuttle intervals at target pace (${secondsText(leg(targetKmh))} a ${table.legMetres} m leg, turns practised on the line), 4-minute hard runs at about 90% of max heart rate, and an easy run. Test checkpoints are marked:`,
    '',
  ];
  const weeks = request.weeks;
  const checks = checkpointWeeks(weeks, currentKmh !== undefined);
  const shown = Math.min(weeks, 16);
  for (let week = 1; week <= shown; week++) {
    const kind = request.taper && week === weeks ? 'taper' : weekKind(week, weeks);
    const build = week - Math.floor(week / 4);
    const reps = Math.min(5 + build, 10);
    const rest = Math.max(30, 60 - 5 * (build - 1));
    const hard = Math.min(3 + Math.floor(build / 2), 5);
    const factor = kind === 'build' ? 1 : kind === 'deload' ? 2 / 3 : 1 / 2;
    const check = checks.has(week)
      ? ` **Checkpoint: full ${test.name}${week === weeks ? ' at the end of the week' : ''}.**`
      : '';
    lines.push(
      `- Week ${week}${kind === 'taper' ? ' — taper: half the volume, same pace' : kind === 'deload' ? ' — deload' : ''}: ${Math.max(2, Math.round(reps * factor))} × 60 s of shuttles at target pace, rest ${rest} s walking; ${Math.max(2, Math.round(hard * factor))} × 4 min hard, 3 min jog between; easy run ${Math.round(Math.min(25 + 3 * build, 40) * factor)} min.${check}`,
    );
  }
  if (weeks > shown)
    lines.push(`- Weeks ${shown + 1}–${weeks}: repeat weeks 13–16 with the pace set from your latest test.`);
  return lines;
}

/** A shuttle scored in seconds: the target split, shorter shuttles at that pace, and timed checkpoints. */
function shuttleTestLines(test: FitnessTest, request: ResolvedRequest): string[] {
  const shuttle = TRAINING_TARGETS.shuttleTests.find((entry) => entry.name === test.name);
  const seconds = (said: string | undefined) => (said === undefined ? undefined : Number.parseFloat(said));
  const target = seconds(test.target);
  if (shuttle === undefined || target === undefined) return fitnessTestLines(test);
  const current = seconds(test.current);
  const repTime = (total: number) => (total * shuttle.repYards) / shuttle.yards;
  const lines = [
    '',
    `### ${test.name}: ${current === undefined ? '' : `${secondsText(current)} → `}under ${secondsText(target)}`,
    '',
    `Set-up: ${shuttle.setup}. ${current === undefined ? 'Time a full shuttle in week 1 to know where you start.' : `Now ${secondsText(current)}, target ${secondsText(target)}: ${(current - target).toFixed(1)} s faster, or ${secondsText(repTime(current))} → ${secondsText(repTime(target))} for each ${shuttle.repYards} yd half.`} Goal pace is ${secondsText(repTime(target))} per ${shuttle.repYards} yd (${shuttle.repSetup}).`,
    '',
    'Each week on your training days: the shuttle set below twice and the tempo set once, checkpoints marked:',
    '',
  ];
  const weeks = request.weeks;
  const checks = checkpointWeeks(weeks, current !== undefined);
  const shown = Math.min(weeks, 16);
  for (let week = 1; week <= shown; week++) {
    const kind = request.taper && week === weeks ? 'taper' : weekKind(week, weeks);
    const build = week - Math.floor(week / 4);
    const reps = Math.min(3 + build, 8);
    const rest = Math.max(120, 210 - 15 * (build - 1));
    const factor = kind === 'build' ? 1 : kind === 'deload' ? 2 / 3 : 1 / 2;
    const yards = Math.max(2, Math.round(reps * factor)) * shuttle.repYards;
    const check = checks.has(week)
      ? ` **Checkpoint: a full timed ${test.name}${week === weeks ? ' at the end of the week' : ''}.**`
      : '';
    lines.push(
      `- Week ${week}${kind === 'taper' ? ' — taper: half the volume, same pace' : kind === 'deload' ? ' — deload' : ''}: ${Math.max(2, Math.round(reps * factor))} × ${shuttle.repYards} yd shuttles in ${secondsText(repTime(target))}, rest ${Math.floor(rest / 60)}:${String(rest % 60).padStart(2, '0')} (${yards} yd at goal pace); tempo ${Math.round(Math.min(6 + build, 12) * factor)} × 100 yd at 70%, 45 s walk between.${check}`,
    );
  }
  if (weeks > shown)
    lines.push(`- Weeks ${shown + 1}–${weeks}: repeat weeks 13–16 with the pace set from your latest time.`);
  return lines;
}

/** A fitness test's own program: level and shuttle tests from their norms, other tests in outline. */
function testTargetLines(training: TrainingRequest, request: ResolvedRequest): string[] {
  const test = training.fitnessTest;
  if (!test) return [];
  if (request.population?.avoid.includes('impact')) return lowImpactInstead(request.population);
  if (test.name === 'beep test' || test.name === 'yo-yo test')
    return levelTestLines({ ...test, name: test.name }, request);
  if (test.name === '300-yard shuttle') return shuttleTestLines(test, request);
  return fitnessTestLines(test);
}

/** Fasting: hard work where food comes soon after, and fluids and protein within the eating window. */
function fastingLines(training: TrainingRequest): string[] {
  if (!training.fasting) return [];
  return [
    '',
    '**While fasting**',
    '',
    '- Train hard sessions 1–2 hours after your first meal, or keep sessions light in the last hour before you eat.',
    "- Fit the day's protein into two or three meals in the eating window, with a protein-rich meal before the fast starts.",
    '- Drink 2–3 litres between the evening meal and the pre-dawn meal, with some salt after sweaty sessions.',
  ];
}

// The asked activity, graded back from a return level: each row is a week, each step pain-free before the next.
const RETURN_WORK: Record<AskedActivity, { title: string; rows: [string, string][]; leftOut: string }> = {
  running: {
    title: 'running',
    rows: [
      ['1', 'Walk-jog, 3 sessions a day apart: 6 x (1 min easy jog, 2 min walk) on flat ground'],
      ['2', '6 x (2 min jog, 1 min walk)'],
      ['3', '4 x (5 min jog, 1 min walk)'],
      ['4', '20–25 min continuous easy jog'],
      ['5', '30 min easy, one session with 4 x 20 s relaxed strides'],
      ['6', 'Build the long run toward your distance (5K = 25–35 min), +10% a week at most'],
    ],
    leftOut: 'Sprints, hills, bounds and hard intervals',
  },
  throwing: {
    title: 'throwing',
    rows: [
      ['1', 'Interval throwing, every other day: 2 x 25 throws at 45 ft (14 m), easy arc, 10 min rest between sets'],
      ['2', '2 x 25 at 60 ft (18 m), then 3 x 25 at 60 ft'],
      ['3', '2 x 25 at 90 ft (27 m), then 3 x 25 at 90 ft'],
      ['4', '2 x 25 at 120 ft (37 m) on a line, about half effort'],
      ['5', 'Flat-ground throwing at 60 ft, 25–35 throws at 50–75%'],
      ['6', 'Mound (pitchers): 15–25 fastballs at 50–75%, then build pitch count 5–10 a session'],
    ],
    leftOut: 'Max-effort throws, pull-downs and weighted balls',
  },
  legs: {
    title: 'leg training',
    rows: [
      [
        '1',
        'Box squat to a pain-free depth 3 x 10, glute bridge 3 x 12, step-up to a low box 3 x 8 each side — at about 50% of usual loads',
      ],
      ['2', 'Same, +1 set; add a split squat in a pain-free range 2 x 8 each side'],
      ['3', 'Goblet squat 3 x 8, Romanian deadlift 3 x 8 at 60–70% of usual loads; step-up to a higher box'],
      ['4', 'Back toward usual squat and hinge loads, +10% a week while pain stays ≤3/10'],
    ],
    leftOut: 'Max lifts, jumps and bounds',
  },
  lifting: {
    title: 'lifting',
    rows: [
      ['1', 'Every lift at about 50% of usual loads, 3 x 10–12, in a pain-free range, 2 reps in reserve'],
      ['2', 'Same loads, +1 set; machines or dumbbells for any lift that loads the hurt area'],
      ['3', '60–70% of usual loads, 3 x 8'],
      ['4', 'Toward usual loads, +10% a week while pain stays ≤3/10'],
    ],
    leftOut: 'Max lifts (1–3 rep sets) and explosive work that loads the hurt area',
  },
};

/** The activity asked for, kept and graded back around the injury rather than removed. */
function returnWorkLines(training: TrainingRequest): string[] {
  const injury = training.injuries[0];
  if (!injury || training.askedActivity === undefined) return [];
  const work = RETURN_WORK[training.askedActivity];
  const area = AREA_TEXT[injury.area];
  // A niggle ("a bit sore") may start at the return level under the pain rule; a thrower's arm is checked first.
  const mayStart =
    training.cleared === true ||
    (training.cleared === undefined && injury.severity === 'sore' && work !== RETURN_WORK.throwing);
  const start = mayStart
    ? `${training.cleared === true ? 'You are cleared, so' : 'With a sore (not injured) area,'} your ${work.title} stays in the plan from week 1, started at a return level and built up step by step:`
    : `Get cleared by a physio or sports doctor before you start this; until then do the prehab above and the program's pain-free work. Once cleared, this is your ${work.title} plan:`;
  return [
    '',
    `### Your ${work.title} plan, adapted for your ${area}`,
    '',
    start,
    '',
    '| Week | Work |',
    '| --- | --- |',
    ...work.rows.map(([week, text]) => `| ${week} | ${text} |`),
    '',
    `- Pain rule: pain up to 3/10 during and after is acceptable; above 3/10, or worse the next morning, go back one step for two sessions.`,
    `- ${work.leftOut} stay out until the last step is pain-free; they are the only part of your ${work.title} that waits.`,
    `- See ${training.youth ? 'a doctor' : 'a physio or sports doctor'} if it swells, pain lingers or you cannot progress for two weeks.`,
  ];
}

/** A program in the sport toward the goal, target and date the message names, around any injury. */
/** The athlete's exercises: their sport's or their own sport's, less what their body rules out. */
function programExercises(sport: Sport, request: ResolvedRequest): readonly Exercise[] {
  const ofSport = request.profile
    ? exercisesFor(request.profile, knowledgeOf(sport).exercises)
    : knowledgeOf(sport).exercises;
  return request.population ? exercisesForPopulation(ofSport, request.population) : ofSport;
}

export function trainingProgram(sport: Sport, training: TrainingRequest, voice: TrainingVoice = KILOGRAMS): string {
  const request = resolve(training, sport);
  const exercises = programExercises(sport, request);
  return [
    ...headerLines(sport, request, voice, training),
    ...populationLines(request.population),
    ...youthLoadLines(request, training.age),
    ...conditionLines(training.conditions),
    ...spaceLines(exercises, request.spaces),
    ...scheduleLines(training),
    ...injuryLines(exercises, request),
    ...mildInjuryLines(training),
    ...pastInjuryLines(training),
    ...returnWorkLines(training),
    ...(training.performanceTarget?.current === undefined
      ? performanceLines(training.performanceTarget, request.weeks, request.injuries.length > 0)
      : []),
    ...goalWorkLines(sport, training, request),
    ...heaviestLoadLines(request),
    ...liftLoadLines(request),
    ...(training.sessionMinutes === undefined
      ? []
      : [
          '',
          `> Every day fits your ${request.sessionMinutes} minutes: where a week's extra sets would run over, they are left out.`,
        ]),
    ...(training.mark ? [] : testTargetLines(training, request)),
    ...teamPracticeLines(request),
    ...bodyCompositionLines(request),
    '',
    ...(request.supportOnly
      ? [
          '### Supporting strength',
          '',
          request.beginnerRunner
            ? TRAINING_TARGETS.runWalk.strength.replace('{days}', String(Math.min(2, request.daysPerWeek)))
            : `The runs above are the program. Lift on ${Math.min(2, request.daysPerWeek)} of those days, after the tempo or easy run and never before intervals, keeping each lift to about 30 minutes: strong legs and a stiff trunk hold your pace late in the ${training.fitnessTest?.name ?? training.mark?.named ?? 'test'}.`,
        ]
      : ['### Program']),
    ...programWeeks(
      exercises,
      request.supportOnly
        ? { ...request, daysPerWeek: Math.min(2, request.daysPerWeek), sessionMinutes: request.sessionMinutes ?? 35 }
        : request,
      eventName(training),
    ),
    '',
    ...(!request.weightUnknown
      ? nutrition(request, voice.weightUnit)
      : request.youth
        ? youthNutrition()
        : perKgNutrition(request, voice.weightUnit)),
    ...fastingLines(training),
  ].join('\n');
}

/** What to eat and drink, for a game day, a long round, cramping, or every day toward the goal. */
export function nutritionPlan(sport: Sport, training: TrainingRequest, voice: TrainingVoice = KILOGRAMS): string {
  const request = resolve(training);
  const ask = training.nutrition;
  const forEvent = ask !== undefined && (ask.occasion !== undefined || ask.heat || ask.cramping);
  const weight = request.weightUnknown ? '' : ` at ${bodyWeightText(request.exactWeightKg, voice.weightUnit)}`;
  const lead = forEvent
    ? `${SPORT_LABELS[sport]} fuelling and hydration${weight}: the numbers scale with body weight.`
    : `A ${SPORT_LABELS[sport]} meal plan to ${GOAL_TEXT[request.goal]}${weight}.`;
  return [
    lead,
    ...(voice.fromProfile.length > 0 ? ['', `> From your coach profile: ${voice.fromProfile.join(', ')}.`] : []),
    ...(request.weightUnknown
      ? ['', '> No weight given, so amounts are per kg of body weight. Tell me yours and I will put them in grams.']
      : []),
    '',
    ...(forEvent && ask
      ? eventNutrition(sport, request, ask)
      : request.weightUnknown
        ? perKgNutrition(request, voice.weightUnit)
        : dailyNutrition(request, voice.weightUnit)),
  ].join('\n');
}

/** Tactical keeps to 2–3 short bullets: the week, the calories, and the injury or the fluids. */
function tacticalTraining(sport: Sport, training: TrainingRequest, voice: TrainingVoice): string {
  const request = resolve(training);
  const ask = training.nutrition;
  if (ask) {
    const kg = request.weightUnknown ? undefined : request.weightKg;
    return [
      `- 3–4 h before: ${shortDose(kg, 1, 2, 'g', 'carbs')}, 20–30 g protein, ${shortDose(kg, 5, 7, 'ml', 'fluid')}.`,
      `- During: ${ask.heat ? '600–1,000' : '400–800'} ml an hour with ${ask.heat || ask.cramping ? '500–1,000' : '300–600'} mg sodium.`,
      `- Between or after: 30–60 g quick carbs, then ${shortDose(kg, 1, 1.2, 'g', 'carbs')} with protein.`,
    ].join('\n');
  }
  const available = usable(programExercises(sport, request), request);
  const days = rotationFor(request, (focus) =>
    poolOf(available, focus, request.position, request.profile, request.population),
  )
    .slice(0, Math.min(3, request.daysPerWeek))
    .map((day) => day.label.toLowerCase());
  const maintenance = request.weightKg * 30 + 100 * request.daysPerWeek;
  const { weeklyKg, changeKg, kcal } = request.weightPlan;
  const unit = voice.weightUnit;
  const signed = `${kcal > 0 ? '+' : '−'}${Math.abs(kcal)} kcal`;
  // With a target the bullet says how much of it the weeks give, in the athlete's unit, in few words.
  const target =
    changeKg === undefined || weeklyKg <= 0
      ? undefined
      : Math.abs(changeKg) / request.weeks > weeklyKg * 1.05
        ? `~${Math.round(weeklyKg * request.weeks * (unit === 'lb' ? POUNDS_PER_KG : 1))} of ${amountText(Math.abs(changeKg), unit)} by week ${request.weeks}`
        : `${amountText(Math.abs(changeKg), unit)} by week ${request.weeks}`;
  const eat =
    kcal === 0
      ? ' to hold weight'
      : weeklyKg === 0
        ? ` (${signed}: fat down, muscle up, weight about steady)`
        : target
          ? ` (${signed}): ${paceText(weeklyKg, unit)}/week, ${target}`
          : ` (${signed}, ${paceText(weeklyKg, unit)} a week)`;
  const bullets = [
    `- ${request.weeks} weeks, ${request.daysPerWeek} days a week: ${[...new Set(days)].join(', ')}.`,
    request.weightUnknown
      ? `- Eat 30 kcal/kg + 100/training day${kcal === 0 ? ' to hold weight' : weeklyKg === 0 ? `, ${signed} (weight about steady)` : `, ${signed} (${paceText(weeklyKg, unit)}/week)`}.`
      : `- Eat ${maintenance + kcal} kcal/day${eat}.`,
  ];
  const injury = request.injuries[0];
  if (injury) {
    const area = AREA_TEXT[injury.area];
    bullets.push(
      `- ${area.charAt(0).toUpperCase()}${area.slice(1)} hurt: skip work loading it; see ${clinician(request)} first.`,
    );
  }
  return bullets.join('\n');
}

const SESSION_DEFAULTS = { minutes: 45, teamPlayers: 12 } as const;

/**
 * One timed session when one session was asked ("a 30-minute session for my juniors"), not a
 * program: the blocks add up to the minutes, use only the kit named, and suit the age and headcount.
 */
function sessionReply(
  mode: Exclude<PersonalityMode, 'quizMaster'>,
  sport: Sport,
  training: TrainingRequest,
  voice: TrainingVoice,
): string {
  const session = training.session ?? { team: false };
  if (session.kind) return shortRoutineReply(mode, sport, training, session.kind, session.minutes);
  const assumed: string[] = [];
  if (session.minutes === undefined) assumed.push(`${SESSION_DEFAULTS.minutes} minutes`);
  const players = session.players ?? (session.team ? SESSION_DEFAULTS.teamPlayers : 1);
  if (session.players === undefined && session.team) assumed.push(`${players} players`);
  const age = session.age ?? training.age;
  const level =
    session.level ??
    (training.youth
      ? age !== undefined && age >= 13
        ? 'high-school'
        : 'youth'
      : session.team
        ? 'high-school'
        : 'adult');
  const plan = buildFitnessSession({
    sport,
    minutes: session.minutes ?? SESSION_DEFAULTS.minutes,
    players,
    level,
    age,
    emphasis: session.emphasis ?? (training.fitnessTest ? 'conditioning' : training.emphasis),
    equipment: training.equipment,
    injuries: training.injuries.map((injury) => injury.area),
    exercises: knowledgeOf(sport).exercises,
    position: training.position,
    lifts: training.lifts,
    region: session.region,
    lacks: session.lacks,
  });
  if (mode === 'gameOnTheLine') {
    const main = plan.blocks
      .filter((block) => block.phase === 'technical')
      .map((block) => block.activity.split(':')[0]);
    return [
      `- ${plan.totalMinutes} min: warm-up, ${main.slice(0, 3).join(', ')}, cool-down.`,
      `- ${training.equipment === undefined ? 'Any kit' : 'Only the kit you named'}; ${players === 1 ? 'solo' : `${players} players`}.`,
      ...(training.injuries.length > 0 ? ['- Injury: nothing loads it; see a physio first.'] : []),
    ].join('\n');
  }
  const request = resolve(training);
  const notes = [
    ...(voice.fromProfile.length > 0 ? [`> From your coach profile: ${voice.fromProfile.join(', ')}.`, ''] : []),
    ...(assumed.length > 0 ? [`> Assumed: ${assumed.join(', ')}. Tell me yours and I will rebuild it.`, ''] : []),
  ];
  const injury = injuryLines(knowledgeOf(sport).exercises, request);
  const asked = [
    `one ${plan.totalMinutes}-minute session`,
    ...(training.positionNamed ? [training.positionNamed] : []),
    ...(training.equipment ? [equipmentText(training.equipment, training.heaviestLoad)] : []),
    ...training.injuries.map(injuryName),
    ...(training.mildInjuries ?? []).map((injury) => `${injuryName(injury)}, mild`),
  ];
  return [
    `You asked for: ${asked.join(' · ')}. Here it is, block by block.`,
    '',
    ...notes,
    renderPracticePlanMarkdown(plan),
    ...injury,
    ...mildInjuryLines(training),
    ...pastInjuryLines(training),
    ...returnWorkLines(training),
  ].join('\n');
}

/** Only a warm-up or a cool-down was asked: a few timed steps, not a session or a program. */
function shortRoutineReply(
  mode: Exclude<PersonalityMode, 'quizMaster'>,
  sport: Sport,
  training: TrainingRequest,
  kind: 'warm-up' | 'cool-down',
  minutes: number | undefined,
): string {
  const routine = buildShortRoutine({
    sport,
    kind,
    minutes,
    injuries: training.injuries.map((injury) => injury.area),
    exercises: knowledgeOf(sport).exercises,
  });
  if (mode === 'gameOnTheLine') {
    return routine.steps
      .slice(0, 3)
      .map((step) => `- ${step.minutes} min: ${step.activity.split(':')[0]}.`)
      .join('\n');
  }
  const injury = training.injuries[0];
  return [
    `A ${routine.minutes}-minute ${SPORT_LABELS[sport]} ${kind}${minutes === undefined ? ' (tell me your time and I will fit it)' : ''}:`,
    '',
    ...routine.steps.map((step) => `- **${step.minutes} min** — ${step.activity}`),
    ...(injury
      ? [
          '',
          `> ${injuryName(injury)}: nothing here should hurt; see a physio or sports doctor before loading it again.`,
        ]
      : []),
  ].join('\n');
}

/** The Trainer's reply in the mode's shape: a nutrition plan when only food or drink was asked. */
export function trainerReply(
  mode: Exclude<PersonalityMode, 'quizMaster'>,
  sport: Sport,
  training: TrainingRequest,
  voice: TrainingVoice = KILOGRAMS,
): string {
  if (training.session && !training.nutrition) return sessionReply(mode, sport, training, voice);
  if (mode === 'gameOnTheLine') return tacticalTraining(sport, training, voice);
  return training.nutrition ? nutritionPlan(sport, training, voice) : trainingProgram(sport, training, voice);
}
