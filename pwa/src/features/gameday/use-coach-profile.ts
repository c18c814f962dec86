import { useCallback, useContext, useEffect, useState } from 'react';
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

/**
 * The coach profile for the sideline: what this browser kept first (so it works offline), then the
 * server's for a signed-in coach when there is a signal.
 */
export function useCoachProfile(): CoachProfileState {
  // Outside a session (a screen rendered on its own) the coach is a visitor.
  const session = useContext(SessionContext);
  const token = session?.token ?? null;
  const userId = session?.user?.id ?? null;
  const [profile, setProfile] = useState<CoachProfile | null>(null);

  useEffect(() => {
    let current = true;
    const kept = userId ? readCachedCoachProfile(userId) : readGuestCoachProfile();
    void kept.then((found) => {
      if (current) setProfile((shown) => shown ?? found ?? {});
    });
    if (token && userId) {
      api('GET', '/api/user/coach-profile', CoachProfileResponseSchema, { token }).then(
        ({ profile: fresh }) => {
          cacheCoachProfile(userId, fresh);
          if (current) setProfile(fresh);
        },
        // Offline or the server is away: the kept profile stands.
        () => undefined,
      );
    }
    return () => {
      current = false;
    };
  }, [token, userId]);

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
      setProfile(saved);
      return saved;
    },
    [token, userId],
  );

  return { profile, save };
}
