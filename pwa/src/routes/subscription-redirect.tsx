import { useActorRef, useSelector } from '@xstate/react';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { createBillingApi } from '../features/billing/billing.api';
import { createSubscriptionRedirectMachine } from '../features/billing/subscription-redirect.machine';
import { useSession } from '../session';
import { Card, FullPageSpinner, PageContainer } from '../ui/card';
import { toast } from '../ui/toast';

/** SPEC §2: asks the server where "Manage Subscription" goes — the provider's portal or the manage page. */
export default function SubscriptionRedirectPage() {
  const session = useSession();
  const navigate = useNavigate();
  const [machine] = useState(() =>
    createSubscriptionRedirectMachine({
      manageTarget: createBillingApi({ token: session.token, user: session.user! }).manageTarget,
      leave: (url) => window.location.assign(url),
      // This page is only a step: replace it, so Back does not land here again.
      goTo: (path) => navigate(path, { replace: true }),
      notify: toast,
    }),
  );
  const actor = useActorRef(machine);
  const error = useSelector(actor, (s) => (s.matches('failed') ? s.context.error : null));

  if (error) {
    return (
      <PageContainer className="max-w-xl">
        <Card role="alert" className="border-danger/60 text-center">
          <h1 className="text-2xl font-bold text-ink">Subscription Error</h1>
          <p className="mt-2 text-ink-muted">{error}</p>
          <p className="mt-4 text-sm text-ink-muted">Taking you back to the subscription plans...</p>
        </Card>
      </PageContainer>
    );
  }
  return (
    <PageContainer className="max-w-xl">
      <h1 className="sr-only">Manage Subscription</h1>
      <FullPageSpinner label="Preparing Subscription Management" />
    </PageContainer>
  );
}
