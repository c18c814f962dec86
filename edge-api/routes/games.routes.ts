import { Hono } from 'hono';
import { CreateGameSchema, GameParamsSchema, UpdateGameSchema, type GameList } from '../../shared/contract/games';
import type { AppEnv } from '../context';
import { requireUser } from '../middleware/auth';
import { validate } from '../validate';

export const gamesRoutes = new Hono<AppEnv>()
  .get('/games', async (c) => {
    const user = requireUser(c);
    const list: GameList = { games: await c.var.services.games.list(user) };
    return c.json(list);
  })
  .post('/games', validate('json', CreateGameSchema), async (c) => {
    const user = requireUser(c);
    const { game, created } = await c.var.services.games.create(user, c.req.valid('json'));
    return c.json(game, created ? 201 : 200);
  })
  .patch('/games/:id', validate('param', GameParamsSchema), validate('json', UpdateGameSchema), async (c) => {
    const user = requireUser(c);
    return c.json(await c.var.services.games.update(user, c.req.valid('param').id, c.req.valid('json')));
  })
  .delete('/games/:id', validate('param', GameParamsSchema), async (c) => {
    const user = requireUser(c);
    await c.var.services.games.remove(user, c.req.valid('param').id);
    return c.json({ success: true as const });
  });
