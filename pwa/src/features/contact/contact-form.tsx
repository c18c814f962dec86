import { useState, type FormEvent } from 'react';
import {
  ContactFormSchema,
  ContactResponseSchema,
  type ContactForm as ContactRequest,
} from '../../../../shared/contract/contact';
import { fieldErrors } from '../../../../shared/validation';
import { api, errorText } from '../../api';
import { displayName, useSession } from '../../session';
import { Button } from '../../ui/button';
import { TextAreaField, TextField } from '../../ui/field';
import { CheckIcon } from '../../ui/icons';
import { toast } from '../../ui/toast';

type Field = keyof ContactRequest;
/** SPEC §4: editing → sending → sent; 'Send Another Message' returns to editing. */
type Status = 'editing' | 'sending' | 'sent';
/** What the person typed; null means "untouched", so the field shows the signed-in prefill. */
type Draft = Record<Field, string | null>;

const EMPTY_DRAFT: Draft = { name: null, email: null, subject: null, message: null };
export const CONTACT_COPY = {
  sentTitle: 'Message Sent Successfully!',
  sentToast: 'Message sent!',
  failedToastTitle: 'Error',
  failedFallback: 'Failed to submit contact request',
} as const;

export function submitContactRequest(request: ContactRequest, token: string | null) {
  return api('POST', '/api/contact', ContactResponseSchema, { body: request, token });
}

export function ContactForm() {
  const session = useSession();
  const [status, setStatus] = useState<Status>('editing');
  const [draft, setDraft] = useState<Draft>(EMPTY_DRAFT);
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [restarted, setRestarted] = useState(false);

  // Derived, not synced: a user who arrives after the first render (session still loading) still
  // prefills every field the person has not typed in.
  const prefill: Record<Field, string> = {
    name: session.user ? displayName(session.user) : '',
    email: session.user?.email ?? '',
    subject: '',
    message: '',
  };
  const values: Record<Field, string> = {
    name: draft.name ?? prefill.name,
    email: draft.email ?? prefill.email,
    subject: draft.subject ?? prefill.subject,
    message: draft.message ?? prefill.message,
  };

  function change(field: Field, value: string) {
    setDraft((current) => ({ ...current, [field]: value }));
    if (errors[field]) setErrors((current) => ({ ...current, [field]: undefined }));
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (status === 'sending') return;
    const parsed = ContactFormSchema.safeParse(values);
    if (!parsed.success) {
      setErrors(fieldErrors(parsed.error));
      return;
    }
    setErrors({});
    setStatus('sending');
    try {
      await submitContactRequest(parsed.data, session.token);
      setStatus('sent');
      setDraft(EMPTY_DRAFT);
      toast({
        title: CONTACT_COPY.sentToast,
        description: "Thanks for reaching out. We'll reply by e-mail.",
        variant: 'success',
      });
    } catch (error) {
      // The draft is untouched, so nothing the person wrote is lost.
      setStatus('editing');
      toast({
        title: CONTACT_COPY.failedToastTitle,
        description: errorText(error, CONTACT_COPY.failedFallback),
        variant: 'destructive',
      });
    }
  }

  if (status === 'sent') {
    return (
      <div className="flex flex-col items-center py-8 text-center" data-testid="contact-sent">
        <span className="grid size-14 place-items-center rounded-full bg-success/15 text-success" aria-hidden="true">
          <CheckIcon className="size-7" />
        </span>
        <h2
          // Moves focus here so screen readers announce the outcome and keyboard users keep their place.
          ref={(heading) => heading?.focus()}
          tabIndex={-1}
          className="mt-4 text-2xl font-bold text-ink focus:outline-none"
        >
          {CONTACT_COPY.sentTitle}
        </h2>
        <p className="mt-2 max-w-sm text-ink-muted">
          Your message is with our support team. You'll get an answer at the e-mail address you gave us.
        </p>
        <Button
          variant="secondary"
          className="mt-6"
          onClick={() => {
            setRestarted(true);
            setStatus('editing');
          }}
        >
          Send Another Message
        </Button>
      </div>
    );
  }

  const sending = status === 'sending';
  return (
    <form onSubmit={submit} noValidate aria-label="Contact form" className="space-y-5">
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField
          label="Name"
          name="name"
          autoComplete="name"
          value={values.name}
          onChange={(event) => change('name', event.target.value)}
          error={errors.name}
          readOnly={sending}
          autoFocus={restarted}
          required
        />
        <TextField
          label="Email"
          name="email"
          type="email"
          autoComplete="email"
          inputMode="email"
          value={values.email}
          onChange={(event) => change('email', event.target.value)}
          error={errors.email}
          readOnly={sending}
          placeholder="you@example.com"
          required
        />
      </div>
      <TextField
        label="Subject"
        name="subject"
        value={values.subject}
        onChange={(event) => change('subject', event.target.value)}
        error={errors.subject}
        readOnly={sending}
        placeholder="What can we help with?"
        required
      />
      <TextAreaField
        label="Message"
        name="message"
        rows={6}
        value={values.message}
        onChange={(event) => change('message', event.target.value)}
        error={errors.message}
        readOnly={sending}
        placeholder="Tell us what happened, or what you'd like to see."
        required
      />
      <Button type="submit" size="lg" busy={sending} className="w-full sm:w-auto">
        {sending ? 'Sending...' : 'Send Message'}
      </Button>
    </form>
  );
}
