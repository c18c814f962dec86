import type { ReactNode } from 'react';
import { formatPrice } from '../../ui/format';
import { CheckIcon, CloseIcon } from '../../ui/icons';
import type { PlanCardContent } from './plans';

/** One plan card; the current plan is highlighted and carries its badge (SPEC §2). */
export function PlanCard(props: { content: PlanCardContent; currentBadge: string | null; children?: ReactNode }) {
  const { content, currentBadge } = props;
  const premium = content.plan === 'premium';
  const highlight = currentBadge
    ? 'border-accent shadow-accent/10 ring-1 ring-accent/60'
    : premium
      ? 'border-premium/50'
      : 'border-line/70';
  return (
    <section
      aria-labelledby={`plan-${content.plan}`}
      data-testid={`plan-${content.plan}`}
      data-current={currentBadge ? 'true' : undefined}
      className={`relative flex flex-col rounded-2xl border bg-surface-1 p-5 shadow-lg shadow-black/20 sm:p-6 ${highlight}`}
    >
      <div className="flex flex-wrap items-center gap-2">
        <h2 id={`plan-${content.plan}`} className={`text-xl font-bold ${premium ? 'text-premium' : 'text-ink'}`}>
          {content.name}
        </h2>
        {content.badge && (
          <span className="rounded-full bg-premium px-2 py-0.5 text-[11px] font-extrabold tracking-wider text-zinc-950">
            {content.badge}
          </span>
        )}
        {currentBadge && (
          <span className="rounded-full bg-accent/15 px-2 py-0.5 text-xs font-semibold text-accent">
            {currentBadge}
          </span>
        )}
      </div>
      <p className="mt-1 text-sm text-ink-muted">{content.tagline}</p>
      <p className="mt-4 text-ink">
        <span className="text-4xl font-extrabold tracking-tight">
          {content.priceCents === 0 ? '$0' : formatPrice(content.priceCents)}
        </span>
        <span className="text-ink-muted">/month</span>
      </p>
      <ul className="mt-5 flex-1 space-y-2 text-sm" aria-label={`${content.name} features`}>
        {content.included.map((feature) => (
          <li key={feature} className="flex items-start gap-2 text-ink">
            <CheckIcon className="mt-0.5 size-4 shrink-0 text-accent" />
            <span>{feature}</span>
          </li>
        ))}
        {content.excluded.map((feature) => (
          <li key={feature} className="flex items-start gap-2 text-ink-muted">
            <CloseIcon className="mt-0.5 size-4 shrink-0 text-zinc-500" />
            <span>
              <span className="sr-only">Not included: </span>
              <span className="line-through decoration-zinc-500">{feature}</span>
            </span>
          </li>
        ))}
      </ul>
      <div className="mt-6 flex flex-col gap-2">{props.children}</div>
    </section>
  );
}
