import { useId, useState, type FormEvent } from 'react';
import {
  PITCHER_AGE_MAX,
  PITCHER_AGE_MIN,
  PITCHER_NAME_MAX,
  type Pitcher,
} from '../../../../shared/contract/team-settings';
import { pitchCountStatus, pitchSmartGroup } from '../../../../shared/engines/pitch-smart';
import { randomId } from '../../browser-store';
import {
  PITCHES_MAX,
  readPitchCounts,
  savePitchCounts,
  TRACKED_PITCHERS_MAX,
  type TrackedPitcher,
} from './pitch-tracker-state';

const TAP = 'min-h-12 min-w-12 rounded-xl font-semibold transition-colors duration-150';
const UNPICKED = 'border border-line bg-surface-1 text-ink hover:bg-surface-2';
/** How many pitches ahead of a rest step or the daily max the tracker starts to warn. */
export const WARN_WITHIN = 5;

const days = (count: number) => `${count} day${count === 1 ? '' : 's'}`;

/** What the tracker says for a count: where he stands, and a warning as a threshold nears or passes. */
export function pitchNotes(age: number, pitches: number): { standing: string; warning?: string; over: boolean } {
  const group = pitchSmartGroup(age);
  if (!group) return { standing: `${pitches} pitches · no Pitch Smart limit at age ${age}`, over: false };
  const status = pitchCountStatus(group, pitches);
  const standing = `Ages ${group.label}: daily max ${group.dailyMax} · ${status.leftToday} left · rest ${days(status.restDays)}`;
  if (pitches >= group.dailyMax) {
    return {
      standing,
      over: true,
      warning:
        pitches === group.dailyMax
          ? `At the daily limit of ${group.dailyMax}: finish the batter, then he is done. ${days(status.restDays)} of rest.`
          : `Past the daily limit of ${group.dailyMax}. ${days(status.restDays)} of rest.`,
    };
  }
  const step = status.nextRestStep;
  if (step && step.at - pitches <= WARN_WITHIN) {
    const left = step.at - pitches;
    return {
      standing,
      over: false,
      warning: `${left} pitch${left === 1 ? '' : 'es'} to ${days(step.restDays)} of rest (from pitch ${step.at}).`,
    };
  }
  if (status.leftToday <= WARN_WITHIN) {
    const left = status.leftToday;
    return {
      standing,
      over: false,
      warning: `${left} pitch${left === 1 ? '' : 'es'} to the daily limit of ${group.dailyMax}.`,
    };
  }
  return { standing, over: false };
}

/**
 * Pitch counts for the baseball panel: a tap per pitch, each pitcher's Pitch Smart daily max and the
 * rest his count already requires, with a warning before each rest step and at the limit. The
 * team settings' pitchers start the list until this browser keeps its own. Each tap tells
 * `onCount` the pitcher as counted now: the one tapped last is the one on the mound.
 */
export function PitchTracker({
  teamPitchers,
  onCount,
}: {
  teamPitchers: readonly Pitcher[];
  onCount?: (pitcher: TrackedPitcher) => void;
}) {
  const [tracked, setTracked] = useState<TrackedPitcher[] | null>(() => readPitchCounts());
  // Until this browser tracks its own list, the team settings' pitchers start it.
  const pitchers = tracked ?? teamPitchers.map((pitcher, index) => ({ id: `team-${index}`, ...pitcher, pitches: 0 }));
  const [name, setName] = useState('');
  const [age, setAge] = useState(12);
  const [nameError, setNameError] = useState<string | undefined>();
  const nameId = useId();

  const update = (next: TrackedPitcher[]) => {
    setTracked(next);
    savePitchCounts(next);
  };
  const count = (id: string, change: 1 | -1) => {
    const next = pitchers.map((pitcher) =>
      pitcher.id === id
        ? { ...pitcher, pitches: Math.min(PITCHES_MAX, Math.max(0, pitcher.pitches + change)) }
        : pitcher,
    );
    update(next);
    const counted = next.find((pitcher) => pitcher.id === id);
    if (counted) onCount?.(counted);
  };

  function add(event: FormEvent) {
    event.preventDefault();
    const trimmed = name.trim();
    if (!trimmed) {
      setNameError('Give the pitcher a name.');
      return;
    }
    setNameError(undefined);
    update([...pitchers, { id: randomId(), name: trimmed.slice(0, PITCHER_NAME_MAX), age, pitches: 0 }]);
    setName('');
  }

  return (
    <section aria-label="Pitch counts" className="mt-4 rounded-2xl border border-line/70 bg-surface-1 p-3">
      <h2 className="font-semibold text-ink">Pitch counts</h2>
      <p className="text-sm text-ink-muted">Pitch Smart limits by age; counts are kept on this device for today.</p>

      <ul className="mt-3 space-y-3">
        {pitchers.map((pitcher) => {
          const notes = pitchNotes(pitcher.age, pitcher.pitches);
          return (
            <li
              key={pitcher.id}
              aria-label={pitcher.name}
              className={`rounded-xl border p-3 ${notes.over ? 'border-danger' : 'border-line/70'}`}
            >
              <div className="flex flex-wrap items-center justify-between gap-2">
                <p className="font-semibold text-ink">
                  {pitcher.name} <span className="text-sm font-normal text-ink-muted">age {pitcher.age}</span>
                </p>
                <div className="flex items-center gap-2">
                  <button
                    type="button"
                    aria-label={`Undo a pitch: ${pitcher.name}`}
                    disabled={pitcher.pitches === 0}
                    onClick={() => count(pitcher.id, -1)}
                    className={`${TAP} px-3 text-lg ${UNPICKED} disabled:opacity-40`}
                  >
                    −1
                  </button>
                  {/* A plain number: the warning below is the one status a screen reader hears. */}
                  <span
                    className="min-w-14 text-center text-2xl font-bold text-ink tabular-nums"
                    data-testid="pitch-count"
                  >
                    {pitcher.pitches}
                  </span>
                  <button
                    type="button"
                    aria-label={`Add a pitch: ${pitcher.name}`}
                    onClick={() => count(pitcher.id, 1)}
                    className={`${TAP} bg-accent px-4 text-lg text-accent-ink`}
                  >
                    +1
                  </button>
                </div>
              </div>
              <p className="mt-1 text-sm text-ink-muted">{notes.standing}</p>
              <p
                role="status"
                className={`mt-1 text-sm font-semibold ${notes.over ? 'text-danger' : 'text-ink'}`}
                data-testid="pitch-warning"
              >
                {notes.warning ? `⚠ ${notes.warning}` : ''}
              </p>
              <button
                type="button"
                onClick={() => update(pitchers.filter((each) => each.id !== pitcher.id))}
                className="mt-1 min-h-11 text-sm text-ink-muted underline"
              >
                Remove {pitcher.name}
              </button>
            </li>
          );
        })}
      </ul>

      {pitchers.length < TRACKED_PITCHERS_MAX && (
        <form onSubmit={add} className="mt-3 flex flex-wrap items-end gap-2" aria-label="Add a pitcher">
          <div className="min-w-40 flex-1">
            <label htmlFor={nameId} className="block text-sm font-semibold text-ink">
              Pitcher
            </label>
            <input
              id={nameId}
              value={name}
              maxLength={PITCHER_NAME_MAX}
              autoComplete="off"
              aria-invalid={nameError ? true : undefined}
              aria-describedby={nameError ? `${nameId}-error` : undefined}
              onChange={(event) => setName(event.target.value)}
              className="mt-1 min-h-12 w-full rounded-xl border border-line bg-surface-2 px-3 text-ink"
            />
            {nameError && (
              <p id={`${nameId}-error`} className="mt-1 text-sm text-danger">
                {nameError}
              </p>
            )}
          </div>
          <div role="group" aria-label="Age" className="flex items-center gap-1">
            <button
              type="button"
              aria-label="Younger"
              disabled={age <= PITCHER_AGE_MIN}
              onClick={() => setAge(age - 1)}
              className={`${TAP} ${UNPICKED} disabled:opacity-40`}
            >
              −
            </button>
            <span className="min-w-16 text-center text-ink tabular-nums">age {age}</span>
            <button
              type="button"
              aria-label="Older"
              disabled={age >= PITCHER_AGE_MAX}
              onClick={() => setAge(age + 1)}
              className={`${TAP} ${UNPICKED} disabled:opacity-40`}
            >
              +
            </button>
          </div>
          <button type="submit" className={`${TAP} px-4 text-sm ${UNPICKED}`}>
            Add pitcher
          </button>
        </form>
      )}
    </section>
  );
}
