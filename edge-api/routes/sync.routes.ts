import { Hono } from 'hono';
import { FINGERPRINT_HEADER } from '../../shared/contract/headers';
import {
  ChatSessionParamsSchema,
  ClaimSessionsSchema,
  SyncQuerySchema,
  UpdateChatSessionSchema,
} from '../../shared/contract/sync';
import type { AppEnv } from '../context';
import { requireUser } from '../middleware/auth';
import { validate } from '../validate';

export const syncRoutes = new Hono<AppEnv>()
  .get('/sync', validate('query', SyncQuerySchema), async (c) => {
    const user = requireUser(c);
    return c.json(await c.var.services.sync.pull(user, c.req.valid('query').since));
  })
  .patch(
    '/chat-sessions/:sessionId',
    validate('param', ChatSessionParamsSchema),
    validate('json', UpdateChatSessionSchema),
    async (c) => {
      const fingerprint = c.req.header(FINGERPRINT_HEADER) ?? null;
      return c.json(
        await c.var.services.sync.updateSession(
          c.req.valid('param').sessionId,
          { user: c.var.user, fingerprint },
          c.req.valid('json'),
        ),
      );
    },
  )
  .delete('/chat-sessions/:sessionId', validate('param', ChatSessionParamsSchema), async (c) => {
    const fingerprint = c.req.header(FINGERPRINT_HEADER) ?? null;
    await c.var.services.sync.deleteSession(c.req.valid('param').sessionId, { user: c.var.user, fingerprint });
    return c.json({ success: true as const });
  })
  .post('/chat-sessions/claim', validate('json', ClaimSessionsSchema), async (c) => {
    const user = requireUser(c);
    const { fingerprint, sessionIds } = c.req.valid('json');
    return c.json(await c.var.services.sync.claim(user, fingerprint, sessionIds));
  });
