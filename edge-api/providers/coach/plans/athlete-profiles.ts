import { z } from 'zod';
import profilesJson from '../../../../content/athlete-profiles.json';
import { SPORTS, type Sport } from '../../../../shared/constants';
import { ExerciseSchema, type Exercise } from '../knowledge/content-schema';

/** A lowercase phrase matched on whole words; a word ending in '*' takes any ending ("marathon*"). */
const CueSchema = z.string().regex(/^[a-z0-9'/ -]+\*?$/, 'lowercase words, optional trailing *');
/** Part of an exercise name, matched without regard to case. */
const NamePartSchema = z.string().min(2).max(40);

/**
 * content/athlete-profiles.json: who the athlete is — a position of the chat's sport, the sport itself,
 * or another sport the message names (a swimmer's dryland work in a soccer chat) — and what their
 * program is built around.
 */
const AthleteProfileSchema = z
  .strictObject({
    id: z.string().regex(/^[a-z-]+$/),
    /** The chat's sport this profile belongs to; absent: an athlete of another sport, found by `cues`. */
    sport: z.enum(SPORTS).optional(),
    /** The content position tag it serves; absent with a sport: that sport's athlete of any position. */
    position: z
      .string()
      .regex(/^[a-z-]+$/)
      .optional(),
    /** How the athlete is said back: "swimmer", "goalkeeper". */
    named: z.string().min(3).max(40),
    /** Words in the message that name this athlete; only for athletes of another sport. */
    cues: z.array(CueSchema).min(1).max(30).optional(),
    /** The program's name in place of the chat sport's: "Swimming dryland". */
    programLabel: z.string().min(3).max(60).optional(),
    /** The qualities the program is built for, said back to the athlete. */
    qualities: z.array(z.string().min(5).max(120)).min(2).max(5),
    /** The week's days by their lead focus, in order: the athlete's needs, not a generic rotation. */
    days: z
      .array(z.enum(['strength', 'power', 'speed', 'conditioning', 'skill']))
      .min(2)
      .max(7),
    /** Exercises whose names hold one of these come first in their focus. */
    favour: z.array(NamePartSchema).max(12),
    /** Exercises whose names hold one of these are left out: work this athlete does not need. */
    avoid: z.array(NamePartSchema).max(12),
    /** A typical session's minutes for this athlete. */
    sessionMinutes: z.int().min(20).max(90),
    /** Another sport's athlete brings their own work, in place of the chat sport's. */
    exercises: z.array(ExerciseSchema).max(20).optional(),
  })
  .refine((profile) => (profile.sport === undefined) === (profile.cues !== undefined), {
    message: 'an athlete of another sport is found by cues; a sport profile by its sport and position',
  })
  .refine((profile) => profile.sport === undefined || profile.exercises === undefined, {
    message: "a sport's own work lives in content/<sport>/exercises.json, tagged with its positions",
  })
  .refine(
    (profile) =>
      profile.sport !== undefined ||
      (['strength', 'conditioning', 'mobility'] as const).every((focus) =>
        profile.exercises?.some((exercise) => exercise.focus === focus),
      ),
    { message: 'an athlete of another sport brings strength, conditioning and mobility work of their own' },
  );

export type AthleteProfile = z.infer<typeof AthleteProfileSchema>;

const PROFILES: readonly AthleteProfile[] = z
  .array(AthleteProfileSchema)
  .refine((list) => new Set(list.map((profile) => profile.id)).size === list.length, 'unique ids')
  .refine((list) => SPORTS.every((sport) => list.some((profile) => profile.sport === sport)), 'every sport')
  .parse(profilesJson);

function cuePattern(cue: string): RegExp {
  const escaped = cue.replace(/[.*+?^${}()|[\]\\/]/g, (char) => (char === '*' ? '*' : `\\${char}`));
  return new RegExp(String.raw`(?<![a-z0-9])${escaped.replace(/\*$/, String.raw`[a-z]*`)}(?![a-z0-9])`);
}

const CROSS_TRAINING: readonly { profile: AthleteProfile; patterns: RegExp[] }[] = PROFILES.filter(
  (profile) => profile.cues !== undefined,
).map((profile) => ({ profile, patterns: (profile.cues ?? []).map(cuePattern) }));

/** The athlete of another sport a lowercase message names ("I swim the 200 free"), by profile id. */
export function crossTrainingAthleteIn(text: string): string | undefined {
  return CROSS_TRAINING.find(({ patterns }) => patterns.some((pattern) => pattern.test(text)))?.profile.id;
}

/**
 * The profile a program is built for: another sport's athlete the message named, else the chat sport's
 * position, else the chat sport's own athlete.
 */
export function athleteProfileFor(sport: Sport, position?: string, crossTraining?: string): AthleteProfile {
  const named = crossTraining === undefined ? undefined : PROFILES.find((profile) => profile.id === crossTraining);
  const ofSport = PROFILES.filter((profile) => profile.sport === sport);
  return (
    named ??
    ofSport.find((profile) => position !== undefined && profile.position === position) ??
    ofSport.find((profile) => profile.position === undefined) ??
    (ofSport[0] as AthleteProfile)
  );
}

function namesOneOf(exercise: Exercise, parts: readonly string[]): boolean {
  const name = exercise.name.toLowerCase();
  return parts.some((part) => name.includes(part.toLowerCase()));
}

/**
 * The exercises a profile's program draws from: another sport's athlete brings their own and keeps only
 * the chat sport's general substitutes; a sport's athlete has the sport's. Avoided work is out.
 */
export function exercisesFor(profile: AthleteProfile, sportExercises: readonly Exercise[]): Exercise[] {
  const own = profile.exercises ?? [];
  const base = profile.sport === undefined ? sportExercises.filter((exercise) => exercise.substitute) : sportExercises;
  const names = new Set(own.map((exercise) => exercise.name));
  return [...own, ...base.filter((exercise) => !names.has(exercise.name))].filter(
    (exercise) => !namesOneOf(exercise, profile.avoid),
  );
}

/**
 * A sort key: 0 for the athlete's own work, then the place in `favour` of the first part the name
 * holds (the list is in priority order), and last everything else.
 */
export function favouredRank(profile: AthleteProfile, exercise: Exercise): number {
  if (profile.exercises?.includes(exercise)) return 0;
  const name = exercise.name.toLowerCase();
  const place = profile.favour.findIndex((part) => name.includes(part.toLowerCase()));
  return place === -1 ? profile.favour.length + 1 : place + 1;
}
