import { useActorRef, useSelector } from '@xstate/react';
import { useState, type ReactNode } from 'react';
import { Navigate, useNavigate, useSearchParams } from 'react-router-dom';
import type { SubscriptionInfo } from '../../../shared/contract/billing';
import { PLAN_LABELS, type PaidPlan } from '../../../shared/constants';
import { createBillingApi } from '../features/billing/billing.api';
import { BILLING_TEXT, SUPPORT_EMAIL } from '../features/billing/billing-copy';
import { ErrorBox } from '../features/billing/billing-notices';
import { createManageMachine } from '../features/billing/manage.machine';
import { lostOnCancel } from '../features/billing/plans';
import { useSession } from '../session';
import { ROUTES } from '../shell/nav-links';
import { Button, ButtonLink, buttonClasses } from '../ui/button';
import { Card, FullPageSpinner, PageContainer } from '../ui/card';
import { formatLongDate, formatPrice } from '../ui/format';
import { ArrowLeftIcon, CheckIcon, CloseIcon, MailIcon } from '../ui/icons';
import { Modal } from '../ui/modal';
import { PlanBadge } from '../ui/plan-badge';
import { toast } from '../ui/toast';

/** SPEC §5: both ids are required; without them there is nothing to manage. */
export default function SubscriptionManagePage() {
  const [params] = useSearchParams();
  const subscriptionId = params.get('subscription_id')?.trim();
  const customerId = params.get('customer_id')?.trim();
  if (!subscriptionId || !customerId) return <Navigate to={ROUTES.subscription} replace />;
  return (
    <ManageSubscription
      key={`${subscriptionId}:${customerId}`}
      subscriptionId={subscriptionId}
      customerId={customerId}
    />
  );
}

const shortId = (id: string) => (id.length > 18 ? `${id.slice(0, 10)}…${id.slice(-6)}` : id);

function statusLabel(info: SubscriptionInfo | null, canceling: boolean): string {
  if (info?.status === 'canceled') return 'Canceled';
  if (canceling) return 'Canceling';
  if (info?.status === 'past_due') return 'Payment past due';
  return 'Active';
}

function Row({ label, value }: { label: string; value: ReactNode }) {
  return (
    <div className="flex flex-col gap-0.5 border-b border-line/50 py-3 last:border-0 sm:flex-row sm:items-center sm:justify-between">
      <dt className="text-sm text-ink-muted">{label}</dt>
      <dd className="font-medium text-ink">{value}</dd>
    </div>
  );
}

function UsageCard({ label, value, hint }: { label: string; value: ReactNode; hint?: string }) {
  return (
    <Card className="p-4">
      <p className="text-sm text-ink-muted">{label}</p>
      <p className="mt-1 text-2xl font-bold text-ink">{value}</p>
      {hint && <p className="mt-0.5 text-xs text-ink-muted">{hint}</p>}
    </Card>
  );
}

function ManageSubscription(props: { subscriptionId: string; customerId: string }) {
  const session = useSession();
  const user = session.user!;
  const navigate = useNavigate();
  const [machine] = useState(() => {
    const billing = createBillingApi({ token: session.token, user });
    return createManageMachine({
      details: billing.details,
      cancel: billing.cancel,
      // Fetched here and handed to the session, so the header and profile follow the cancellation.
      refreshUser: () => {
        billing.fetchUser().then(session.setUser, () => {});
      },
      notify: toast,
      goHome: () => navigate(ROUTES.home),
      goTo: (path) => navigate(path),
    });
  });
  const actor = useActorRef(machine, { input: props });
  const [confirming, setConfirming] = useState(false);

  const loading = useSelector(actor, (s) => s.matches('loading'));
  const unavailable = useSelector(actor, (s) => s.matches('unavailable'));
  const cancelling = useSelector(actor, (s) => s.matches('cancelling'));
  const canceling = useSelector(actor, (s) => s.matches({ ready: 'canceling' }));
  const leaving = useSelector(actor, (s) => s.matches('leavingForHome') || s.matches('leavingForRedirect'));
  const { subscription, cancellation, loadError, error, notice } = useSelector(actor, (s) => s.context);

  if (loading) return <FullPageSpinner label="Loading subscription information..." />;

  const info: SubscriptionInfo | null = subscription ? { ...subscription, ...(cancellation ?? {}) } : null;
  const plan: PaidPlan | null =
    info?.plan.name ?? (user.subscriptionStatus === 'free' ? null : user.subscriptionStatus);
  const periodEnd = info?.current_period_end ?? cancellation?.current_period_end ?? user.subscriptionExpiry;
  const canceledAt = info?.canceled_at ?? cancellation?.canceled_at ?? null;
  const canCancel = !canceling && !leaving && (unavailable || cancelling || Boolean(info));

  function goBack() {
    // React Router numbers its history entries: go back only if there is an entry of ours to go to.
    const state: unknown = window.history.state;
    const index = state && typeof state === 'object' && 'idx' in state ? Number(state.idx) : 0;
    if (index > 0) navigate(-1);
    else navigate(ROUTES.profile);
  }

  return (
    <PageContainer className="space-y-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div className="flex items-center gap-2">
          <button
            type="button"
            onClick={goBack}
            className="inline-flex min-h-11 items-center gap-2 rounded-lg px-2 text-sm text-ink-muted hover:text-ink"
          >
            <ArrowLeftIcon className="size-4" /> Back
          </button>
        </div>
        <p className="flex items-center gap-2 text-sm text-ink-muted">
          Current plan:
          <span className="font-semibold text-ink" data-testid="manage-plan">
            {PLAN_LABELS[plan ?? user.subscriptionStatus]}
          </span>
          {plan && <PlanBadge plan={plan} />}
        </p>
      </div>
      <div>
        <h1 className="text-3xl font-bold tracking-tight text-ink">Manage Subscription</h1>
        <p className="mt-1 text-ink-muted">Your plan, your billing period and your usage.</p>
      </div>

      {unavailable && (
        <Card role="alert" className="border-premium/50">
          <p className="font-semibold text-premium">{BILLING_TEXT.serviceTrouble}</p>
          {loadError && <p className="mt-1 text-sm text-ink-muted">{loadError}</p>}
          <div className="mt-3 flex flex-wrap gap-2">
            <Button variant="secondary" onClick={goBack}>
              <ArrowLeftIcon className="size-4" /> Go back
            </Button>
            <Button variant="ghost" onClick={() => actor.send({ type: 'subscription.retry' })}>
              Try again
            </Button>
          </div>
        </Card>
      )}

      {error && <ErrorBox message={error} />}
      {leaving && <p className="text-sm text-ink-muted">Redirecting you in a moment...</p>}

      <Card>
        <div className="mb-2 flex flex-wrap items-center justify-between gap-2">
          <h2 className="text-lg font-semibold text-ink">Subscription information</h2>
          <span
            data-testid="manage-status"
            className={`rounded-full px-2.5 py-0.5 text-xs font-semibold ${
              canceling ? 'bg-premium/15 text-premium' : 'bg-accent/15 text-accent'
            }`}
          >
            {statusLabel(info, canceling)}
          </span>
        </div>
        <dl>
          {info && <Row label="Price" value={`${formatPrice(info.plan.amount)}/${info.plan.interval}`} />}
          <Row
            label="Subscription ID"
            value={
              <span className="font-mono text-sm" title={props.subscriptionId}>
                {shortId(props.subscriptionId)}
              </span>
            }
          />
          {info && <Row label="Started" value={formatLongDate(info.start_date)} />}
          {canceledAt && <Row label="Canceled on" value={formatLongDate(canceledAt)} />}
          {periodEnd && (
            <Row
              label={canceling ? 'Access Remaining' : 'Current Period'}
              value={
                canceling
                  ? `Until ${formatLongDate(periodEnd)}`
                  : info
                    ? `${formatLongDate(info.current_period_start)} – ${formatLongDate(periodEnd)}`
                    : `Until ${formatLongDate(periodEnd)}`
              }
            />
          )}
        </dl>
        {!canceling && periodEnd && (
          <p className="mt-3 text-sm text-ink-muted">
            Your subscription renews automatically on {formatLongDate(periodEnd)}.
          </p>
        )}
      </Card>

      <div className="grid gap-4 sm:grid-cols-3">
        <UsageCard
          label="Messages This Month"
          value={user.messageCount}
          hint={user.messageLimit === null ? 'Unlimited' : `of ${user.messageLimit}`}
        />
        <UsageCard label="Total Messages" value={user.messageCount} />
        <UsageCard
          label="Account Status"
          value={PLAN_LABELS[user.subscriptionStatus]}
          hint={canceling ? 'Canceling' : 'Active'}
        />
      </div>

      {canceling && (
        <Card className="border-premium/50 bg-premium/5" data-testid="scheduled-to-cancel">
          <h2 className="text-lg font-semibold text-premium">Subscription Scheduled to Cancel</h2>
          {notice && <p className="mt-1 text-sm text-ink">{notice}</p>}
          <dl className="mt-2">
            {periodEnd && <Row label="Access until" value={formatLongDate(periodEnd)} />}
            {canceledAt && <Row label="Canceled on" value={formatLongDate(canceledAt)} />}
          </dl>
          <p className="mt-3 text-sm text-ink-muted">Changed your mind? You can choose a plan again at any time.</p>
          <ButtonLink to={ROUTES.subscription} className="mt-3">
            View Subscription Options
          </ButtonLink>
        </Card>
      )}

      {canCancel && (
        <Card>
          <h2 className="text-lg font-semibold text-ink">Cancel Subscription</h2>
          <p className="mt-1 text-sm text-ink-muted">
            You keep your plan until the end of the current billing period
            {periodEnd ? ` (${formatLongDate(periodEnd)})` : ''}. After that you lose:
          </p>
          <ul className="mt-3 space-y-1.5 text-sm text-ink">
            {lostOnCancel(plan ?? 'plus').map((item) => (
              <li key={item} className="flex items-start gap-2">
                <CloseIcon className="mt-0.5 size-4 shrink-0 text-danger" /> {item}
              </li>
            ))}
          </ul>
          <Button variant="danger" className="mt-4" busy={cancelling} onClick={() => setConfirming(true)}>
            {cancelling ? 'Canceling...' : 'Cancel Subscription'}
          </Button>
        </Card>
      )}

      <Card>
        <h2 className="text-lg font-semibold text-ink">Need Help?</h2>
        <p className="mt-1 text-sm text-ink-muted">
          Questions about billing or your plan? We answer within 1-2 business days.
        </p>
        <div className="mt-3 flex flex-wrap gap-2">
          <a href={`mailto:${SUPPORT_EMAIL}`} className={buttonClasses('secondary')}>
            <MailIcon className="size-4" /> Contact Support
          </a>
          <ButtonLink to={ROUTES.faq} variant="ghost">
            View FAQs
          </ButtonLink>
        </div>
      </Card>

      <Modal
        open={confirming}
        onClose={() => setConfirming(false)}
        title="Cancel your subscription?"
        width="md"
        actions={
          <>
            <Button variant="secondary" onClick={() => setConfirming(false)}>
              <CheckIcon className="size-4" /> Keep Subscription
            </Button>
            <Button
              variant="danger"
              onClick={() => {
                setConfirming(false);
                actor.send({ type: 'subscription.cancel' });
              }}
            >
              Yes, cancel
            </Button>
          </>
        }
      >
        <p className="mt-2 text-sm text-ink-muted">
          You keep {plan ? PLAN_LABELS[plan] : 'your plan'} until
          {periodEnd ? ` ${formatLongDate(periodEnd)}` : ' the end of the billing period'}. Nothing more is charged.
        </p>
      </Modal>
    </PageContainer>
  );
}
