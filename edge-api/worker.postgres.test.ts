import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { and, eq } from 'drizzle-orm';
import { Miniflare } from 'miniflare';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HealthSchema } from '../shared/contract/health';
import { SendMessageResponseSchema } from '../shared/contract/messages';
import { ANONYMOUS_MESSAGE_LIMIT } from '../shared/constants';
import { messages } from './db/schema';
import { chatMessage, fingerprint, parseSse, usageOf } from './test/chat-fixtures';
import { createTestDb, type TestDb } from './test/test-db';
import { AUTH_HEADER } from '../shared/contract/headers';

/*
 * The Worker as it ships: edge-api/worker.ts bundled by wrangler's own deploy build (a dry run),
 * run inside workerd by Miniflare, with the Hyperdrive binding pointed at this file's own
 * PostgreSQL database. Only the api-postgres project runs it: it needs a PostgreSQL server.
 */

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const WRANGLER = join(ROOT, 'node_modules', 'wrangler', 'bin', 'wrangler.js');
const AUTH_SECRET = 'worker-test-secret-0123456789-abcdefghijklmnop';
const BUILD_TIMEOUT_MS = 180_000;

let db: TestDb;
let buildDir: string;
let worker: Miniflare;

/** Wrangler's deploy bundle of the Worker entry, from a config like wrangler.toml minus its bindings. */
async function buildWorker(outDir: string): Promise<string> {
  const config = join(outDir, 'wrangler.toml');
  writeFileSync(
    config,
    [
      'name = "playcaller-test"',
      `main = ${JSON.stringify(join(ROOT, 'edge-api', 'worker.ts'))}`,
      'compatibility_date = "2026-04-20"',
      'compatibility_flags = ["nodejs_compat"]',
      '',
    ].join('\n'),
  );
  const bundle = join(outDir, 'bundle');
  await promisify(execFile)(
    process.execPath,
    [WRANGLER, 'deploy', '--dry-run', '--outdir', bundle, '--config', config],
    { cwd: ROOT, env: { ...process.env, WRANGLER_SEND_METRICS: 'false', CI: 'true' } },
  );
  return join(bundle, 'worker.js');
}

/** The connection string Hyperdrive would hand the Worker; Miniflare insists on a password, trust auth ignores it. */
function hyperdriveUrl(url: string): string {
  const parsed = new URL(url);
  if (!parsed.password) parsed.password = 'unused-with-trust-auth';
  return parsed.toString();
}

beforeAll(async () => {
  db = await createTestDb('postgres');
  buildDir = mkdtempSync(join(tmpdir(), 'playcaller-worker-'));
  const script = await buildWorker(buildDir);
  worker = new Miniflare({
    modules: [{ type: 'ESModule', path: script }],
    modulesRoot: join(buildDir, 'bundle'),
    compatibilityDate: '2026-04-20',
    compatibilityFlags: ['nodejs_compat'],
    hyperdrives: { HYPERDRIVE: hyperdriveUrl(db.url!) },
    bindings: {
      NODE_ENV: 'test',
      AUTH_SECRET,
      MAIL_PROVIDER: 'dev',
      AI_PROVIDER: 'builtin',
      BILLING_PROVIDER: 'local',
      BUILTIN_COACH_PACE_MS: '0',
      LOG_REQUESTS: '0',
    },
  });
  await worker.ready;
}, BUILD_TIMEOUT_MS);

afterAll(async () => {
  // The Worker closes its database client once a response and its deferred work are done. Killing
  // workerd before then would reset a proxied connection, an uncaught error in this process.
  await db?.untilOthersLeave?.();
  await worker?.dispose();
  await db?.dispose();
  if (buildDir) rmSync(buildDir, { recursive: true, force: true });
});

async function call(path: string, init: { body?: unknown; token?: string; accept?: string } = {}) {
  const headers: Record<string, string> = { 'cf-connecting-ip': '203.0.113.7' };
  if (init.body !== undefined) headers['content-type'] = 'application/json';
  if (init.token) headers[AUTH_HEADER] = init.token;
  if (init.accept) headers.accept = init.accept;
  const response = await worker.dispatchFetch(`http://localhost${path}`, {
    method: init.body === undefined ? 'GET' : 'POST',
    headers,
    body: init.body === undefined ? undefined : JSON.stringify(init.body),
  });
  return { status: response.status, contentType: response.headers.get('content-type'), text: await response.text() };
}

const json = (text: string) => JSON.parse(text) as Record<string, unknown>;

describe('the Worker inside workerd, on PostgreSQL through the Hyperdrive binding', () => {
  it('answers the health check from the database', async () => {
    const health = await call('/api/health');
    expect(health.status).toBe(200);
    expect(HealthSchema.parse(json(health.text))).toMatchObject({ status: 'ok', database: { driver: 'postgres' } });
  });

  it('signs in with an e-mailed code and streams a built-in coach reply that is stored', async () => {
    const email = `worker.${crypto.randomUUID().slice(0, 8)}@example.com`;
    expect((await call('/api/auth/login', { body: { email } })).status).toBe(200);
    const mailbox = json((await call(`/api/dev/mailbox?to=${encodeURIComponent(email)}`)).text) as {
      messages: { code: string | null }[];
    };
    const code = mailbox.messages[0]?.code;
    expect(code).toMatch(/^\d{6}$/);
    const verified = await call('/api/auth/verify', { body: { email, code } });
    expect(verified.status).toBe(200);
    const { token, user } = json(verified.text) as { token: string; user: { id: string } };
    expect(json((await call('/api/auth/me', { token })).text)).toMatchObject({ email, messageCount: 0 });

    const body = chatMessage();
    const sent = await call('/api/messages', { body, token, accept: 'text/event-stream' });
    expect(sent.status).toBe(200);
    expect(sent.contentType).toContain('text/event-stream');
    const events = parseSse(sent.text);
    expect(events[0]).toMatchObject({ event: 'meta', data: { quota: { tier: 'free', used: 1, limit: 15 } } });
    expect(events.filter((event) => event.event === 'delta').length).toBeGreaterThan(0);
    const done = SendMessageResponseSchema.parse(events.at(-1)!.data);
    expect(events.at(-1)!.event).toBe('done');
    expect(done.aiMessage.content.toLowerCase()).toContain('cover 2');
    expect(done.user).toMatchObject({ id: user.id, messageCount: 1 });

    const stored = await db.db
      .select({ role: messages.role, status: messages.status })
      .from(messages)
      .where(and(eq(messages.sessionId, body.sessionId), eq(messages.userId, user.id)))
      .orderBy(messages.timestamp);
    expect(stored).toEqual([
      { role: 'user', status: 'complete' },
      { role: 'assistant', status: 'complete' },
    ]);
    // A free plan counts per calendar month (UTC) of the send.
    expect(await usageOf(db.db, `user:${user.id}`, `month:${done.userMessage.timestamp.slice(0, 7)}`)).toBe(1);
  });

  it('refuses a visitor past the trial allowance with the limit answer, and spends nothing for it', async () => {
    const fp = fingerprint();
    const sessionId = chatMessage().sessionId;
    for (let sent = 1; sent <= ANONYMOUS_MESSAGE_LIMIT; sent += 1) {
      const answer = await call('/api/messages', { body: chatMessage({ sessionId, browserFingerprint: fp }) });
      expect(answer.status).toBe(200);
      expect(SendMessageResponseSchema.parse(json(answer.text)).quota.used).toBe(sent);
    }
    const refused = await call('/api/messages', { body: chatMessage({ sessionId, browserFingerprint: fp }) });
    expect(refused.status).toBe(403);
    expect(json(refused.text)).toEqual({
      message: `You've used all ${ANONYMOUS_MESSAGE_LIMIT} free trial messages across all analysis modes. Create an account to get 15 messages.`,
      limitReached: true,
      anonymous: true,
      limit: ANONYMOUS_MESSAGE_LIMIT,
      title: expect.any(String),
    });
    expect(await usageOf(db.db, `fingerprint:${fp}`, 'all')).toBe(ANONYMOUS_MESSAGE_LIMIT);
  });
});
