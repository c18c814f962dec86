// The team settings a coach keeps with the coach profile: the figures the game-day engines use for
// this team (kicker, conversion rates, shooting, pitchers, a golfer's carries). Every figure may be
// left out; the level's published average (content/team-defaults.json) stands in for it.
import { z } from 'zod';
import { GOLF_CLUBS, GOLF_LEVELS } from '../engines/golf-clubs';

export const FOOTBALL_RULES_LEVELS = ['high-school', 'college', 'pro'] as const;
export const BASKETBALL_RULES = ['nba', 'fiba'] as const;
export const PITCHERS_MAX = 20;
export const PITCHER_NAME_MAX = 40;
/** Pitch Smart covers 7 to 22; older arms are still tracked, with no guideline limit. */
export const PITCHER_AGE_MIN = 6;
export const PITCHER_AGE_MAX = 40;
export const KICKER_RANGE_MIN = 20;
export const KICKER_RANGE_MAX = 70;
export const CARRY_MIN = 20;
export const CARRY_MAX = 400;

const rate = (label: string) => {
  const message = `${label} is a share from 0 to 1 (0.48 for 48%)`;
  return z.number({ error: message }).min(0, { error: message }).max(1, { error: message }).nullish();
};

const whole = (label: string, min: number, max: number, unit = '') => {
  const message = `${label} is a whole number from ${min} to ${max}${unit}`;
  return z.number({ error: message }).int({ error: message }).min(min, { error: message }).max(max, { error: message });
};

export const FootballTeamSchema = z.strictObject({
  level: z.enum(FOOTBALL_RULES_LEVELS).nullish(),
  kickerRange: whole("The kicker's range", KICKER_RANGE_MIN, KICKER_RANGE_MAX, ' yards').nullish(),
  extraPointRate: rate('The extra-point rate'),
  twoPointRate: rate('The two-point rate'),
});

export const BasketballTeamSchema = z.strictObject({
  rules: z.enum(BASKETBALL_RULES).nullish(),
  threePointRate: rate('The three-point rate'),
  freeThrowRate: rate('The free-throw rate'),
});

export const PitcherSchema = z.strictObject({
  name: z
    .string({ error: 'A pitcher needs a name' })
    .trim()
    .min(1, { error: 'A pitcher needs a name' })
    .max(PITCHER_NAME_MAX, { error: `A pitcher's name is at most ${PITCHER_NAME_MAX} characters` }),
  age: whole("A pitcher's age", PITCHER_AGE_MIN, PITCHER_AGE_MAX),
});
export type Pitcher = z.infer<typeof PitcherSchema>;

export const BaseballTeamSchema = z.strictObject({
  pitchers: z
    .array(PitcherSchema)
    .max(PITCHERS_MAX, { error: `At most ${PITCHERS_MAX} pitchers` })
    .nullish(),
});

export const GolfTeamSchema = z.strictObject({
  level: z.enum(GOLF_LEVELS).nullish(),
  carries: z.partialRecord(z.enum(GOLF_CLUBS), whole('A carry', CARRY_MIN, CARRY_MAX, ' yards')).nullish(),
});

export const TeamSettingsSchema = z.strictObject({
  football: FootballTeamSchema.nullish(),
  basketball: BasketballTeamSchema.nullish(),
  baseball: BaseballTeamSchema.nullish(),
  golf: GolfTeamSchema.nullish(),
});
export type TeamSettings = z.infer<typeof TeamSettingsSchema>;
