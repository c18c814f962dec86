import { useId, useState } from 'react';
import { Link } from 'react-router-dom';
import { FAQ_ITEMS, type FaqItem } from '../content/faq-items';
import { ROUTES } from '../paths';
import { ButtonLink } from '../ui/button';
import { Card, PageContainer } from '../ui/card';
import { ChevronDownIcon, MailIcon } from '../ui/icons';

function AccordionItem({ item, open, onToggle }: { item: FaqItem; open: boolean; onToggle(): void }) {
  const id = useId();
  const buttonId = `${id}-button`;
  const panelId = `${id}-panel`;
  return (
    <div className="border-b border-line/60 last:border-b-0">
      <h2>
        <button
          type="button"
          id={buttonId}
          aria-expanded={open}
          aria-controls={panelId}
          onClick={onToggle}
          className="flex min-h-14 w-full items-center justify-between gap-4 rounded-xl px-4 py-3 text-left text-base font-semibold text-ink transition-colors duration-150 hover:bg-surface-2/60 sm:px-5"
        >
          {item.question}
          <ChevronDownIcon
            className={`size-5 shrink-0 text-ink-muted transition-transform duration-200 ${open ? 'rotate-180 text-accent' : ''}`}
          />
        </button>
      </h2>
      <div
        id={panelId}
        role="region"
        aria-labelledby={buttonId}
        hidden={!open}
        className="space-y-3 px-4 pb-5 leading-relaxed text-ink-muted sm:px-5"
      >
        {item.answer.map((paragraph) => (
          <p key={paragraph}>{paragraph}</p>
        ))}
        {item.link && (
          <p>
            <Link to={item.link.to} className="font-semibold text-accent underline-offset-2 hover:underline">
              {item.link.label}
            </Link>
          </p>
        )}
      </div>
    </div>
  );
}

export default function FaqPage() {
  // One answer open at a time; toggling the open one collapses it (SPEC §2 FAQ).
  const [openId, setOpenId] = useState<string | null>(null);

  return (
    <PageContainer className="max-w-3xl">
      <h1 className="text-3xl font-bold tracking-tight text-ink">Frequently Asked Questions</h1>
      <p className="mt-1 mb-6 text-ink-muted">Plans, limits, billing and the odd technical hiccup, answered.</p>

      <div className="rounded-2xl border border-line/70 bg-surface-1 p-1.5 shadow-lg shadow-black/20 sm:p-2">
        {FAQ_ITEMS.map((item) => (
          <AccordionItem
            key={item.id}
            item={item}
            open={openId === item.id}
            onToggle={() => setOpenId((current) => (current === item.id ? null : item.id))}
          />
        ))}
      </div>

      <Card className="mt-8 flex flex-col items-start gap-4 sm:flex-row sm:items-center sm:justify-between">
        <div>
          <h2 className="text-lg font-semibold text-ink">Still have questions?</h2>
          <p className="mt-1 text-sm text-ink-muted">Our team answers within 1-2 business days.</p>
        </div>
        <ButtonLink to={ROUTES.contact} className="shrink-0">
          <MailIcon className="size-4" /> Contact Support
        </ButtonLink>
      </Card>
    </PageContainer>
  );
}
