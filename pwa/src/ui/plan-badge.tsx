import { PLAN_LABELS, type Plan } from '../../../shared/constants';

/** The paid plan beside a member's name; Free shows nothing. */
export function PlanBadge({ plan }: { plan: Plan }) {
  if (plan === 'free') return null;
  return plan === 'premium' ? (
    <span className="rounded-full bg-premium/15 px-2 py-0.5 text-xs font-semibold text-premium">
      {PLAN_LABELS.premium}
    </span>
  ) : (
    <span className="rounded-full bg-accent/15 px-2 py-0.5 text-xs font-semibold text-accent">{PLAN_LABELS.plus}</span>
  );
}
