// A team's figures as the engines take them: what the coach set in the team settings, and for
// anything left out the level's published average (content/team-defaults.json). The sideline panel,
// the game-day card and the chat's Tactical decisions all read them here, so they give one call.
import { z } from 'zod';
import defaultsJson from '../../content/team-defaults.json';
import type { CoachProfile } from '../contract/profile';
import {
  BASKETBALL_RULES,
  FOOTBALL_RULES_LEVELS,
  KICKER_RANGE_MAX,
  KICKER_RANGE_MIN,
  type Pitcher,
} from '../contract/team-settings';
import { LEVELS, type Level } from '../practice-plan';
import { GOLF_LEVELS, type GolfClub, type GolfLevel } from './golf-clubs';

const SourceSchema = z.string().min(20);
const RateFigureSchema = z.strictObject({ value: z.number().min(0).max(1), source: SourceSchema });
const FootballLevelSchema = z.enum(FOOTBALL_RULES_LEVELS);
const ProfileLevelSchema = z.enum(LEVELS);

/** The defaults file's shape: every level named, every figure in bounds and with its source. */
export const TeamDefaultsSchema = z.strictObject({
  note: z.string(),
  football: z.strictObject({
    defaultLevel: FootballLevelSchema,
    levels: z.record(
      FootballLevelSchema,
      z.strictObject({
        kickerRange: z.strictObject({
          value: z.number().int().min(KICKER_RANGE_MIN).max(KICKER_RANGE_MAX),
          source: SourceSchema,
        }),
        extraPointRate: RateFigureSchema,
        twoPointRate: RateFigureSchema,
      }),
    ),
    levelOfProfile: z.record(ProfileLevelSchema, FootballLevelSchema),
    levelLabels: z.record(FootballLevelSchema, z.string().min(1)),
  }),
  basketball: z.strictObject({
    defaultLevel: ProfileLevelSchema,
    levels: z.record(
      ProfileLevelSchema,
      z.strictObject({ threePointRate: RateFigureSchema, freeThrowRate: RateFigureSchema }),
    ),
    rulesOfLevel: z.record(ProfileLevelSchema, z.enum(BASKETBALL_RULES)),
    /** The levels the sideline panel offers a tap between, and how it names them. */
    levelLabels: z.partialRecord(ProfileLevelSchema, z.string().min(1)),
    rules: z.record(
      z.enum(BASKETBALL_RULES),
      z.strictObject({
        label: z.string().min(1),
        // The foul-trouble engine models these two rule sets only.
        quarterMinutes: z.union([z.literal(10), z.literal(12)]),
        foulLimit: z.union([z.literal(5), z.literal(6)]),
        source: SourceSchema,
      }),
    ),
  }),
  golf: z.strictObject({
    defaultLevel: z.enum(GOLF_LEVELS),
    levelOfProfile: z.record(ProfileLevelSchema, z.enum(GOLF_LEVELS)),
    levelLabels: z.record(z.enum(GOLF_LEVELS), z.string().min(1)),
    carriesSource: SourceSchema,
  }),
  baseball: z.strictObject({ limitsSource: SourceSchema }),
});
export type TeamDefaults = z.infer<typeof TeamDefaultsSchema>;

export const TEAM_DEFAULTS: TeamDefaults = TeamDefaultsSchema.parse(defaultsJson);

/** One figure and where it came from: the coach's own, or the level's average (with its source). */
export interface TeamFigure<Value> {
  value: Value;
  fromTeam: boolean;
  source?: string;
}

export interface ResolvedTeam {
  football: {
    level: TeamFigure<(typeof FOOTBALL_RULES_LEVELS)[number]>;
    kickerRange: TeamFigure<number>;
    extraPointRate: TeamFigure<number>;
    twoPointRate: TeamFigure<number>;
  };
  basketball: {
    level: Level;
    rules: TeamFigure<(typeof BASKETBALL_RULES)[number]>;
    threePointRate: TeamFigure<number>;
    freeThrowRate: TeamFigure<number>;
  };
  golf: { level: TeamFigure<GolfLevel>; carries: Partial<Record<GolfClub, number>> };
  baseball: { pitchers: Pitcher[] };
}

function figure<Value>(own: Value | null | undefined, average: { value: Value; source?: string }): TeamFigure<Value> {
  return own === null || own === undefined
    ? { value: average.value, fromTeam: false, source: average.source }
    : { value: own, fromTeam: true };
}

/** The team's figures from the coach profile: its team settings, else its level's averages. */
export function resolveTeam(profile: CoachProfile | null | undefined, defaults = TEAM_DEFAULTS): ResolvedTeam {
  const team = profile?.team ?? {};
  const level = profile?.level ?? undefined;

  const footballLevel = figure(team.football?.level, {
    value: level ? defaults.football.levelOfProfile[level] : defaults.football.defaultLevel,
  });
  const kicking = defaults.football.levels[footballLevel.value];

  const basketballLevel = level ?? defaults.basketball.defaultLevel;
  const shooting = defaults.basketball.levels[basketballLevel];
  const rules = figure(team.basketball?.rules, {
    value: defaults.basketball.rulesOfLevel[basketballLevel],
    source: defaults.basketball.rules[defaults.basketball.rulesOfLevel[basketballLevel]].source,
  });

  return {
    football: {
      level: footballLevel,
      kickerRange: figure(team.football?.kickerRange, kicking.kickerRange),
      extraPointRate: figure(team.football?.extraPointRate, kicking.extraPointRate),
      twoPointRate: figure(team.football?.twoPointRate, kicking.twoPointRate),
    },
    basketball: {
      level: basketballLevel,
      rules,
      threePointRate: figure(team.basketball?.threePointRate, shooting.threePointRate),
      freeThrowRate: figure(team.basketball?.freeThrowRate, shooting.freeThrowRate),
    },
    golf: {
      level: figure(team.golf?.level, {
        value: level ? defaults.golf.levelOfProfile[level] : defaults.golf.defaultLevel,
        source: defaults.golf.carriesSource,
      }),
      carries: team.golf?.carries ?? {},
    },
    baseball: { pitchers: team.baseball?.pitchers ?? [] },
  };
}

/**
 * A team figure as an engine input, with how the panel names it. `key` is the engine's input; the
 * figure's own value is what the engine gets unless the coach tapped another for this game.
 */
export interface TeamInput {
  key: string;
  label: string;
  value: number | string | Partial<Record<GolfClub, number>>;
  fromTeam: boolean;
  source?: string;
  /**
   * The engine already applies this level average from its level input (the kicking figures), so
   * only the team's own figure is passed: the engine's model note then names the level's source.
   */
  levelAverageInEngine?: true;
}

const pct = (share: number) => `${Math.round(share * 100)}%`;

/** The basketball levels the panel offers for this game's averages, in the defaults file's order. */
export function basketballLevelChoices(defaults = TEAM_DEFAULTS): { value: Level; label: string }[] {
  return Object.entries(defaults.basketball.levelLabels).map(([value, label]) => ({ value: value as Level, label }));
}

/**
 * The team at another basketball level, for one game: the coach's own figures kept, the rest that
 * level's averages (and its rules, unless the coach set them).
 */
export function atBasketballLevel(profile: CoachProfile | null | undefined, level: Level, defaults = TEAM_DEFAULTS) {
  return resolveTeam({ ...profile, level }, defaults);
}

/** The team figures one engine takes; an engine that takes none gives an empty list. */
export function teamInputsOf(engine: string, team: ResolvedTeam, defaults = TEAM_DEFAULTS): TeamInput[] {
  const { football, basketball, golf } = team;
  const input = <Value extends TeamInput['value']>(key: string, label: string, figure: TeamFigure<Value>) => ({
    key,
    label,
    value: figure.value,
    fromTeam: figure.fromTeam,
    source: figure.source,
  });
  const level = input('level', 'Level', football.level);
  switch (engine) {
    case 'fourth_down_decision':
      return [level, { ...input('kickerRange', "Kicker's range", football.kickerRange), levelAverageInEngine: true }];
    case 'two_point_decision':
      return [
        level,
        { ...input('twoPointRate', 'Two-point rate', football.twoPointRate), levelAverageInEngine: true },
        { ...input('extraPointRate', 'Extra-point rate', football.extraPointRate), levelAverageInEngine: true },
      ];
    case 'foul_up_three':
      return [input('ourFreeThrowRate', 'Our free throws', basketball.freeThrowRate)];
    case 'end_of_game_possession':
    case 'last_shot':
      return [input('threePointRate', 'Our three-point rate', basketball.threePointRate)];
    case 'foul_trouble': {
      const rules = defaults.basketball.rules[basketball.rules.value];
      return [
        input('foulLimit', 'Foul-out limit', { ...basketball.rules, value: rules.foulLimit }),
        input('quarterMinutes', 'Quarter length', { ...basketball.rules, value: rules.quarterMinutes }),
      ];
    }
    // The go-or-lay-up call reads the same bag as the club call: the golfer's carries over the level's.
    case 'club_adjustment':
    case 'go_or_lay_up': {
      const carries = Object.keys(golf.carries).length > 0;
      return [
        input('level', 'Level', golf.level),
        ...(carries ? [{ key: 'carries', label: 'Your carries', value: golf.carries, fromTeam: true }] : []),
      ];
    }
    case 'target_choice':
      return [input('level', 'Level', golf.level)];
    default:
      return [];
  }
}

/** The engine's arguments the team gives, to sit under whatever the game state sets. */
export function teamArgsOf(engine: string, team: ResolvedTeam): Record<string, unknown> {
  return Object.fromEntries(
    teamInputsOf(engine, team)
      .filter((each) => each.fromTeam || !each.levelAverageInEngine)
      .map((each) => [each.key, each.value]),
  );
}

/** A figure as the panel's note reads it: "Kicker's range 58 yd", "Two-point rate 48%". */
export function describeTeamInput(input: TeamInput, defaults = TEAM_DEFAULTS): string {
  const { value } = input;
  if (typeof value === 'object') {
    const clubs = Object.keys(value).length;
    return `${input.label} for ${clubs} club${clubs === 1 ? '' : 's'}`;
  }
  if (input.key === 'kickerRange') return `${input.label} ${value} yd`;
  if (typeof value === 'number') return `${input.label} ${value <= 1 ? pct(value) : value}`;
  if (input.key === 'level') {
    const label =
      (defaults.football.levelLabels as Record<string, string>)[value] ??
      (defaults.golf.levelLabels as Record<string, string>)[value] ??
      value;
    return `${input.label} ${label}`;
  }
  return `${input.label} ${value}`;
}
