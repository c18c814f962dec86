import type { ContactForm } from '../../shared/contract/contact';
import type { Database } from '../db/database';
import { contactRequests } from '../db/schema';
import { AppError } from '../errors';
import { contactNotificationMail } from '../providers/mail/templates';
import type { MailOutbox } from './mail-outbox';
import { hit } from './rate-limit';

/** Contact requests per IP in one window: enough for a person, too few to flood the support inbox. */
export const CONTACT_REQUESTS_PER_WINDOW = 5;
export const CONTACT_WINDOW_MS = 10 * 60 * 1000;

export interface ContactServiceDeps {
  db: Database;
  outbox: MailOutbox;
  /** Where contact requests are sent. */
  supportEmail: string;
  now: () => Date;
  defer: (work: Promise<unknown>) => void;
}

export function createContactService(deps: ContactServiceDeps) {
  const { db, outbox, supportEmail, now, defer } = deps;

  return {
    /** Stores a contact request and queues the support notification; returns the request's id. */
    async submit(request: ContactForm, sender: { userId: string | null; ip: string }): Promise<string> {
      const at = now();
      await hit(db, `contact-ip:${sender.ip}`, CONTACT_WINDOW_MS, CONTACT_REQUESTS_PER_WINDOW, at);
      const [row] = await db
        .insert(contactRequests)
        .values({ ...request, userId: sender.userId, createdAt: at })
        .returning({ id: contactRequests.id });
      if (!row) throw new AppError('internal', 'The contact request was not stored.');

      // The request is safe in the database; the notification is queued and sent after the
      // response, and the outbox retries it if the mail provider is down.
      const mailId = await outbox.enqueue(contactNotificationMail(supportEmail, request));
      defer(outbox.deliver(mailId));
      return row.id;
    },
  };
}

export type ContactService = ReturnType<typeof createContactService>;
