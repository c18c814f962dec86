import type { PaidPlan } from '../../../../shared/constants';
import { Button } from '../../ui/button';

/** The error box of /subscription and the manage page, titled as SPEC §2 says. */
export function ErrorBox({ message }: { message: string }) {
  return (
    <div role="alert" className="rounded-2xl border border-danger/60 bg-red-950/50 p-4 text-sm">
      <p className="font-semibold text-red-200">An error occurred</p>
      <p className="mt-1 text-red-100/90">{message}</p>
    </div>
  );
}

/** Asks which plan was bought when the automatic activation could not confirm it (SPEC §2, §4). */
export function ActivationBox(props: { busyPlan: PaidPlan | null; onActivate(plan: PaidPlan): void }) {
  const busy = props.busyPlan !== null;
  return (
    <section
      aria-labelledby="activation-title"
      className="rounded-2xl border border-premium/50 bg-premium/10 p-5"
      data-testid="activation-box"
    >
      <h2 id="activation-title" className="text-lg font-bold text-premium">
        Subscription Activation
      </h2>
      <p className="mt-1 text-sm text-ink">
        Your payment went through but your plan is not active yet. Which plan did you buy?
      </p>
      <div className="mt-4 flex flex-wrap gap-2">
        <Button onClick={() => props.onActivate('plus')} busy={props.busyPlan === 'plus'} disabled={busy}>
          Activate Plus
        </Button>
        <Button
          variant="premium"
          onClick={() => props.onActivate('premium')}
          busy={props.busyPlan === 'premium'}
          disabled={busy}
        >
          Activate Premium
        </Button>
      </div>
    </section>
  );
}
