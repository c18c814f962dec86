// Business constants from SPEC §9, with the decisions of DESIGN.md applied (150 / 15, never 100 / 8).

export const BRAND = 'Playcaller';

export const SPORTS = ['football', 'basketball', 'soccer', 'baseball', 'golf', 'tennis'] as const;
export type Sport = (typeof SPORTS)[number];
export const DEFAULT_SPORT: Sport = 'football';

export const SPORT_LABELS: Record<Sport, string> = {
  football: 'Football',
  basketball: 'Basketball',
  soccer: 'Soccer',
  baseball: 'Baseball',
  golf: 'Golf',
  tennis: 'Tennis',
};

export const PERSONALITY_MODES = ['gameOnTheLine', 'comprehensiveCoach', 'quizMaster', 'personalTrainer'] as const;
export type PersonalityMode = (typeof PERSONALITY_MODES)[number];
export const DEFAULT_MODE: PersonalityMode = 'gameOnTheLine';
/** An older build stored this id; it is read back as quizMaster (SPEC §4). */
export const LEGACY_QUIZ_MODE = 'quizMasterMorgan';

export const PLANS = ['free', 'plus', 'premium'] as const;
export type Plan = (typeof PLANS)[number];
export type PaidPlan = Exclude<Plan, 'free'>;
export const PAID_PLANS = ['plus', 'premium'] as const satisfies readonly PaidPlan[];

/** How the product names each plan, wherever a plan is shown. */
export const PLAN_LABELS: Record<Plan, string> = { free: 'Free', plus: 'Plus', premium: 'Premium' };

export const ANONYMOUS_MESSAGE_LIMIT = 10;
export const FREE_MESSAGE_LIMIT = 15;
export const PLUS_MESSAGE_LIMIT = 150;
/** Premium is unlimited, but a burst limit per minute stops scripted abuse. */
export const PREMIUM_MESSAGES_PER_MINUTE = 30;

export const PRICES_CENTS: Record<Plan, number> = { free: 0, plus: 499, premium: 999 };

export const USERNAME_MIN_LENGTH = 3;
export const USERNAME_MAX_LENGTH = 20;
export const DISPLAY_NAME_MAX_LENGTH = 60;
export const EMAIL_MAX_LENGTH = 254;
export const VERIFICATION_CODE_LENGTH = 6;
export const RANDOM_ID_LENGTH = 21;
export const FINGERPRINT_PREFIX = 'fp_';
export const MESSAGE_MAX_LENGTH = 4000;

export const QUIZ_OPTION_LETTERS = ['A', 'B', 'C', 'D'] as const;
export type QuizLetter = (typeof QUIZ_OPTION_LETTERS)[number];
export const QUIZ_POINTS_PER_QUESTION = 10;

export const CONTACT_NAME_MIN_LENGTH = 2;
export const CONTACT_SUBJECT_MIN_LENGTH = 3;
export const CONTACT_MESSAGE_MIN_LENGTH = 10;
export const CONTACT_FIELD_MAX_LENGTH = 5000;

export const TIMINGS_MS = {
  anonymousCountPoll: 5000,
  quizProgressStale: 30_000,
  typingIndicator: 1500,
  quizModeSwitchWait: 1000,
  quizProgressRefresh: 1500,
  copyConfirmation: 2000,
  tooltipDelay: 300,
  /** A tooltip reached this soon after another closed opens at once. */
  tooltipSkipDelay: 300,
  redirectDelay: 3000,
  cancelToast: 5000,
  defaultToast: 5000,
  /** A dismissed toast stays (closed) this long before it leaves the page. */
  toastRemoveDelay: 1_000_000,
  chipSubmit: 100,
} as const;

export const LAYOUT = {
  mobileBreakpointPx: 768,
  /** From this width the chat history is a sidebar beside the chat, not a sheet. */
  sidebarBreakpointPx: 1024,
  textareaMaxMobilePx: 120,
  textareaMaxDesktopPx: 200,
  chipTruncateChars: 28,
  vibrationMs: 10,
} as const;

export const AUTH = {
  codeTtlMs: 10 * 60 * 1000,
  codeMaxAttempts: 5,
  codeResendCooldownMs: 60 * 1000,
  codesPerHourPerEmail: 5,
  sessionTtlMs: 30 * 24 * 60 * 60 * 1000,
  /** Requests per IP per 10 minutes for code sends and verifies together. */
  ipRequestsPerWindow: 60,
  ipWindowMs: 10 * 60 * 1000,
} as const;

/**
 * A quiz is ten questions unless the player asks for another count, kept within the bounds below;
 * every question of a quiz right earns the perfect-quiz achievement.
 */
export const QUIZ_LENGTH = 10;
export const QUIZ_MIN_LENGTH = 3;
export const QUIZ_MAX_LENGTH = 15;
export const LEADERBOARD_SIZE = 20;

/** The support address the product shows (the server's SUPPORT_EMAIL receives contact requests). */
export const SUPPORT_EMAIL = 'support@playcaller.app';

/** Saved playbook items and live share links per plan; null is unlimited (issue: playbook). */
export const PLAYBOOK_LIMITS: Record<Plan, { items: number | null; shares: number | null }> = {
  free: { items: 25, shares: 3 },
  plus: { items: 500, shares: 25 },
  premium: { items: null, shares: null },
};

/** Games kept in the game log per plan; null is unlimited (issue #26: game log). */
export const GAME_LIMITS: Record<Plan, number | null> = { free: 3, plus: 100, premium: null };
