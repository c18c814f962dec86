import { describe, expect, it } from 'vitest';
import { PITCH_SMART_AGE_GROUPS, pitchCountStatus, pitchSmartGroup, requiredRestDays } from './pitch-smart';

// The Pitch Smart table (mlb.com/pitchsmart/pitching-guidelines), row by row: the daily max and the
// highest pitch count for 0, 1, 2 and 3 days of rest; past the last, 4 days (7–8: 2 days at most).
const PITCH_SMART = [
  { ages: '7–8', age: 7, dailyMax: 50, rest: [20, 35, 50] },
  { ages: '9–10', age: 10, dailyMax: 75, rest: [20, 35, 50, 65] },
  { ages: '11–12', age: 12, dailyMax: 85, rest: [20, 35, 50, 65] },
  { ages: '13–14', age: 13, dailyMax: 95, rest: [20, 35, 50, 65] },
  { ages: '15–16', age: 16, dailyMax: 95, rest: [30, 45, 60, 75] },
  { ages: '17–18', age: 17, dailyMax: 105, rest: [30, 45, 60, 75] },
  { ages: '19–22', age: 22, dailyMax: 120, rest: [30, 45, 60, 75] },
] as const;

describe('Pitch Smart', () => {
  it.each(PITCH_SMART)('ages $ages: $dailyMax a day, rest steps after $rest', ({ ages, age, dailyMax, rest }) => {
    const group = pitchSmartGroup(age)!;
    expect(group.label).toBe(ages);
    expect(group.dailyMax).toBe(dailyMax);
    rest.forEach((highest, days) => {
      expect(requiredRestDays(group, highest), `${highest} pitches`).toBe(days);
      if (highest < dailyMax) expect(requiredRestDays(group, highest + 1), `${highest + 1} pitches`).toBe(days + 1);
    });
    expect(requiredRestDays(group, 1)).toBe(0);
  });

  it('covers ages 7 to 22 without a gap and nothing outside', () => {
    for (let age = 7; age <= 22; age++) expect(pitchSmartGroup(age), `age ${age}`).toBeDefined();
    expect(pitchSmartGroup(6)).toBeUndefined();
    expect(pitchSmartGroup(23)).toBeUndefined();
    expect(PITCH_SMART_AGE_GROUPS).toHaveLength(7);
  });

  it('tells the tracker the next rest step and what is left of the day', () => {
    const group = pitchSmartGroup(11)!;
    expect(pitchCountStatus(group, 48)).toMatchObject({
      restDays: 2,
      leftToday: 37,
      nextRestStep: { at: 51, restDays: 3 },
    });
    expect(pitchCountStatus(group, 70)).toMatchObject({ restDays: 4, leftToday: 15 });
    expect(pitchCountStatus(group, 70).nextRestStep).toBeUndefined();
    expect(pitchCountStatus(group, 90).leftToday).toBe(0);
  });

  it('has no rest step past the daily max of a 7–8-year-old', () => {
    const group = pitchSmartGroup(8)!;
    expect(pitchCountStatus(group, 40)).toMatchObject({ restDays: 2, leftToday: 10 });
    expect(pitchCountStatus(group, 40).nextRestStep).toBeUndefined();
  });
});
