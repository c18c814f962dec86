import { Hono } from 'hono';
import { FeedbackParamsSchema, PutFeedbackSchema } from '../../shared/contract/feedback';
import { feedbackSummaryOn } from '../config';
import type { AppEnv } from '../context';
import { AppError } from '../errors';
import { requireUser } from '../middleware/auth';
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
    // Off, the route answers as one that does not exist: a deployment does not advertise it.
    if (!feedbackSummaryOn(c.var.deps.config)) throw new AppError('not_found', 'Not found');
    requireUser(c);
    return c.json(await c.var.services.feedback.summary());
  });
