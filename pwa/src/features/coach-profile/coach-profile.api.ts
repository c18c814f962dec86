import { CoachProfileResponseSchema, type CoachProfile } from '../../../../shared/contract/profile';
import { api } from '../../api';

export function fetchCoachProfile(token: string): Promise<CoachProfile> {
  return api('GET', '/api/user/coach-profile', CoachProfileResponseSchema, { token }).then((answer) => answer.profile);
}

export function saveCoachProfile(token: string, profile: CoachProfile): Promise<CoachProfile> {
  return api('PUT', '/api/user/coach-profile', CoachProfileResponseSchema, { token, body: profile }).then(
    (answer) => answer.profile,
  );
}
