import { ANONYMOUS_MESSAGE_LIMIT, FREE_MESSAGE_LIMIT, PLUS_MESSAGE_LIMIT, type Plan } from './constants';

export type Tier = 'anonymous' | Plan;

/** null means no limit. */
export function messageLimit(tier: Tier): number | null {
  switch (tier) {
    case 'anonymous':
      return ANONYMOUS_MESSAGE_LIMIT;
    case 'free':
      return FREE_MESSAGE_LIMIT;
    case 'plus':
      return PLUS_MESSAGE_LIMIT;
    case 'premium':
      return null;
  }
}

/** Both sides use "at least": a visitor at 10/10 is limited (DESIGN.md settles SPEC §4's two readings). */
export function isLimitReached(used: number, limit: number | null): boolean {
  return limit !== null && used >= limit;
}

/**
 * The counter period a message is charged to: anonymous visitors over all time, free users per
 * calendar month in UTC, Plus per billing period (identified by its start).
 */
export function usagePeriod(tier: Tier, now: Date, billingPeriodStart?: Date): string {
  if (tier === 'anonymous') return 'all';
  if (tier === 'plus' && billingPeriodStart) return `period:${billingPeriodStart.toISOString()}`;
  return `month:${now.toISOString().slice(0, 7)}`;
}

/** The texts of SPEC §8 for a refused send, by tier. */
export function limitReachedCopy(tier: Tier): { title: string; description: string } {
  switch (tier) {
    case 'anonymous':
      return {
        title: 'Anonymous limit reached',
        description: `You've used all ${ANONYMOUS_MESSAGE_LIMIT} free trial messages across all analysis modes. Create an account to get ${FREE_MESSAGE_LIMIT} messages.`,
      };
    case 'plus':
      return {
        title: 'Plus tier limit reached',
        description: `You've reached the Plus tier limit of ${PLUS_MESSAGE_LIMIT} messages this month. Upgrade to Premium for unlimited access.`,
      };
    default:
      return {
        title: 'Message limit reached',
        description: `You've reached the free tier limit of ${FREE_MESSAGE_LIMIT} messages. Subscribe to Plus or Premium for more messages.`,
      };
  }
}

/** SPEC §8's client pre-check: an account at its limit reads 'Message limit reached' whatever its plan. */
export function limitPrecheckCopy(tier: Tier): { title: string; description: string } {
  const copy = limitReachedCopy(tier);
  return tier === 'anonymous' ? copy : { ...copy, title: 'Message limit reached' };
}
