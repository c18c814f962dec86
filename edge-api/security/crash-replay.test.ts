import 'fake-indexeddb/auto';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { asc, eq, sql } from 'drizzle-orm';
import { createActor, waitFor } from 'xstate';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import type { DatabaseHandle } from '../db/database';
import { createPgliteDb } from '../db/pglite';
import { messages } from '../db/schema';
import type { SendMessage } from '../../shared/contract/messages';
import { PlaycallerDb, replyKey } from '../../pwa/src/local/database';
import { createExchangeStore } from '../../pwa/src/local/exchange-store';
import { replayOutbox, sendQueued } from '../../pwa/src/features/outbox/outbox-replay';
import { createOutboxMachine } from '../../pwa/src/features/outbox/outbox.machine';
import { readServerSentEvents } from '../../pwa/src/features/chat/sse';
import { chatMessage, fingerprint, id21, usageOf } from '../test/chat-fixtures';
import { createTestDb, testDbKind, type TestDb } from '../test/test-db';
import { freePort, startServer, type ServerProcess } from '../test/server-process';

// A server process is SIGKILLed while several browsers replay their outboxes through it, then
// started again on the same port and database. The browsers run the PWA's own replay code (outbox
// machine, replayOutbox, sendQueued and the exchange store) over fake-indexeddb, so the idempotency key and the retry rules
// are exactly the app's. On PGlite the database is the server's own data directory, so a kill also
// tests that what was committed survives it.

const CLIENTS = 4;
const QUEUED_PER_CLIENT = 8;
/** The kill comes once the server has answered this many queued sends, with the queues still busy. */
const KILL_AFTER_ACCEPTED = 10;
/** The coach's pace between pieces, so the queued sends' replies are in flight when the kill lands. */
const COACH_PACE_MS = 5;
const PIECES_PER_REPLY = 4;
/** The app's backoff starts at 2 s; the replay rules, not the pause, are what is under test. */
const RETRY_PAUSE_MS = 50;
/** How long a pending send counts as in flight (chat.service.ts) before a retry may take it over. */
const STALE_PENDING_MS = 2 * 60 * 1000;

interface Browser {
  database: PlaycallerDb;
  fingerprint: string;
  sessionId: string;
  ids: string[];
}

/** The message as the chat shows it while it is being sent. */
async function writeMessage(database: PlaycallerDb, body: SendMessage, timestamp: number) {
  await database.messages.put({
    key: body.clientMessageId,
    sessionId: body.sessionId,
    role: 'user',
    content: body.content,
    timestamp,
    status: 'sending',
    serverId: null,
    clientMessageId: body.clientMessageId,
    mode: body.personalityMode,
    sport: body.sportType,
  });
}

const CompletionRequestSchema = z.object({ messages: z.array(z.object({ content: z.string() })).min(1) });

interface TestCoach {
  baseUrl: string;
  close(): Promise<void>;
}

/**
 * An OpenAI-compatible coach that streams every reply at a steady pace, except the first reply to
 * `heldQuestion`: that one stops after its first piece and stays open until its caller goes away.
 * The server under test is then mid-reply for as long as the test needs, whatever the machine's load.
 */
async function startTestCoach(heldQuestion: string): Promise<TestCoach> {
  let held = false;
  const server: Server = createServer(async (request, response) => {
    let body = '';
    for await (const chunk of request) body += String(chunk);
    const question = CompletionRequestSchema.parse(JSON.parse(body)).messages.at(-1)!.content;
    response.writeHead(200, { 'content-type': 'text/event-stream' });
    const write = (content: string) =>
      response.write(`data: ${JSON.stringify({ choices: [{ delta: { content } }] })}\n\n`);
    write(`On "${question}": `);
    if (question === heldQuestion && !held) {
      held = true;
      return;
    }
    for (let piece = 1; piece < PIECES_PER_REPLY && !response.destroyed; piece++) {
      await new Promise((resolve) => setTimeout(resolve, COACH_PACE_MS));
      write(`point ${piece}. `);
    }
    response.end('data: [DONE]\n\n');
  });
  const port = await freePort();
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  return {
    baseUrl: `http://127.0.0.1:${port}/v1`,
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** A browser with `count` messages in its outbox, written while the server was out of reach. */
async function openBrowser(name: string, count: number): Promise<Browser> {
  const database = new PlaycallerDb(`crash-replay-${name}-${crypto.randomUUID()}`);
  const visitor = fingerprint();
  const sessionId = id21();
  const ids: string[] = [];
  for (let i = 0; i < count; i++) {
    const body = chatMessage({ sessionId, browserFingerprint: visitor, content: `Question ${i + 1} from ${name}` });
    ids.push(body.clientMessageId);
    await writeMessage(database, body, i);
    await createExchangeStore(database).queue(body, null, 1_000 + i);
  }
  return { database, fingerprint: visitor, sessionId, ids };
}

describe('a server killed and restarted while browsers replay their outboxes', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'playcaller-crash-replay-'));
  const browsers: Browser[] = [];
  let server: ServerProcess | undefined;
  let coach: TestCoach | undefined;
  let postgres: TestDb | undefined;

  afterEach(async () => {
    await server?.kill();
    await coach?.close();
    for (const browser of browsers.splice(0)) await browser.database.delete();
  });
  afterAll(async () => {
    await postgres?.dispose();
    rmSync(dataDir, { recursive: true, force: true });
  });

  /** The server's database, opened from the test: on PGlite only while the server is down. */
  async function openDatabase(): Promise<DatabaseHandle> {
    if (postgres) return postgres;
    return createPgliteDb(join(dataDir, 'pglite'));
  }
  const closeDatabase = async (handle: DatabaseHandle) => {
    if (handle !== postgres) await handle.close();
  };

  // The budget is a ceiling, not a wait: two server starts and 33 sends took over four minutes on
  // PGlite on a 2-core machine running several other heavy jobs at once.
  it(`stores each of ${CLIENTS}×${QUEUED_PER_CLIENT} queued messages and a live send cut off mid-reply exactly once, in order, charged once`, async () => {
    if (testDbKind() === 'postgres') postgres = await createTestDb('postgres');
    const liveQuestion = 'A live question, answered while the server dies';
    coach = await startTestCoach(liveQuestion);
    const port = await freePort();
    const origin = `http://127.0.0.1:${port}`;
    const start = () =>
      startServer({ port, databaseUrl: postgres?.url, dataDir, openAiBaseUrl: coach!.baseUrl }).then((started) => {
        server = started;
        return started;
      });
    const first = await start();
    const fetchFromServer: typeof fetch = (input, init) => fetch(new URL(String(input), origin), init);
    const limitsHit: string[] = [];
    const replayFor = (browser: Browser, send: typeof sendQueued) =>
      createActor(
        createOutboxMachine({
          replay: () => replayOutbox((entry) => send(entry, fetchFromServer), createExchangeStore(browser.database)),
          isOnline: () => true,
          onLimit: (message) => limitsHit.push(message),
          onSent: () => {},
        }).provide({ delays: { backoff: RETRY_PAUSE_MS } }),
      );

    // A visitor chatting live: its streamed send is the one the kill lands in. The server has
    // claimed and charged it before the first piece of the reply arrives, and the coach holds the
    // rest of that reply back, so the kill always finds it mid-reply.
    const live = await openBrowser('live', 0);
    const liveBody = chatMessage({
      sessionId: live.sessionId,
      browserFingerprint: live.fingerprint,
      content: liveQuestion,
    });
    live.ids.push(liveBody.clientMessageId);
    await writeMessage(live.database, liveBody, 0);
    browsers.push(live);
    const sendLiveAndKill = async () => {
      const response = await fetchFromServer('/api/messages', {
        method: 'POST',
        headers: { 'content-type': 'application/json', accept: 'text/event-stream' },
        body: JSON.stringify(liveBody),
      });
      try {
        for await (const event of readServerSentEvents(response.body!)) {
          if (event.event === 'delta') await first.kill();
        }
      } catch {
        // The stream breaks with the server: the page queues the message, as the chat screen does.
      }
      await createExchangeStore(live.database).queue(liveBody, null, Date.now());
    };

    let accepted = 0;
    let liveSend: Promise<void> | undefined;
    const countingSend: typeof sendQueued = async (entry, fetcher) => {
      const stored = await sendQueued(entry, fetcher);
      if (++accepted === KILL_AFTER_ACCEPTED) liveSend = sendLiveAndKill();
      return stored;
    };
    const queued = [];
    for (let index = 0; index < CLIENTS; index++) queued.push(await openBrowser(String(index), QUEUED_PER_CLIENT));
    browsers.push(...queued);
    const actors = queued.map((browser) => replayFor(browser, countingSend));
    for (const actor of actors) actor.start();

    await expect.poll(() => accepted, { timeout: 60_000 }).toBeGreaterThanOrEqual(KILL_AFTER_ACCEPTED);
    await liveSend;
    const acceptedBeforeKill = accepted;
    expect(await live.database.outbox.count()).toBe(1);

    // Sends the kill cut off mid-reply stay pending: a retry is told "being answered elsewhere" (409)
    // until they are stale. Their clock is moved on instead of waiting the two minutes.
    const down = await openDatabase();
    const orphaned = await down.db
      .update(messages)
      .set({ updatedAt: sql`${messages.updatedAt} - make_interval(secs => ${STALE_PENDING_MS / 1000 + 1})` })
      .where(eq(messages.status, 'pending'))
      .returning({ clientMessageId: messages.clientMessageId });
    await closeDatabase(down);
    expect(orphaned.map((row) => row.clientMessageId)).toContain(liveBody.clientMessageId);

    await start();
    actors.push(replayFor(live, sendQueued));
    actors.at(-1)!.start();
    await Promise.all(actors.map((actor) => waitFor(actor, (state) => state.matches('idle'), { timeout: 60_000 })));
    for (const actor of actors) actor.stop();
    await server!.stop();
    expect(limitsHit).toEqual([]);

    const after = await openDatabase();
    try {
      for (const browser of browsers) {
        const stored = await after.db
          .select()
          .from(messages)
          .where(eq(messages.sessionId, browser.sessionId))
          .orderBy(asc(messages.timestamp));
        const questions = stored.filter((row) => row.role === 'user');
        // Exactly once each, in the order they were queued, all answered.
        expect(questions.map((row) => row.clientMessageId)).toEqual(browser.ids);
        expect(stored.filter((row) => row.status !== 'complete')).toEqual([]);
        const replies = stored.filter((row) => row.role === 'assistant');
        expect(replies.map((row) => row.replyTo)).toEqual(questions.map((row) => row.id));
        // Question, answer, question, answer: each reply right after its question.
        expect(stored.map((row) => row.role)).toEqual(browser.ids.flatMap(() => ['user', 'assistant']));
        // Charged once per message, on both of a visitor's counters.
        expect(await usageOf(after.db, `fingerprint:${browser.fingerprint}`, 'all')).toBe(browser.ids.length);
        expect(await usageOf(after.db, `session:${browser.sessionId}`, 'all')).toBe(browser.ids.length);

        // The browser's own copy agrees: nothing left queued, each message and its reply stored once.
        expect(await browser.database.outbox.count()).toBe(0);
        const local = await browser.database.messages.toArray();
        expect(local).toHaveLength(browser.ids.length * 2);
        for (const [i, id] of browser.ids.entries()) {
          const question = local.find((message) => message.key === id);
          const reply = local.find((message) => message.key === replyKey(id));
          expect(question).toMatchObject({ status: 'complete', serverId: questions[i]!.id });
          expect(reply).toMatchObject({ status: 'complete', serverId: replies[i]!.id, content: replies[i]!.content });
        }
      }
    } finally {
      await closeDatabase(after);
    }
    // The kill landed mid-replay: the queues were not through yet.
    expect(acceptedBeforeKill).toBeLessThan(CLIENTS * QUEUED_PER_CLIENT);
  }, 600_000);
});
