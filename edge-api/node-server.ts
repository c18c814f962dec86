import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { getConnInfo } from '@hono/node-server/conninfo';
import { serve } from '@hono/node-server';
import { serveStatic } from '@hono/node-server/serve-static';
import type { MiddlewareHandler } from 'hono';
import { createApp } from './app';
import { systemClock } from './clock';
import type { Config } from './config';
import { randomToken } from './crypto';
import { createDb } from './db/client';
import { migrateDb } from './db/migrate';
import { consoleLogger } from './logger';
import { createCoachProvider } from './providers/coach/create-coach-provider';
import { createMailProvider } from './providers/mail/create-mail-provider';
import { mailOutboxFor } from './services/mail-outbox';

const MAIL_RETRY_INTERVAL_MS = 15_000;

/** In development the secret is generated once per data directory, so codes survive restarts. */
function resolveAuthSecret(config: Config): string {
  if (config.AUTH_SECRET) return config.AUTH_SECRET;
  mkdirSync(config.DATA_DIR, { recursive: true });
  const file = join(config.DATA_DIR, 'auth-secret');
  if (!existsSync(file)) writeFileSync(file, randomToken(48), { mode: 0o600 });
  return readFileSync(file, 'utf8').trim();
}

/** Hashed assets are immutable; everything else (index.html, sw.js, manifest) revalidates. */
function staticAssets(root: string): MiddlewareHandler {
  const files = serveStatic({
    root,
    onFound: (path, c) => {
      c.header('Cache-Control', path.includes('/assets/') ? 'public, max-age=31536000, immutable' : 'no-cache');
    },
  });
  const spaFallback = serveStatic({
    root,
    path: 'index.html',
    onFound: (_path, c) => c.header('Cache-Control', 'no-cache'),
  });
  return async (c, next) => {
    const response = await files(c, async () => {});
    if (response) return response;
    // A path with a file extension that was not found is a missing asset, not a client route.
    if (/\.[a-z0-9]+$/i.test(c.req.path)) return c.text('Not found', 404);
    return spaFallback(c, next);
  };
}

/**
 * The app on Node: the configured database (migrated), providers, mail retries, and the built PWA
 * from `distDir` when one is given (the API alone otherwise). Stops cleanly on SIGINT and SIGTERM.
 */
export async function startNodeServer(config: Config, distDir: string | undefined): Promise<void> {
  const logger = consoleLogger;
  const database = await createDb(config);
  await migrateDb(database);
  const deps = {
    config,
    db: database.db,
    dbDriver: database.driver,
    clock: systemClock,
    logger,
    mail: createMailProvider(config, logger),
    coach: createCoachProvider(config),
    authSecret: resolveAuthSecret(config),
    defer: (work: Promise<unknown>) => {
      work.catch((error: unknown) => logger.error('deferred.error', { error: String(error) }));
    },
    clientIp: (c: Parameters<typeof getConnInfo>[0]) => getConnInfo(c).remote.address ?? 'unknown',
  };
  const app = createApp(deps, distDir ? { assets: staticAssets(distDir) } : {});

  // Retries mail that a provider outage held back; the outbox claims rows, so instances never double-send.
  const outbox = mailOutboxFor(deps);
  const mailTimer = setInterval(() => deps.defer(outbox.deliverDue()), MAIL_RETRY_INTERVAL_MS);

  const server = serve({ fetch: app.fetch, port: config.PORT, hostname: config.HOST }, (info) => {
    logger.info('server.listening', { url: `http://localhost:${info.port}`, database: database.driver });
  });

  const shutdown = () => {
    clearInterval(mailTimer);
    server.close(() => {
      database.close().finally(() => process.exit(0));
    });
  };
  process.on('SIGINT', shutdown);
  process.on('SIGTERM', shutdown);
}
