import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PREMIUM_MESSAGES_PER_MINUTE } from '../../shared/constants';
import { usagePeriod } from '../../shared/quota';
import { messages, rateLimitHits } from '../db/schema';
import { chatMessage, fingerprint, id21, setUsage, subscribe, usageOf } from '../test/chat-fixtures';
import { createTestDb, type TestDb } from '../test/test-db';
import {
  freePort,
  requestJson,
  signUpOn,
  startServer,
  type JsonAnswer,
  type ServerProcess,
} from '../test/server-process';

// The quota races of abuse.test.ts again, but split over two server processes sharing one
// PostgreSQL: only a check made inside the database (not in a process's memory) holds here.
// PGlite is one process's embedded database, so this file only runs in the api-postgres project.

const SENDS = 100;
const HEADROOM = 5;

describe('quotas across two server processes on one PostgreSQL', () => {
  let db: TestDb;
  let dataDir: string;
  const servers: ServerProcess[] = [];

  beforeAll(async () => {
    // Explicitly PostgreSQL: without TEST_DATABASE_URL this throws instead of passing on PGlite.
    db = await createTestDb('postgres');
    dataDir = mkdtempSync(join(tmpdir(), 'playcaller-two-servers-'));
    // Migrated above, so the two start-ups only find the schema in place.
    for (const name of ['a', 'b']) {
      servers.push(await startServer({ port: await freePort(), databaseUrl: db.url!, dataDir: join(dataDir, name) }));
    }
  }, 240_000);

  afterAll(async () => {
    await Promise.all(servers.map((server) => server.kill()));
    await db?.dispose();
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  });

  /** `SENDS` sends fired at once, alternating between the two servers. */
  const burst = (send: (origin: string) => Promise<JsonAnswer>) =>
    Promise.all(Array.from({ length: SENDS }, (_, i) => send(servers[i % 2]!.origin)));

  async function storedIn(sessionId: string) {
    return db.db
      .select({ role: messages.role, status: messages.status, replyTo: messages.replyTo, id: messages.id })
      .from(messages)
      .where(eq(messages.sessionId, sessionId));
  }

  it(`accepts exactly the ${HEADROOM} messages left of ${SENDS} sends racing on two servers, for visitors, free and Plus`, async () => {
    const now = new Date();
    const visitor = fingerprint();
    await setUsage(db.db, `fingerprint:${visitor}`, 'all', 10 - HEADROOM);
    const free = await signUpOn(servers[0]!.origin);
    const freePeriod = usagePeriod('free', now);
    await setUsage(db.db, `user:${free.userId}`, freePeriod, 15 - HEADROOM);
    const plus = await signUpOn(servers[1]!.origin);
    const plusPeriod = usagePeriod('plus', now, await subscribe(db.db, plus.userId, 'plus', now));
    await setUsage(db.db, `user:${plus.userId}`, plusPeriod, 150 - HEADROOM);
    const sessions = { visitor: id21(), free: id21(), plus: id21() };

    const [visitorAnswers, freeAnswers, plusAnswers] = await Promise.all([
      burst((origin) =>
        requestJson(origin, '/api/messages', {
          body: chatMessage({ sessionId: sessions.visitor, browserFingerprint: visitor }),
        }),
      ),
      burst((origin) =>
        requestJson(origin, '/api/messages', { body: chatMessage({ sessionId: sessions.free }), token: free.token }),
      ),
      burst((origin) =>
        requestJson(origin, '/api/messages', { body: chatMessage({ sessionId: sessions.plus }), token: plus.token }),
      ),
    ]);

    const tiers = [
      {
        name: 'visitor',
        answers: visitorAnswers,
        sessionId: sessions.visitor,
        limit: 10,
        counters: [
          { subject: `fingerprint:${visitor}`, period: 'all', expected: 10 },
          { subject: `session:${sessions.visitor}`, period: 'all', expected: HEADROOM },
        ],
      },
      {
        name: 'free',
        answers: freeAnswers,
        sessionId: sessions.free,
        limit: 15,
        counters: [{ subject: `user:${free.userId}`, period: freePeriod, expected: 15 }],
      },
      {
        name: 'plus',
        answers: plusAnswers,
        sessionId: sessions.plus,
        limit: 150,
        counters: [{ subject: `user:${plus.userId}`, period: plusPeriod, expected: 150 }],
      },
    ];
    for (const tier of tiers) {
      const accepted = tier.answers.filter((answer) => answer.status === 200);
      const refused = tier.answers.filter((answer) => answer.status === 403);
      expect(accepted, tier.name).toHaveLength(HEADROOM);
      expect(refused, tier.name).toHaveLength(SENDS - HEADROOM);
      expect(refused.filter((answer) => answer.body.limitReached !== true || answer.body.limit !== tier.limit)).toEqual(
        [],
      );
      for (const counter of tier.counters) {
        expect(await usageOf(db.db, counter.subject, counter.period), `${tier.name} ${counter.subject}`).toBe(
          counter.expected,
        );
      }
      // Exactly one stored question and one reply per accepted send; the refused left nothing, pending or not.
      const stored = await storedIn(tier.sessionId);
      const questions = stored.filter((row) => row.role === 'user');
      expect(questions, tier.name).toHaveLength(HEADROOM);
      expect(stored.filter((row) => row.status !== 'complete')).toEqual([]);
      expect(
        stored
          .filter((row) => row.role === 'assistant')
          .map((row) => row.replyTo)
          .sort(),
      ).toEqual(questions.map((row) => row.id).sort());
    }
  });

  it(`lets at most ${PREMIUM_MESSAGES_PER_MINUTE} of a Premium user's ${SENDS} racing sends through per minute window, across both servers`, async () => {
    const premium = await signUpOn(servers[0]!.origin);
    await subscribe(db.db, premium.userId, 'premium', new Date());
    const sessionId = id21();
    const answers = await burst((origin) =>
      requestJson(origin, '/api/messages', { body: chatMessage({ sessionId }), token: premium.token }),
    );

    const accepted = answers.filter((answer) => answer.status === 200);
    expect(answers.filter((answer) => answer.status === 429)).toHaveLength(SENDS - accepted.length);
    // The window is a fixed minute on the servers' clocks, so a burst may straddle two of them. A
    // refused send rolls its hit back, so each window's count is exactly the sends it let through.
    const windows = await db.db
      .select({ count: rateLimitHits.count })
      .from(rateLimitHits)
      .where(eq(rateLimitHits.key, `burst:${premium.userId}`));
    expect(windows.filter((window) => window.count > PREMIUM_MESSAGES_PER_MINUTE)).toEqual([]);
    const allowed = windows.reduce((sum, window) => sum + window.count, 0);
    expect(accepted).toHaveLength(allowed);
    expect(allowed).toBeGreaterThanOrEqual(PREMIUM_MESSAGES_PER_MINUTE);
    // Premium has no allowance, but every accepted message is still counted once, and stored once.
    const period = usagePeriod('premium', new Date());
    expect(await usageOf(db.db, `user:${premium.userId}`, period)).toBe(allowed);
    const stored = await storedIn(sessionId);
    expect(stored.filter((row) => row.status !== 'complete')).toEqual([]);
    expect(stored.filter((row) => row.role === 'user')).toHaveLength(allowed);
    expect(stored.filter((row) => row.role === 'assistant')).toHaveLength(allowed);
  });
});
