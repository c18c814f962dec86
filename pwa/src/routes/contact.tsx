import type { ReactNode } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { ContactForm } from '../features/contact/contact-form';
import { SUPPORT_EMAIL_DISPLAY, SUPPORT_TERMS } from '../features/contact/contact-info';
import { ROUTES } from '../paths';
import { Card, PageContainer } from '../ui/card';
import { ArrowLeftIcon, HistoryIcon, MailIcon, SparklesIcon } from '../ui/icons';

function InfoItem({ icon, title, children }: { icon: ReactNode; title: string; children: ReactNode }) {
  return (
    <div className="flex gap-3">
      <span className="grid size-10 shrink-0 place-items-center rounded-xl bg-accent/10 text-accent" aria-hidden="true">
        {icon}
      </span>
      <div className="min-w-0">
        <h2 className="font-semibold text-ink">{title}</h2>
        <div className="mt-0.5 text-sm text-ink-muted">{children}</div>
      </div>
    </div>
  );
}

export default function ContactPage() {
  const navigate = useNavigate();
  const location = useLocation();
  // 'default' is the key of the first entry the router saw: there is no in-app page to go back to.
  const back = () => (location.key === 'default' ? navigate(ROUTES.home) : navigate(-1));

  return (
    <PageContainer>
      <button
        type="button"
        onClick={back}
        className="mb-4 inline-flex min-h-11 items-center gap-2 rounded-lg px-2 text-sm text-ink-muted hover:text-ink"
      >
        <ArrowLeftIcon className="size-4" /> Back
      </button>
      <h1 className="text-3xl font-bold tracking-tight text-ink">Contact Us</h1>
      <p className="mt-1 mb-6 text-ink-muted">
        Questions, feedback or a billing issue: a person on our team will read it.
      </p>

      <div className="grid gap-6 md:grid-cols-[minmax(0,1fr)_minmax(0,2fr)]">
        <Card className="h-fit space-y-6">
          <InfoItem icon={<MailIcon />} title="Email">
            <a
              href={`mailto:${SUPPORT_EMAIL_DISPLAY}`}
              className="font-medium break-all text-accent underline-offset-2 hover:underline"
            >
              {SUPPORT_EMAIL_DISPLAY}
            </a>
          </InfoItem>
          <InfoItem icon={<SparklesIcon />} title="Chat Support">
            {SUPPORT_TERMS.chat}
          </InfoItem>
          <InfoItem icon={<HistoryIcon />} title="Response Times">
            {SUPPORT_TERMS.responseTimes}
          </InfoItem>
        </Card>
        <Card className="sm:p-6">
          <ContactForm />
        </Card>
      </div>
    </PageContainer>
  );
}
