import { SPORT_LABELS } from '../../../../shared/constants';
import type { Sport } from '../../../../shared/constants';
import type { Exercise, ExerciseFocus } from '../knowledge/content-schema';
import { knowledgeOf } from '../knowledge/knowledge-base';
import type { TrainingEmphasis, TrainingGoal, TrainingRequest } from '../understand/parse-training-request';

const DEFAULTS = { weightKg: 75, goal: 'maintain', daysPerWeek: 3, weeks: 4 } as const;
const POUNDS_PER_KG = 2.20462262;

/** How the program speaks to this athlete: the weight unit to show, and what came from their profile. */
export interface TrainingVoice {
  weightUnit: 'kg' | 'lb';
  /** e.g. ["weight 80 kg"]: values the message left out that the coach profile gave. */
  fromProfile: readonly string[];
}

const KILOGRAMS: TrainingVoice = { weightUnit: 'kg', fromProfile: [] };

/** "80 kg", or "176 lb (80 kg)" for an athlete who counts in pounds: the formulas stay per kilogram. */
function bodyWeightText(exactKg: number, unit: TrainingVoice['weightUnit']): string {
  const kg = Math.round(exactKg);
  return unit === 'lb' ? `${Math.round(exactKg * POUNDS_PER_KG)} lb (${kg} kg)` : `${kg} kg`;
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
  maintain: [
    DAY_PLANS.strength,
    DAY_PLANS.speed,
    DAY_PLANS.power,
    DAY_PLANS.conditioning,
    DAY_PLANS.skill,
    DAY_PLANS.strength,
    DAY_PLANS.speed,
  ],
};

/**
 * An athlete who names the work ("5-day conditioning", "vertical jump") gets that day first and
 * once more mid-week, ahead of the goal's usual order.
 */
function rotationFor(goal: TrainingGoal, emphasis: TrainingEmphasis | undefined): DayPlan[] {
  const base = WEEK_ROTATIONS[goal];
  if (emphasis === undefined) return base;
  const focusDay = DAY_PLANS[emphasis];
  const rest = base.filter((day) => day !== focusDay);
  return [focusDay, ...rest.slice(0, 2), focusDay, ...rest.slice(2)];
}

const FALLBACK_FOCUS_ORDER: ExerciseFocus[] = ['strength', 'power', 'conditioning', 'speed', 'skill', 'mobility'];
const PROGRESSED_FOCUSES: ReadonlySet<ExerciseFocus> = new Set(['strength', 'power', 'speed', 'conditioning']);

const GOAL_TEXT: Record<TrainingGoal, string> = {
  cut: 'lose fat while keeping strength',
  bulk: 'build muscle',
  maintain: 'hold your weight and sharpen performance',
};

const EMPHASIS_TEXT: Record<TrainingEmphasis, string> = {
  conditioning: 'conditioning',
  power: 'power and explosiveness',
  speed: 'speed and agility',
  strength: 'strength',
};

const GOAL_ADJUSTMENT: Record<TrainingGoal, { kcal: number; proteinPerKg: number; note: string }> = {
  cut: { kcal: -400, proteinPerKg: 2.2, note: 'losing fat subtracts 400 kcal' },
  bulk: { kcal: 300, proteinPerKg: 2.0, note: 'building muscle adds 300 kcal' },
  maintain: { kcal: 0, proteinPerKg: 2.0, note: 'maintenance needs no adjustment' },
};

const MEAL_TIMING: Record<TrainingGoal, string> = {
  cut: 'Spread protein over four meals and fill up on vegetables to stay full on fewer calories.',
  bulk: 'Add a fourth meal or a milk-and-oats shake rather than forcing oversized plates.',
  maintain: 'On rest days trim the carbs a little but keep protein the same.',
};

interface ResolvedRequest {
  weightKg: number;
  /** The weight before rounding to whole kilograms, so 180 lb is shown back as 180 lb. */
  exactWeightKg: number;
  goal: TrainingGoal;
  daysPerWeek: number;
  weeks: number;
  emphasis: TrainingEmphasis | undefined;
  /** Human names of the values that were not in the message and took their defaults. */
  assumed: string[];
}

function clamp(value: number, min: number, max: number): number {
  return Math.min(max, Math.max(min, value));
}

function resolve(request: TrainingRequest, unit: TrainingVoice['weightUnit']): ResolvedRequest {
  const assumed: string[] = [];
  if (request.weightKg === undefined) assumed.push(`weight ${bodyWeightText(DEFAULTS.weightKg, unit)}`);
  if (request.goal === undefined) assumed.push(`goal ${DEFAULTS.goal} (performance)`);
  if (request.daysPerWeek === undefined) assumed.push(`${DEFAULTS.daysPerWeek} days per week`);
  if (request.weeks === undefined) assumed.push(`${DEFAULTS.weeks} weeks`);
  return {
    // Clamped so a typo cannot produce negative carbohydrates or a 40-week wall of text.
    weightKg: Math.round(clamp(request.weightKg ?? DEFAULTS.weightKg, 35, 250)),
    exactWeightKg: clamp(request.weightKg ?? DEFAULTS.weightKg, 35, 250),
    goal: request.goal ?? DEFAULTS.goal,
    daysPerWeek: clamp(request.daysPerWeek ?? DEFAULTS.daysPerWeek, 1, 7),
    weeks: clamp(request.weeks ?? DEFAULTS.weeks, 1, 12),
    emphasis: request.emphasis,
    assumed,
  };
}

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

function trainingDays(exercises: readonly Exercise[], request: ResolvedRequest, week: number): string[] {
  const byFocus = (focus: ExerciseFocus) => exercises.filter((exercise) => exercise.focus === focus);
  const rotation = rotationFor(request.goal, request.emphasis);
  // Rotating through each focus across the week gives two strength days different main lifts.
  const used = new Map<ExerciseFocus, number>();
  const lines: string[] = [];
  for (let day = 0; day < request.daysPerWeek; day++) {
    const plan = rotation[day % rotation.length] ?? DAY_PLANS.strength;
    const chosen: Exercise[] = [];
    for (const slot of plan.slots) {
      const focus = [slot, ...FALLBACK_FOCUS_ORDER].find((candidate) => byFocus(candidate).length > 0);
      if (focus === undefined) continue;
      const pool = byFocus(focus);
      const start = (used.get(focus) ?? 0) % pool.length;
      const rotated = [...pool.slice(start), ...pool.slice(0, start)];
      const exercise = rotated.find((candidate) => !chosen.includes(candidate));
      if (exercise === undefined) continue;
      used.set(focus, start + rotated.indexOf(exercise) + 1);
      chosen.push(exercise);
    }
    lines.push('', `**Day ${day + 1} — ${plan.label}**`);
    for (const exercise of chosen) {
      const sets = exercise.sets + (PROGRESSED_FOCUSES.has(exercise.focus) ? extraSets(week) : 0);
      lines.push(`- ${exercise.name}: ${sets} x ${exercise.reps}, rest ${exercise.restSeconds}s`);
    }
  }
  return lines;
}

function nutrition(request: ResolvedRequest, unit: TrainingVoice['weightUnit']): string[] {
  const { weightKg, exactWeightKg, daysPerWeek, goal } = request;
  const adjustment = GOAL_ADJUSTMENT[goal];
  const maintenance = weightKg * 30 + 100 * daysPerWeek;
  const calories = maintenance + adjustment.kcal;
  const protein = Math.round(adjustment.proteinPerKg * weightKg);
  const fat = Math.round(0.9 * weightKg);
  const carbs = Math.max(0, Math.round((calories - protein * 4 - fat * 9) / 4));
  return [
    '### Nutrition',
    '',
    `Maintenance ≈ 30 kcal × ${bodyWeightText(exactWeightKg, unit)} + 100 kcal × ${daysPerWeek} training days = ${maintenance} kcal; ${adjustment.note}. ` +
      `Protein is ${adjustment.proteinPerKg.toFixed(1)} g/kg, fat 0.9 g/kg, and carbs fill the remaining calories.`,
    '',
    `- Calories: ${calories} kcal/day`,
    `- Protein: ${protein} g`,
    `- Carbs: ${carbs} g`,
    `- Fat: ${fat} g`,
    '',
    '**Meal timing**',
    '',
    '- Eat a meal with carbs and protein 2–3 hours before training, or a light snack an hour before.',
    '- Within two hours after training, have 30–40 g of protein with carbs to refuel.',
    `- ${MEAL_TIMING[goal]}`,
  ];
}

/** A week-by-week program in the sport and toward the goal the message names. */
export function trainingProgram(sport: Sport, training: TrainingRequest, voice: TrainingVoice = KILOGRAMS): string {
  const request = resolve(training, voice.weightUnit);
  const label = SPORT_LABELS[sport];
  const exercises = knowledgeOf(sport).exercises;
  const weeks = Array.from({ length: request.weeks }, (_, index) => index + 1).flatMap((week) => [
    '',
    `#### Week ${week}`,
    '',
    weekNote(week),
    ...trainingDays(exercises, request, week),
  ]);
  const emphasis = request.emphasis ? ` with a ${EMPHASIS_TEXT[request.emphasis]} focus` : '';
  return [
    `A ${request.weeks}-week ${label} program${emphasis} to ${GOAL_TEXT[request.goal]}: ${request.daysPerWeek} training days a week at ${bodyWeightText(request.exactWeightKg, voice.weightUnit)}.`,
    ...(voice.fromProfile.length > 0 ? ['', `> From your coach profile: ${voice.fromProfile.join(', ')}.`] : []),
    ...(request.assumed.length > 0
      ? ['', `> Assumed: ${request.assumed.join(', ')}. Tell me yours and I will tailor the plan.`]
      : []),
    '',
    '### Program',
    ...weeks,
    '',
    ...nutrition(request, voice.weightUnit),
  ].join('\n');
}
