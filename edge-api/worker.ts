import type { Context, ExecutionContext } from 'hono';
import { createApp } from './app';
import { systemClock } from './clock';
import { loadConfig, type Config } from './config';
import { createPostgresDb } from './db/postgres';
import { consoleLogger } from './logger';
import type { CoachProvider } from './providers/coach/coach-provider';
import { createCoachProvider } from './providers/coach/create-coach-provider';
import { createMailProvider } from './providers/mail/create-mail-provider';
import { mailOutboxFor } from './services/mail-outbox';

interface Env {
  HYPERDRIVE: { connectionString: string };
  /** The built PWA; the Worker runs first only for the paths wrangler.toml's run_worker_first names. */
  ASSETS?: { fetch(request: Request): Promise<Response> };
  AUTH_SECRET: string;
  [variable: string]: unknown;
}

/** Bindings that are plain strings are configuration; the rest (Hyperdrive, assets) are not. */
function configFrom(env: Env) {
  const strings = Object.fromEntries(
    Object.entries(env).filter((entry): entry is [string, string] => typeof entry[1] === 'string'),
  );
  return loadConfig({ ...strings, DATABASE_URL: env.HYPERDRIVE.connectionString });
}

let coachOfIsolate: { settings: string; coach: CoachProvider } | undefined;

/**
 * The coach holds no I/O of its own (each reply makes its own fetch), so one per isolate serves
 * every request: building the SDK client per request would put that cost before every first token.
 */
function coachFor(config: Config): CoachProvider {
  const settings = JSON.stringify([
    config.AI_PROVIDER,
    config.OPENAI_API_KEY,
    config.OPENAI_BASE_URL,
    config.OPENAI_MODEL,
    config.OPENAI_TIMEOUT_MS,
    config.BUILTIN_COACH_PACE_MS,
  ]);
  if (coachOfIsolate?.settings !== settings) coachOfIsolate = { settings, coach: createCoachProvider(config) };
  return coachOfIsolate.coach;
}

/** Waits for every piece of deferred work, including work that deferred work deferred in turn. */
async function settleAll(pending: Promise<unknown>[]): Promise<void> {
  while (pending.length) await pending.shift();
}

// Hyperdrive pools connections, so a client per request is cheap; nothing is kept between requests.
function depsFor(env: Env, ctx: ExecutionContext) {
  const config = configFrom(env);
  const database = createPostgresDb(config.DATABASE_URL!, { max: 5 });
  const logger = consoleLogger;
  const deferred: Promise<unknown>[] = [];
  return {
    database,
    deferred,
    deps: {
      config,
      db: database.db,
      dbDriver: database.driver,
      clock: systemClock,
      logger,
      mail: createMailProvider(config, logger),
      coach: coachFor(config),
      authSecret: env.AUTH_SECRET,
      defer: (work: Promise<unknown>) => {
        const settled = work.catch(() => {});
        deferred.push(settled);
        ctx.waitUntil(settled);
      },
      clientIp: (c: Context) => c.req.header('cf-connecting-ip') ?? 'unknown',
    },
  };
}

export default {
  async fetch(request: Request, env: Env, ctx: ExecutionContext): Promise<Response> {
    const { database, deferred, deps } = depsFor(env, ctx);
    const assets = env.ASSETS;
    // Shared pages (/s/*) come through the app for their noindex header; their HTML is the PWA's.
    const app = createApp(deps, assets ? { assets: (c) => assets.fetch(c.req.raw) } : {});
    const response = await app.fetch(request, env, ctx);
    // A streamed reply goes on querying after the response has started: the client is closed only
    // once the body has been sent and the work deferred past it (the reply's storing) is done.
    if (!response.body) {
      ctx.waitUntil(settleAll(deferred).then(() => database.close()));
      return response;
    }
    const { readable, writable } = new TransformStream();
    const sent = response.body.pipeTo(writable).catch(() => {});
    ctx.waitUntil(sent.then(() => settleAll(deferred)).then(() => database.close()));
    return new Response(readable, response);
  },
  /** The cron trigger retries mail that a provider outage held back. */
  async scheduled(_controller: unknown, env: Env, ctx: ExecutionContext): Promise<void> {
    const { database, deps } = depsFor(env, ctx);
    await mailOutboxFor(deps).deliverDue();
    await database.close();
  },
};
