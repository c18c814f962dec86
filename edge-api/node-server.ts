import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { getConnInfo } from '@hono/node-server/conninfo';
import { serve, type Http2Bindings, type HttpBindings } from '@hono/node-server';
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

/**
 * How long an idle keep-alive connection stays open. The side that closes an idle connection must
 * be the client (or the proxy in front, which idles out at 60 s on AWS ALB and nginx): a request
 * sent on a connection just as the server closes it fails with ECONNRESET, which Node's default
 * of 5 s did to clients that keep connections for longer. Headers may take a little longer still,
 * so a request that starts at the very end of the idle time is not cut off.
 */
export const KEEP_ALIVE_TIMEOUT_MS = 65_000;
export const HEADERS_TIMEOUT_MS = KEEP_ALIVE_TIMEOUT_MS + 1_000;
/**
 * An unread request body up to this size (16 times the API's body limit) is read to its end before
 * the answer goes out, so its connection can carry the next request.
 */
export const UNREAD_BODY_DRAIN_BYTES = 1024 * 1024;

type NodeFetch = (request: Request, env: HttpBindings | Http2Bindings) => Response | Promise<Response>;

/** Reads a body to its end and drops it; false when the client went away first. */
async function discard(body: ReadableStream<Uint8Array>): Promise<boolean> {
  const reader = body.getReader();
  try {
    while (!(await reader.read()).done);
    return true;
  } catch {
    return false;
  }
}

/**
 * An answer given before the request's body was read (the body limit's early 413 on a declared
 * length, a 415, an unknown route) leaves the rest of the body on the connection, where it would
 * stall the next request until the connection was dropped under the client reusing it. A body of
 * declared length up to UNREAD_BODY_DRAIN_BYTES is read to its end first and the connection stays
 * open; any other is answered with `Connection: close`, so the client sends its next request on a
 * new connection, and read on while the answer goes out, so the client gets it rather than a reset.
 */
function settlingUnreadBodies(fetch: NodeFetch): NodeFetch {
  return async (request, env) => {
    const response = await fetch(request, env);
    if (env.incoming.complete || !request.body) return response;
    if (!request.body.locked) {
      const drained = discard(request.body);
      const declared = Number(request.headers.get('content-length') ?? Number.NaN);
      if (declared <= UNREAD_BODY_DRAIN_BYTES && (await drained)) return response;
    }
    const headers = new Headers(response.headers);
    headers.set('Connection', 'close');
    return new Response(response.body, { status: response.status, statusText: response.statusText, headers });
  };
}

/** Serves `fetch` over Node's HTTP server, with the keep-alive timing and unread bodies settled as above. */
export function serveNode(
  fetch: NodeFetch,
  options: { port: number; hostname: string },
  onListening?: (info: AddressInfo) => void,
): Server {
  const server = serve({ fetch: settlingUnreadBodies(fetch), ...options }, onListening) as Server;
  server.keepAliveTimeout = KEEP_ALIVE_TIMEOUT_MS;
  server.headersTimeout = HEADERS_TIMEOUT_MS;
  return server;
}

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

  const server = serveNode(app.fetch, { port: config.PORT, hostname: config.HOST }, (info) => {
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
