import { Hono } from 'hono';
import { QuizAnswerSchema } from '../../shared/contract/quiz';
import type { AppEnv } from '../context';
import { requireUser } from '../middleware/auth';
import { validate } from '../validate';

export const quizRoutes = new Hono<AppEnv>()
  .post('/leaderboard/answer', validate('json', QuizAnswerSchema), async (c) => {
    const user = requireUser(c);
    return c.json(await c.var.services.quiz.answer(user, c.req.valid('json')));
  })
  .get('/leaderboard/progress', async (c) => {
    const user = requireUser(c);
    return c.json(await c.var.services.quiz.progress(user));
  })
  .get('/leaderboard', async (c) => c.json(await c.var.services.quiz.leaderboard(c.var.user)));
