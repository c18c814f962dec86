// A visitor's coach profile, kept in this browser (a signed-in user's lives on the server). It is
// small and read at send time, so it sits in localStorage beside the other small values rather than
// in the Dexie schema. Read through the shared schema, which loads after first paint.
import type { CoachProfile } from '../../../shared/contract/profile';
import type { SendMessage } from '../../../shared/contract/messages';

const KEY = 'coachProfile';

/** The stored profile, or null when there is none or what is stored no longer parses. */
export async function readGuestCoachProfile(): Promise<CoachProfile | null> {
  let raw: string | null;
  try {
    raw = window.localStorage.getItem(KEY);
  } catch {
    return null;
  }
  if (raw === null) return null;
  const { CoachProfileSchema } = await import('../../../shared/contract/profile');
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    return null;
  }
  const parsed = CoachProfileSchema.safeParse(value);
  return parsed.success ? parsed.data : null;
}

/** Keeps the profile for the next visit; throws when the browser refuses storage, so the form can say so. */
export function saveGuestCoachProfile(profile: CoachProfile): void {
  window.localStorage.setItem(KEY, JSON.stringify(profile));
}

/** Forgets the visitor's profile once the account holds it. */
export function clearGuestCoachProfile(): void {
  try {
    window.localStorage.removeItem(KEY);
  } catch {
    // storage unavailable: nothing was kept
  }
}

/**
 * A visitor's send carries the profile, which the server hands to the coach. A signed-in send never
 * does: the server uses the account's saved profile.
 */
export async function withGuestCoachProfile(body: SendMessage, token: string | null): Promise<SendMessage> {
  if (token) return body;
  const profile = await readGuestCoachProfile();
  return profile && Object.keys(profile).length > 0 ? { ...body, profile } : body;
}

const CACHE_KEY = 'coachProfileCache';

/**
 * A signed-in coach's profile as last read from the server, kept so the sideline panel and the card
 * use the team settings with no signal. Keyed by the user, so another account on this browser never
 * reads it.
 */
export async function readCachedCoachProfile(userId: string): Promise<CoachProfile | null> {
  let raw: string | null;
  try {
    raw = window.localStorage.getItem(CACHE_KEY);
  } catch {
    return null;
  }
  if (raw === null) return null;
  const { CoachProfileSchema } = await import('../../../shared/contract/profile');
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    return null;
  }
  if (typeof value !== 'object' || value === null || (value as { userId?: unknown }).userId !== userId) return null;
  const parsed = CoachProfileSchema.safeParse((value as { profile?: unknown }).profile);
  return parsed.success ? parsed.data : null;
}

export function cacheCoachProfile(userId: string, profile: CoachProfile): void {
  try {
    window.localStorage.setItem(CACHE_KEY, JSON.stringify({ userId, profile }));
  } catch {
    // storage refused: the next visit reads the server again
  }
}
