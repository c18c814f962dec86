import net from 'node:net';
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { MessageListSchema, SendMessageResponseSchema, type SendMessage } from '../../shared/contract/messages';
import { usagePeriod } from '../../shared/quota';
import { createPgliteDb } from '../db/pglite';
import { createPostgresDb } from '../db/postgres';
import { contactRequests, mailOutbox, messages } from '../db/schema';
import { createBuiltinCoach } from '../providers/coach/builtin/builtin-coach';
import { CoachError, type CoachProvider } from '../providers/coach/coach-provider';
import type { MailProvider } from '../providers/mail/mail-provider';
import { CHAT_COPY } from '../services/chat.service';
import { createMailOutbox } from '../services/mail-outbox';
import { parseSse, usageOf } from '../test/chat-fixtures';
import { buildTestApp, latestCode, signUp, uniqueEmail, useTestDb, type TestApp } from '../test/test-app';
import { rowsOf, testDbKind } from '../test/test-db';

// Faults in the parts Playcaller depends on: the AI provider, the mail provider and the database.
// Each fault gives the user a clear error, keeps the books straight (no quota spent, no half-stored
// message, no lost mail) and heals once the part is back.

const id21 = () => crypto.randomUUID().replaceAll('-', '').slice(0, 21);
const fingerprint = () => `fp_${id21()}`;
/** How long the fake provider "hangs" before its own timeout fires, as the OpenAI adapter's guard does. */
const PROVIDER_TIMEOUT_MS = 25;

function message(overrides: Partial<SendMessage> = {}): SendMessage {
  return {
    content: 'How do I beat a blitz?',
    role: 'user',
    sessionId: id21(),
    personalityMode: 'gameOnTheLine',
    sportType: 'football',
    clientMessageId: crypto.randomUUID(),
    ...overrides,
  };
}

type Fault = 'healthy' | 'fails at once' | 'hangs until its timeout' | 'breaks after two chunks';

/** Resolves when the signal aborts or the provider's own timer runs out, whichever comes first. */
function hang(signal: AbortSignal | undefined, ms: number): Promise<void> {
  return new Promise((resolve) => {
    const timer = setTimeout(resolve, ms);
    signal?.addEventListener('abort', () => {
      clearTimeout(timer);
      resolve();
    });
  });
}

/** The built-in coach behind a switch that injects one fault at a time, counting every call. */
function switchableCoach() {
  const healthy = createBuiltinCoach();
  const state = { fault: 'healthy' as Fault, calls: 0 };
  const provider: CoachProvider = {
    name: 'openai',
    async *reply(request) {
      state.calls += 1;
      switch (state.fault) {
        case 'fails at once':
          throw new CoachError('unavailable', 'reply: could not reach the AI provider');
        case 'hangs until its timeout':
          await hang(request.signal, PROVIDER_TIMEOUT_MS);
          throw new CoachError('timeout', 'reply: the AI provider went silent');
        case 'breaks after two chunks':
          yield 'Keep a back ';
          yield 'in to block, then ';
          throw new CoachError('unavailable', 'reply: the AI provider reported an error mid-stream');
        case 'healthy':
          yield* healthy.reply(request);
      }
    },
    async quizQuestion(request) {
      state.calls += 1;
      if (state.fault !== 'healthy')
        throw new CoachError('unavailable', 'quiz question: could not reach the AI provider');
      return healthy.quizQuestion(request);
    },
  };
  return { provider, state };
}

const FAULTS: { fault: Fault; status: number; deltas: string[] }[] = [
  { fault: 'fails at once', status: 502, deltas: [] },
  { fault: 'hangs until its timeout', status: 504, deltas: [] },
  { fault: 'breaks after two chunks', status: 502, deltas: ['Keep a back ', 'in to block, then '] },
];

async function usage(t: TestApp, subject: string, period: string) {
  return usageOf(t.deps.db, subject, period);
}

async function streamSend(t: TestApp, body: SendMessage) {
  const response = await t.app.request('/api/messages', {
    method: 'POST',
    headers: { 'content-type': 'application/json', accept: 'text/event-stream' },
    body: JSON.stringify(body),
  });
  return { status: response.status, events: parseSse(await response.text()) };
}

/** A mail provider whose send never settles: a request that waited for it would never answer. */
const hangingMail: MailProvider = { name: 'dev', send: () => new Promise<void>(() => {}) };

/** Fails the test promptly (instead of at the suite timeout) if `work` does not settle in time. */
async function within<T>(ms: number, what: string, work: Promise<T>): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const guard = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`${what} did not answer within ${ms} ms`)), ms);
  });
  try {
    return await Promise.race([work, guard]);
  } finally {
    clearTimeout(timer);
  }
}

/** A TCP proxy in front of the test PostgreSQL that can be cut (sockets destroyed, no longer listening) and restored. */
async function tcpProxy(target: { host: string; port: number }) {
  const sockets = new Set<net.Socket>();
  let server: net.Server | null = null;
  let port = 0;
  const onConnection = (client: net.Socket) => {
    const upstream = net.connect(target.port, target.host);
    const close = () => {
      client.destroy();
      upstream.destroy();
      sockets.delete(client);
      sockets.delete(upstream);
    };
    for (const socket of [client, upstream]) {
      sockets.add(socket);
      socket.on('error', close);
      socket.on('close', close);
    }
    client.pipe(upstream);
    upstream.pipe(client);
  };
  const listen = () =>
    new Promise<void>((resolve, reject) => {
      if (server) return resolve();
      const next = net.createServer(onConnection);
      next.once('error', reject);
      next.listen(port, '127.0.0.1', () => {
        port = (next.address() as net.AddressInfo).port;
        server = next;
        resolve();
      });
    });
  const cut = () =>
    new Promise<void>((resolve) => {
      const current = server;
      server = null;
      for (const socket of sockets) socket.destroy();
      sockets.clear();
      if (current) current.close(() => resolve());
      else resolve();
    });
  await listen();
  return { port: () => port, cut, restore: listen };
}

describe('faults in the AI provider, the mail provider and the database', () => {
  const db = useTestDb();

  it.each(FAULTS)(
    'when the AI provider $fault, a JSON send answers $status, spends nothing, keeps no message, and a retry succeeds',
    async ({ fault, status }) => {
      const coach = switchableCoach();
      const t = await buildTestApp(db.current, { deps: { coach: coach.provider } });
      const { token, user } = await signUp(t);
      const subject = `user:${user.id}`;
      const period = usagePeriod('free', t.clock.now());
      const body = message();

      coach.state.fault = fault;
      const failed = await t.json('/api/messages', { body, token });
      expect(failed).toMatchObject({ status, body: { message: CHAT_COPY.noReply } });
      expect(await usage(t, subject, period)).toBe(0);
      expect((await t.json(`/api/messages/${body.sessionId}`, { token })).body).toEqual([]);

      // The same clientMessageId, once the provider is healthy: answered once, charged once.
      coach.state.fault = 'healthy';
      const retried = await t.json('/api/messages', { body, token });
      expect(retried.status).toBe(200);
      const result = SendMessageResponseSchema.parse(retried.body);
      expect(result.userMessage.clientMessageId).toBe(body.clientMessageId);
      expect(await usage(t, subject, period)).toBe(1);
      const history = MessageListSchema.parse((await t.json(`/api/messages/${body.sessionId}`, { token })).body);
      expect(history.map((row) => row.id)).toEqual([result.userMessage.id, result.aiMessage.id]);
    },
  );

  it.each(FAULTS)(
    'when the AI provider $fault, a streamed send ends with an error event and gives the unit back',
    async ({ fault, status, deltas }) => {
      const coach = switchableCoach();
      const t = await buildTestApp(db.current, { deps: { coach: coach.provider } });
      const visitor = fingerprint();
      const body = message({ browserFingerprint: visitor });

      coach.state.fault = fault;
      const failed = await streamSend(t, body);
      expect(failed.status).toBe(200);
      expect(failed.events.map((event) => event.event)).toEqual(['meta', ...deltas.map(() => 'delta'), 'error']);
      expect(failed.events.filter((event) => event.event === 'delta').map((event) => event.data.text)).toEqual(deltas);
      expect(failed.events.at(-1)!.data).toEqual({ message: CHAT_COPY.noReply, status });
      // Both of the visitor's counters are given back, and nothing is left in the chat.
      expect(await usage(t, `fingerprint:${visitor}`, 'all')).toBe(0);
      expect(await usage(t, `session:${body.sessionId}`, 'all')).toBe(0);
      expect((await t.json(`/api/messages/${body.sessionId}?fingerprint=${visitor}`)).body).toEqual([]);

      coach.state.fault = 'healthy';
      const retried = await streamSend(t, body);
      expect(retried.events.at(-1)!.event).toBe('done');
      expect(await usage(t, `fingerprint:${visitor}`, 'all')).toBe(1);
      expect(
        MessageListSchema.parse((await t.json(`/api/messages/${body.sessionId}?fingerprint=${visitor}`)).body),
      ).toHaveLength(2);
    },
  );

  it('gives the unit back when the provider cannot make a quiz question', async () => {
    const coach = switchableCoach();
    const t = await buildTestApp(db.current, { deps: { coach: coach.provider } });
    const { token, user } = await signUp(t);
    const body = message({ personalityMode: 'quizMaster', content: 'Start a new quiz' });
    coach.state.fault = 'fails at once';
    const failed = await t.json('/api/messages', { body, token });
    expect(failed.status).toBeGreaterThanOrEqual(502);
    expect(failed.body).toEqual({ message: CHAT_COPY.noReply });
    expect(await usage(t, `user:${user.id}`, usagePeriod('free', t.clock.now()))).toBe(0);
    coach.state.fault = 'healthy';
    expect((await t.json('/api/messages', { body, token })).status).toBe(200);
  });

  it('answers sign-in at once while the mail provider hangs: delivery never holds a request', async () => {
    const t = await buildTestApp(db.current, { deps: { mail: hangingMail } });
    const email = uniqueEmail('hanging');
    const answer = await within(5_000, 'login', t.json('/api/auth/login', { body: { email } }));
    expect(answer.status).toBe(200);
    // The code is safe in the outbox, where a later delivery (or the dev mailbox) finds it.
    expect(await latestCode(t, email)).toMatch(/^\d{6}$/);
  });

  it('keeps mail while the provider is down and delivers each exactly once when it returns, even with two servers', async () => {
    const t = await buildTestApp(db.current);
    const emails = [uniqueEmail('outage'), uniqueEmail('outage')];
    t.mail.setDown(true);
    for (const email of emails) expect((await t.json('/api/auth/login', { body: { email } })).status).toBe(200);
    const contact = await t.json('/api/contact', {
      body: { name: 'Riley', email: emails[0], subject: 'Outage', message: 'Is the mail down right now?' },
      headers: { 'x-test-ip': '192.0.2.77' },
    });
    expect(contact.status).toBe(201);
    await t.settle();

    const rows = await t.deps.db.select().from(mailOutbox);
    const pending = rows.filter((row) => emails.includes(row.recipient));
    expect(pending).toHaveLength(2);
    for (const row of pending)
      expect(row).toMatchObject({ sentAt: null, attempts: 1, lastError: 'mail provider unavailable' });
    expect(t.mail.sent).toHaveLength(0);
    expect(
      await t.deps.db
        .select()
        .from(contactRequests)
        .where(eq(contactRequests.id, String(contact.body.id))),
    ).toHaveLength(1);

    t.mail.setDown(false);
    t.clock.advance(60_000);
    // Two servers run their retry timers at the same moment: each claims a mail before sending it.
    const server = () =>
      createMailOutbox({ db: t.deps.db, mail: t.mail, logger: t.logger, secret: t.deps.authSecret, now: t.clock.now });
    await Promise.all([server().deliverDue(), server().deliverDue()]);
    await server().deliverDue();
    for (const email of emails) {
      const delivered = t.mail.sent.filter((mail) => mail.to === email);
      expect(delivered, email).toHaveLength(1);
      expect(delivered[0]!.text).toContain(await latestCode(t, email));
    }
    expect(t.mail.sent.filter((mail) => mail.to === 'support@playcaller.app')).toHaveLength(1);
    // The late mail still signs in: a minute of outage is well inside the code's ten minutes.
    const code = await latestCode(t, emails[0]!);
    expect((await t.json('/api/auth/verify', { body: { email: emails[0], code } })).status).toBe(200);
  });

  it('answers 503 while the database is unreachable, sends nothing unchecked, and recovers when it returns', async () => {
    const coach = switchableCoach();
    if (testDbKind() !== 'postgres') {
      // PGlite runs in-process, so "unreachable" is a closed handle (the server shutting down).
      const closed = await createPgliteDb();
      const t = await buildTestApp(db.current, { deps: { db: closed.db, dbDriver: 'pglite', coach: coach.provider } });
      await closed.close();
      const health = await t.json('/api/health');
      expect(health).toMatchObject({ status: 503, body: { message: 'The database is not reachable right now.' } });
      for (const send of [
        t.json('/api/messages', { body: message({ browserFingerprint: fingerprint() }) }),
        t.json('/api/messages', { body: message(), token: 'a'.repeat(43) }),
      ]) {
        const answer = await send;
        expect(answer.status).toBe(503);
        expect(typeof answer.body.message).toBe('string');
        expect(JSON.stringify(answer.body)).not.toMatch(/pglite|closed/i);
      }
      expect(coach.state.calls).toBe(0);
      return;
    }

    const direct = db.current.url!;
    const target = new URL(direct);
    const proxy = await tcpProxy({ host: target.hostname, port: Number(target.port || 5432) });
    const proxiedUrl = new URL(direct);
    proxiedUrl.port = String(proxy.port());
    const proxied = createPostgresDb(proxiedUrl.toString(), { max: 4 });
    try {
      const t = await buildTestApp(db.current, {
        deps: { db: proxied.db, dbDriver: 'postgres', coach: coach.provider },
      });
      const { token, user } = await signUp(t);
      const subject = `user:${user.id}`;
      const period = usagePeriod('free', t.clock.now());
      expect((await t.json('/api/messages', { body: message(), token })).status).toBe(200);
      const callsBefore = coach.state.calls;
      const userMessages = async () =>
        rowsOf(
          await db.current.db.execute(
            sql`select count(*)::int as n from ${messages} where ${messages.userId} = ${user.id}`,
          ),
        )[0]?.n;
      const storedBefore = await userMessages();

      await proxy.cut();
      const health = await t.json('/api/health');
      expect(health).toMatchObject({ status: 503, body: { message: 'The database is not reachable right now.' } });
      const retryLater = 'The service is temporarily unavailable. Please try again shortly.';
      const refused = message();
      expect(await t.json('/api/messages', { body: refused, token })).toMatchObject({
        status: 503,
        body: { message: retryLater },
      });
      const visitor = message({ browserFingerprint: fingerprint() });
      expect(await t.json('/api/messages', { body: visitor })).toMatchObject({
        status: 503,
        body: { message: retryLater },
      });
      expect((await t.json('/api/auth/me', { token })).status).toBe(503);
      // No reply was produced without a quota check, and the books (read directly) did not move.
      expect(coach.state.calls).toBe(callsBefore);
      expect(await usageOf(db.current.db, subject, period)).toBe(1);
      expect(await userMessages()).toBe(storedBefore);

      await proxy.restore();
      expect((await t.json('/api/health')).status).toBe(200);
      const retried = await t.json('/api/messages', { body: refused, token });
      expect(retried.status).toBe(200);
      expect(SendMessageResponseSchema.parse(retried.body).quota).toMatchObject({ used: 2, limit: 15 });
      expect((await t.json('/api/messages', { body: visitor })).status).toBe(200);
    } finally {
      await proxied.close();
      await proxy.cut();
    }
  });
});
