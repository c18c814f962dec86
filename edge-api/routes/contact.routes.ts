import { Hono } from 'hono';
import { ContactFormSchema } from '../../shared/contract/contact';
import type { AppEnv } from '../context';
import { validate } from '../validate';

export const contactRoutes = new Hono<AppEnv>().post('/contact', validate('json', ContactFormSchema), async (c) => {
  const sender = { userId: c.var.user?.id ?? null, ip: c.var.deps.clientIp(c) };
  const id = await c.var.services.contact.submit(c.req.valid('json'), sender);
  return c.json({ success: true as const, id }, 201);
});
