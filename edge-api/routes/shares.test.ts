import { describe, expect, it } from 'vitest';
import { OkSchema } from '../../shared/contract/common';
import { SendMessageResponseSchema } from '../../shared/contract/messages';
import { PlaybookItemSchema, PlaybookLimitErrorSchema } from '../../shared/contract/playbook';
import {
  SHARE_ID_LENGTH,
  ShareIdSchema,
  ShareLinkSchema,
  ShareListSchema,
  SharedContentSchema,
} from '../../shared/contract/shares';
import { PLAYBOOK_LIMITS } from '../../shared/constants';
import { SHARE_READS_PER_WINDOW, SHARE_WINDOW_MS, SHARES_COPY } from '../services/shares.service';
import { chatMessage, id21, subscribe } from '../test/chat-fixtures';
import { playbookItem, practicePlan } from '../test/playbook-fixtures';
import { buildTestApp, signUp, useTestDb, type TestApp } from '../test/test-app';

async function save(t: TestApp, token: string, overrides: Parameters<typeof playbookItem>[0] = {}) {
  const answer = await t.json('/api/playbook', { token, body: playbookItem(overrides) });
  expect(answer.status).toBe(201);
  return PlaybookItemSchema.parse(answer.body);
}

async function share(t: TestApp, token: string, body: { kind: string; target: string }) {
  const answer = await t.json('/api/shares', { token, body });
  expect(answer.status, JSON.stringify(answer.body)).toBe(201);
  return ShareLinkSchema.parse(answer.body);
}

async function liveLinks(t: TestApp, token: string) {
  return ShareListSchema.parse((await t.json('/api/shares', { token })).body).shares;
}

describe('share links', () => {
  const db = useTestDb();

  it('shares an item read-only through /s/<id>, to anyone, with noindex on every answer', async () => {
    const t = await buildTestApp(db.current);
    const { token } = await signUp(t);
    const item = await save(t, token, { title: 'Trips right, bunch', notes: 'Run it twice' });
    const link = await share(t, token, { kind: 'item', target: item.id });
    expect(link).toMatchObject({ kind: 'item', target: item.id, label: 'Trips right, bunch', url: `/s/${link.id}` });
    expect(ShareIdSchema.parse(link.id)).toHaveLength(SHARE_ID_LENGTH);

    const opened = await t.json(`/api/shares/${link.id}`);
    expect(opened.status).toBe(200);
    expect(opened.headers.get('x-robots-tag')).toBe('noindex');
    const { sessionId: _sessionId, deleted: _deleted, ...shared } = item;
    expect(SharedContentSchema.parse(opened.body)).toEqual({ kind: 'item', title: item.title, items: [shared] });

    // Edits show at once; the page reads the item as it is now.
    await t.json(`/api/playbook/${item.id}`, { method: 'PATCH', token, body: { title: 'Trips left' } });
    expect(SharedContentSchema.parse((await t.json(`/api/shares/${link.id}`)).body).title).toBe('Trips left');
    for (const path of ['/api/shares', `/api/shares/${id21()}`, `/api/shares/${'x'.repeat(SHARE_ID_LENGTH)}`]) {
      expect((await t.json(path, { token })).headers.get('x-robots-tag'), path).toBe('noindex');
    }
  });

  it('shows a shared plan as edited after sharing: its blocks as they are now, in the item and its tag', async () => {
    const t = await buildTestApp(db.current);
    const { token } = await signUp(t);
    const original = practicePlan();
    const item = await save(t, token, {
      kind: 'practice-plan',
      title: 'U12 passing',
      tags: ['u12'],
      sport: 'soccer',
      markdown: `Here is your plan.\n\n\`\`\`json\n${JSON.stringify(original)}\n\`\`\``,
      plan: original,
    });
    const itemLink = await share(t, token, { kind: 'item', target: item.id });
    const tagLink = await share(t, token, { kind: 'tag', target: 'u12' });

    // The coach's edit on the plan page: the game first and 5 minutes longer, the rondo renamed.
    const [rondo, game] = original.blocks;
    const edited = practicePlan({
      blocks: [
        { ...game!, minutes: game!.minutes + 5 },
        { ...rondo!, minutes: rondo!.minutes - 5, activity: 'Rondo 5v2' },
      ],
    });
    const patched = await t.json(`/api/playbook/${item.id}`, { method: 'PATCH', token, body: { plan: edited } });
    expect(patched.status).toBe(200);

    for (const link of [itemLink, tagLink]) {
      const opened = SharedContentSchema.parse((await t.json(`/api/shares/${link.id}`)).body);
      if (opened.kind === 'chat' || opened.kind === 'game') throw new Error(`an item link opened as a ${opened.kind}`);
      expect(opened.items).toHaveLength(1);
      expect(opened.items[0]!.plan).toEqual(edited);
    }
  });

  it('shares a chat as its title, sport, mode and messages only', async () => {
    const t = await buildTestApp(db.current);
    const { token } = await signUp(t);
    const body = chatMessage({ content: 'How do we beat cover 2?', sportType: 'football' });
    const sent = SendMessageResponseSchema.parse((await t.json('/api/messages', { token, body })).body);
    const link = await share(t, token, { kind: 'chat', target: body.sessionId });
    const content = SharedContentSchema.parse((await t.json(`/api/shares/${link.id}`)).body);
    expect(content).toEqual({
      kind: 'chat',
      title: link.label,
      sport: 'football',
      mode: 'gameOnTheLine',
      messages: [
        { role: 'user', content: body.content, timestamp: sent.userMessage.timestamp },
        { role: 'assistant', content: sent.aiMessage.content, timestamp: sent.aiMessage.timestamp },
      ],
    });
    // No ids of any kind reach the page.
    const raw = JSON.stringify((await t.json(`/api/shares/${link.id}`)).body);
    for (const secret of [body.sessionId, sent.userMessage.id, sent.aiMessage.id, body.clientMessageId]) {
      expect(raw).not.toContain(secret);
    }
  });

  it("shares a tag as the owner's live items carrying it at request time", async () => {
    const t = await buildTestApp(db.current);
    const { token } = await signUp(t);
    const first = await save(t, token, { title: 'Week 1', tags: ['U12 Fall Season'] });
    t.clock.advance(1_000);
    const second = await save(t, token, { title: 'Week 2', tags: ['u12 fall season', 'passing'] });
    await save(t, token, { title: 'Other team', tags: ['u14'] });
    const link = await share(t, token, { kind: 'tag', target: ' U12 Fall Season ' });
    expect(link).toMatchObject({ target: 'u12 fall season', label: 'u12 fall season' });
    const titles = async () =>
      (await t.json(`/api/shares/${link.id}`)).body as unknown as { title: string; items: { title: string }[] };
    expect(SharedContentSchema.parse(await titles())).toMatchObject({ kind: 'tag', title: 'u12 fall season' });
    expect((await titles()).items.map((item) => item.title)).toEqual(['Week 1', 'Week 2']);

    t.clock.advance(1_000);
    const third = await save(t, token, { title: 'Week 3', tags: ['u12 fall season'] });
    await t.json(`/api/playbook/${first.id}`, { method: 'DELETE', token });
    await t.json(`/api/playbook/${second.id}`, { method: 'PATCH', token, body: { tags: ['passing'] } });
    expect((await titles()).items.map((item) => item.title)).toEqual(['Week 3']);

    // Emptied, the tag stays shared: items tagged later appear on the same page.
    await t.json(`/api/playbook/${third.id}`, { method: 'DELETE', token });
    expect((await t.json(`/api/shares/${link.id}`)).status).toBe(200);
    expect((await titles()).items).toEqual([]);
  });

  it('shares a tag holding quotes, commas, braces and backslashes as exactly that tag', async () => {
    const t = await buildTestApp(db.current);
    const { token } = await signUp(t);
    const awkward = 'say "hi", {ok} \\ 🏈';
    await save(t, token, { title: 'Tagged', tags: [awkward] });
    await save(t, token, { title: 'Lookalike', tags: ['say "hi"', '{ok}'] });
    const link = await share(t, token, { kind: 'tag', target: awkward });
    const content = SharedContentSchema.parse((await t.json(`/api/shares/${link.id}`)).body);
    expect(content).toMatchObject({ kind: 'tag', title: awkward });
    expect(content.kind === 'tag' && content.items.map((item) => item.title)).toEqual(['Tagged']);
  });

  it('answers the same link when the same thing is shared again, and lists live links newest first', async () => {
    const t = await buildTestApp(db.current);
    const { token } = await signUp(t);
    const item = await save(t, token);
    const first = await share(t, token, { kind: 'item', target: item.id });
    const again = await t.json('/api/shares', { token, body: { kind: 'item', target: item.id } });
    expect(again.status).toBe(200);
    expect(again.body).toEqual(first);
    t.clock.advance(1_000);
    const tagged = await save(t, token, { tags: ['blitz'] });
    const tagLink = await share(t, token, { kind: 'tag', target: 'blitz' });
    expect(await liveLinks(t, token)).toEqual([tagLink, first]);
    expect(tagged.tags).toEqual(['blitz']);
  });

  it('stops a revoked link at once, and a revoked link answers exactly as a made-up one', async () => {
    const t = await buildTestApp(db.current);
    const { token } = await signUp(t);
    const item = await save(t, token);
    const link = await share(t, token, { kind: 'item', target: item.id });
    const revoked = await t.json(`/api/shares/${link.id}`, { method: 'DELETE', token });
    expect(revoked.status).toBe(200);
    OkSchema.parse(revoked.body);
    const gone = await t.json(`/api/shares/${link.id}`);
    const madeUp = await t.json(`/api/shares/${link.id.slice(0, -4)}AAAA`);
    expect(gone.status).toBe(404);
    expect(gone.body).toEqual({ message: SHARES_COPY.notFound });
    expect(madeUp.status).toBe(404);
    expect(madeUp.body).toEqual(gone.body);
    expect([...madeUp.headers.keys()].sort()).toEqual([...gone.headers.keys()].sort());
    expect(await liveLinks(t, token)).toEqual([]);
    // Revoking again is harmless; a new link for the same item is a new id.
    expect((await t.json(`/api/shares/${link.id}`, { method: 'DELETE', token })).status).toBe(200);
    const renewed = await share(t, token, { kind: 'item', target: item.id });
    expect(renewed.id).not.toBe(link.id);
  });

  it('ends the links of a deleted item or chat, and frees their slots', async () => {
    const t = await buildTestApp(db.current);
    const { token } = await signUp(t);
    const item = await save(t, token);
    const itemLink = await share(t, token, { kind: 'item', target: item.id });
    const body = chatMessage();
    expect((await t.json('/api/messages', { token, body })).status).toBe(200);
    const chatLink = await share(t, token, { kind: 'chat', target: body.sessionId });

    await t.json(`/api/playbook/${item.id}`, { method: 'DELETE', token });
    expect((await t.json(`/api/chat-sessions/${body.sessionId}`, { method: 'DELETE', token })).status).toBe(200);
    for (const link of [itemLink, chatLink]) {
      const answer = await t.json(`/api/shares/${link.id}`);
      expect(answer.status).toBe(404);
      expect(answer.body).toEqual({ message: SHARES_COPY.notFound });
    }
    expect(await liveLinks(t, token)).toEqual([]);
  });

  it('refuses to share what the caller does not have: unknown, deleted or untagged', async () => {
    const t = await buildTestApp(db.current);
    const { token } = await signUp(t);
    const item = await save(t, token, { tags: ['blitz'] });
    await t.json(`/api/playbook/${item.id}`, { method: 'DELETE', token });
    const cases = [
      { kind: 'item', target: id21(), message: SHARES_COPY.noTarget.item },
      { kind: 'item', target: item.id, message: SHARES_COPY.noTarget.item },
      { kind: 'chat', target: id21(), message: SHARES_COPY.noTarget.chat },
      { kind: 'tag', target: 'blitz', message: SHARES_COPY.noTarget.tag },
    ];
    for (const { message, ...body } of cases) {
      const answer = await t.json('/api/shares', { token, body });
      expect(answer.status, JSON.stringify(body)).toBe(404);
      expect(answer.body).toEqual({ message });
    }
    expect(await liveLinks(t, token)).toEqual([]);
  });

  it(`keeps Free to ${PLAYBOOK_LIMITS.free.shares} live links and Plus to ${PLAYBOOK_LIMITS.plus.shares}; revoking frees a slot`, async () => {
    const t = await buildTestApp(db.current);
    const { token } = await signUp(t);
    const items = [];
    for (let index = 0; index < 5; index++) items.push(await save(t, token));
    const links = [];
    for (const item of items.slice(0, 3)) links.push(await share(t, token, { kind: 'item', target: item.id }));
    const refused = await t.json('/api/shares', { token, body: { kind: 'item', target: items[3]!.id } });
    expect(refused.status).toBe(403);
    expect(PlaybookLimitErrorSchema.parse(refused.body)).toEqual({
      message: "You've reached the 3 live share links of the Free plan. Revoke a link or upgrade to share more.",
      code: 'share_links_limit',
      limitReached: true,
      plan: 'free',
      limit: 3,
    });
    // Sharing what already has a link is answered even at the limit.
    expect((await t.json('/api/shares', { token, body: { kind: 'item', target: items[0]!.id } })).status).toBe(200);
    await t.json(`/api/shares/${links[0]!.id}`, { method: 'DELETE', token });
    await share(t, token, { kind: 'item', target: items[3]!.id });
    // The links still live kept working throughout.
    for (const link of links.slice(1)) expect((await t.json(`/api/shares/${link.id}`)).status).toBe(200);

    const plus = await signUp(t);
    await subscribe(t.deps.db, String(plus.user.id), 'plus', t.clock.now());
    const plusLimit = PLAYBOOK_LIMITS.plus.shares!;
    for (let index = 0; index < plusLimit; index++) {
      const item = await save(t, plus.token);
      await share(t, plus.token, { kind: 'item', target: item.id });
    }
    const extra = await save(t, plus.token);
    const over = await t.json('/api/shares', { token: plus.token, body: { kind: 'item', target: extra.id } });
    expect(over.status).toBe(403);
    expect(PlaybookLimitErrorSchema.parse(over.body)).toMatchObject({ plan: 'plus', limit: plusLimit });
  });

  it('needs a session for everything but opening a link', async () => {
    const t = await buildTestApp(db.current);
    expect((await t.json('/api/shares')).status).toBe(401);
    expect((await t.json('/api/shares', { body: { kind: 'item', target: id21() } })).status).toBe(401);
    expect((await t.json(`/api/shares/${'a'.repeat(SHARE_ID_LENGTH)}`, { method: 'DELETE' })).status).toBe(401);
    expect((await t.json(`/api/shares/${'a'.repeat(SHARE_ID_LENGTH)}`)).status).toBe(404);
  });

  it(`limits reads of shared pages to ${SHARE_READS_PER_WINDOW} a minute per address`, async () => {
    const t = await buildTestApp(db.current);
    const { token } = await signUp(t);
    const link = await share(t, token, { kind: 'item', target: (await save(t, token)).id });
    const read = (ip: string) => t.json(`/api/shares/${link.id}`, { headers: { 'x-test-ip': ip } });
    for (let index = 0; index < SHARE_READS_PER_WINDOW; index++) expect((await read('10.0.0.1')).status).toBe(200);
    const limited = await read('10.0.0.1');
    expect(limited.status).toBe(429);
    expect(limited.headers.get('x-robots-tag')).toBe('noindex');
    expect((await read('10.0.0.2')).status).toBe(200);
    t.clock.advance(SHARE_WINDOW_MS);
    expect((await read('10.0.0.1')).status).toBe(200);
  });
});
