import { Link } from 'react-router-dom';
import { isLimitReached, type Tier } from '../../../../shared/quota';
import { ROUTES } from '../../paths';
import { buttonClasses } from '../../ui/button';

interface BannerProps {
  tier: Tier;
  used: number;
  limit: number | null;
  /** Premium became active in this tab: the one banner Premium gets. */
  premiumNewlyActive?: boolean;
}

/** The quota banners of SPEC §2, word for word. Under the limit it is one slim line on a phone. */
export function QuotaBanner({ tier, used, limit, premiumNewlyActive = false }: BannerProps) {
  if (tier === 'premium' && premiumNewlyActive)
    return (
      <div className="rounded-xl border border-premium/40 bg-premium/10 px-3 py-2 text-sm" data-testid="quota-banner">
        <p className="font-semibold text-premium">Premium Membership Activated!</p>
        <p className="mt-0.5 text-ink">Please refresh the page if you're still seeing message limit warnings.</p>
      </div>
    );
  if (limit === null || tier === 'premium') return null;
  const reached = isLimitReached(used, limit);
  const shown = Math.min(used, limit);

  if (!reached) {
    const label = tier === 'anonymous' ? 'Guest' : tier === 'plus' ? 'Plus tier' : 'Free tier';
    return (
      <div
        className="flex flex-wrap items-center justify-between gap-x-2 rounded-xl border border-line/70 bg-surface-1 px-3 py-1 text-xs md:py-2 md:text-sm"
        data-testid="quota-banner"
      >
        <p className="text-ink-muted">
          {label}: {shown}/{limit} messages used
        </p>
        {tier !== 'anonymous' && (
          <Link to={ROUTES.subscription} className="font-semibold text-premium hover:underline">
            Upgrade to Premium
          </Link>
        )}
      </div>
    );
  }

  const copy =
    tier === 'anonymous'
      ? { title: 'Anonymous limit reached', text: 'Sign up or log in to continue your conversation' }
      : tier === 'plus'
        ? { title: 'Plus tier limit reached', text: 'Upgrade to Premium for unlimited conversations' }
        : { title: 'Free tier limit reached', text: 'Upgrade to continue' };
  return (
    <div className="rounded-2xl border border-premium/40 bg-premium/10 p-4" role="alert" data-testid="quota-banner">
      <p className="font-semibold text-premium">{copy.title}</p>
      <p className="mt-0.5 text-sm text-ink">{copy.text}</p>
      <div className="mt-3 flex flex-wrap gap-2">
        {tier === 'anonymous' ? (
          <>
            <Link to={ROUTES.login} className={buttonClasses('secondary', 'sm')}>
              Log In
            </Link>
            <Link to={ROUTES.register} className={buttonClasses('primary', 'sm')}>
              Sign Up
            </Link>
          </>
        ) : (
          <Link to={ROUTES.subscription} className={buttonClasses('premium', 'sm')}>
            {tier === 'plus' ? 'Go Premium' : 'Upgrade Now'}
          </Link>
        )}
      </div>
    </div>
  );
}
