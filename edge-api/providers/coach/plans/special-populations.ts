import { z } from 'zod';
import { PhrasingSchema } from './phrasing-schema';
import populationsJson from '../../../../content/special-populations.json';
import { ExerciseSchema, type Exercise } from '../knowledge/content-schema';

const TagSchema = z.enum([
  'impact',
  'jumping',
  'cutting',
  'standing-legs',
  'deep-hip-flexion',
  'heavy-barbell',
  'lying-on-back',
  'max-effort',
  'loaded-flexion',
]);
type ContraindicationTag = z.infer<typeof TagSchema>;

/**
 * An athlete whose body rules out some work whatever the goal — a wheelchair user, a replaced
 * joint, pregnancy, an older beginner: the words that say so, the contraindicated kinds of work,
 * who clears them, and the work that takes its place.
 */
const PopulationSchema = z
  .strictObject({
    id: z.string().regex(/^[a-z-]+$/),
    /** How the athlete is said back: "wheelchair athlete". */
    named: z.string().min(3).max(60),
    cues: z.array(PhrasingSchema).min(1).max(20),
    /** An age at or above which the population applies on its own. */
    minAge: z.int().min(40).max(90).optional(),
    /** The youngest age at which the cues count ("never lifted" at 25 is just a beginner). */
    cueMinAge: z.int().min(18).max(90).optional(),
    avoid: z.array(TagSchema).min(1),
    /** Who to check with first. */
    clearance: z.string().min(20),
    notes: z.array(z.string().min(10)).min(1).max(4),
    /** Suitable work that replaces what is ruled out, chosen ahead of the sport's own. */
    exercises: z.array(ExerciseSchema).min(3).max(20),
  })
  .refine(
    (population) =>
      (['strength', 'conditioning', 'mobility'] as const).every((focus) =>
        population.exercises.some((exercise) => exercise.focus === focus),
      ),
    { message: 'strength, conditioning and mobility work of its own' },
  );

/**
 * A medical condition that changes how training is done rather than what (asthma, diabetes, a recent
 * operation): the words that say so, who to clear it with, and how each session adapts.
 */
const ConditionSchema = z.strictObject({
  id: z.string().regex(/^[a-z-]+$/),
  /** How the condition is said back: "asthma", "recent surgery". */
  named: z.string().min(3).max(60),
  cues: z.array(PhrasingSchema).min(1).max(20),
  clearance: z.string().min(20),
  notes: z.array(z.string().min(10)).min(1).max(4),
});

/**
 * A place or house rule that limits the work whoever trains there: a hotel room has no floor to run
 * on, neighbours below rule out jumping. The words that say so, the kinds of work it rules out, and
 * how the program says it kept to it.
 */
const SpaceSchema = z.strictObject({
  id: z.string().regex(/^[a-z-]+$/),
  /** How the place is said back: "a small room (hotel room, apartment, bedroom)". */
  named: z.string().min(3).max(60),
  cues: z.array(PhrasingSchema).min(1).max(20),
  avoid: z.array(TagSchema).min(1),
  /** How the program keeps to it, said once above the days. */
  says: z.string().min(20),
});

const ContentSchema = z.strictObject({
  /** Each kind of contraindicated work, by the parts of exercise names that show it ("jump", "sprint"). */
  tags: z.record(TagSchema, z.array(z.string().min(2).max(40)).min(1)),
  populations: z
    .array(PopulationSchema)
    .refine((list) => new Set(list.map((population) => population.id)).size === list.length, 'unique ids'),
  conditions: z
    .array(ConditionSchema)
    .refine((list) => new Set(list.map((condition) => condition.id)).size === list.length, 'unique ids'),
  spaces: z
    .array(SpaceSchema)
    .refine((list) => new Set(list.map((space) => space.id)).size === list.length, 'unique ids'),
});

export type MedicalCondition = z.infer<typeof ConditionSchema>;

export type SpecialPopulation = z.infer<typeof PopulationSchema>;

export type TrainingSpace = z.infer<typeof SpaceSchema>;

const CONTENT = ContentSchema.parse(populationsJson);

function escaped(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\/]/g, String.raw`\$&`);
}

const TAG_PATTERNS = new Map(
  Object.entries(CONTENT.tags).map(([tag, parts]) => [
    tag as ContraindicationTag,
    new RegExp(String.raw`(?<![a-z])(?:${parts.map(escaped).join('|')})`, 'i'),
  ]),
);

const CUE_PATTERNS = new Map(
  CONTENT.populations.map((population) => [
    population.id,
    new RegExp(String.raw`(?<![a-z0-9])(?:${population.cues.join('|')})(?![a-z0-9])`),
  ]),
);

const CONDITION_PATTERNS = new Map(
  CONTENT.conditions.map((condition) => [
    condition.id,
    new RegExp(String.raw`(?<![a-z0-9])(?:${condition.cues.join('|')})(?![a-z0-9])`),
  ]),
);
/** A condition said not to be the athlete's ("no asthma", "my dad's diabetes") is not theirs. */
const NOT_MINE =
  /\b(?:no|not|never|without|don'?t have|doesn'?t have|my (?:dad|mum|mom|mother|father|wife|husband|friend)'?s?)\s+(?:\w+\s+)?$/;

/** The medical conditions a lowercase message says the athlete has, by id. */
export function medicalConditionsIn(text: string): string[] {
  return CONTENT.conditions
    .filter((condition) =>
      [...text.matchAll(new RegExp(CONDITION_PATTERNS.get(condition.id)?.source ?? '$^', 'g'))].some(
        (hit) => !NOT_MINE.test(text.slice(Math.max(0, hit.index - 30), hit.index)),
      ),
    )
    .map((condition) => condition.id);
}

export function medicalConditionById(id: string): MedicalCondition | undefined {
  return CONTENT.conditions.find((condition) => condition.id === id);
}

/** The population a lowercase message describes, by id: named in words, or by an age that is one on its own. */
export function specialPopulationIn(text: string, age: number | undefined): string | undefined {
  return CONTENT.populations.find(
    (population) =>
      (CUE_PATTERNS.get(population.id)?.test(text) === true &&
        (population.cueMinAge === undefined || (age !== undefined && age >= population.cueMinAge))) ||
      (population.minAge !== undefined && age !== undefined && age >= population.minAge),
  )?.id;
}

export function specialPopulationById(id: string | undefined): SpecialPopulation | undefined {
  return CONTENT.populations.find((population) => population.id === id);
}

const SPACE_PATTERNS = new Map(
  CONTENT.spaces.map((space) => [
    space.id,
    new RegExp(String.raw`(?<![a-z0-9])(?:${space.cues.join('|')})(?![a-z0-9])`),
  ]),
);

/** The places and house rules a lowercase message trains under, by id, in the file's order. */
export function trainingSpacesIn(text: string): string[] {
  return CONTENT.spaces.filter((space) => SPACE_PATTERNS.get(space.id)?.test(text) === true).map((space) => space.id);
}

export function trainingSpaceById(id: string): TrainingSpace | undefined {
  return CONTENT.spaces.find((space) => space.id === id);
}

/** Whether the place rules an exercise out: no runs in a hotel room, no jumps above the neighbours. */
export function ruledOutBySpace(exercise: Pick<Exercise, 'name'>, spaces: readonly TrainingSpace[]): boolean {
  return spaces.some((space) => space.avoid.some((tag) => TAG_PATTERNS.get(tag)?.test(exercise.name)));
}

/** Whether an exercise is work this population should not do. */
export function contraindicated(exercise: Pick<Exercise, 'name'>, population: SpecialPopulation): boolean {
  return population.avoid.some((tag) => TAG_PATTERNS.get(tag)?.test(exercise.name));
}

/** The population's own work first, then the rest of the exercises it can do. */
export function exercisesForPopulation(exercises: readonly Exercise[], population: SpecialPopulation): Exercise[] {
  const own = new Set(population.exercises.map((exercise) => exercise.name));
  return [
    ...population.exercises,
    ...exercises.filter((exercise) => !own.has(exercise.name) && !contraindicated(exercise, population)),
  ];
}
