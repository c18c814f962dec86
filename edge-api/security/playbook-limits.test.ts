import { and, count, eq, isNull } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { PlaybookItemSchema, PlaybookLimitErrorSchema } from '../../shared/contract/playbook';
import { ShareLinkSchema } from '../../shared/contract/shares';
import { PLAYBOOK_LIMITS } from '../../shared/constants';
import { AUTH_HEADER } from '../../shared/contract/headers';
import { createApp } from '../app';
import type { Database } from '../db/database';
import { createPostgresDb } from '../db/postgres';
import { playbookItems, shareLinks } from '../db/schema';
import { subscribe } from '../test/chat-fixtures';
import { playbookItem, seedItems } from '../test/playbook-fixtures';
import { buildTestApp, signUp, useTestDb, type TestApp } from '../test/test-app';

// The plan's limits hold however the requests arrive: all at once, from two tabs, through two
// servers on one database, or as replays of saves that already landed. Each burst is started in
// one go and awaited together, so on PostgreSQL the requests really run side by side.

const FREE_ITEMS = PLAYBOOK_LIMITS.free.items!;
const FREE_SHARES = PLAYBOOK_LIMITS.free.shares!;

async function liveItemCount(db: Database, userId: string) {
  const [row] = await db
    .select({ count: count() })
    .from(playbookItems)
    .where(and(eq(playbookItems.userId, userId), isNull(playbookItems.deletedAt)));
  return row?.count ?? 0;
}

async function liveShareCount(db: Database, userId: string) {
  const [row] = await db
    .select({ count: count() })
    .from(shareLinks)
    .where(and(eq(shareLinks.userId, userId), isNull(shareLinks.revokedAt)));
  return row?.count ?? 0;
}

function post(t: TestApp, token: string, body: unknown) {
  return t.json('/api/playbook', { token, body });
}

function expectLimitRefusals(answers: { status: number; body: unknown }[], code: string) {
  for (const answer of answers.filter((one) => one.status !== 201 && one.status !== 200)) {
    expect(answer.status).toBe(403);
    expect(PlaybookLimitErrorSchema.parse(answer.body).code).toBe(code);
  }
}

describe('playbook limits under concurrency', () => {
  const db = useTestDb();

  it(`stores exactly ${FREE_ITEMS} of 30 saves a Free user sends at once`, async () => {
    const t = await buildTestApp(db.current);
    const { token, user } = await signUp(t);
    const answers = await Promise.all(Array.from({ length: 30 }, () => post(t, token, playbookItem())));
    expect(answers.filter((answer) => answer.status === 201)).toHaveLength(FREE_ITEMS);
    expect(answers.filter((answer) => answer.status === 403)).toHaveLength(30 - FREE_ITEMS);
    expectLimitRefusals(answers, 'playbook_items_limit');
    expect(await liveItemCount(t.deps.db, String(user.id))).toBe(FREE_ITEMS);
  });

  it(`creates exactly ${FREE_SHARES} of 5 share links a Free user asks for at once`, async () => {
    const t = await buildTestApp(db.current);
    const { token, user } = await signUp(t);
    const items = [];
    for (let index = 0; index < 5; index++) {
      items.push(PlaybookItemSchema.parse((await post(t, token, playbookItem())).body));
    }
    const answers = await Promise.all(
      items.map((item) => t.json('/api/shares', { token, body: { kind: 'item', target: item.id } })),
    );
    const created = answers.filter((answer) => answer.status === 201);
    expect(created).toHaveLength(FREE_SHARES);
    expectLimitRefusals(answers, 'share_links_limit');
    expect(await liveShareCount(t.deps.db, String(user.id))).toBe(FREE_SHARES);
    // Each link that was answered works.
    for (const answer of created) {
      expect((await t.json(`/api/shares/${ShareLinkSchema.parse(answer.body).id}`)).status).toBe(200);
    }
  });

  it('makes one link of the same item shared from several tabs at once', async () => {
    const t = await buildTestApp(db.current);
    const { token, user } = await signUp(t);
    const item = PlaybookItemSchema.parse((await post(t, token, playbookItem())).body);
    const answers = await Promise.all(
      Array.from({ length: 6 }, () => t.json('/api/shares', { token, body: { kind: 'item', target: item.id } })),
    );
    expect(answers.filter((answer) => answer.status === 201)).toHaveLength(1);
    expect(new Set(answers.map((answer) => ShareLinkSchema.parse(answer.body).id)).size).toBe(1);
    expect(await liveShareCount(t.deps.db, String(user.id))).toBe(1);
  });

  it('stores one item for a save replayed many times at once, and counts it once', async () => {
    const t = await buildTestApp(db.current);
    const { token, user } = await signUp(t);
    await seedItems(t.deps.db, String(user.id), FREE_ITEMS - 1, t.clock.now());
    const body = playbookItem();
    const answers = await Promise.all(Array.from({ length: 10 }, () => post(t, token, body)));
    expect(answers.filter((answer) => answer.status === 201)).toHaveLength(1);
    expect(answers.filter((answer) => answer.status === 200)).toHaveLength(9);
    for (const answer of answers) expect(PlaybookItemSchema.parse(answer.body).id).toBe(body.id);
    expect(await liveItemCount(t.deps.db, String(user.id))).toBe(FREE_ITEMS);
  });

  it('keeps the limit when guest items are claimed at sign-in from two tabs at once', async () => {
    const t = await buildTestApp(db.current);
    const guestItems = Array.from({ length: 30 }, (_, index) => playbookItem({ title: `Guest ${index}` }));
    const { token, user } = await signUp(t);
    // Both tabs post every guest item; the server keeps each once, and the first 25 it took.
    const answers = await Promise.all([
      ...guestItems.map((body) => post(t, token, body)),
      ...guestItems.map((body) => post(t, token, body)),
    ]);
    expectLimitRefusals(answers, 'playbook_items_limit');
    const stored = await t.deps.db
      .select()
      .from(playbookItems)
      .where(eq(playbookItems.userId, String(user.id)));
    expect(stored).toHaveLength(FREE_ITEMS);
    expect(new Set(stored.map((row) => row.id)).size).toBe(FREE_ITEMS);
    expect(answers.filter((answer) => answer.status === 201)).toHaveLength(FREE_ITEMS);
    // Every stored item was answered as stored to both tabs; every other one refused to both.
    const storedIds = new Set(stored.map((row) => row.id));
    for (const [index, body] of guestItems.entries()) {
      const statuses = [answers[index]!.status, answers[index + guestItems.length]!.status].sort();
      expect(statuses).toEqual(storedIds.has(body.id) ? [200, 201] : [403, 403]);
    }
  });

  it('never passes the limit when deletes and saves race', async () => {
    const t = await buildTestApp(db.current);
    const { token, user } = await signUp(t);
    const ids = await seedItems(t.deps.db, String(user.id), FREE_ITEMS, t.clock.now());
    const answers = await Promise.all([
      ...ids.slice(0, 5).map((id) => t.json(`/api/playbook/${id}`, { method: 'DELETE', token })),
      ...Array.from({ length: 10 }, () => post(t, token, playbookItem())),
    ]);
    expect(answers.slice(0, 5).every((answer) => answer.status === 200)).toBe(true);
    const saved = answers.slice(5).filter((answer) => answer.status === 201).length;
    expect(saved).toBeLessThanOrEqual(5);
    expect(await liveItemCount(t.deps.db, String(user.id))).toBe(FREE_ITEMS - 5 + saved);
    // With the deletes done, exactly the freed slots are left.
    const rest = await Promise.all(Array.from({ length: 10 }, () => post(t, token, playbookItem())));
    expect(rest.filter((answer) => answer.status === 201)).toHaveLength(5 - saved);
    expect(await liveItemCount(t.deps.db, String(user.id))).toBe(FREE_ITEMS);
  });

  it('holds the limit across two servers on one database', async () => {
    const t = await buildTestApp(db.current);
    const { token, user } = await signUp(t);
    // On PostgreSQL the second server has a connection pool of its own, as another process would.
    const second = db.current.url ? createPostgresDb(db.current.url, { max: 10 }) : null;
    try {
      const other = createApp({ ...t.deps, db: second?.db ?? t.deps.db });
      const viaOther = async (body: unknown) =>
        await other.request('/api/playbook', {
          method: 'POST',
          headers: { 'content-type': 'application/json', [AUTH_HEADER]: token },
          body: JSON.stringify(body),
        });
      const statuses = await Promise.all(
        Array.from({ length: 30 }, (_, index) =>
          index % 2
            ? viaOther(playbookItem()).then((response) => response.status)
            : post(t, token, playbookItem()).then((answer) => answer.status),
        ),
      );
      expect(statuses.filter((status) => status === 201)).toHaveLength(FREE_ITEMS);
      expect(statuses.filter((status) => status === 403)).toHaveLength(30 - FREE_ITEMS);
      expect(await liveItemCount(t.deps.db, String(user.id))).toBe(FREE_ITEMS);
    } finally {
      await second?.close();
    }
  });

  it('applies a Plus plan to a burst as well', async () => {
    const t = await buildTestApp(db.current);
    const { token, user } = await signUp(t);
    await subscribe(t.deps.db, String(user.id), 'plus', t.clock.now());
    const limit = PLAYBOOK_LIMITS.plus.items!;
    await seedItems(t.deps.db, String(user.id), limit - 3, t.clock.now());
    const answers = await Promise.all(Array.from({ length: 12 }, () => post(t, token, playbookItem())));
    expect(answers.filter((answer) => answer.status === 201)).toHaveLength(3);
    expectLimitRefusals(answers, 'playbook_items_limit');
    expect(await liveItemCount(t.deps.db, String(user.id))).toBe(limit);
  });
});
