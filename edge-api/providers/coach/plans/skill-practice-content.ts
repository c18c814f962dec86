import { z } from 'zod';
import { PhrasingSchema } from './phrasing-schema';
import skillPracticeJson from '../../../../content/skill-practice.json';
import { SPORTS } from '../../../../shared/constants';

/** One technique drill of a skill stat: what to do, how, and the reps or makes for an adult and a child. */
const PracticeDrillSchema = z.strictObject({
  name: z.string().min(3).max(60),
  how: z.string().min(10),
  work: z.string().min(3),
  childWork: z.string().min(3),
  /** Its share of the session's main minutes against the other drills (default 1): putting gets more for a handicap. */
  share: z.int().min(1).max(5).optional(),
});

/**
 * A skill stat a player measures and wants to move (free-throw %, first-serve %, handicap): the words
 * that name it, the units it is said in, its drills, its test and how fast it usually moves.
 */
const SkillStatSchema = z.strictObject({
  id: z.string().regex(/^[a-z-]+$/),
  sports: z.array(z.enum(SPORTS)).min(1),
  named: z.string().min(3).max(60),
  cues: z.array(PhrasingSchema).min(1).max(20),
  /** Words that must also be in the message: "left foot" names the weak foot's range only beside a pass or a distance. */
  requires: PhrasingSchema.optional(),
  /** The first is the default; the one the message uses is said back. An empty symbol is a bare number (a handicap). */
  units: z.array(z.strictObject({ symbol: z.string().max(30), words: PhrasingSchema })).min(1),
  /** How a value is written: whole numbers or to a tenth. */
  format: z.enum(['whole', 'tenth']),
  plausible: z.strictObject({ min: z.number(), max: z.number() }),
  lowerIsBetter: z.boolean(),
  /** What a steady player usually gains a week; a target needing much more is said to be steep. */
  typicalGainPerWeek: z.number().positive(),
  /** Fault ids in the sport's faults.json whose drills also serve this stat. */
  faults: z.array(z.string().regex(/^[a-z-]+$/)).max(4),
  drills: z.array(PracticeDrillSchema).min(3).max(8),
  /** The weekly test, said as an instruction. */
  test: z.string().min(20),
  /** Extra sections said after the program: where the strokes go, course management, what to track. */
  sections: z.array(z.strictObject({ title: z.string().min(5), lines: z.array(z.string().min(10)).min(1) })).optional(),
  /** Physical work that supports the skill: an add-on, never the program. */
  support: z.array(z.string().min(10)).min(1).max(4),
});

const SkillPracticeSchema = z.strictObject({
  child: z.strictObject({
    maxAge: z.int().min(6).max(15),
    fun: z.array(z.string().min(10)).min(1),
    volumeNote: z.string().min(10),
    /** What replaces the physical add-on for a young player. */
    physical: z.string().min(10),
  }),
  /** How a block's work and its minutes go together, said once under the week. */
  fillNote: z.string().min(20),
  warmUp: z.strictObject({ name: z.string().min(3), how: z.string().min(10), childHow: z.string().min(10) }),
  /**
   * Words of a physical goal: with them a fault named in passing leaves the message to the strength
   * program, and a skill stat's program spells out its physical work instead of a short add-on.
   */
  physicalWords: PhrasingSchema,
  /** How a technique fault becomes practice: its cues rehearsed, the fault's own drill, then game speed. */
  faultPractice: z.strictObject({
    cueWork: z.string().min(5),
    cueWorkChild: z.string().min(5),
    transferWork: z.string().min(5),
    transferWorkChild: z.string().min(5),
    transferName: z.string().includes('{skill}'),
    transferHow: z.string().min(10),
    test: z.string().includes('{check}'),
    /** Clean reps out of 10 the target line starts from and ends at. */
    startClean: z.int().min(0).max(10),
    targetClean: z.int().min(1).max(10),
    /** The search score a fault must reach to be the message's goal: below it a shared word ("only", "hip") is chance. */
    minScore: z.number().positive(),
    /**
     * Word roots that, as a weaker hit's only link to a fault, are chance ("only", "hip", "play"):
     * a fault below the score is the goal only when it is named by another of its own words.
     */
    notEnoughAlone: z.array(z.string().regex(/^[a-z]+$/)),
    /** Words that tell a problem ("keeps", "can't", "fix"): a weaker hit is the goal only beside one. */
    problemWords: PhrasingSchema,
  }),
  /** The program's thirds, in order. */
  phases: z
    .array(z.strictObject({ name: z.string().min(3), note: z.string().min(10) }))
    .min(1)
    .max(4),
  stats: z
    .array(SkillStatSchema)
    .refine((list) => new Set(list.map((stat) => stat.id)).size === list.length, 'unique ids')
    .refine((list) => list.every((stat) => stat.plausible.min < stat.plausible.max), 'min below max'),
});

export type SkillStat = z.infer<typeof SkillStatSchema>;
export type PracticeDrill = z.infer<typeof PracticeDrillSchema>;
export type SkillPracticeContent = z.infer<typeof SkillPracticeSchema>;

export const SKILL_PRACTICE: SkillPracticeContent = SkillPracticeSchema.parse(skillPracticeJson);
