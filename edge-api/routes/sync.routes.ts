import { Hono } from 'hono';
import { z } from 'zod';
import { FingerprintSchema, RandomIdSchema } from '../../shared/contract';
import type { AppEnv } from '../context';
import { requireUser } from '../middleware/auth';
import { FINGERPRINT_HEADER } from './messages.routes';
import { validate } from '../validate';

export const ClaimSessionsSchema = z.strictObject({
  fingerprint: FingerprintSchema,
  sessionIds: z.array(RandomIdSchema).max(500),
});

export const syncRoutes = new Hono<AppEnv>()
  .get('/sync', validate('query', z.object({ since: z.string().max(500).optional() })), async (c) => {
    const user = requireUser(c);
    return c.json(await c.var.services.sync.pull(user, c.req.valid('query').since));
  })
  .delete('/chat-sessions/:sessionId', validate('param', z.object({ sessionId: RandomIdSchema })), async (c) => {
    const fingerprint = c.req.header(FINGERPRINT_HEADER) ?? null;
    await c.var.services.sync.deleteSession(c.req.valid('param').sessionId, { user: c.var.user, fingerprint });
    return c.json({ success: true as const });
  })
  .post('/chat-sessions/claim', validate('json', ClaimSessionsSchema), async (c) => {
    const user = requireUser(c);
    const { fingerprint, sessionIds } = c.req.valid('json');
    return c.json(await c.var.services.sync.claim(user, fingerprint, sessionIds));
  });
