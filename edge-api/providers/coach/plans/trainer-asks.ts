import { z } from 'zod';
import asksJson from '../../../../content/trainer-asks.json';
import { SPORTS, type Sport } from '../../../../shared/constants';
import { PhrasingSchema } from './phrasing-schema';

const Sentence = z.string().min(10).max(500);
const Patterns = z.array(PhrasingSchema).min(1).max(20);
const Dosed = z.array(z.strictObject({ name: z.string().min(3).max(90), dose: z.string().min(1).max(30) })).min(3);

/**
 * Questions the Trainer answers as asked rather than with a multi-week program: a routine around
 * play for a tight area, a thrower's band routine and how often, whether lifting is safe for a
 * child, what a team adds to practice after a season of injuries, and how to keep playing on a
 * nagging ache. Each lists the words that ask it and the answer's content.
 */
const TrainerAsksSchema = z.strictObject({
  /** Words that ask for a program: with these the program is the answer, whatever else is asked. */
  programAsked: Patterns,
  /** Signs that an ache is more than one to play on: these leave it to the injury care. */
  redFlags: Patterns,
  aroundPlay: z.strictObject({
    before: Patterns,
    after: Patterns,
    /** How the area feels ("tight", "stiff") or whose it is ("for my calves"): an area named only in passing asks nothing. */
    feel: Patterns,
    areas: z
      .array(
        z.strictObject({
          id: z.string().regex(/^[a-z-]+$/),
          words: PhrasingSchema,
          named: z.string().min(3).max(30),
          before: z.array(Sentence).min(3).max(6),
          after: z.array(Sentence).min(2).max(5),
          between: Sentence,
        }),
      )
      .min(3),
    seePhysio: Sentence,
  }),
  armCare: z.strictObject({
    cues: Patterns,
    armWords: Patterns,
    activation: Dosed,
    strength: Dosed,
    activationWhen: Sentence,
    strengthWhen: Sentence,
    youth: Sentence,
    seePhysio: Sentence,
  }),
  youthLifting: z.strictObject({
    question: Patterns,
    liftWords: PhrasingSchema,
    maxAge: z.int().min(12).max(17),
    /** The direct answer; "{who}" is the athlete as the message names them. */
    answer: Sentence.refine((line) => line.includes('{who}'), 'says who it is about'),
    evidence: z.array(Sentence).min(2).max(6),
    whatToDo: z.array(Sentence).min(3).max(8),
    offer: Sentence,
  }),
  teamPrevention: z.strictObject({
    teamWords: Patterns,
    preventWords: Patterns,
    programme: z.strictObject(
      Object.fromEntries(SPORTS.map((sport) => [sport, Sentence])) as Record<Sport, typeof Sentence>,
    ),
    dose: z.array(Sentence).min(2).max(4),
    parts: z.array(Sentence).min(2).max(5),
    areas: z
      .array(
        z.strictObject({
          named: z.string().min(3).max(40),
          words: PhrasingSchema,
          focus: Sentence,
          evidence: Sentence,
        }),
      )
      .min(3),
    injuredNow: Sentence,
    /** The asker's own injury told ("I rolled my ankle"): their care, not the team's prevention. */
    ownInjury: Patterns,
  }),
  keepPlaying: z.strictObject({
    cues: Patterns,
    painRule: Sentence,
    frequency: Sentence,
    inPlay: Sentence,
    seePhysio: Sentence,
  }),
});

/** A timed part of a routine: its share of the minutes and what is done in it. */
const RoutineBlockSchema = z.strictObject({
  name: z.string().min(3).max(60),
  minutes: z.int().min(1).max(30),
  work: Sentence,
});

/** One day of a rotation between games or starts: what it is for and what is done. */
const RoutineDaySchema = z.strictObject({
  day: z.string().min(3).max(40),
  aim: z.string().min(3).max(80),
  work: z.array(Sentence).min(1).max(5),
});

/**
 * A narrow routine asked by name ("a jump-rope routine", "the days between starts"): answered as
 * that routine, timed blocks whose minutes add up to the time asked, or a day-by-day rotation.
 */
const RoutineSchema = z
  .strictObject({
    id: z.string().regex(/^[a-z0-9-]+$/),
    /** Words that ask for it; any matches. */
    cues: Patterns,
    /** Sports it belongs to; every sport when absent. */
    sports: z.array(z.enum(SPORTS)).min(1).optional(),
    /** The first line; "{minutes}" is the routine's length when it is timed. */
    title: Sentence,
    /** Timed blocks, scaled to the minutes asked; their own minutes are the routine's length when none is. */
    blocks: z.array(RoutineBlockSchema).min(3).max(8).optional(),
    /** The shortest and longest the timed routine is written for. */
    range: z.strictObject({ min: z.int().min(5), max: z.int().max(90) }).optional(),
    days: z.array(RoutineDaySchema).min(3).max(7).optional(),
    notes: z.array(Sentence).min(1).max(4),
  })
  .refine(
    (routine) => (routine.blocks === undefined) !== (routine.days === undefined),
    'timed blocks or days, not both',
  )
  .refine((routine) => routine.blocks === undefined || routine.range !== undefined, 'a timed routine has its range');

const TrainerAsksWithRoutinesSchema = TrainerAsksSchema.extend({ routines: z.array(RoutineSchema).min(1) });

export type TrainerRoutine = z.infer<typeof RoutineSchema>;
export type TrainerAsks = z.infer<typeof TrainerAsksWithRoutinesSchema>;

export const TRAINER_ASKS: TrainerAsks = TrainerAsksWithRoutinesSchema.parse(asksJson);

/** One pattern for a list of phrasings, any of which may match. */
export function anyPattern(sources: readonly string[]): RegExp {
  return new RegExp(sources.map((source) => `(?:${source})`).join('|'));
}
