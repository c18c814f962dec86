// The app as edge-api/node.ts wires it, serving the PWA from BENCH_DIST_DIR (a temp build) instead
// of the repository's dist/, so browser benches never depend on a build someone else is replacing.
// Without BENCH_DIST_DIR it serves the API only.
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { getConnInfo } from '@hono/node-server/conninfo';
import { serve } from '@hono/node-server';
import { serveStatic } from '@hono/node-server/serve-static';
import type { MiddlewareHandler } from 'hono';
import { createApp } from '../../edge-api/app';
import { systemClock } from '../../edge-api/clock';
import { loadConfig } from '../../edge-api/config';
import { randomToken } from '../../edge-api/crypto';
import { createDb } from '../../edge-api/db/client';
import { migrateDb } from '../../edge-api/db/migrate';
import { consoleLogger } from '../../edge-api/logger';
import { createCoachProvider } from '../../edge-api/providers/coach/create-coach-provider';
import { createMailProvider } from '../../edge-api/providers/mail/create-mail-provider';

const distDir = process.env.BENCH_DIST_DIR;

function staticAssets(dir: string): MiddlewareHandler {
  // serveStatic resolves `root` against the working directory.
  const root = relative(process.cwd(), dir) || '.';
  const files = serveStatic({
    root,
    onFound: (path, c) => {
      c.header('Cache-Control', path.includes('/assets/') ? 'public, max-age=31536000, immutable' : 'no-cache');
    },
  });
  const spaFallback = serveStatic({
    root,
    path: 'index.html',
    onFound: (_p, c) => c.header('Cache-Control', 'no-cache'),
  });
  return async (c, next) => {
    const response = await files(c, async () => {});
    if (response) return response;
    if (/\.[a-z0-9]+$/i.test(c.req.path)) return c.text('Not found', 404);
    return spaFallback(c, next);
  };
}

const config = loadConfig(process.env);
mkdirSync(config.DATA_DIR, { recursive: true });
const secretFile = join(config.DATA_DIR, 'auth-secret');
if (!existsSync(secretFile)) writeFileSync(secretFile, randomToken(48), { mode: 0o600 });
const database = await createDb(config);
await migrateDb(database);
const deps = {
  config,
  db: database.db,
  dbDriver: database.driver,
  clock: systemClock,
  logger: consoleLogger,
  mail: createMailProvider(config, consoleLogger),
  coach: createCoachProvider(config),
  authSecret: config.AUTH_SECRET ?? readFileSync(secretFile, 'utf8').trim(),
  defer: (work: Promise<unknown>) => {
    work.catch((error: unknown) => consoleLogger.error('deferred.error', { error: String(error) }));
  },
  clientIp: (c: Parameters<typeof getConnInfo>[0]) => getConnInfo(c).remote.address ?? 'unknown',
};
const app = createApp(deps, distDir ? { assets: staticAssets(distDir) } : {});
const server = serve({ fetch: app.fetch, port: config.PORT, hostname: config.HOST }, (info) => {
  consoleLogger.info('server.listening', { url: `http://localhost:${info.port}`, database: database.driver });
});
const shutdown = () => server.close(() => void database.close().finally(() => process.exit(0)));
process.on('SIGINT', shutdown);
process.on('SIGTERM', shutdown);
