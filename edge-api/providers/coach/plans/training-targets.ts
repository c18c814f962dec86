import { z } from 'zod';
import targetsJson from '../../../../content/training-targets.json';
import { PhrasingSchema } from './phrasing-schema';

const Sentence = z.string().min(10).max(400);
const Range = z.string().regex(/^\d+(?:\.\d+)?–\d+(?:\.\d+)?%?$/, 'a range like "250–500"');

const TrainingTargetsSchema = z.strictObject({
  /** The last days before a dated event or test: less volume, the same intensity. */
  taper: z.strictObject({
    days: Range,
    volumeCutPercent: z.int().min(30).max(70),
    volumeCutRange: Range,
    keep: Sentence,
  }),
  /** How many sessions a program adds on top of team practice, by practice days a week (most first). */
  teamPractice: z.strictObject({
    extraSessionsByPracticeDays: z
      .array(z.strictObject({ minPracticeDays: z.int().min(1).max(7), extraSessions: z.int().min(1).max(4) }))
      .min(1)
      .refine(
        (rows) =>
          rows.every((row, index) => index === 0 || (rows[index - 1]?.minPracticeDays ?? 0) > row.minPracticeDays),
        'ordered from the most practice days down',
      ),
    sessionMinutes: z.int().min(20).max(75),
  }),
  bodyComposition: z.strictObject({
    gain: z.strictObject({ surplusKcal: Range, proteinPerKg: Range, training: Sentence }),
    cut: z.strictObject({ deficitKcal: Range, proteinPerKg: Range, training: Sentence }),
    recomp: z.strictObject({ deficitKcal: Range, proteinPerKg: Range, training: Sentence, tracking: Sentence }),
    youthCut: Sentence,
    dietitian: Sentence,
  }),
  /** Shuttle tests scored in levels, and the running speed of each level. */
  levelTests: z
    .array(
      z.strictObject({
        name: z.enum(['beep test', 'yo-yo test']),
        legMetres: z.int().min(10).max(40),
        levels: z
          .array(z.strictObject({ level: z.int().min(1).max(25), kmh: z.number().min(6).max(25) }))
          .min(5)
          .refine(
            (rows) => rows.every((row, index) => index === 0 || (rows[index - 1]?.kmh ?? 0) < row.kmh),
            'speeds rise with the level',
          ),
      }),
    )
    .min(1),
  /** Holding ground in contact (not knocked off the ball): trunk, upper-body and base strength, and some mass. */
  contactStrength: z.strictObject({
    cues: z.array(PhrasingSchema).min(1),
    lead: Sentence,
    work: z.array(Sentence).min(3).max(6),
  }),
  /** Someone who cannot yet run a mile: run-walk stages to continuous running, before any pace work. */
  runWalk: z.strictObject({
    cues: z.array(PhrasingSchema).min(1),
    lead: Sentence,
    stages: z.array(Sentence).min(3).max(6),
    rule: Sentence,
    /** The lifting beside the runs; "{days}" is how many run days carry it. */
    strength: Sentence.refine((line) => line.includes('{days}'), 'says how many days'),
  }),
  /** Shuttles scored in seconds, and the shorter shuttle trained at the target's pace. */
  shuttleTests: z
    .array(
      z.strictObject({
        name: z.literal('300-yard shuttle'),
        yards: z.int().min(100).max(600),
        setup: z.string().min(5),
        repYards: z.int().min(50).max(300),
        repSetup: z.string().min(5),
      }),
    )
    .min(1),
  /**
   * How much training a growing athlete takes, by age band (youngest first): days and minutes are
   * capped whatever the message asks, with rest days said and no max-out lifting.
   */
  youthLoad: z.strictObject({
    bands: z
      .array(
        z.strictObject({
          maxAge: z.int().min(8).max(17),
          maxDaysPerWeek: z.int().min(2).max(6),
          maxSessionMinutes: z.int().min(30).max(90),
          restDays: z.int().min(1).max(3),
        }),
      )
      .min(1)
      .refine(
        (rows) => rows.every((row, index) => index === 0 || (rows[index - 1]?.maxAge ?? 0) < row.maxAge),
        'ordered from the youngest band up',
      ),
    /** The age a minor of no stated age is planned for. */
    unknownAge: z.int().min(8).max(17),
    lead: Sentence.refine(
      (line) => ['{age}', '{days}', '{minutes}', '{rest}'].every((slot) => line.includes(slot)),
      'names the age, days, minutes and rest days',
    ),
    capped: Sentence.refine((line) => line.includes('{asked}'), 'says what was asked'),
    rules: z.array(Sentence).min(1).max(4),
  }),
});

export type TrainingTargets = z.infer<typeof TrainingTargetsSchema>;

export const TRAINING_TARGETS: TrainingTargets = TrainingTargetsSchema.parse(targetsJson);

/** The running speed of a level ("level 10.5" reads as level 10), or undefined when the table has none. */
export function levelSpeedKmh(test: 'beep test' | 'yo-yo test', level: number): number | undefined {
  const table = TRAINING_TARGETS.levelTests.find((entry) => entry.name === test)?.levels ?? [];
  const whole = Math.floor(level);
  // Yo-yo levels between the table's rows run at the speed of the row below.
  return [...table].reverse().find((row) => row.level <= whole)?.kmh;
}

export type YouthLoadBand = TrainingTargets['youthLoad']['bands'][number];

/** The training a minor of this age takes; an unknown age is planned for the content's default age. */
export function youthLoadFor(age: number | undefined): YouthLoadBand | undefined {
  const bands = TRAINING_TARGETS.youthLoad.bands;
  const planned = age ?? TRAINING_TARGETS.youthLoad.unknownAge;
  return bands.find((band) => planned <= band.maxAge) ?? bands.at(-1);
}
