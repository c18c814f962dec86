import { useSession, displayName } from '../session';
import { ROUTES } from '../shell/nav-links';
import { Button, ButtonLink } from '../ui/button';
import { Card, PageContainer } from '../ui/card';
import { formatLongDate } from '../ui/format';
import { PLAN_LABELS } from '../../../shared/constants';
import { CheckIcon, RefreshIcon } from '../ui/icons';
import { PlanBadge } from '../ui/plan-badge';

function Row({ label, value }: { label: string; value: React.ReactNode }) {
  return (
    <div className="flex flex-col gap-0.5 border-b border-line/50 py-3 last:border-0 sm:flex-row sm:items-center sm:justify-between">
      <dt className="text-sm text-ink-muted">{label}</dt>
      <dd className="font-medium break-all text-ink">{value}</dd>
    </div>
  );
}

export default function ProfilePage() {
  const session = useSession();
  const user = session.user!;
  const paid = user.subscriptionStatus !== 'free';
  const canceling = Boolean(user.subscriptionDetails?.cancel_at_period_end);

  return (
    <PageContainer className="space-y-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div>
          <h1 className="text-3xl font-bold tracking-tight text-ink">Profile</h1>
          <p className="text-ink-muted">Your account and plan at a glance.</p>
        </div>
        <div className="flex gap-2">
          <ButtonLink to={ROUTES.settings} variant="secondary">
            Edit Profile
          </ButtonLink>
          <Button variant="danger" onClick={session.logout}>
            Log out
          </Button>
        </div>
      </div>

      <div className="grid gap-6 md:grid-cols-2">
        <Card>
          <h2 className="mb-2 text-lg font-semibold text-ink">Account</h2>
          <dl>
            <Row label="Email" value={user.email} />
            <Row label="Username" value={user.username ?? <span className="text-ink-muted">Not set</span>} />
            <Row label="Display name" value={displayName(user)} />
          </dl>
        </Card>

        <Card>
          <div className="mb-2 flex items-center justify-between">
            <h2 className="text-lg font-semibold text-ink">Plan</h2>
            <Button
              variant="ghost"
              size="sm"
              onClick={() => session.refreshUser({ announce: true })}
              aria-label="Refresh subscription status"
            >
              <RefreshIcon className="size-4" /> Refresh
            </Button>
          </div>
          <p className="flex items-center gap-2 text-2xl font-bold text-ink" data-testid="profile-plan">
            {PLAN_LABELS[user.subscriptionStatus]} <PlanBadge plan={user.subscriptionStatus} />
          </p>
          {paid && user.subscriptionExpiry && !canceling && (
            <dl className="mt-3">
              <Row label="Status" value={`Active until ${formatLongDate(user.subscriptionExpiry)}`} />
              <Row label="Next billing date" value={formatLongDate(user.subscriptionExpiry)} />
            </dl>
          )}
          {paid && canceling && (
            <div className="mt-3 rounded-xl border border-premium/40 bg-premium/10 p-4">
              <p className="font-semibold text-premium">Canceling</p>
              <dl className="mt-1">
                <Row label="Access ends on" value={formatLongDate(user.subscriptionExpiry)} />
                <Row label="Canceled on" value={formatLongDate(user.subscriptionDetails?.canceled_at)} />
              </dl>
              <ButtonLink to={ROUTES.subscription} className="mt-3 w-full">
                Resubscribe
              </ButtonLink>
            </div>
          )}
          {paid ? (
            <div className="mt-4 flex flex-wrap gap-2">
              <ButtonLink to={ROUTES.subscriptionRedirect} variant="secondary">
                Manage Subscription
              </ButtonLink>
              {!canceling && (
                <ButtonLink to={ROUTES.subscription} variant="ghost">
                  Cancel Subscription
                </ButtonLink>
              )}
            </div>
          ) : (
            <div className="mt-4">
              <p className="text-sm font-semibold text-premium">Premium benefits</p>
              <ul className="mt-2 space-y-1.5 text-sm text-ink">
                {['Unlimited messages', 'Advanced tactical analysis', 'Premium support'].map((benefit) => (
                  <li key={benefit} className="flex items-center gap-2">
                    <CheckIcon className="size-4 text-accent" /> {benefit}
                  </li>
                ))}
              </ul>
              <ButtonLink to={ROUTES.subscription} variant="premium" className="mt-4 w-full">
                Upgrade
              </ButtonLink>
            </div>
          )}
        </Card>
      </div>

      <Card>
        <h2 className="mb-3 text-lg font-semibold text-ink">Quick navigation</h2>
        <div className="flex flex-wrap gap-2">
          <ButtonLink to={ROUTES.home} variant="secondary">
            Dashboard
          </ButtonLink>
          <ButtonLink to={ROUTES.settings} variant="secondary">
            Account Settings
          </ButtonLink>
        </div>
      </Card>
    </PageContainer>
  );
}
