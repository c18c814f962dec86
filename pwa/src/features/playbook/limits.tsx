import { Link } from 'react-router-dom';
import { PLAN_LABELS, PLAYBOOK_LIMITS, type Plan } from '../../../../shared/constants';
import { ROUTES } from '../../paths';
import { buttonClasses } from '../../ui/button';

/** The plan whose limits apply: a guest saves on this device within the Free allowance. */
export const planOf = (user: { subscriptionStatus: Plan } | null): Plan => user?.subscriptionStatus ?? 'free';

/** The saved-item allowance left, or null when the plan has none. */
export function itemsLeft(plan: Plan, saved: number): number | null {
  const limit = PLAYBOOK_LIMITS[plan].items;
  return limit === null ? null : Math.max(0, limit - saved);
}

/** What a person over a limit reads, with the way out. Nothing saved is touched. */
export function LimitNotice({ plan, what }: { plan: Plan; what: 'items' | 'shares' }) {
  const limit = PLAYBOOK_LIMITS[plan][what];
  const noun = what === 'items' ? 'saved items' : 'live share links';
  return (
    <div
      role="alert"
      className="mt-3 rounded-xl border border-premium/50 bg-amber-950/40 p-3 text-sm text-ink"
      data-testid="limit-notice"
    >
      <p>
        The {PLAN_LABELS[plan]} plan includes {limit} {noun}, and you have reached that limit. Everything you already
        have is kept.
      </p>
      <Link to={ROUTES.subscription} className={buttonClasses('premium', 'sm', 'mt-2')}>
        Upgrade your plan
      </Link>
    </div>
  );
}
