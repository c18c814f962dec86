import { Hono } from 'hono';
import { ContactFormSchema } from '../../shared/contract/contact';
import type { AppEnv } from '../context';
import { contactRequests } from '../db/schema';
import { AppError } from '../errors';
import { contactNotificationMail } from '../providers/mail/templates';
import { hit } from '../services/rate-limit';
import { validate } from '../validate';

/** Contact requests per IP in one window: enough for a person, too few to flood the support inbox. */
export const CONTACT_REQUESTS_PER_WINDOW = 5;
export const CONTACT_WINDOW_MS = 10 * 60 * 1000;

export const contactRoutes = new Hono<AppEnv>().post('/contact', validate('json', ContactFormSchema), async (c) => {
  const { deps, services, user } = c.var;
  const now = deps.clock.now();
  await hit(deps.db, `contact-ip:${deps.clientIp(c)}`, CONTACT_WINDOW_MS, CONTACT_REQUESTS_PER_WINDOW, now);

  const request = c.req.valid('json');
  const [row] = await deps.db
    .insert(contactRequests)
    .values({ ...request, userId: user?.id ?? null, createdAt: now })
    .returning({ id: contactRequests.id });
  if (!row) throw new AppError('internal', 'The contact request was not stored.');

  // The request is safe in the database; the notification is queued and sent after the response,
  // and the outbox retries it if the mail provider is down.
  const mailId = await services.outbox.enqueue(contactNotificationMail(deps.config.SUPPORT_EMAIL, request));
  deps.defer(services.outbox.deliver(mailId));

  return c.json({ success: true as const, id: row.id }, 201);
});
