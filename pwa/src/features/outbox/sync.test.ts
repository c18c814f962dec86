import { describe, expect, it } from 'vitest';
import { mergeGuestCoachProfile } from './sync';

describe("a guest's coach profile at sign-in", () => {
  it('fills an empty account profile with everything the guest set', () => {
    expect(mergeGuestCoachProfile({}, { level: 'youth', ageGroup: 'U10', squadSize: 8 })).toEqual({
      level: 'youth',
      ageGroup: 'U10',
      squadSize: 8,
    });
  });

  it('keeps what the account already says and fills only the gaps, nulls included', () => {
    expect(
      mergeGuestCoachProfile(
        { level: 'college', squadSize: null, bodyWeight: 80, weightUnit: 'kg' },
        { level: 'youth', squadSize: 12, bodyWeight: 180, weightUnit: 'lb', role: 'coach' },
      ),
    ).toEqual({ level: 'college', squadSize: 12, bodyWeight: 80, weightUnit: 'kg', role: 'coach' });
  });

  it('changes nothing when the guest set nothing the account lacks', () => {
    expect(mergeGuestCoachProfile({ level: 'pro' }, { level: 'youth', ageGroup: null })).toBeNull();
  });
});
