// The coach profile's labels and messages, in one place.
import { SPORT_LABELS, SPORTS } from '../../../../shared/constants';
import {
  AGE_GROUPS,
  COACH_ROLES,
  DISTANCE_UNITS,
  SEASON_PHASES,
  WEIGHT_UNITS,
} from '../../../../shared/contract/profile';
import { LEVELS } from '../../../../shared/practice-plan';

const NOT_SET = { value: '', label: 'Not set' };

const ROLE_LABELS: Record<(typeof COACH_ROLES)[number], string> = { coach: 'Coach', player: 'Player', fan: 'Fan' };
const LEVEL_LABELS: Record<(typeof LEVELS)[number], string> = {
  youth: 'Youth (12 and under)',
  'high-school': 'High school',
  college: 'College',
  adult: 'Adult recreational',
  pro: 'Pro',
};
const PHASE_LABELS: Record<(typeof SEASON_PHASES)[number], string> = {
  'off-season': 'Off-season',
  'pre-season': 'Pre-season',
  'in-season': 'In-season',
  'post-season': 'Post-season',
};
const WEIGHT_UNIT_LABELS: Record<(typeof WEIGHT_UNITS)[number], string> = {
  kg: 'Kilograms (kg)',
  lb: 'Pounds (lb)',
};
const DISTANCE_UNIT_LABELS: Record<(typeof DISTANCE_UNITS)[number], string> = { yards: 'Yards', metres: 'Metres' };

const optionsOf = <Value extends string>(values: readonly Value[], labels: (value: Value) => string) => [
  NOT_SET,
  ...values.map((value) => ({ value, label: labels(value) })),
];

export const PROFILE_OPTIONS = {
  role: optionsOf(COACH_ROLES, (role) => ROLE_LABELS[role]),
  level: optionsOf(LEVELS, (level) => LEVEL_LABELS[level]),
  ageGroup: optionsOf(AGE_GROUPS, (group) => (group === 'adult' ? 'Adult' : group)),
  mainSport: optionsOf(SPORTS, (sport) => SPORT_LABELS[sport]),
  seasonPhase: optionsOf(SEASON_PHASES, (phase) => PHASE_LABELS[phase]),
  weightUnit: optionsOf(WEIGHT_UNITS, (unit) => WEIGHT_UNIT_LABELS[unit]),
  distanceUnit: optionsOf(DISTANCE_UNITS, (unit) => DISTANCE_UNIT_LABELS[unit]),
};

export const PROFILE_COPY = {
  title: 'Coach profile',
  intro:
    'Who the coach is talking to. Practice plans, drills and training numbers follow it whenever your message does not say otherwise.',
  guestNote: 'Kept in this browser until you sign in.',
  save: 'Save coach profile',
  // SPEC §7 success toast for a settings save.
  savedToast: 'Settings updated',
  savedDescription: 'The coach will use your profile from your next message.',
  loadFailed: 'Your coach profile could not be loaded.',
  saveFailedTitle: 'Update failed',
  saveFailed: 'Failed to save your coach profile. Please try again.',
  retry: 'Try again',
} as const;
