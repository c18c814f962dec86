import { afterAll, beforeAll } from 'vitest';
import { createApp } from '../app';
import { createBuiltinCoach } from '../providers/coach/builtin/builtin-coach';
import { manualClock } from '../clock';
import { loadConfig, type Config } from '../config';
import type { AppDeps } from '../context';
import { memoryLogger } from '../logger';
import type { Mail, MailProvider } from '../providers/mail/mail-provider';
import { createTestDb, type TestDb } from './test-db';
import { MailboxSchema, VerifyResponseSchema } from '../../shared/contract/auth';
import { AUTH_HEADER } from '../../shared/contract/headers';

export const TEST_AUTH_SECRET = 'test-secret-0123456789-abcdefghijklmnopqrstuvwxyz';

/** A mail provider that records what it sent, and can be switched off to simulate an outage. */
export function recordingMail() {
  const sent: Mail[] = [];
  let down = false;
  const provider: MailProvider & { sent: Mail[]; setDown(value: boolean): void } = {
    name: 'dev',
    sent,
    setDown: (value) => {
      down = value;
    },
    async send(mail) {
      if (down) throw new Error('mail provider unavailable');
      sent.push(mail);
    },
  };
  return provider;
}

export interface TestAppOptions {
  env?: Record<string, string>;
  deps?: Partial<AppDeps>;
}

/** Builds the real app over a fresh database, with a hand-moved clock and captured logs and mail. */
export async function buildTestApp(db: TestDb, options: TestAppOptions = {}) {
  const config: Config = loadConfig({ NODE_ENV: 'test', LOG_REQUESTS: '1', ...options.env });
  const clock = manualClock();
  const logger = memoryLogger();
  const mail = recordingMail();
  const pending: Promise<unknown>[] = [];
  const deps: AppDeps = {
    config,
    db: db.db,
    dbDriver: db.driver,
    clock,
    logger,
    mail,
    coach: createBuiltinCoach(),
    authSecret: TEST_AUTH_SECRET,
    defer: (work) => {
      pending.push(work.catch(() => {}));
    },
    clientIp: (c) => c.req.header('x-test-ip') ?? '127.0.0.1',
    ...options.deps,
  };
  const app = createApp(deps);
  return {
    app,
    deps,
    clock,
    logger,
    mail,
    /** Waits for work deferred past responses (mail delivery). */
    async settle() {
      while (pending.length) await pending.shift();
    },
    async json(
      path: string,
      init: { method?: string; body?: unknown; token?: string; headers?: Record<string, string> } = {},
    ) {
      const headers: Record<string, string> = { ...init.headers };
      if (init.body !== undefined) headers['content-type'] = 'application/json';
      if (init.token) headers[AUTH_HEADER] = init.token;
      const response = await app.request(path, {
        method: init.method ?? (init.body === undefined ? 'GET' : 'POST'),
        headers,
        body: init.body === undefined ? undefined : JSON.stringify(init.body),
      });
      const text = await response.text();
      let body: unknown = text;
      try {
        body = JSON.parse(text);
      } catch {
        // non-JSON bodies (SSE, HTML) stay text
      }
      return { status: response.status, body: body as Record<string, unknown> & unknown[], headers: response.headers };
    },
  };
}

export type TestApp = Awaited<ReturnType<typeof buildTestApp>>;

/** One fresh database for the file; each test builds its own app (and clock) over it. */
export function useTestDb(): { current: TestDb } {
  const holder = {} as { current: TestDb };
  beforeAll(async () => {
    holder.current = await createTestDb();
  });
  afterAll(async () => {
    await holder.current?.dispose();
  });
  return holder;
}

let emailCounter = 0;
export function uniqueEmail(prefix = 'coach'): string {
  emailCounter += 1;
  return `${prefix}.${emailCounter}.${crypto.randomUUID().slice(0, 8)}@example.com`;
}

/** Signs a new user in through the real register → mailbox → verify path. */
export async function signUp(t: TestApp, options: { email?: string; username?: string } = {}) {
  const email = options.email ?? uniqueEmail();
  const username = options.username ?? `u_${crypto.randomUUID().replaceAll('-', '').slice(0, 12)}`;
  const registered = await t.json('/api/auth/register', { body: { email, username } });
  if (registered.status !== 200) throw new Error(`register failed: ${JSON.stringify(registered.body)}`);
  const code = await latestCode(t, email);
  const verified = await t.json('/api/auth/verify', { body: { email, code } });
  if (verified.status !== 200) throw new Error(`verify failed: ${JSON.stringify(verified.body)}`);
  const { token, user } = VerifyResponseSchema.parse(verified.body);
  return { email, username, token, user };
}

export async function latestCode(t: TestApp, email: string): Promise<string> {
  const mailbox = await t.json(`/api/dev/mailbox?to=${encodeURIComponent(email)}`);
  const code = MailboxSchema.parse(mailbox.body).messages[0]?.code;
  if (!code) throw new Error(`no code in the mailbox for ${email}`);
  return code;
}
