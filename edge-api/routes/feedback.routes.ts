import { Hono } from 'hono';
import { FeedbackParamsSchema, PutFeedbackSchema } from '../../shared/contract/feedback';
import type { AppEnv } from '../context';
import { constantTimeEqual } from '../crypto';
import { AppError } from '../errors';
import { requireUser } from '../middleware/auth';
import { FEEDBACK_COPY } from '../services/feedback.service';
import { validate } from '../validate';

export const feedbackRoutes = new Hono<AppEnv>()
  .put(
    '/messages/:messageId/feedback',
    validate('param', FeedbackParamsSchema),
    validate('json', PutFeedbackSchema),
    async (c) => {
      const user = requireUser(c);
      return c.json(await c.var.services.feedback.put(user, c.req.valid('param').messageId, c.req.valid('json')));
    },
  )
  .get('/feedback/summary', async (c) => {
    const operatorToken = c.var.deps.config.FEEDBACK_SUMMARY_TOKEN;
    // Without a token the route answers as one that does not exist: a deployment does not advertise it.
    if (!operatorToken) throw new AppError('not_found', 'Not found');
    // The counts span every account, so no user's session opens them, however valid: only the
    // operator's own secret does.
    const sent = /^Bearer\s+(\S+)\s*$/i.exec(c.req.header('authorization') ?? '')?.[1] ?? '';
    if (!constantTimeEqual(sent, operatorToken)) {
      c.header('WWW-Authenticate', 'Bearer');
      throw new AppError('unauthorized', FEEDBACK_COPY.operatorOnly);
    }
    return c.json(await c.var.services.feedback.summary());
  });
