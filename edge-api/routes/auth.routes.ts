import { Hono } from 'hono';
import {
  LoginRequestSchema,
  MailboxQuerySchema,
  ProfileUpdateSchema,
  RegisterRequestSchema,
  VerifyRequestSchema,
} from '../../shared/contract/auth';
import type { AppEnv } from '../context';
import { requireUser } from '../middleware/auth';
import { AUTH_COPY } from '../services/auth.service';
import { toUserView } from '../services/users.service';
import { validate } from '../validate';

export const authRoutes = new Hono<AppEnv>()
  .post('/auth/register', validate('json', RegisterRequestSchema), async (c) => {
    const { email, username } = c.req.valid('json');
    await c.var.services.auth.register(email, username, c.var.deps.clientIp(c));
    return c.json({ success: true as const, message: AUTH_COPY.codeSent });
  })
  .post('/auth/login', validate('json', LoginRequestSchema), async (c) => {
    const { email } = c.req.valid('json');
    await c.var.services.auth.login(email, c.var.deps.clientIp(c));
    return c.json({ success: true as const, message: AUTH_COPY.codeSent });
  })
  .post('/auth/verify', validate('json', VerifyRequestSchema), async (c) => {
    const { email, code } = c.req.valid('json');
    const { token, user } = await c.var.services.auth.verify(email, code, c.var.deps.clientIp(c));
    return c.json({ token, user: await toUserView(c.var.deps.db, user, c.var.deps.clock.now()) });
  })
  .get('/auth/me', async (c) => {
    const user = requireUser(c);
    return c.json(await toUserView(c.var.deps.db, user, c.var.deps.clock.now()));
  })
  .post('/auth/logout', async (c) => {
    if (c.var.token) await c.var.services.auth.logout(c.var.token);
    return c.json({ success: true as const });
  })
  .patch('/user/profile', validate('json', ProfileUpdateSchema), async (c) => {
    const user = requireUser(c);
    const updated = await c.var.services.auth.updateProfile(user.id, c.req.valid('json'));
    return c.json(await toUserView(c.var.deps.db, updated, c.var.deps.clock.now()));
  });

/** Mounted only while dev providers are on: reads what the dev mail provider "sent". */
export const devMailboxRoutes = new Hono<AppEnv>().get(
  '/dev/mailbox',
  validate('query', MailboxQuerySchema),
  async (c) => {
    const messages = await c.var.services.outbox.mailbox(c.req.valid('query').to);
    return c.json({ messages });
  },
);
