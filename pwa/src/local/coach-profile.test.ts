import { afterEach, describe, expect, it } from 'vitest';
import type { SendMessage } from '../../../shared/contract/messages';
import { readGuestCoachProfile, saveGuestCoachProfile, withGuestCoachProfile } from './coach-profile';

const body: SendMessage = {
  content: 'Plan my practice',
  role: 'user',
  sessionId: 'abcdefghijklmnopqrstu',
  personalityMode: 'comprehensiveCoach',
  sportType: 'soccer',
  clientMessageId: 'client-message-1',
};

afterEach(() => window.localStorage.clear());

describe("a visitor's coach profile in the browser", () => {
  it('is saved, read back, and added to a visitor send only', async () => {
    saveGuestCoachProfile({ level: 'youth', squadSize: 9 });
    expect(await readGuestCoachProfile()).toEqual({ level: 'youth', squadSize: 9 });
    expect(await withGuestCoachProfile(body, null)).toEqual({ ...body, profile: { level: 'youth', squadSize: 9 } });
    // Signed in, the server uses the account's own profile.
    expect(await withGuestCoachProfile(body, 'token')).toEqual(body);
  });

  it('reads a stored value that is not JSON, or not a valid profile, as none, so sends still go out', async () => {
    window.localStorage.setItem('coachProfile', '{not json');
    expect(await readGuestCoachProfile()).toBeNull();
    window.localStorage.setItem('coachProfile', JSON.stringify({ level: 'toddler' }));
    expect(await readGuestCoachProfile()).toBeNull();
    expect(await withGuestCoachProfile(body, null)).toEqual(body);
  });

  it('sends nothing for an empty profile', async () => {
    saveGuestCoachProfile({});
    expect(await withGuestCoachProfile(body, null)).toEqual(body);
  });
});
