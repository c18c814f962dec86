// Today's pitch counts, kept in this browser so a reload, a dead phone or no signal loses no pitch.
// Read back through a schema; a count from an earlier day starts again at zero, since Pitch Smart's
// limits are per day.
import { z } from 'zod';
import { PITCHER_AGE_MAX, PITCHER_AGE_MIN, PITCHER_NAME_MAX } from '../../../../shared/contract/team-settings';

const KEY = 'pitchCounts';
/** More than a staff ever uses in a day; keeps what is stored small. */
export const TRACKED_PITCHERS_MAX = 30;
export const PITCHES_MAX = 300;

const TrackedPitcherSchema = z.object({
  id: z.string().min(1).max(40),
  name: z.string().trim().min(1).max(PITCHER_NAME_MAX),
  age: z.number().int().min(PITCHER_AGE_MIN).max(PITCHER_AGE_MAX),
  pitches: z.number().int().min(0).max(PITCHES_MAX),
});
export type TrackedPitcher = z.infer<typeof TrackedPitcherSchema>;

const StoredSchema = z.object({
  day: z.string().max(10),
  pitchers: z.array(TrackedPitcherSchema).max(TRACKED_PITCHERS_MAX),
});

/** The local calendar day, as the guidelines count rest in calendar days. */
export function today(now = new Date()): string {
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

/** Today's counts; null when this browser has never tracked any, so the team's pitchers can start the list. */
export function readPitchCounts(day = today()): TrackedPitcher[] | null {
  let raw: string | null;
  try {
    raw = window.localStorage.getItem(KEY);
  } catch {
    return null;
  }
  if (raw === null) return null;
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    return null;
  }
  const parsed = StoredSchema.safeParse(value);
  if (!parsed.success) return null;
  return parsed.data.day === day
    ? parsed.data.pitchers
    : parsed.data.pitchers.map((pitcher) => ({ ...pitcher, pitches: 0 }));
}

export function savePitchCounts(pitchers: TrackedPitcher[], day = today()): void {
  try {
    window.localStorage.setItem(KEY, JSON.stringify({ day, pitchers }));
  } catch {
    // storage refused: the counts still show for this visit
  }
}
