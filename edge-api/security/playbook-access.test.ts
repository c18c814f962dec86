import { describe, expect, it } from 'vitest';
import type { Logger } from 'drizzle-orm';
import { SendMessageResponseSchema } from '../../shared/contract/messages';
import { PlaybookItemSchema, PlaybookListSchema } from '../../shared/contract/playbook';
import { SHARE_ID_LENGTH, ShareLinkSchema, ShareListSchema, SharedContentSchema } from '../../shared/contract/shares';
import { AUTH_HEADER, FINGERPRINT_HEADER } from '../../shared/contract/headers';
import { randomToken } from '../crypto';
import type { Database } from '../db/database';
import { SHARES_COPY } from '../services/shares.service';
import { chatMessage, fingerprint } from '../test/chat-fixtures';
import { playbookItem } from '../test/playbook-fixtures';
import { buildTestApp, latestCode, signUp, useTestDb, type TestApp } from '../test/test-app';

// Nobody but the owner reads, edits, deletes or shares a playbook item, and a share link shows its
// content and nothing of the account. Every caller who is not the owner tries every playbook and
// share route with the owner's ids; each attempt is refused or answers the caller's own (empty)
// data, and no answer holds anything of the owner's beyond what a live link shares.

interface Answer {
  status: number;
  text: string;
  json: unknown;
  headers: Headers;
}

async function request(
  t: TestApp,
  init: { method: string; path: string; token?: string; body?: unknown; headers?: Record<string, string> },
): Promise<Answer> {
  const headers: Record<string, string> = { ...init.headers };
  if (init.token) headers[AUTH_HEADER] = init.token;
  if (init.body !== undefined) headers['content-type'] = 'application/json';
  const response = await t.app.request(init.path, {
    method: init.method,
    headers,
    body: init.body === undefined ? undefined : JSON.stringify(init.body),
  });
  const text = await response.text();
  let json: unknown = null;
  try {
    json = JSON.parse(text);
  } catch {
    // not JSON: kept as text for the search
  }
  return { status: response.status, text, json, headers: response.headers };
}

/** An owner with a private item, a shared item, a tagged season, a shared chat and a revoked link. */
async function ownerWithPlaybook(t: TestApp) {
  const owner = await signUp(t);
  const marker = crypto.randomUUID();
  const privateItem = playbookItem({ title: `Private ${marker}`, notes: `secret notes ${marker}` });
  const sharedItem = playbookItem({ title: 'Shared play', tags: ['u12 fall season'] });
  const seasonItem = playbookItem({ title: 'Week 1', tags: ['u12 fall season'] });
  for (const body of [privateItem, sharedItem, seasonItem]) {
    expect((await t.json('/api/playbook', { token: owner.token, body })).status).toBe(201);
  }
  const chat = chatMessage({ content: 'How do we beat cover 2?' });
  const sent = SendMessageResponseSchema.parse(
    (await t.json('/api/messages', { token: owner.token, body: chat })).body,
  );
  const privateChat = chatMessage({ content: `Private chat ${marker}` });
  expect((await t.json('/api/messages', { token: owner.token, body: privateChat })).status).toBe(200);

  const link = async (kind: string, target: string) => {
    const answer = await t.json('/api/shares', { token: owner.token, body: { kind, target } });
    expect(answer.status).toBe(201);
    return ShareLinkSchema.parse(answer.body).id;
  };
  // Revoked first, so the three live links fit the Free plan.
  const revokedLink = await link('item', privateItem.id);
  expect((await t.json(`/api/shares/${revokedLink}`, { method: 'DELETE', token: owner.token })).status).toBe(200);
  const itemLink = await link('item', sharedItem.id);
  const tagLink = await link('tag', 'u12 fall season');
  const chatLink = await link('chat', chat.sessionId);

  // A second session of the account, logged out: a token that really was the owner's.
  t.clock.advance(61_000);
  await t.json('/api/auth/login', { body: { email: owner.email } });
  const second = await t.json('/api/auth/verify', {
    body: { email: owner.email, code: await latestCode(t, owner.email) },
  });
  const loggedOutToken = String(second.body.token);
  expect((await t.json('/api/auth/logout', { method: 'POST', token: loggedOutToken })).status).toBe(200);

  return {
    ...owner,
    id: String(owner.user.id),
    loggedOutToken,
    privateItem,
    sharedItem,
    chat,
    privateChat,
    links: { item: itemLink, tag: tagLink, chat: chatLink },
    revokedLink,
    /** Never in any answer to anyone else, shared links included. */
    secrets: [
      owner.email,
      owner.username,
      String(owner.user.id),
      owner.token,
      loggedOutToken,
      marker,
      privateItem.id,
      chat.sessionId,
      chat.clientMessageId,
      sent.userMessage.id,
      sent.aiMessage.id,
      privateChat.sessionId,
      revokedLink,
    ],
  };
}
type Owner = Awaited<ReturnType<typeof ownerWithPlaybook>>;

interface Caller {
  name: string;
  token?: string;
  headers?: Record<string, string>;
  signedIn: boolean;
}

interface Attempt {
  label: string;
  method: string;
  path: string;
  body?: unknown;
  /** What the caller sent and so may see echoed back. */
  echoes?: string[];
  check(answer: Answer): void;
}

function attemptsBy(caller: Caller, owner: Owner): Attempt[] {
  const refused = (signedInStatus: number) => (answer: Answer) =>
    expect(answer.status).toBe(caller.signedIn ? signedInStatus : 401);
  const item = owner.privateItem.id;
  return [
    {
      label: 'list the playbook',
      method: 'GET',
      path: '/api/playbook',
      check: (answer) =>
        caller.signedIn
          ? expect(PlaybookListSchema.parse(answer.json).items).toEqual([])
          : expect(answer.status).toBe(401),
    },
    {
      label: 'edit the item',
      method: 'PATCH',
      path: `/api/playbook/${item}`,
      body: { title: 'Pwned' },
      check: refused(404),
    },
    { label: 'delete the item', method: 'DELETE', path: `/api/playbook/${item}`, check: refused(404) },
    {
      label: 'share the item',
      method: 'POST',
      path: '/api/shares',
      body: { kind: 'item', target: item },
      check: refused(404),
    },
    {
      label: 'share the chat',
      method: 'POST',
      path: '/api/shares',
      body: { kind: 'chat', target: owner.privateChat.sessionId },
      check: refused(404),
    },
    {
      label: 'share the tag',
      method: 'POST',
      path: '/api/shares',
      body: { kind: 'tag', target: 'u12 fall season' },
      check: refused(404),
    },
    {
      label: 'list the links',
      method: 'GET',
      path: '/api/shares',
      check: (answer) =>
        caller.signedIn
          ? expect(ShareListSchema.parse(answer.json).shares).toEqual([])
          : expect(answer.status).toBe(401),
    },
    { label: 'revoke a link', method: 'DELETE', path: `/api/shares/${owner.links.item}`, check: refused(404) },
    {
      label: 'pull synced changes',
      method: 'GET',
      path: '/api/sync',
      check: (answer) =>
        caller.signedIn
          ? expect(answer.json).toMatchObject({ sessions: [], messages: [], playbook: [] })
          : expect(answer.status).toBe(401),
    },
    {
      label: 'open the revoked link',
      method: 'GET',
      path: `/api/shares/${owner.revokedLink}`,
      check: (answer) => expect(answer).toMatchObject({ status: 404, json: { message: SHARES_COPY.notFound } }),
    },
    ...(['item', 'tag', 'chat'] as const).map((kind) => ({
      label: `open the ${kind} link`,
      method: 'GET',
      path: `/api/shares/${owner.links[kind]}`,
      check: (answer: Answer) => {
        expect(answer.status).toBe(200);
        expect(SharedContentSchema.parse(answer.json).kind).toBe(kind);
      },
    })),
    // Last: ids are per account, so saving under the owner's id makes the caller's own item.
    {
      label: "save under the owner's item id",
      method: 'POST',
      path: '/api/playbook',
      body: playbookItem({ id: item, title: 'Mine now' }),
      echoes: [item],
      check: (answer) => {
        if (!caller.signedIn) return expect(answer.status).toBe(401);
        expect(answer.status).toBe(201);
        expect(PlaybookItemSchema.parse(answer.json)).toMatchObject({ id: item, title: 'Mine now' });
      },
    },
  ];
}

async function expectNothingReachable(t: TestApp, caller: Caller, owner: Owner) {
  for (const attempt of attemptsBy(caller, owner)) {
    const answer = await request(t, { ...attempt, token: caller.token, headers: caller.headers });
    const label = `${caller.name} tried to ${attempt.label}: ${answer.status} ${answer.text.slice(0, 300)}`;
    try {
      attempt.check(answer);
    } catch (error) {
      throw new Error(`${label}\n${String(error)}`);
    }
    for (const secret of owner.secrets.filter((value) => !attempt.echoes?.includes(value))) {
      expect(answer.text, `${label} — leaked ${secret}`).not.toContain(secret);
    }
  }
}

async function expectOwnerUntouched(t: TestApp, owner: Owner) {
  const list = PlaybookListSchema.parse((await t.json('/api/playbook', { token: owner.token })).body).items;
  expect(list.map((item) => item.title).sort()).toEqual(
    [`Private ${owner.secrets[5]}`, 'Shared play', 'Week 1'].sort(),
  );
  const links = ShareListSchema.parse((await t.json('/api/shares', { token: owner.token })).body).shares;
  expect(links.map((link) => link.id).sort()).toEqual(Object.values(owner.links).sort());
}

/** Every statement the app sends to the database while `work` runs, as SQL text without values. */
async function statementsOf(db: Database, work: () => Promise<unknown>): Promise<string[]> {
  const session = db._.session as unknown as { logger: Logger };
  const original = session.logger;
  const statements: string[] = [];
  session.logger = { logQuery: (query) => void statements.push(query) };
  try {
    await work();
  } finally {
    session.logger = original;
  }
  return statements;
}

describe("nobody reaches another person's playbook", () => {
  const db = useTestDb();

  it('refuses every other caller on every playbook and share route, and links show no account data', async () => {
    const t = await buildTestApp(db.current);
    const owner = await ownerWithPlaybook(t);
    const intruder = await signUp(t);
    const callers: Caller[] = [
      { name: 'a caller with no token', signedIn: false },
      { name: 'another user', token: intruder.token, signedIn: true },
      { name: 'a made-up token', token: randomToken(), signedIn: false },
      { name: "the owner's logged-out token", token: owner.loggedOutToken, signedIn: false },
      { name: 'an anonymous visitor', headers: { [FINGERPRINT_HEADER]: fingerprint() }, signedIn: false },
    ];
    for (const caller of callers) await expectNothingReachable(t, caller, owner);
    await expectOwnerUntouched(t, owner);
    // The intruder's item under the owner's id is the intruder's alone.
    const theirs = PlaybookListSchema.parse((await t.json('/api/playbook', { token: intruder.token })).body).items;
    expect(theirs.map((item) => item.title)).toEqual(['Mine now']);
  });

  it('answers a revoked link and a made-up one alike, through the same statements', async () => {
    const t = await buildTestApp(db.current);
    const owner = await ownerWithPlaybook(t);
    const madeUp = randomToken(24);
    expect(madeUp).toHaveLength(SHARE_ID_LENGTH);
    let revoked!: Answer;
    let unknown!: Answer;
    const revokedStatements = await statementsOf(t.deps.db, async () => {
      revoked = await request(t, { method: 'GET', path: `/api/shares/${owner.revokedLink}` });
    });
    const unknownStatements = await statementsOf(t.deps.db, async () => {
      unknown = await request(t, { method: 'GET', path: `/api/shares/${madeUp}` });
    });
    expect(revoked.status).toBe(404);
    expect(unknown.status).toBe(404);
    expect(unknown.text).toBe(revoked.text);
    expect([...unknown.headers.entries()].sort()).toEqual([...revoked.headers.entries()].sort());
    // One rate-limit count and one indexed lookup each, and the very same SQL.
    expect(unknownStatements).toEqual(revokedStatements);
    expect(unknownStatements).toHaveLength(2);
    // A live link starts down the same path; only then does it read what it shares.
    const liveStatements = await statementsOf(t.deps.db, () =>
      request(t, { method: 'GET', path: `/api/shares/${owner.links.item}` }),
    );
    expect(liveStatements.slice(0, 2)).toEqual(unknownStatements);
  });

  it('ends a link at once: the request after the revoke is refused', async () => {
    const t = await buildTestApp(db.current);
    const owner = await ownerWithPlaybook(t);
    const path = `/api/shares/${owner.links.tag}`;
    expect((await request(t, { method: 'GET', path })).status).toBe(200);
    expect((await t.json(path, { method: 'DELETE', token: owner.token })).status).toBe(200);
    const after = await request(t, { method: 'GET', path });
    expect(after.status).toBe(404);
    expect(after.json).toEqual({ message: SHARES_COPY.notFound });
    for (const secret of owner.secrets) expect(after.text).not.toContain(secret);
  });

  it("keeps a signed-in owner's link the same for everyone: the owner's own token adds nothing", async () => {
    const t = await buildTestApp(db.current);
    const owner = await ownerWithPlaybook(t);
    for (const kind of ['item', 'tag', 'chat'] as const) {
      const path = `/api/shares/${owner.links[kind]}`;
      const asOwner = await request(t, { method: 'GET', path, token: owner.token });
      const asStranger = await request(t, { method: 'GET', path });
      expect(asOwner.text).toBe(asStranger.text);
    }
  });
});
