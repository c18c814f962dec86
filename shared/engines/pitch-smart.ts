/**
 * Pitch Smart (MLB and USA Baseball) pitch-count limits and required rest for youth and amateur
 * pitchers. Source: "Pitch Count Limits and Required Rest Recommendations",
 * mlb.com/pitchsmart/pitching-guidelines. Pure table and arithmetic, so the pitch-count tracker and
 * the coach read the same figures.
 */

export interface PitchSmartAgeGroup {
  /** e.g. '11–12'. */
  label: string;
  minAge: number;
  maxAge: number;
  /** Most pitches in a day. */
  dailyMax: number;
  /**
   * The most pitches that still allow 0, 1, 2, 3 rest days; past the last entry the next number of
   * days applies. Ages 7–8 stop at two days because their daily max is 50.
   */
  restLimits: readonly number[];
}

// Ages 14 and under get a rest day for every 15 pitches past 20; from 15 the steps start at 30,
// as the guidelines' table has it.
const UNDER_15_REST = [20, 35, 50, 65] as const;
const FROM_15_REST = [30, 45, 60, 75] as const;

export const PITCH_SMART_AGE_GROUPS: readonly PitchSmartAgeGroup[] = [
  { label: '7–8', minAge: 7, maxAge: 8, dailyMax: 50, restLimits: [20, 35] },
  { label: '9–10', minAge: 9, maxAge: 10, dailyMax: 75, restLimits: UNDER_15_REST },
  { label: '11–12', minAge: 11, maxAge: 12, dailyMax: 85, restLimits: UNDER_15_REST },
  { label: '13–14', minAge: 13, maxAge: 14, dailyMax: 95, restLimits: UNDER_15_REST },
  { label: '15–16', minAge: 15, maxAge: 16, dailyMax: 95, restLimits: FROM_15_REST },
  { label: '17–18', minAge: 17, maxAge: 18, dailyMax: 105, restLimits: FROM_15_REST },
  { label: '19–22', minAge: 19, maxAge: 22, dailyMax: 120, restLimits: FROM_15_REST },
];

/** The age group the guidelines cover, or undefined outside 7–22. */
export function pitchSmartGroup(age: number): PitchSmartAgeGroup | undefined {
  return PITCH_SMART_AGE_GROUPS.find((group) => age >= group.minAge && age <= group.maxAge);
}

/** Calendar days of rest required after `pitches` in a day. */
export function requiredRestDays(group: PitchSmartAgeGroup, pitches: number): number {
  if (pitches <= 0) return 0;
  const within = group.restLimits.findIndex((limit) => pitches <= limit);
  return within === -1 ? group.restLimits.length : within;
}

export interface PitchCountStatus {
  group: PitchSmartAgeGroup;
  pitches: number;
  restDays: number;
  /** Pitches left before the daily max. */
  leftToday: number;
  /** The next count at which the required rest goes up a day, if one is left below the daily max. */
  nextRestStep?: { at: number; restDays: number };
}

/** Where a pitcher stands after `pitches` today: rest owed so far, the next step and the daily max. */
export function pitchCountStatus(group: PitchSmartAgeGroup, pitches: number): PitchCountStatus {
  const restDays = requiredRestDays(group, pitches);
  const limit = group.restLimits[restDays];
  const nextAt = limit === undefined ? undefined : limit + 1;
  return {
    group,
    pitches,
    restDays,
    leftToday: Math.max(group.dailyMax - pitches, 0),
    ...(nextAt !== undefined && nextAt <= group.dailyMax
      ? { nextRestStep: { at: nextAt, restDays: restDays + 1 } }
      : {}),
  };
}
