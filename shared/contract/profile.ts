// The coach profile: who the coach is talking to. GET and PUT /api/user/coach-profile for a
// signed-in user; a visitor keeps it in the browser and sends it with each message.
import { z } from 'zod';
import { SPORTS } from '../constants';
import { LevelSchema, PRACTICE_MAX_PLAYERS } from '../practice-plan';
import { TeamSettingsSchema } from './team-settings';

export const COACH_ROLES = ['coach', 'player', 'fan'] as const;
export const SEASON_PHASES = ['off-season', 'pre-season', 'in-season', 'post-season'] as const;
export const WEIGHT_UNITS = ['kg', 'lb'] as const;
export const DISTANCE_UNITS = ['yards', 'metres'] as const;
/** Under-N age groups run U6 to U19; anything older is 'adult'. */
// prettier-ignore
export const AGE_GROUPS = [
  'U6', 'U7', 'U8', 'U9', 'U10', 'U11', 'U12', 'U13', 'U14', 'U15', 'U16', 'U17', 'U18', 'U19', 'adult',
] as const;
/** Body weight, in the profile's unit: generous bounds for kilograms and pounds alike. */
export const BODY_WEIGHT_MIN = 20;
export const BODY_WEIGHT_MAX = 550;

const SQUAD_SIZE_MESSAGE = `Squad size is a whole number from 1 to ${PRACTICE_MAX_PLAYERS}`;
const BODY_WEIGHT_MESSAGE = `Body weight is a number from ${BODY_WEIGHT_MIN} to ${BODY_WEIGHT_MAX}`;

export const CoachRoleSchema = z.enum(COACH_ROLES);
export const SeasonPhaseSchema = z.enum(SEASON_PHASES);
export const WeightUnitSchema = z.enum(WEIGHT_UNITS);
export const DistanceUnitSchema = z.enum(DISTANCE_UNITS);
export const AgeGroupSchema = z.enum(AGE_GROUPS);

/** Every field may be left out or null: a partial profile is a valid one. */
export const CoachProfileSchema = z.strictObject({
  role: CoachRoleSchema.nullish(),
  level: LevelSchema.nullish(),
  ageGroup: AgeGroupSchema.nullish(),
  squadSize: z
    .number({ error: SQUAD_SIZE_MESSAGE })
    .int({ error: SQUAD_SIZE_MESSAGE })
    .min(1, { error: SQUAD_SIZE_MESSAGE })
    .max(PRACTICE_MAX_PLAYERS, { error: SQUAD_SIZE_MESSAGE })
    .nullish(),
  mainSport: z.enum(SPORTS).nullish(),
  seasonPhase: SeasonPhaseSchema.nullish(),
  weightUnit: WeightUnitSchema.nullish(),
  distanceUnit: DistanceUnitSchema.nullish(),
  bodyWeight: z
    .number({ error: BODY_WEIGHT_MESSAGE })
    .min(BODY_WEIGHT_MIN, { error: BODY_WEIGHT_MESSAGE })
    .max(BODY_WEIGHT_MAX, { error: BODY_WEIGHT_MESSAGE })
    .nullish(),
  /** The figures the game-day engines use for this team; the level's averages fill what is left out. */
  team: TeamSettingsSchema.nullish(),
});
export type CoachProfile = z.infer<typeof CoachProfileSchema>;
export const COACH_PROFILE_FIELDS = CoachProfileSchema.keyof().options;

/** GET answers with the stored profile, or an empty one when none was saved. */
export const CoachProfileResponseSchema = z.object({ profile: CoachProfileSchema });
export type CoachProfileResponse = z.infer<typeof CoachProfileResponseSchema>;

/** The youngest age an age group names (U12 → 11), so youth rules apply to U-groups of 12 and under. */
export function ageOfGroup(ageGroup: string | null | undefined): number | undefined {
  const under = /^U(\d+)$/.exec(ageGroup ?? '')?.[1];
  return under === undefined ? undefined : Number(under) - 1;
}

/** Whether the profile describes players 12 and under: the coach then keeps to youth-safe content. */
export function isYouthProfile(profile: CoachProfile | null | undefined): boolean {
  if (!profile) return false;
  const age = ageOfGroup(profile.ageGroup);
  return profile.level === 'youth' || (age !== undefined && age <= 12);
}
