import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { OkSchema } from '../../shared/contract/common';
import {
  PlaybookItemSchema,
  PlaybookLimitErrorSchema,
  PlaybookListSchema,
  playbookLimitMessage,
} from '../../shared/contract/playbook';
import { PLAYBOOK_LIMITS } from '../../shared/constants';
import { playbookItems, subscriptions } from '../db/schema';
import { id21, subscribe } from '../test/chat-fixtures';
import { playbookItem, practicePlan, seedItems } from '../test/playbook-fixtures';
import { buildTestApp, signUp, useTestDb, type TestApp } from '../test/test-app';

async function listOf(t: TestApp, token: string) {
  const answer = await t.json('/api/playbook', { token });
  expect(answer.status).toBe(200);
  return PlaybookListSchema.parse(answer.body).items;
}

describe('the playbook API', () => {
  const db = useTestDb();

  it('saves an item with its defaults and normalised tags, and lists it', async () => {
    const t = await buildTestApp(db.current);
    const { token } = await signUp(t);
    const body = playbookItem({ tags: ['  U12 Fall Season ', 'u12 fall season', 'Blitz'] });
    const saved = await t.json('/api/playbook', { token, body });
    expect(saved.status).toBe(201);
    const item = PlaybookItemSchema.parse(saved.body);
    expect(item).toMatchObject({
      id: body.id,
      title: body.title,
      kind: 'play',
      tags: ['u12 fall season', 'blitz'],
      notes: '',
      plan: null,
      scheduledAt: null,
      sport: 'football',
      mode: 'gameOnTheLine',
      question: body.question,
      sessionId: null,
      deleted: false,
    });
    expect(item.createdAt).toBe(t.clock.now().toISOString());
    expect(await listOf(t, token)).toEqual([item]);
  });

  it('stores a practice plan, a schedule and awkward text exactly as sent', async () => {
    const t = await buildTestApp(db.current);
    const { token } = await signUp(t);
    const awkwardTags = ['say "hi"', 'back\\slash', '{braces}', 'a,b', 'שלום', '🏈 day'];
    const body = playbookItem({
      kind: 'practice-plan',
      plan: practicePlan(),
      scheduledAt: '2026-12-01T17:30:00+01:00',
      tags: awkwardTags,
      sessionId: id21(),
      notes: 'Bring the ball bag',
    });
    const saved = PlaybookItemSchema.parse((await t.json('/api/playbook', { token, body })).body);
    expect(saved.plan).toEqual(practicePlan());
    expect(saved.scheduledAt).toBe('2026-12-01T16:30:00.000Z');
    expect(saved.tags).toEqual(awkwardTags);
    expect(saved.sessionId).toBe(body.sessionId);
    expect((await listOf(t, token))[0]).toEqual(saved);
  });

  it('stores a lone surrogate in a plan, a title or a tag as U+FFFD, as a text column would, instead of failing', async () => {
    const t = await buildTestApp(db.current);
    const { token } = await signUp(t);
    const body = playbookItem({
      plan: practicePlan({ title: 'Plan \uD800 one' }),
      title: 'Title \uDC00',
      tags: ['U12 \uDC00'],
    });
    const saved = await t.json('/api/playbook', { token, body });
    expect(saved.status).toBe(201);
    const item = PlaybookItemSchema.parse(saved.body);
    expect(item.plan?.title).toBe('Plan \uFFFD one');
    expect(item.title).toBe('Title \uFFFD');
    expect(item.tags).toEqual(['u12 \uFFFD']);
  });

  it('answers a replayed save with the stored item, never a second one', async () => {
    const t = await buildTestApp(db.current);
    const { token, user } = await signUp(t);
    const body = playbookItem();
    const first = await t.json('/api/playbook', { token, body });
    expect(first.status).toBe(201);
    t.clock.advance(1_000);
    const replay = await t.json('/api/playbook', { token, body: { ...body, title: 'Changed on the way' } });
    expect(replay.status).toBe(200);
    expect(replay.body).toEqual(first.body);
    const rows = await t.deps.db
      .select()
      .from(playbookItems)
      .where(eq(playbookItems.userId, String(user.id)));
    expect(rows).toHaveLength(1);
  });

  it('changes only the fields sent, the last edit to arrive winning per field', async () => {
    const t = await buildTestApp(db.current);
    const { token } = await signUp(t);
    const body = playbookItem({ notes: 'first notes', tags: ['blitz'] });
    const saved = PlaybookItemSchema.parse((await t.json('/api/playbook', { token, body })).body);

    t.clock.advance(1_000);
    // Two devices edit different fields: both edits stay.
    const fromPhone = await t.json(`/api/playbook/${body.id}`, {
      method: 'PATCH',
      token,
      body: { title: 'Phone title' },
    });
    expect(fromPhone.status).toBe(200);
    t.clock.advance(1_000);
    const fromLaptop = await t.json(`/api/playbook/${body.id}`, {
      method: 'PATCH',
      token,
      body: { notes: 'laptop notes', tags: ['Red Zone'] },
    });
    const edited = PlaybookItemSchema.parse(fromLaptop.body);
    expect(edited).toEqual({
      ...saved,
      title: 'Phone title',
      notes: 'laptop notes',
      tags: ['red zone'],
      updatedAt: t.clock.now().toISOString(),
    });

    // The same field edited twice: the later arrival wins.
    t.clock.advance(1_000);
    await t.json(`/api/playbook/${body.id}`, { method: 'PATCH', token, body: { title: 'Second' } });
    await t.json(`/api/playbook/${body.id}`, { method: 'PATCH', token, body: { title: 'Third' } });
    expect((await listOf(t, token))[0]?.title).toBe('Third');

    // Null clears the optional fields.
    const planned = await t.json(`/api/playbook/${body.id}`, {
      method: 'PATCH',
      token,
      body: { plan: practicePlan(), scheduledAt: '2026-12-01T10:00:00Z' },
    });
    expect(PlaybookItemSchema.parse(planned.body).plan).toEqual(practicePlan());
    const cleared = await t.json(`/api/playbook/${body.id}`, {
      method: 'PATCH',
      token,
      body: { plan: null, scheduledAt: null },
    });
    expect(PlaybookItemSchema.parse(cleared.body)).toMatchObject({ plan: null, scheduledAt: null, title: 'Third' });
  });

  it('deletes as a tombstone: gone from the list, a replayed delete or save changes nothing', async () => {
    const t = await buildTestApp(db.current);
    const { token, user } = await signUp(t);
    const body = playbookItem();
    await t.json('/api/playbook', { token, body });
    t.clock.advance(1_000);
    const deleted = await t.json(`/api/playbook/${body.id}`, { method: 'DELETE', token });
    expect(deleted.status).toBe(200);
    OkSchema.parse(deleted.body);
    expect(await listOf(t, token)).toEqual([]);

    expect((await t.json(`/api/playbook/${body.id}`, { method: 'DELETE', token })).status).toBe(200);
    const edit = await t.json(`/api/playbook/${body.id}`, { method: 'PATCH', token, body: { title: 'Back?' } });
    expect(edit.status).toBe(404);
    const resaved = await t.json('/api/playbook', { token, body });
    expect(resaved.status).toBe(200);
    const tombstone = PlaybookItemSchema.parse(resaved.body);
    expect(tombstone).toMatchObject({ id: body.id, deleted: true, markdown: '', question: null });
    expect(await listOf(t, token)).toEqual([]);

    const [row] = await t.deps.db
      .select()
      .from(playbookItems)
      .where(eq(playbookItems.userId, String(user.id)));
    expect(row?.deletedAt?.toISOString()).toBe(t.clock.now().toISOString());
    // The content is gone from the server with the item; only the id and the time remain.
    expect(row).toMatchObject({ title: '', markdown: '', notes: '', question: null, plan: null, tags: [] });
  });

  it('answers 404 for an id the caller never saved and 401 without a session', async () => {
    const t = await buildTestApp(db.current);
    const { token } = await signUp(t);
    const unknown = id21();
    expect((await t.json(`/api/playbook/${unknown}`, { method: 'PATCH', token, body: { title: 'x' } })).status).toBe(
      404,
    );
    expect((await t.json(`/api/playbook/${unknown}`, { method: 'DELETE', token })).status).toBe(404);
    expect((await t.json('/api/playbook')).status).toBe(401);
    expect((await t.json('/api/playbook', { body: playbookItem() })).status).toBe(401);
    expect((await t.json(`/api/playbook/${unknown}`, { method: 'PATCH', body: { title: 'x' } })).status).toBe(401);
    expect((await t.json(`/api/playbook/${unknown}`, { method: 'DELETE' })).status).toBe(401);
  });
});

describe('playbook limits by plan', () => {
  const db = useTestDb();

  it(`keeps a Free account to ${PLAYBOOK_LIMITS.free.items} live items, with the upgrade message, and a delete frees a slot`, async () => {
    const t = await buildTestApp(db.current);
    const { token } = await signUp(t);
    const limit = PLAYBOOK_LIMITS.free.items!;
    for (let saved = 0; saved < limit; saved++) {
      expect((await t.json('/api/playbook', { token, body: playbookItem() })).status).toBe(201);
    }
    const refused = await t.json('/api/playbook', { token, body: playbookItem() });
    expect(refused.status).toBe(403);
    expect(PlaybookLimitErrorSchema.parse(refused.body)).toEqual({
      message: "You've reached the 25 saved items of the Free plan. Upgrade to save more.",
      code: 'playbook_items_limit',
      limitReached: true,
      plan: 'free',
      limit,
    });
    const items = await listOf(t, token);
    expect(items).toHaveLength(limit);

    // A replay of a saved item is still answered at the limit: it costs nothing.
    const replay = await t.json('/api/playbook', { token, body: playbookItem({ id: items[0]!.id }) });
    expect(replay.status).toBe(200);

    expect((await t.json(`/api/playbook/${items[0]!.id}`, { method: 'DELETE', token })).status).toBe(200);
    expect((await t.json('/api/playbook', { token, body: playbookItem() })).status).toBe(201);
    expect((await t.json('/api/playbook', { token, body: playbookItem() })).status).toBe(403);
  });

  it(`gives Plus ${PLAYBOOK_LIMITS.plus.items} items and Premium no limit`, async () => {
    const t = await buildTestApp(db.current);
    const plus = await signUp(t);
    await subscribe(t.deps.db, String(plus.user.id), 'plus', t.clock.now());
    const plusLimit = PLAYBOOK_LIMITS.plus.items!;
    await seedItems(t.deps.db, String(plus.user.id), plusLimit - 1, t.clock.now());
    expect((await t.json('/api/playbook', { token: plus.token, body: playbookItem() })).status).toBe(201);
    const refused = await t.json('/api/playbook', { token: plus.token, body: playbookItem() });
    expect(refused.status).toBe(403);
    expect(PlaybookLimitErrorSchema.parse(refused.body)).toMatchObject({
      message: "You've reached the 500 saved items of the Plus plan. Upgrade to Premium to save more.",
      plan: 'plus',
      limit: plusLimit,
    });

    const premium = await signUp(t);
    await subscribe(t.deps.db, String(premium.user.id), 'premium', t.clock.now());
    await seedItems(t.deps.db, String(premium.user.id), plusLimit + 10, t.clock.now());
    expect((await t.json('/api/playbook', { token: premium.token, body: playbookItem() })).status).toBe(201);
  });

  it('touches nothing already saved when a plan ends: items stay, edits and deletes work, new saves wait', async () => {
    const t = await buildTestApp(db.current);
    const { token, user } = await signUp(t);
    await subscribe(t.deps.db, String(user.id), 'plus', t.clock.now());
    const ids = await seedItems(t.deps.db, String(user.id), 30, t.clock.now());
    await t.deps.db
      .update(subscriptions)
      .set({ status: 'canceled' })
      .where(eq(subscriptions.userId, String(user.id)));

    expect(await listOf(t, token)).toHaveLength(30);
    const refused = await t.json('/api/playbook', { token, body: playbookItem() });
    expect(refused.status).toBe(403);
    expect(PlaybookLimitErrorSchema.parse(refused.body).message).toBe(
      playbookLimitMessage('playbook_items_limit', 'free', 25),
    );
    expect((await t.json(`/api/playbook/${ids[0]}`, { method: 'PATCH', token, body: { title: 'Kept' } })).status).toBe(
      200,
    );
    expect((await t.json(`/api/playbook/${ids[1]}`, { method: 'DELETE', token })).status).toBe(200);
    expect(await listOf(t, token)).toHaveLength(29);
  });
});
