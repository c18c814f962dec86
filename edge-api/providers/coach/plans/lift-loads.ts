import type { Exercise, GymEquipment } from '../knowledge/content-schema';
import type { LiftName, LiftNumber, WeightUnit } from '../understand/parse-training-request';

const POUNDS_PER_KG = 2.20462262;

export const LIFT_LABEL: Record<LiftName, string> = {
  squat: 'squat',
  bench: 'bench press',
  deadlift: 'deadlift',
  press: 'overhead press',
  clean: 'clean',
};

/** Which library exercises each stated lift sets the load for. */
const EXERCISES_OF: Record<LiftName, RegExp> = {
  squat: /^(?:back |front )?squat$/i,
  bench: /^bench press$/i,
  deadlift: /^(?:trap bar |barbell |conventional |sumo )?deadlift$/i,
  press: /^(?:overhead|military|strict) press$/i,
  clean: /^(?:hang |power |hang power )?clean$/i,
};

/**
 * Share of the one-rep max for a set of this many reps with about two reps in reserve, the
 * program's base-week effort.
 */
function basePercent(reps: number): number {
  if (reps <= 1) return 85;
  return Math.max(60, 85 - 2.5 * reps);
}

export function roundLoad(kg: number, unit: WeightUnit): number {
  return unit === 'lb' ? Math.round((kg * POUNDS_PER_KG) / 5) * 5 : Math.round(kg / 2.5) * 2.5;
}

/** The lift the athlete gave a number for that this exercise is, if any. */
export function statedLiftFor(exercise: Exercise, lifts: readonly LiftNumber[] | undefined): LiftNumber | undefined {
  return lifts?.find((lift) => EXERCISES_OF[lift.lift].test(exercise.name));
}

/**
 * " at 170 lb (75% of your 225 lb max)": the load from the athlete's own number, `step` × 2.5% of
 * the max heavier than the base week, never past 90%. Empty when they gave no number for this lift.
 */
export function liftLoadText(exercise: Exercise, lifts: readonly LiftNumber[] | undefined, step = 0): string {
  const lift = statedLiftFor(exercise, lifts);
  const reps = Number.parseInt(exercise.reps, 10);
  if (lift === undefined || Number.isNaN(reps)) return '';
  const percent = Math.min(90, basePercent(reps) + 2.5 * step);
  const max = roundLoad(lift.maxKg, lift.unit);
  const basis =
    lift.reps <= 1
      ? `your ${max} ${lift.unit} ${LIFT_LABEL[lift.lift]} max`
      : `${max} ${lift.unit}, the ${LIFT_LABEL[lift.lift]} max your ${roundLoad(lift.kg, lift.unit)} ${lift.unit} for ${lift.reps} points to`;
  return ` at ${roundLoad((lift.maxKg * percent) / 100, lift.unit)} ${lift.unit} (${percent}% of ${basis})`;
}

/** The kit word an exercise's name starts with when it is done with that kit. */
const KIT_IN_NAME: Partial<Record<GymEquipment, string>> = {
  'trap-bar': 'Trap Bar',
  barbell: 'Barbell',
  dumbbell: 'Dumbbell',
  kettlebell: 'Kettlebell',
};

/**
 * An exercise named for kit the athlete lacks but doable with kit they have is named for theirs:
 * "Trap Bar Deadlift" with only a barbell is a "Barbell Deadlift".
 */
export function withOwnKit(exercise: Exercise, equipment: readonly GymEquipment[]): Exercise {
  const named = exercise.equipment.find((item) => {
    const word = KIT_IN_NAME[item];
    return word !== undefined && exercise.name.startsWith(`${word} `);
  });
  if (named === undefined || equipment.includes(named)) return exercise;
  const own = exercise.equipment.find((item) => equipment.includes(item) && KIT_IN_NAME[item] !== undefined);
  const word = own === undefined ? undefined : KIT_IN_NAME[own];
  if (own === undefined || word === undefined) return exercise;
  // The athlete's kit first, so the session's kit list names it too.
  return {
    ...exercise,
    name: `${word}${exercise.name.slice(KIT_IN_NAME[named]?.length)}`,
    equipment: [own, ...exercise.equipment.filter((item) => item !== own)],
  };
}
