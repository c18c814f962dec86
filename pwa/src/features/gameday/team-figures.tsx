// The team's figures on the sideline panel: from the coach profile's team settings, else the level's
// published average, and said which.
import { useMemo } from 'react';
import type { CoachProfile } from '../../../../shared/contract/profile';
import { FOOTBALL_RULES_LEVELS, type Pitcher } from '../../../../shared/contract/team-settings';
import { ENGINE_TOOLS } from '../../../../shared/engines/engine-registry';
import {
  atBasketballLevel,
  basketballLevelChoices,
  describeTeamInput,
  resolveTeam,
  teamArgsOf,
  teamInputsOf,
  TEAM_DEFAULTS,
} from '../../../../shared/engines/team-inputs';
import type { Level } from '../../../../shared/practice-plan';
import type { FieldValue } from './engine-fields';

type FootballLevel = (typeof FOOTBALL_RULES_LEVELS)[number];

export interface ShownTeamFigure {
  text: string;
  fromTeam: boolean;
  /** Set on the panel (or by the game's log) for this game rather than taken from the team. */
  forGame?: boolean;
  source?: string;
  /** What the figure is when none of the above says it ("(your profile)", "(published average)"); empty for none. */
  tag?: string;
}

/** A row of taps on the Team line: the level whose averages this game's call reads. */
export interface LevelChoice {
  name: string;
  options: { value: string; label: string }[];
  picked: string | undefined;
  onPick(value: string): void;
}

export interface TeamInputsOnPanel {
  /** The team's figures the panel's controls show, under what was tapped. */
  args: Record<string, FieldValue>;
  /** Figures no control shows (a golfer's carries), passed straight to the engine. */
  extra: Record<string, unknown>;
  /** The figures this decision uses that were not tapped for this game, for the note. */
  shown: ShownTeamFigure[];
  covers(key: string): boolean;
  pitchers: readonly Pitcher[];
  /** The team's football level: what a decision with no level input of its own plays at. */
  footballLevel: FootballLevel;
  /** The basketball level whose averages stand in for figures the team left out. */
  basketballLevel: Level;
}

const isBasketball = (engine: string) =>
  ENGINE_TOOLS.some((tool) => tool.name === engine && tool.sport === 'basketball');

const basketballLevelLabel = (level: Level) =>
  TEAM_DEFAULTS.basketball.levelLabels[level] ?? level.charAt(0).toUpperCase() + level.slice(1).replace('-', ' ');

/** The basketball levels to tap between on the Team line, with the one the call now reads. */
export function basketballLevelChoice(picked: Level, onPick: (level: Level) => void): LevelChoice {
  const options = basketballLevelChoices();
  return {
    name: 'Team level',
    options,
    picked,
    onPick: (value) => {
      const level = options.find((option) => option.value === value)?.value;
      if (level) onPick(level);
    },
  };
}

const LEVEL_KEY = 'level';

const isFootballLevel = (value: unknown): value is FootballLevel =>
  (FOOTBALL_RULES_LEVELS as readonly unknown[]).includes(value);

/** The team as it plays at another football level: its own figures kept, the averages that level's. */
function atFootballLevel(profile: CoachProfile | null, level: FootballLevel) {
  const team = profile?.team ?? {};
  return resolveTeam({ ...profile, team: { ...team, football: { ...team.football, level } } });
}

const isFieldValue = (value: unknown): value is FieldValue =>
  typeof value === 'number' || typeof value === 'string' || typeof value === 'boolean';

export function useTeamInputs(
  profile: CoachProfile | null,
  engine: string,
  tapped: Record<string, FieldValue> | undefined,
  /** A basketball level tapped for this game: its averages stand in for the profile level's. */
  basketballLevel?: Level,
): TeamInputsOnPanel {
  const team = useMemo(
    () => (basketballLevel ? atBasketballLevel(profile, basketballLevel) : resolveTeam(profile)),
    [profile, basketballLevel],
  );
  return useMemo(() => {
    const inputs = teamInputsOf(engine, team);
    const given = teamArgsOf(engine, team);
    const args: Record<string, FieldValue> = {};
    const extra: Record<string, unknown> = {};
    for (const [key, value] of Object.entries(given)) {
      if (isFieldValue(value)) args[key] = value;
      else extra[key] = value;
    }
    const keys = new Set(inputs.map((input) => input.key));
    // A level tapped for this game moves the averages the engine reads from it (the kicking figures),
    // so the line names that level's averages too.
    const tappedLevel = tapped?.[LEVEL_KEY];
    const atGameLevel = isFootballLevel(tappedLevel)
      ? new Map(teamInputsOf(engine, atFootballLevel(profile, tappedLevel)).map((input) => [input.key, input]))
      : null;
    // Basketball has no level input of its own: the level is named first, as it sets every average after it.
    const levelShown: ShownTeamFigure[] =
      isBasketball(engine) && inputs.length > 0
        ? [
            {
              text: `Level ${basketballLevelLabel(team.basketball.level)}`,
              fromTeam: false,
              forGame: basketballLevel !== undefined,
              tag: profile?.level ? '(your profile)' : '(default)',
            },
          ]
        : [];
    return {
      args,
      extra,
      shown: [
        ...levelShown,
        ...inputs.flatMap((input): ShownTeamFigure[] => {
          const given = tapped?.[input.key];
          if (given === undefined) {
            const used = (input.levelAverageInEngine && !input.fromTeam && atGameLevel?.get(input.key)) || input;
            return [{ text: describeTeamInput(used), fromTeam: used.fromTeam, source: used.source }];
          }
          // The level says whose rules and kicking every other figure is read at, so it stays in the line.
          if (input.key === LEVEL_KEY && typeof given === 'string') {
            return [{ text: describeTeamInput({ ...input, value: given }), fromTeam: false, forGame: true }];
          }
          return [];
        }),
      ],
      covers: (key: string) => keys.has(key),
      pitchers: team.baseball.pitchers,
      footballLevel: team.football.level.value,
      basketballLevel: team.basketball.level,
    };
  }, [team, profile, engine, tapped, basketballLevel]);
}

const tagOf = (input: ShownTeamFigure) =>
  input.forGame ? '(this game)' : input.fromTeam ? '(your team)' : (input.tag ?? '(level average)');

/**
 * One line under the call: which team figures it used, and whether each is the team's, the level's
 * or the model's own; where a level sets them, a tap picks the level for this game.
 */
export function TeamFiguresNote({
  inputs,
  level,
  onOpenSettings,
}: {
  inputs: ShownTeamFigure[];
  level?: LevelChoice;
  onOpenSettings(): void;
}) {
  return (
    <div className="mt-2 flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-ink-muted" data-testid="team-figures">
      <p>
        <span className="font-semibold text-ink">Team:</span>{' '}
        {inputs.length === 0
          ? 'no team figures used in this call.'
          : inputs.map((input, index) => (
              <span key={input.text} title={input.source}>
                {index > 0 && ' · '}
                {input.text}
                {tagOf(input) && ` ${tagOf(input)}`}
              </span>
            ))}
      </p>
      {level && (
        <div role="group" aria-label={level.name} className="flex flex-wrap items-center gap-1">
          {level.options.map((option) => (
            <button
              key={option.value}
              type="button"
              aria-pressed={option.value === level.picked}
              onClick={() => level.onPick(option.value)}
              className={`min-h-11 min-w-11 rounded-lg px-2 text-sm font-semibold ${
                option.value === level.picked
                  ? 'bg-accent text-accent-ink'
                  : 'border border-line bg-surface-1 text-ink hover:bg-surface-2'
              }`}
            >
              {option.label}
            </button>
          ))}
        </div>
      )}
      <button type="button" onClick={onOpenSettings} className="min-h-11 font-semibold text-accent underline">
        Team settings
      </button>
    </div>
  );
}
