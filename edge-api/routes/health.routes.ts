import { sql } from 'drizzle-orm';
import { Hono } from 'hono';
import type { Health } from '../../shared/contract/health';
import type { AppEnv } from '../context';
import { AppError } from '../errors';
import { APP_VERSION } from '../version';

export const healthRoutes = new Hono<AppEnv>().get('/health', async (c) => {
  const { db, dbDriver } = c.var.deps;
  const started = performance.now();
  try {
    await db.execute(sql`select 1`);
  } catch {
    throw new AppError('unavailable', 'The database is not reachable right now.');
  }
  const body: Health = {
    status: 'ok',
    version: APP_VERSION,
    database: { driver: dbDriver, latencyMs: Math.round((performance.now() - started) * 100) / 100 },
  };
  return c.json(body);
});
