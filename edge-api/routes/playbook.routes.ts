import { Hono } from 'hono';
import {
  CreatePlaybookItemSchema,
  PlaybookItemParamsSchema,
  UpdatePlaybookItemSchema,
  type PlaybookList,
} from '../../shared/contract/playbook';
import type { AppEnv } from '../context';
import { requireUser } from '../middleware/auth';
import { validate } from '../validate';

export const playbookRoutes = new Hono<AppEnv>()
  .get('/playbook', async (c) => {
    const user = requireUser(c);
    const list: PlaybookList = { items: await c.var.services.playbook.list(user) };
    return c.json(list);
  })
  .post('/playbook', validate('json', CreatePlaybookItemSchema), async (c) => {
    const user = requireUser(c);
    const { item, created } = await c.var.services.playbook.create(user, c.req.valid('json'));
    return c.json(item, created ? 201 : 200);
  })
  .patch(
    '/playbook/:id',
    validate('param', PlaybookItemParamsSchema),
    validate('json', UpdatePlaybookItemSchema),
    async (c) => {
      const user = requireUser(c);
      return c.json(await c.var.services.playbook.update(user, c.req.valid('param').id, c.req.valid('json')));
    },
  )
  .delete('/playbook/:id', validate('param', PlaybookItemParamsSchema), async (c) => {
    const user = requireUser(c);
    await c.var.services.playbook.remove(user, c.req.valid('param').id);
    return c.json({ success: true as const });
  });
