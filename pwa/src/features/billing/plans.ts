import {
  FREE_MESSAGE_LIMIT,
  GAME_LIMITS,
  PLAN_LABELS,
  PLUS_MESSAGE_LIMIT,
  PRICES_CENTS,
  type Plan,
} from '../../../../shared/constants';

export interface PlanCardContent {
  plan: Plan;
  name: string;
  priceCents: number;
  tagline: string;
  included: string[];
  excluded: string[];
  badge?: string;
}

/** The game log's allowance, in the words of a plan card. */
function gameLogLimit(plan: Plan): string {
  const limit = GAME_LIMITS[plan];
  return limit === null ? 'Unlimited games in the game log' : `${limit} games in the game log`;
}

/** The three plan cards of SPEC §2; the numbers come from shared/constants. */
export const PLAN_CARDS: PlanCardContent[] = [
  {
    plan: 'free',
    name: PLAN_LABELS.free,
    priceCents: PRICES_CENTS.free,
    tagline: 'Try the coach on game day.',
    included: ['Basic analysis', `${FREE_MESSAGE_LIMIT} messages a month`, gameLogLimit('free')],
    excluded: ['Unlimited messages', 'Advanced analytics', 'Priority support'],
  },
  {
    plan: 'plus',
    name: PLAN_LABELS.plus,
    priceCents: PRICES_CENTS.plus,
    tagline: 'For coaches who prepare every week.',
    included: [
      `${PLUS_MESSAGE_LIMIT} messages a month`,
      gameLogLimit('plus'),
      'Basic match analysis and tactics',
      '2 strategic personalities',
    ],
    excluded: ['Advanced statistics', 'Priority support'],
  },
  {
    plan: 'premium',
    name: PLAN_LABELS.premium,
    priceCents: PRICES_CENTS.premium,
    tagline: 'Everything, without limits.',
    badge: 'BEST VALUE',
    included: [
      'Advanced analysis',
      'Unlimited messages',
      gameLogLimit('premium'),
      'Multiple personalities',
      'Advanced analytics',
      'Priority support',
    ],
    excluded: [],
  },
];

/** What a cancellation takes away (SPEC §2 manage page). */
export function lostOnCancel(plan: Exclude<Plan, 'free'>): string[] {
  return plan === 'premium'
    ? [
        'Unlimited messages',
        'Premium-only features: advanced analysis and analytics, every personality',
        'Priority support',
      ]
    : [
        `${PLUS_MESSAGE_LIMIT} monthly messages`,
        'Plus-only features: match analysis and tactics, 2 strategic personalities',
        'Priority support',
      ];
}
