import { useActorRef, useSelector } from '@xstate/react';
import { useEffect, useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { PLAN_LABELS, PLANS, PLAYBOOK_LIMITS, type PaidPlan, type Plan } from '../../../shared/constants';
import { browserStore } from '../browser-store';
import { createBillingApi } from '../features/billing/billing.api';
import { ActivationBox, ErrorBox } from '../features/billing/billing-notices';
import { createCheckoutMachine } from '../features/billing/checkout.machine';
import { createPaymentReturnMachine, readPaymentReturn } from '../features/billing/payment-return.machine';
import { PlanCard } from '../features/billing/plan-card';
import { PLAN_CARDS } from '../features/billing/plans';
import { SubscriptionFaq } from '../features/billing/subscription-faq';
import { useSession } from '../session';
import { ROUTES } from '../shell/nav-links';
import { Button, ButtonLink, Spinner } from '../ui/button';
import { PageContainer } from '../ui/card';
import { formatLongDate } from '../ui/format';
import { ArrowLeftIcon } from '../ui/icons';
import { toast } from '../ui/toast';

/** Both machines of the page, built once per visit from the session it started with. */
function usePageMachines() {
  const session = useSession();
  const navigate = useNavigate();
  const [built] = useState(() => {
    const user = session.user!;
    const billing = createBillingApi({ token: session.token, user });
    return {
      input: {
        params: readPaymentReturn(new URLSearchParams(window.location.search)),
        currentPlan: user.subscriptionStatus,
      },
      paymentReturn: createPaymentReturnMachine({
        activate: billing.activate,
        fetchUser: billing.fetchUser,
        setUser: session.setUser,
        onPremiumActivated: browserStore.markPremiumActivated,
        notify: toast,
        goHome: () => navigate(ROUTES.home),
        clearQuery: () => navigate(ROUTES.subscription, { replace: true }),
      }),
      checkout: createCheckoutMachine({
        createCheckout: billing.createCheckout,
        leave: (url) => window.location.assign(url),
        notify: toast,
      }),
    };
  });
  const returnActor = useActorRef(built.paymentReturn, { input: built.input });
  const checkoutActor = useActorRef(built.checkout);
  return { returnActor, checkoutActor };
}

export default function SubscriptionPage() {
  const session = useSession();
  const user = session.user!;
  const { returnActor, checkoutActor } = usePageMachines();

  const confirming = useSelector(returnActor, (s) => s.matches('activating'));
  const askingToActivate = useSelector(
    returnActor,
    (s) => s.matches('needsActivation') || s.matches('activatingManually'),
  );
  const activatingPlan = useSelector(returnActor, (s) =>
    s.matches('activatingManually') ? s.context.attemptPlan : null,
  );
  const activationError = useSelector(returnActor, (s) => s.context.error);
  const checkoutPlan = useSelector(checkoutActor, (s) =>
    s.matches('creating') || s.matches('leaving') ? s.context.plan : null,
  );
  const checkoutError = useSelector(checkoutActor, (s) => s.context.error);

  useEffect(() => {
    // Back from the checkout page through the back/forward cache: the buttons must work again.
    const onShow = (event: PageTransitionEvent) => {
      if (event.persisted) checkoutActor.send({ type: 'checkout.reset' });
    };
    window.addEventListener('pageshow', onShow);
    return () => window.removeEventListener('pageshow', onShow);
  }, [checkoutActor]);

  const current = user.subscriptionStatus;
  const canceling = Boolean(user.subscriptionDetails?.cancel_at_period_end);
  const badgeFor = (plan: Plan) => {
    if (plan !== current) return null;
    return plan !== 'free' && user.subscriptionExpiry
      ? `Active until ${formatLongDate(user.subscriptionExpiry)}`
      : 'Current Plan';
  };
  const upgrade = (plan: PaidPlan) => checkoutActor.send({ type: 'checkout.start', plan });

  function actionsFor(plan: Plan) {
    if (plan === 'free') {
      return current === 'free' ? (
        <ButtonLink to={ROUTES.home} variant="secondary">
          Continue with Free
        </ButtonLink>
      ) : (
        <p className="text-center text-sm text-ink-muted">Your account returns to Free if your plan ends.</p>
      );
    }
    if (plan === current) {
      return (
        <>
          <ButtonLink to={ROUTES.subscriptionRedirect} variant="secondary">
            Manage Subscription
          </ButtonLink>
          {canceling && (
            <Button onClick={() => upgrade(plan)} busy={checkoutPlan === plan} disabled={checkoutPlan !== null}>
              {checkoutPlan === plan ? 'Processing...' : 'Resubscribe'}
            </Button>
          )}
        </>
      );
    }
    if (plan === 'plus' && current === 'premium') {
      return <p className="text-center text-sm text-ink-muted">Included in your Premium plan.</p>;
    }
    return (
      <Button
        variant={plan === 'premium' ? 'premium' : 'primary'}
        onClick={() => upgrade(plan)}
        busy={checkoutPlan === plan}
        disabled={checkoutPlan !== null}
      >
        {checkoutPlan === plan ? 'Processing...' : `Upgrade to ${PLAN_LABELS[plan]}`}
      </Button>
    );
  }

  const error = checkoutError ?? activationError;

  return (
    <PageContainer className="space-y-6">
      <Link
        to={ROUTES.home}
        className="inline-flex min-h-11 items-center gap-2 rounded-lg px-2 text-sm text-ink-muted hover:text-ink"
      >
        <ArrowLeftIcon className="size-4" /> Back to Home
      </Link>
      <div>
        <h1 className="text-3xl font-bold tracking-tight text-ink">Subscription Plans</h1>
        <p className="mt-1 text-ink-muted">Pick the plan that fits how you coach. Upgrade or cancel at any time.</p>
      </div>

      {current === 'premium' && user.subscriptionExpiry && (
        <div className="rounded-2xl border border-premium/50 bg-premium/10 p-4" data-testid="premium-banner">
          <p className="font-semibold text-premium">
            {canceling ? 'Premium access until ' : 'Premium active until '}
            {formatLongDate(user.subscriptionExpiry)}
          </p>
          <p className="mt-1 text-sm text-ink">
            {canceling
              ? 'After that date your account reverts to the Free plan.'
              : 'It renews automatically. If you cancel, your account reverts to the Free plan at the end of the period.'}
          </p>
        </div>
      )}

      {confirming && (
        <div
          role="status"
          className="flex items-center gap-3 rounded-2xl border border-line/70 bg-surface-1 p-4 text-ink"
        >
          <Spinner className="size-5 text-accent" /> Confirming your payment...
        </div>
      )}

      {askingToActivate && (
        <ActivationBox
          busyPlan={activatingPlan}
          onActivate={(plan) => returnActor.send({ type: 'activation.manual', plan })}
        />
      )}

      {error && <ErrorBox message={error} />}

      <div className="grid gap-4 md:grid-cols-3">
        {PLAN_CARDS.map((content) => (
          <PlanCard key={content.plan} content={content} currentBadge={badgeFor(content.plan)}>
            {actionsFor(content.plan)}
          </PlanCard>
        ))}
      </div>

      <section aria-labelledby="playbook-limits" className="rounded-2xl border border-line bg-surface-1 p-4">
        <h2 id="playbook-limits" className="text-lg font-semibold text-ink">
          Playbook
        </h2>
        <p className="mt-1 text-sm text-ink-muted">
          Saved items and live share links per plan. Over a limit nothing already saved is touched.
        </p>
        <table className="mt-3 w-full text-left text-sm text-ink" data-testid="playbook-limits">
          <thead>
            <tr className="text-ink-muted">
              <th className="py-1 font-medium">Plan</th>
              <th className="py-1 font-medium">Saved items</th>
              <th className="py-1 font-medium">Live share links</th>
            </tr>
          </thead>
          <tbody>
            {PLANS.map((plan) => (
              <tr key={plan} className="border-t border-line/60">
                <td className="py-1.5 font-semibold">{PLAN_LABELS[plan]}</td>
                <td className="py-1.5">{PLAYBOOK_LIMITS[plan].items ?? 'Unlimited'}</td>
                <td className="py-1.5">{PLAYBOOK_LIMITS[plan].shares ?? 'Unlimited'}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </section>

      <SubscriptionFaq />
    </PageContainer>
  );
}
