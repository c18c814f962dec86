import { useId, useState, type FormEvent, type ReactNode } from 'react';
import type { Sport } from '../../../../shared/constants';
import type { CoachProfile } from '../../../../shared/contract/profile';
import {
  CARRY_MAX,
  CARRY_MIN,
  KICKER_RANGE_MAX,
  KICKER_RANGE_MIN,
  PITCHER_AGE_MAX,
  PITCHER_AGE_MIN,
  PITCHER_NAME_MAX,
  PITCHERS_MAX,
  TeamSettingsSchema,
  type TeamSettings,
} from '../../../../shared/contract/team-settings';
import { GOLF_CLUBS, type GolfClub } from '../../../../shared/engines/golf-clubs';
import { carryTable } from '../../../../shared/engines/golf';
import { resolveTeam, TEAM_DEFAULTS, type TeamFigure } from '../../../../shared/engines/team-inputs';
import { fieldErrors } from '../../../../shared/validation';
import { errorText } from '../../api';
import { Button } from '../../ui/button';
import { TextField } from '../../ui/field';
import { toast } from '../../ui/toast';

const TAP = 'min-h-12 min-w-12 rounded-xl font-semibold transition-colors duration-150';
const PICKED = 'bg-accent text-accent-ink';
const UNPICKED = 'border border-line bg-surface-1 text-ink hover:bg-surface-2';
const BOX = 'rounded-2xl border border-line/70 bg-surface-1 p-3';

type Format = 'percent' | 'yards' | 'age';
const show = (format: Format, value: number) =>
  format === 'percent' ? `${Math.round(value * 100)}%` : format === 'yards' ? `${value} yd` : String(value);

/**
 * A number by tap: − and + move it a step within its bounds. Left unset it reads as the level's
 * average, and the first tap steps from the average shown; "Use average" sets it back.
 */
function Stepper({
  label,
  value,
  average,
  averageLabel,
  min,
  max,
  step,
  format,
  onChange,
}: {
  label: string;
  value: number | null | undefined;
  average: number;
  averageLabel: string;
  min: number;
  max: number;
  step: number;
  format: Format;
  onChange(value: number | null): void;
}) {
  const labelId = useId();
  const set = value ?? undefined;
  const move = (direction: 1 | -1) => {
    const next = (set ?? average) + direction * step;
    onChange(Number(Math.min(max, Math.max(min, next)).toFixed(4)));
  };
  return (
    <div role="group" aria-labelledby={labelId} className={`${BOX} flex flex-wrap items-center justify-between gap-2`}>
      <span id={labelId} className="font-semibold text-ink">
        {label}
      </span>
      <div className="flex items-center gap-2">
        <button
          type="button"
          aria-label={`Less: ${label}`}
          disabled={set !== undefined && set <= min}
          onClick={() => move(-1)}
          className={`${TAP} text-xl ${UNPICKED} disabled:opacity-40`}
        >
          −
        </button>
        <output className="min-w-24 text-center text-ink tabular-nums" aria-live="off">
          {set === undefined ? (
            <span className="text-sm">
              {show(format, average)} <span className="block text-xs text-ink-muted">({averageLabel})</span>
            </span>
          ) : (
            <span className="text-lg font-bold">{show(format, set)}</span>
          )}
        </output>
        <button
          type="button"
          aria-label={`More: ${label}`}
          disabled={set !== undefined && set >= max}
          onClick={() => move(1)}
          className={`${TAP} text-xl ${UNPICKED} disabled:opacity-40`}
        >
          +
        </button>
      </div>
      {set !== undefined && (
        <button
          type="button"
          onClick={() => onChange(null)}
          className="w-full text-right text-sm text-accent underline"
        >
          Use the average for {label.toLowerCase()}
        </button>
      )}
    </div>
  );
}

function Choices<Value extends string>({
  label,
  value,
  options,
  averageLabel,
  onChange,
}: {
  label: string;
  value: Value | null | undefined;
  options: Record<Value, string>;
  averageLabel: string;
  onChange(value: Value | null): void;
}) {
  const labelId = useId();
  const pressed = (each: Value | null) => (value ?? null) === each;
  return (
    <div role="group" aria-labelledby={labelId} className={BOX}>
      <span id={labelId} className="mb-2 block font-semibold text-ink">
        {label}
      </span>
      <div className="flex flex-wrap gap-2">
        <button
          type="button"
          aria-pressed={pressed(null)}
          onClick={() => onChange(null)}
          className={`${TAP} px-3 text-sm ${pressed(null) ? PICKED : UNPICKED}`}
        >
          {averageLabel}
        </button>
        {(Object.keys(options) as Value[]).map((each) => (
          <button
            key={each}
            type="button"
            aria-pressed={pressed(each)}
            onClick={() => onChange(each)}
            className={`${TAP} px-3 text-sm ${pressed(each) ? PICKED : UNPICKED}`}
          >
            {options[each]}
          </button>
        ))}
      </div>
    </div>
  );
}

function Section({ title, open, children }: { title: string; open: boolean; children: ReactNode }) {
  return (
    <details open={open} className="rounded-2xl border border-line/70 p-3">
      <summary className="flex min-h-11 cursor-pointer items-center font-semibold text-ink">{title}</summary>
      <div className="mt-3 grid gap-3 sm:grid-cols-2">{children}</div>
    </details>
  );
}

const averageOf = (figure: TeamFigure<unknown>, level: string) => (figure.fromTeam ? 'your level' : `${level} average`);
const SECTION_ORDER = ['football', 'basketball', 'baseball', 'golf'] as const;

/**
 * The team settings the game-day engines use, kept with the coach profile. Every figure left unset
 * is the level's published average, and the form shows which one.
 */
export function TeamSettingsForm({
  profile,
  sport,
  onSave,
  onSaved,
}: {
  profile: CoachProfile;
  /** The sport the panel is on: its section opens first. */
  sport: Sport;
  onSave(profile: CoachProfile): Promise<CoachProfile>;
  onSaved?: () => void;
}) {
  const [team, setTeam] = useState<TeamSettings>(() => profile.team ?? {});
  const [errors, setErrors] = useState<Record<string, string | undefined>>({});
  const [saving, setSaving] = useState(false);
  // The averages are the profile's level's, before this form's own figures.
  const averages = resolveTeam({ ...profile, team: null });
  const levelName = profile.level ? profile.level.replace('-', ' ') : 'pro';
  const football = team.football ?? {};
  const basketball = team.basketball ?? {};
  const golf = team.golf ?? {};
  const pitchers = team.baseball?.pitchers ?? [];
  const footballLevel = football.level ?? averages.football.level.value;
  const kicking = TEAM_DEFAULTS.football.levels[footballLevel];
  const kickingLevel = TEAM_DEFAULTS.football.levelLabels[footballLevel];
  const golfLevel = golf.level ?? averages.golf.level.value;
  const levelCarry = Object.fromEntries(carryTable(golfLevel)) as Partial<Record<GolfClub, number>>;

  const patch = <Block extends keyof TeamSettings>(block: Block, change: Partial<NonNullable<TeamSettings[Block]>>) =>
    setTeam((current) => ({ ...current, [block]: { ...current[block], ...change } }));

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (saving) return;
    const parsed = TeamSettingsSchema.safeParse(team);
    if (!parsed.success) {
      setErrors(fieldErrors(parsed.error));
      return;
    }
    setErrors({});
    setSaving(true);
    try {
      await onSave({ ...profile, team: parsed.data });
      toast({
        title: 'Settings updated',
        description: 'The panel and the card use your team’s figures.',
        variant: 'success',
      });
      onSaved?.();
    } catch (error) {
      toast({
        title: 'Update failed',
        description: errorText(error, 'Failed to save your team settings. Please try again.'),
        variant: 'destructive',
      });
    } finally {
      setSaving(false);
    }
  }

  const sections: Record<(typeof SECTION_ORDER)[number], ReactNode> = {
    football: (
      <Section key="football" title="Football" open={sport === 'football'}>
        <div className="sm:col-span-2">
          <Choices
            label="Rules and level"
            value={football.level}
            options={TEAM_DEFAULTS.football.levelLabels}
            averageLabel={`From the profile (${TEAM_DEFAULTS.football.levelLabels[averages.football.level.value]})`}
            onChange={(level) => patch('football', { level })}
          />
        </div>
        <Stepper
          label="Kicker's range"
          value={football.kickerRange}
          average={kicking.kickerRange.value}
          averageLabel={`${kickingLevel} average`}
          min={KICKER_RANGE_MIN}
          max={KICKER_RANGE_MAX}
          step={1}
          format="yards"
          onChange={(kickerRange) => patch('football', { kickerRange })}
        />
        <Stepper
          label="Extra-point rate"
          value={football.extraPointRate}
          average={kicking.extraPointRate.value}
          averageLabel={`${kickingLevel} average`}
          min={0}
          max={1}
          step={0.01}
          format="percent"
          onChange={(extraPointRate) => patch('football', { extraPointRate })}
        />
        <Stepper
          label="Two-point rate"
          value={football.twoPointRate}
          average={kicking.twoPointRate.value}
          averageLabel={`${kickingLevel} average`}
          min={0}
          max={1}
          step={0.01}
          format="percent"
          onChange={(twoPointRate) => patch('football', { twoPointRate })}
        />
        <p className="text-xs text-ink-muted sm:col-span-2">
          Kicker&apos;s range: the longest field goal he makes about half the time.
        </p>
      </Section>
    ),
    basketball: (
      <Section key="basketball" title="Basketball" open={sport === 'basketball'}>
        <div className="sm:col-span-2">
          <Choices
            label="Rules"
            value={basketball.rules}
            options={{ nba: 'NBA', fiba: 'FIBA / college / high school' }}
            averageLabel={`From the profile (${averages.basketball.rules.value.toUpperCase()})`}
            onChange={(rules) => patch('basketball', { rules })}
          />
        </div>
        <Stepper
          label="Three-point rate"
          value={basketball.threePointRate}
          average={averages.basketball.threePointRate.value}
          averageLabel={averageOf(averages.basketball.threePointRate, levelName)}
          min={0}
          max={1}
          step={0.01}
          format="percent"
          onChange={(threePointRate) => patch('basketball', { threePointRate })}
        />
        <Stepper
          label="Free-throw rate"
          value={basketball.freeThrowRate}
          average={averages.basketball.freeThrowRate.value}
          averageLabel={averageOf(averages.basketball.freeThrowRate, levelName)}
          min={0}
          max={1}
          step={0.01}
          format="percent"
          onChange={(freeThrowRate) => patch('basketball', { freeThrowRate })}
        />
      </Section>
    ),
    baseball: (
      <Section key="baseball" title="Baseball pitchers" open={sport === 'baseball'}>
        {pitchers.map((pitcher, index) => (
          <div key={index} className={`${BOX} space-y-2`}>
            <TextField
              label={`Pitcher ${index + 1} name`}
              name={`pitcher-${index}-name`}
              value={pitcher.name}
              maxLength={PITCHER_NAME_MAX}
              autoComplete="off"
              error={errors[`baseball.pitchers.${index}.name`]}
              onChange={(event) =>
                patch('baseball', {
                  pitchers: pitchers.map((each, at) => (at === index ? { ...each, name: event.target.value } : each)),
                })
              }
            />
            <Stepper
              label={`Pitcher ${index + 1} age`}
              value={pitcher.age}
              average={12}
              averageLabel="age"
              min={PITCHER_AGE_MIN}
              max={PITCHER_AGE_MAX}
              step={1}
              format="age"
              onChange={(age) =>
                patch('baseball', {
                  pitchers: pitchers.map((each, at) => (at === index ? { ...each, age: age ?? 12 } : each)),
                })
              }
            />
            <button
              type="button"
              onClick={() => patch('baseball', { pitchers: pitchers.filter((_, at) => at !== index) })}
              className="text-sm text-danger underline"
            >
              Remove pitcher {index + 1}
            </button>
          </div>
        ))}
        <div className="sm:col-span-2">
          <Button
            variant="secondary"
            disabled={pitchers.length >= PITCHERS_MAX}
            onClick={() => patch('baseball', { pitchers: [...pitchers, { name: '', age: 12 }] })}
          >
            Add a pitcher
          </Button>
          <p className="mt-2 text-xs text-ink-muted">Ages give each pitcher&apos;s Pitch Smart limit on the card.</p>
        </div>
      </Section>
    ),
    golf: (
      <Section key="golf" title="Golf" open={sport === 'golf'}>
        <div className="sm:col-span-2">
          <Choices
            label="Player level"
            value={golf.level}
            options={TEAM_DEFAULTS.golf.levelLabels}
            averageLabel={`From the profile (${TEAM_DEFAULTS.golf.levelLabels[averages.golf.level.value]})`}
            onChange={(level) => patch('golf', { level })}
          />
        </div>
        {GOLF_CLUBS.filter((club) => levelCarry[club] !== undefined || golf.carries?.[club] !== undefined).map(
          (club) => (
            <Stepper
              key={club}
              label={`${club} carry`}
              value={golf.carries?.[club]}
              average={levelCarry[club] ?? 150}
              averageLabel={`${TEAM_DEFAULTS.golf.levelLabels[golfLevel]} average`}
              min={CARRY_MIN}
              max={CARRY_MAX}
              step={1}
              format="yards"
              onChange={(carry) => {
                const carries = { ...golf.carries };
                if (carry === null) delete carries[club];
                else carries[club] = carry;
                patch('golf', { carries });
              }}
            />
          ),
        )}
      </Section>
    ),
  };
  const order = [...SECTION_ORDER].sort((a, b) => Number(b === sport) - Number(a === sport));
  const firstError = Object.values(errors).find(Boolean);

  return (
    <form onSubmit={submit} noValidate className="space-y-3" aria-label="Team settings">
      {order.map((each) => sections[each])}
      {firstError && (
        <p role="alert" className="text-sm text-danger">
          {firstError}
        </p>
      )}
      <div className="flex justify-end">
        <Button type="submit" busy={saving}>
          Save team settings
        </Button>
      </div>
    </form>
  );
}
