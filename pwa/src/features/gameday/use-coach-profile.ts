import { useCallback, useContext, useEffect, useRef, useState } from 'react';
import { CoachProfileResponseSchema, type CoachProfile } from '../../../../shared/contract/profile';
import { api } from '../../api';
import {
  cacheCoachProfile,
  readCachedCoachProfile,
  readGuestCoachProfile,
  saveGuestCoachProfile,
} from '../../local/coach-profile';
import { SessionContext } from '../../session';

export interface CoachProfileState {
  /** Null until the first read; an empty profile when there is none. */
  profile: CoachProfile | null;
  /** Saves the whole profile: the account's on the server, a visitor's in this browser. */
  save(profile: CoachProfile): Promise<CoachProfile>;
}

/** Where a profile came from, freshest last: a later read never replaces a fresher one. */
const KEPT = 0;
const SERVER = 1;
const SAVED = 2;

interface HeldProfile {
  /** The account it belongs to; null for a visitor. */
  owner: string | null;
  profile: CoachProfile;
  freshness: number;
}

/**
 * The coach profile for the sideline: what this browser kept first (so it works offline), then the
 * server's for a signed-in coach when there is a signal. Each read answers for one person and one
 * moment: a visitor's profile read while the session was still loading, or a server answer slower
 * than the coach's own save, never stands in for the account's current one.
 */
export function useCoachProfile(): CoachProfileState {
  // Outside a session (a screen rendered on its own) the coach is a visitor.
  const session = useContext(SessionContext);
  const loading = session?.status === 'loading';
  const token = session?.token ?? null;
  const userId = session?.user?.id ?? null;
  const [held, setHeld] = useState<HeldProfile | null>(null);
  // A save answers with the account's profile as it now stands: a read sent before it is older.
  const savedSinceRead = useRef(false);

  useEffect(() => {
    // Until the session is known, neither the visitor's nor the account's profile is the coach's.
    if (loading) return;
    let current = true;
    savedSinceRead.current = false;
    const hold = (profile: CoachProfile, freshness: number) =>
      setHeld((shown) =>
        shown?.owner === userId && shown.freshness > freshness ? shown : { owner: userId, profile, freshness },
      );
    const kept = userId ? readCachedCoachProfile(userId) : readGuestCoachProfile();
    void kept.then((found) => {
      if (current) hold(found ?? {}, KEPT);
    });
    if (token && userId) {
      api('GET', '/api/user/coach-profile', CoachProfileResponseSchema, { token }).then(
        ({ profile: fresh }) => {
          if (savedSinceRead.current) return;
          cacheCoachProfile(userId, fresh);
          if (current) hold(fresh, SERVER);
        },
        // Offline or the server is away: the kept profile stands.
        () => undefined,
      );
    }
    return () => {
      current = false;
    };
  }, [loading, token, userId]);

  const save = useCallback(
    async (next: CoachProfile) => {
      let saved = next;
      if (token && userId) {
        const answer = await api('PUT', '/api/user/coach-profile', CoachProfileResponseSchema, { token, body: next });
        saved = answer.profile;
        cacheCoachProfile(userId, saved);
      } else {
        saveGuestCoachProfile(next);
      }
      savedSinceRead.current = true;
      setHeld({ owner: userId, profile: saved, freshness: SAVED });
      return saved;
    },
    [token, userId],
  );

  return { profile: held && !loading && held.owner === userId ? held.profile : null, save };
}
