import { count, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { ErrorBodySchema } from '../../shared/contract/common';
import {
  PLAYBOOK_MARKDOWN_MAX_LENGTH,
  PLAYBOOK_MAX_TAGS,
  PLAYBOOK_NOTES_MAX_LENGTH,
  PLAYBOOK_TAG_MAX_LENGTH,
  PLAYBOOK_TITLE_MAX_LENGTH,
  PlaybookItemSchema,
} from '../../shared/contract/playbook';
import { SHARE_ID_LENGTH } from '../../shared/contract/shares';
import { MESSAGE_MAX_LENGTH } from '../../shared/constants';
import { playbookItems, shareLinks } from '../db/schema';
import { id21 } from '../test/chat-fixtures';
import { playbookItem, practicePlan } from '../test/playbook-fixtures';
import { buildTestApp, signUp, useTestDb, type TestApp } from '../test/test-app';

// Every playbook and share route refuses bad input with 400 `{ message, issues }` before anything
// is read or stored: wrong types, too long, NUL, unknown fields, malformed ids. The owner's saved
// item and link are byte-for-byte what they were afterwards.

const NUL = '\u0000';
const BadAnswerSchema = ErrorBodySchema.extend({ issues: z.array(z.unknown()).min(1) });

interface Case {
  label: string;
  method: 'GET' | 'POST' | 'PATCH' | 'DELETE';
  path: string;
  body?: unknown;
}

const validItem = () => playbookItem({ id: id21() });
const withField = (field: string, value: unknown) => ({ ...validItem(), [field]: value });

function createCases(): Case[] {
  const post = (label: string, body: unknown): Case => ({ label, method: 'POST', path: '/api/playbook', body });
  return [
    post('an empty object', {}),
    post('an array', [validItem()]),
    post('null', null),
    post('a numeric id', withField('id', 123_456_789)),
    post('a short id', withField('id', 'abc')),
    post('an id one too long', withField('id', `${id21()}x`)),
    post('an id that is a path', withField('id', '../../../../etc/passwd')),
    post('an id with NUL', withField('id', `${id21().slice(0, 20)}${NUL}`)),
    post('an empty title', withField('title', '')),
    post('a blank title', withField('title', '   ')),
    post('a title too long', withField('title', 'x'.repeat(PLAYBOOK_TITLE_MAX_LENGTH + 1))),
    post('a title with NUL', withField('title', `Blitz${NUL}`)),
    post('a numeric title', withField('title', 42)),
    post('an unknown kind', withField('kind', 'playbook')),
    post('tags as a string', withField('tags', 'blitz')),
    post('a tag too long', withField('tags', ['x'.repeat(PLAYBOOK_TAG_MAX_LENGTH + 1)])),
    post(
      'too many tags',
      withField(
        'tags',
        Array.from({ length: PLAYBOOK_MAX_TAGS + 1 }, (_, i) => `t${i}`),
      ),
    ),
    post('a blank tag', withField('tags', ['  '])),
    post('a tag with NUL', withField('tags', [`a${NUL}`])),
    post('a numeric tag', withField('tags', [7])),
    post('notes too long', withField('notes', 'x'.repeat(PLAYBOOK_NOTES_MAX_LENGTH + 1))),
    post('markdown too long', withField('markdown', 'x'.repeat(PLAYBOOK_MARKDOWN_MAX_LENGTH + 1))),
    post('markdown with NUL', withField('markdown', `Run${NUL}it`)),
    post('no markdown', { ...validItem(), markdown: undefined }),
    post('a plan whose minutes do not add up', withField('plan', practicePlan({ totalMinutes: 90 }))),
    post('a plan with NUL', withField('plan', practicePlan({ notes: [`Bring water${NUL}`] }))),
    post('a plan with an unknown field', withField('plan', { ...practicePlan(), owner: 'me' })),
    post('a plan as text', withField('plan', JSON.stringify(practicePlan()))),
    post('a date that is not one', withField('scheduledAt', 'next tuesday')),
    post('a date without a zone', withField('scheduledAt', '2026-12-01T10:00:00')),
    post('an unknown sport', withField('sport', 'cricket')),
    post('an unknown mode', withField('mode', 'evilCoach')),
    post('a question too long', withField('question', 'x'.repeat(MESSAGE_MAX_LENGTH + 1))),
    post('a question with NUL', withField('question', `Why${NUL}`)),
    post('a malformed session id', withField('sessionId', 'not-a-session')),
    post('a user id', withField('userId', crypto.randomUUID())),
    post('a deleted flag', withField('deleted', true)),
    post('a created time', withField('createdAt', '2020-01-01T00:00:00Z')),
  ];
}

function patchCases(ownId: string): Case[] {
  const patch = (label: string, body: unknown, id = ownId): Case => ({
    label,
    method: 'PATCH',
    path: `/api/playbook/${id}`,
    body,
  });
  return [
    patch('nothing to change', {}),
    patch('only undefined fields', { title: undefined }),
    patch('a field that cannot change', { sport: 'soccer' }),
    patch('an id in the body', { id: id21(), title: 'Moved' }),
    patch('a null title', { title: null }),
    patch('a title with NUL', { title: `a${NUL}b` }),
    patch('a title too long', { title: 'x'.repeat(PLAYBOOK_TITLE_MAX_LENGTH + 1) }),
    patch('tags as an object', { tags: { 0: 'a' } }),
    patch('a deleted flag', { deleted: true }),
    patch('an updated time', { updatedAt: '2030-01-01T00:00:00Z' }),
    patch('a short id in the path', { title: 'x' }, 'short'),
    patch('an id with a dot in the path', { title: 'x' }, `${ownId.slice(0, 20)}.`),
    patch('an id one too long in the path', { title: 'x' }, `${ownId}A`),
  ];
}

function shareCases(ownId: string): Case[] {
  const post = (label: string, body: unknown): Case => ({ label, method: 'POST', path: '/api/shares', body });
  const badLinkIds = [
    'a'.repeat(SHARE_ID_LENGTH - 1),
    'a'.repeat(SHARE_ID_LENGTH + 1),
    `${'a'.repeat(SHARE_ID_LENGTH - 1)}.`,
    `${'a'.repeat(SHARE_ID_LENGTH - 1)}%00`,
    '..%2F..%2Fetc%2Fpasswd',
  ];
  return [
    post('an empty object', {}),
    post('an unknown kind', { kind: 'user', target: ownId }),
    post('no target', { kind: 'item' }),
    post('a numeric target', { kind: 'item', target: 5 }),
    post('a malformed item id', { kind: 'item', target: 'x'.repeat(64) }),
    post('a malformed chat id', { kind: 'chat', target: `${ownId.slice(0, 20)}/` }),
    post('an item id with NUL', { kind: 'item', target: `${ownId.slice(0, 20)}${NUL}` }),
    post('a tag too long', { kind: 'tag', target: 'x'.repeat(PLAYBOOK_TAG_MAX_LENGTH + 1) }),
    post('a blank tag', { kind: 'tag', target: '   ' }),
    post('a tag with NUL', { kind: 'tag', target: `season${NUL}` }),
    post('an owner in the body', { kind: 'item', target: ownId, userId: crypto.randomUUID() }),
    post('an id in the body', { kind: 'item', target: ownId, id: 'a'.repeat(SHARE_ID_LENGTH) }),
    ...badLinkIds.flatMap((id): Case[] => [
      { label: `opening link ${id}`, method: 'GET', path: `/api/shares/${id}` },
      { label: `revoking link ${id}`, method: 'DELETE', path: `/api/shares/${id}` },
    ]),
    ...['short', `${ownId}A`, `${ownId.slice(0, 20)}%00`].map((id): Case => ({
      label: `deleting item ${id}`,
      method: 'DELETE',
      path: `/api/playbook/${id}`,
    })),
  ];
}

async function snapshot(t: TestApp) {
  const [items] = await t.deps.db.select({ count: count() }).from(playbookItems);
  const [links] = await t.deps.db.select({ count: count() }).from(shareLinks);
  const rows = await t.deps.db
    .select()
    .from(playbookItems)
    .orderBy(sql`${playbookItems.id}`);
  const linkRows = await t.deps.db
    .select()
    .from(shareLinks)
    .orderBy(sql`${shareLinks.id}`);
  return { items: items?.count, links: links?.count, rows, linkRows };
}

describe('bad input to the playbook and share routes', () => {
  const db = useTestDb();

  it('is a 400 with a message and issues, and changes nothing', async () => {
    const t = await buildTestApp(db.current);
    const { token } = await signUp(t);
    const saved = PlaybookItemSchema.parse(
      (await t.json('/api/playbook', { token, body: playbookItem({ tags: ['season'] }) })).body,
    );
    expect((await t.json('/api/shares', { token, body: { kind: 'item', target: saved.id } })).status).toBe(201);
    const before = await snapshot(t);

    const cases = [...createCases(), ...patchCases(saved.id), ...shareCases(saved.id)];
    for (const probe of cases) {
      const answer = await t.json(probe.path, { method: probe.method, token, body: probe.body });
      const label = `${probe.method} ${probe.path} with ${probe.label} → ${answer.status} ${JSON.stringify(answer.body).slice(0, 200)}`;
      expect(answer.status, label).toBe(400);
      const body = BadAnswerSchema.safeParse(answer.body);
      expect(body.success, label).toBe(true);
      expect(body.data?.message, label).not.toMatch(/failed query|pglite|postgres|drizzle|sqlstate/i);
    }
    expect(await snapshot(t)).toEqual(before);
  });

  it('judges a body before the caller: signed out, bad input is still a 400', async () => {
    const t = await buildTestApp(db.current);
    for (const probe of [...createCases().slice(0, 5), ...shareCases(id21()).slice(0, 5)]) {
      const answer = await t.json(probe.path, { method: probe.method, body: probe.body });
      expect(answer.status, `${probe.path} with ${probe.label}`).toBe(400);
    }
  });
});
