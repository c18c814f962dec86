// The team's figures on the sideline panel: from the coach profile's team settings, else the level's
// published average, and said which.
import { useMemo } from 'react';
import type { CoachProfile } from '../../../../shared/contract/profile';
import { FOOTBALL_RULES_LEVELS, type Pitcher } from '../../../../shared/contract/team-settings';
import { describeTeamInput, resolveTeam, teamArgsOf, teamInputsOf } from '../../../../shared/engines/team-inputs';
import type { FieldValue } from './engine-fields';

type FootballLevel = (typeof FOOTBALL_RULES_LEVELS)[number];

export interface ShownTeamFigure {
  text: string;
  fromTeam: boolean;
  /** Set on the panel (or by the game's log) for this game rather than taken from the team. */
  forGame?: boolean;
  source?: string;
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
): TeamInputsOnPanel {
  const team = useMemo(() => resolveTeam(profile), [profile]);
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
    return {
      args,
      extra,
      shown: inputs.flatMap((input): ShownTeamFigure[] => {
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
      covers: (key: string) => keys.has(key),
      pitchers: team.baseball.pitchers,
      footballLevel: team.football.level.value,
    };
  }, [team, profile, engine, tapped]);
}

/** One line under the call: which team figures it used, and whether each is the team's or the level's. */
export function TeamFiguresNote({ inputs, onOpenSettings }: { inputs: ShownTeamFigure[]; onOpenSettings(): void }) {
  return (
    <div className="mt-2 flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-ink-muted" data-testid="team-figures">
      {inputs.length > 0 && (
        <p>
          <span className="font-semibold text-ink">Team:</span>{' '}
          {inputs.map((input, index) => (
            <span key={input.text} title={input.source}>
              {index > 0 && ' · '}
              {input.text} {input.forGame ? '(this game)' : input.fromTeam ? '(your team)' : '(level average)'}
            </span>
          ))}
        </p>
      )}
      <button type="button" onClick={onOpenSettings} className="min-h-11 font-semibold text-accent underline">
        Team settings
      </button>
    </div>
  );
}
