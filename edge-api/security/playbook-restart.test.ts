import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { UserSchema } from '../../shared/contract/auth';
import { CreateCheckoutResponseSchema } from '../../shared/contract/billing';
import { AUTH_HEADER } from '../../shared/contract/headers';
import { PlaybookItemSchema, type CreatePlaybookItem } from '../../shared/contract/playbook';
import { SyncPageSchema, type SyncPage } from '../../shared/contract/sync';
import { SYNC_PAGE_SIZE } from '../services/sync.service';
import { playbookItem } from '../test/playbook-fixtures';
import { freePort, requestJson, signUpOn, startServer, type ServerProcess } from '../test/server-process';
import { createTestDb, testDbKind, type TestDb } from '../test/test-db';

// A server process is SIGKILLed while a device saves its playbook through it and another device
// is halfway through a paged sync, then started again on the same port and database. The saving
// device retries every save whose answer it never got, as an outbox does; the syncing device goes
// on from the cursor it holds. Every item ends up stored once, and each device sees each once.

const ITEMS = SYNC_PAGE_SIZE * 2 + 50;
/** The syncing device reads its first page, and the server dies, once this many saves are answered. */
const KILL_AFTER_SAVED = SYNC_PAGE_SIZE + 50;
const SAVERS = 6;

async function save(origin: string, token: string, body: CreatePlaybookItem) {
  const response = await fetch(`${origin}/api/playbook`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', [AUTH_HEADER]: token },
    body: JSON.stringify(body),
  });
  return { status: response.status, body: (await response.json()) as unknown };
}

async function pullPage(origin: string, token: string, cursor: string | undefined): Promise<SyncPage> {
  const response = await fetch(`${origin}/api/sync${cursor ? `?since=${cursor}` : ''}`, {
    headers: { [AUTH_HEADER]: token },
  });
  expect(response.status).toBe(200);
  return SyncPageSchema.parse(await response.json());
}

/** Pages on from `cursor` until the server has no more; the ids in the order they came. */
async function pullRest(origin: string, token: string, cursor: string | undefined) {
  const ids: string[] = [];
  for (;;) {
    const page = await pullPage(origin, token, cursor);
    ids.push(...page.playbook.map((item) => item.id));
    cursor = page.cursor;
    if (!page.hasMore) return { ids, cursor };
  }
}

/** Upgrades through the built-in test checkout, as a user would: Premium has no item limit. */
async function upgradeToPremium(origin: string, token: string) {
  const me = UserSchema.parse((await requestJson(origin, '/api/auth/me', { token })).body);
  const checkout = await requestJson(origin, '/api/create-checkout-session', {
    token,
    body: { userId: me.id, email: me.email, plan: 'premium' },
  });
  const path = CreateCheckoutResponseSchema.parse(checkout.body).url;
  expect((await fetch(`${origin}${path}/pay`, { method: 'POST', redirect: 'manual' })).status).toBe(303);
  const upgraded = UserSchema.parse((await requestJson(origin, '/api/auth/me', { token })).body);
  expect(upgraded.subscriptionStatus).toBe('premium');
}

describe('a server killed and restarted mid-sync', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'playcaller-playbook-restart-'));
  let server: ServerProcess | undefined;
  let postgres: TestDb | undefined;

  afterEach(async () => {
    await server?.kill();
  });
  afterAll(async () => {
    await postgres?.dispose();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it(`stores each of ${ITEMS} saves once and syncs each once across the restart`, async () => {
    if (testDbKind() === 'postgres') postgres = await createTestDb('postgres');
    const port = await freePort();
    const origin = `http://127.0.0.1:${port}`;
    const start = async () => {
      server = await startServer({ port, databaseUrl: postgres?.url, dataDir });
      return server;
    };
    const first = await start();
    const { token } = await signUpOn(origin);
    await upgradeToPremium(origin, token);

    const queue = Array.from({ length: ITEMS }, (_, index) => playbookItem({ title: `Play ${index + 1}` }));
    const allIds = queue.map((item) => item.id);
    let saved = 0;
    let retried = 0;
    let firstPage: SyncPage | undefined;
    let killing: Promise<void> | undefined;

    const killMidSync = async () => {
      firstPage = await pullPage(origin, token, undefined);
      await first.kill();
      await start();
    };

    const saver = async () => {
      for (let body = queue.shift(); body; body = queue.shift()) {
        for (;;) {
          const answer = await save(origin, token, body).catch(() => null);
          if (answer && (answer.status === 200 || answer.status === 201)) {
            expect(PlaybookItemSchema.parse(answer.body).id).toBe(body.id);
            if (++saved === KILL_AFTER_SAVED) killing = killMidSync();
            break;
          }
          // No answer: the server died under it. The save is tried again once the server is back.
          expect(answer === null || answer.status >= 500, JSON.stringify(answer)).toBe(true);
          retried += 1;
          await killing;
        }
      }
    };
    await Promise.all(Array.from({ length: SAVERS }, saver));
    await killing;
    expect(server).not.toBe(first);

    // The syncing device read a full first page before the kill and goes on from its cursor.
    expect(firstPage?.hasMore).toBe(true);
    expect(firstPage?.playbook).toHaveLength(SYNC_PAGE_SIZE);
    const rest = await pullRest(origin, token, firstPage!.cursor);
    const synced = [...firstPage!.playbook.map((item) => item.id), ...rest.ids];
    // One run of pages, before and after the restart: nothing twice, nothing missing.
    expect(synced).toHaveLength(ITEMS);
    expect(new Set(synced)).toEqual(new Set(allIds));

    // The kill landed while saves were under way: some had to be sent again.
    expect(retried).toBeGreaterThan(0);
    // A new device pulling from the start gets each item exactly once.
    const fresh = await pullRest(origin, token, undefined);
    expect(fresh.ids).toHaveLength(ITEMS);
    expect(new Set(fresh.ids)).toEqual(new Set(allIds));
    const list = await requestJson(origin, '/api/playbook', { token });
    expect((list.body.items as unknown[]).length).toBe(ITEMS);
  }, 600_000);
});
