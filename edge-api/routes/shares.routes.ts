import { Hono } from 'hono';
import { CreateShareSchema, ShareParamsSchema } from '../../shared/contract/shares';
import type { AppEnv } from '../context';
import { requireUser } from '../middleware/auth';
import { validate } from '../validate';

export const sharesRoutes = new Hono<AppEnv>()
  .post('/shares', validate('json', CreateShareSchema), async (c) => {
    const user = requireUser(c);
    const { link, created } = await c.var.services.shares.create(user, c.req.valid('json'));
    return c.json(link, created ? 201 : 200);
  })
  .get('/shares', async (c) => {
    const user = requireUser(c);
    return c.json({ shares: await c.var.services.shares.list(user) });
  })
  .delete('/shares/:id', validate('param', ShareParamsSchema), async (c) => {
    const user = requireUser(c);
    await c.var.services.shares.revoke(user, c.req.valid('param').id);
    return c.json({ success: true as const });
  })
  // Public: the link is the key. Whoever asks, signed in or not, gets the same answer.
  .get('/shares/:id', validate('param', ShareParamsSchema), async (c) => {
    return c.json(await c.var.services.shares.read(c.req.valid('param').id, c.var.deps.clientIp(c)));
  });
