import { describe, expect, it } from 'vitest';
import { UserSchema } from '../../shared/contract/auth';
import { OkSchema } from '../../shared/contract/common';
import { SendMessageResponseSchema, type SendMessage } from '../../shared/contract/messages';
import { ClaimResultSchema, SyncPageSchema } from '../../shared/contract/sync';
import { PlaybookItemSchema, type PlaybookItem } from '../../shared/contract/playbook';
import { encodeCursor, SYNC_PAGE_SIZE } from '../services/sync.service';
import { subscribe } from '../test/chat-fixtures';
import { playbookItem, seedItems } from '../test/playbook-fixtures';
import { buildTestApp, signUp, useTestDb, type TestApp } from '../test/test-app';

const id21 = () => crypto.randomUUID().replaceAll('-', '').slice(0, 21);
const message = (overrides: Partial<SendMessage> = {}): SendMessage => ({
  content: 'What is a screen pass?',
  role: 'user',
  sessionId: id21(),
  personalityMode: 'gameOnTheLine',
  sportType: 'football',
  clientMessageId: crypto.randomUUID(),
  ...overrides,
});

async function pullAll(t: TestApp, token: string, since?: string) {
  const sessions = new Map<string, boolean>();
  const messageIds: string[] = [];
  const items: PlaybookItem[] = [];
  let cursor = since;
  let pages = 0;
  for (;;) {
    const page = SyncPageSchema.parse((await t.json(`/api/sync${cursor ? `?since=${cursor}` : ''}`, { token })).body);
    pages += 1;
    for (const session of page.sessions) sessions.set(session.sessionId, session.deleted);
    messageIds.push(...page.messages.map((m) => m.id));
    items.push(...page.playbook);
    cursor = page.cursor;
    if (!page.hasMore) break;
  }
  return { sessions, messageIds, items, cursor: cursor!, pages };
}

describe('sync across devices', () => {
  const db = useTestDb();

  it('returns a user’s sessions and messages, then only what changed since the cursor', async () => {
    const t = await buildTestApp(db.current);
    const { token } = await signUp(t);
    const other = await signUp(t);
    const first = message();
    await t.json('/api/messages', { body: first, token });
    await t.json('/api/messages', { body: message(), token: other.token });

    const initial = await pullAll(t, token);
    expect([...initial.sessions.keys()]).toEqual([first.sessionId]);
    expect(initial.messageIds).toHaveLength(2);

    // Nothing new: at most the overlap window is read again, never anything unseen.
    const again = await pullAll(t, token, initial.cursor);
    expect(again.messageIds.every((id) => initial.messageIds.includes(id))).toBe(true);

    t.clock.advance(60_000);
    const second = message();
    await t.json('/api/messages', { body: second, token });
    const delta = await pullAll(t, token, initial.cursor);
    expect(delta.sessions.has(second.sessionId)).toBe(true);
    expect(delta.messageIds.filter((id) => !initial.messageIds.includes(id))).toHaveLength(2);
  });

  it('pages through more changes than fit in one answer without losing any', async () => {
    const t = await buildTestApp(db.current);
    const { token } = await signUp(t);
    const sessionId = id21();
    // Premium has no allowance to run out: give this user a subscription row directly.
    const { subscriptions } = await import('../db/schema');
    const me = UserSchema.parse((await t.json('/api/auth/me', { token })).body);
    const now = t.clock.now();
    await t.deps.db.insert(subscriptions).values({
      id: `sub_${id21()}`,
      userId: me.id,
      customerId: 'cus_x',
      plan: 'premium',
      status: 'active',
      currentPeriodStart: now,
      currentPeriodEnd: new Date(now.getTime() + 30 * 86_400_000),
      startedAt: now,
      amountCents: 999,
    });
    const sends = Math.ceil((SYNC_PAGE_SIZE + 20) / 2);
    for (let i = 0; i < sends; i++) {
      if (i > 0 && i % 25 === 0) t.clock.advance(61_000);
      const response = await t.json('/api/messages', { body: message({ sessionId, content: `Play ${i}` }), token });
      expect(response.status).toBe(200);
    }
    const all = await pullAll(t, token);
    expect(all.pages).toBeGreaterThan(1);
    expect(new Set(all.messageIds).size).toBe(sends * 2);
  });

  it('deletes a chat for its owner only, and tells other devices', async () => {
    const t = await buildTestApp(db.current);
    const { token } = await signUp(t);
    const intruder = await signUp(t);
    const body = message();
    await t.json('/api/messages', { body, token });
    const { cursor } = await pullAll(t, token);
    expect(
      (await t.json(`/api/chat-sessions/${body.sessionId}`, { method: 'DELETE', token: intruder.token })).status,
    ).toBe(404);
    const deleted = await t.json(`/api/chat-sessions/${body.sessionId}`, { method: 'DELETE', token });
    expect(deleted.status).toBe(200);
    OkSchema.parse(deleted.body);
    expect((await t.json(`/api/messages/${body.sessionId}`, { token })).body).toEqual([]);
    const after = await pullAll(t, token, cursor);
    expect(after.sessions.get(body.sessionId)).toBe(true);
  });

  it('lets a visitor who signs up keep the chats written as a guest', async () => {
    const t = await buildTestApp(db.current);
    const fingerprint = `fp_${id21()}`;
    const guest = message({ browserFingerprint: fingerprint });
    const sent = await t.json('/api/messages', { body: guest });
    SendMessageResponseSchema.parse(sent.body);
    const { token } = await signUp(t);
    const stranger = await signUp(t);

    const wrongPrint = await t.json('/api/chat-sessions/claim', {
      body: { fingerprint: `fp_${id21()}`, sessionIds: [guest.sessionId] },
      token: stranger.token,
    });
    expect(ClaimResultSchema.parse(wrongPrint.body)).toEqual({ claimed: 0 });
    const claimed = await t.json('/api/chat-sessions/claim', {
      body: { fingerprint, sessionIds: [guest.sessionId] },
      token,
    });
    expect(ClaimResultSchema.parse(claimed.body)).toEqual({ claimed: 1 });
    expect((await t.json(`/api/messages/${guest.sessionId}`, { token })).body).toHaveLength(2);
    expect((await t.json(`/api/messages/${guest.sessionId}?fingerprint=${fingerprint}`)).body).toEqual([]);
    const synced = await pullAll(t, token);
    expect(synced.sessions.has(guest.sessionId)).toBe(true);
    const again = await t.json('/api/messages', { body: message({ sessionId: guest.sessionId }), token });
    expect(again.status).toBe(200);
  });

  it('carries saved playbook items, their edits and their deletions to other devices', async () => {
    const t = await buildTestApp(db.current);
    const { token } = await signUp(t);
    const other = await signUp(t);
    const kept = playbookItem({ title: 'Kept' });
    const dropped = playbookItem({ title: 'Dropped' });
    for (const body of [kept, dropped]) expect((await t.json('/api/playbook', { token, body })).status).toBe(201);
    await t.json('/api/playbook', { token: other.token, body: playbookItem() });

    const initial = await pullAll(t, token);
    expect(initial.items.map((item) => item.title).sort()).toEqual(['Dropped', 'Kept']);
    for (const item of initial.items) PlaybookItemSchema.parse(item);

    t.clock.advance(60_000);
    await t.json(`/api/playbook/${kept.id}`, { method: 'PATCH', token, body: { notes: 'edited on the phone' } });
    await t.json(`/api/playbook/${dropped.id}`, { method: 'DELETE', token });
    const delta = await pullAll(t, token, initial.cursor);
    const byId = new Map(delta.items.map((item) => [item.id, item]));
    expect(byId.get(kept.id)).toMatchObject({ notes: 'edited on the phone', deleted: false });
    expect(byId.get(dropped.id)).toMatchObject({ deleted: true });
    expect(delta.items).toHaveLength(2);
  });

  it('reads the playbook from the start for a cursor saved before the playbook was synced', async () => {
    const t = await buildTestApp(db.current);
    const { token } = await signUp(t);
    const body = playbookItem();
    await t.json('/api/playbook', { token, body });
    const older = btoa(JSON.stringify({ s: [0, ''], m: [0, ''] }));
    const page = SyncPageSchema.parse((await t.json(`/api/sync?since=${older}`, { token })).body);
    expect(page.playbook.map((item) => item.id)).toEqual([body.id]);
    const forged = encodeCursor({ s: [0, ''], m: [0, ''], p: [0, ''] }).slice(0, -2) + '!!';
    expect((await t.json(`/api/sync?since=${forged}`, { token })).status).toBe(400);
    const badItemId = btoa(JSON.stringify({ s: [0, ''], m: [0, ''], p: [0, "x' or 1=1"] }));
    expect((await t.json(`/api/sync?since=${badItemId}`, { token })).status).toBe(400);
  });

  it('pages through more playbook changes than fit in one answer, each exactly once', async () => {
    const t = await buildTestApp(db.current);
    const { token, user } = await signUp(t);
    await subscribe(t.deps.db, String(user.id), 'premium', t.clock.now());
    // Many items share one instant, so the pages split inside it and the id breaks the tie.
    const ids = await seedItems(t.deps.db, String(user.id), SYNC_PAGE_SIZE + 50, t.clock.now());
    t.clock.advance(1_000);
    ids.push(...(await seedItems(t.deps.db, String(user.id), SYNC_PAGE_SIZE, t.clock.now())));
    const all = await pullAll(t, token);
    expect(all.pages).toBe(3);
    const pulled = all.items.map((item) => item.id);
    expect(pulled).toHaveLength(ids.length);
    expect(new Set(pulled)).toEqual(new Set(ids));
  });

  it('requires a signed-in user and a valid cursor', async () => {
    const t = await buildTestApp(db.current);
    expect((await t.json('/api/sync')).status).toBe(401);
    const { token } = await signUp(t);
    expect((await t.json('/api/sync?since=not-a-cursor', { token })).status).toBe(400);
  });
});
