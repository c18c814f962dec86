import { sql } from 'drizzle-orm';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import {
  CancelSubscriptionRequestSchema,
  CreateCheckoutRequestSchema,
  DirectSubscriptionUpdateRequestSchema,
  EndPeriodRequestSchema,
  SubscriptionDetailsRequestSchema,
} from '../../shared/contract/billing';
import {
  LoginRequestSchema,
  ProfileUpdateSchema,
  RegisterRequestSchema,
  VerifyRequestSchema,
} from '../../shared/contract/auth';
import { ErrorBodySchema } from '../../shared/contract/common';
import { CoachProfileSchema } from '../../shared/contract/profile';
import { SendMessageResponseSchema, SendMessageSchema, StopReplySchema } from '../../shared/contract/messages';
import { QuizAnswerSchema } from '../../shared/contract/quiz';
import { ContactFormSchema } from '../../shared/contract/contact';
import { API_BODY_LIMIT_BYTES } from '../app';
import { ClaimSessionsSchema, UpdateChatSessionSchema } from '../../shared/contract/sync';
import { PutFeedbackSchema } from '../../shared/contract/feedback';
import { CreateGameSchema, UpdateGameSchema } from '../../shared/contract/games';
import { CreatePlaybookItemSchema, UpdatePlaybookItemSchema } from '../../shared/contract/playbook';
import { CreateShareSchema } from '../../shared/contract/shares';
import { id21 } from '../test/chat-fixtures';
import { gameBody } from '../test/game-fixtures';
import { playbookItem } from '../test/playbook-fixtures';
import { buildTestApp, signUp, useTestDb, type TestApp } from '../test/test-app';
import { rowsOf } from '../test/test-db';
import { AUTH_HEADER, FINGERPRINT_HEADER } from '../../shared/contract/headers';

// Property tests over every JSON route and every query route: whatever arrives, the API answers
// with a known status and a JSON `{ message }`, never a 500, and a refused request stores nothing.
// Each property runs with a fixed seed; on failure fast-check prints `{ seed, path }`, and passing
// both to fc.assert (`{ seed, path, endOnFailure: true }`) replays the shrunk counterexample.

const SEED = 20_261_115;
const LIMIT = API_BODY_LIMIT_BYTES;
const ALLOWED_STATUSES = [200, 201, 400, 401, 403, 404, 409, 413, 415, 422, 429];
const INT32_MAX = 2_147_483_647;

/** Every table a request could add a row to on someone's behalf. */
const TABLES = [
  'users',
  'verification_codes',
  'auth_sessions',
  'messages',
  'chat_sessions',
  'quizzes',
  'quiz_questions',
  'quiz_attempts',
  'contact_requests',
  'billing_customers',
  'subscriptions',
  'local_checkouts',
  'playbook_items',
  'share_links',
  'message_feedback',
  'games',
] as const;
type Table = (typeof TABLES)[number];
type RowCounts = Record<Table, number>;

interface JsonRoute {
  method: 'POST' | 'PATCH' | 'PUT';
  path: string;
  /** The path as registered, when the request fills in a parameter. */
  pattern?: string;
  schema: z.ZodType;
}

/** The fuzzed player's own saved item, so edits to it reach the database. */
const FUZZ_ITEM_ID = id21();
/** Likewise the fuzzed player's own logged game. */
const FUZZ_GAME_ID = id21();
/** Stand in a path for the fuzzed player's own chat and reply, new for each app. */
const OWN_CHAT = ':own-chat';
const OWN_REPLY = ':own-reply';

/** Every route that takes a JSON body. Contact, billing and sync are included: their files hold real routes. */
const JSON_ROUTES: JsonRoute[] = [
  { method: 'POST', path: '/api/auth/register', schema: RegisterRequestSchema },
  { method: 'POST', path: '/api/auth/login', schema: LoginRequestSchema },
  { method: 'POST', path: '/api/auth/verify', schema: VerifyRequestSchema },
  { method: 'PATCH', path: '/api/user/profile', schema: ProfileUpdateSchema },
  { method: 'PUT', path: '/api/user/coach-profile', schema: CoachProfileSchema },
  { method: 'POST', path: '/api/messages', schema: SendMessageSchema },
  { method: 'POST', path: '/api/messages/stopped', schema: StopReplySchema },
  { method: 'POST', path: '/api/leaderboard/answer', schema: QuizAnswerSchema },
  { method: 'POST', path: '/api/contact', schema: ContactFormSchema },
  { method: 'POST', path: '/api/create-checkout-session', schema: CreateCheckoutRequestSchema },
  { method: 'POST', path: '/api/direct-subscription-update', schema: DirectSubscriptionUpdateRequestSchema },
  { method: 'POST', path: '/api/stripe/subscription-details', schema: SubscriptionDetailsRequestSchema },
  { method: 'POST', path: '/api/cancel-subscription', schema: CancelSubscriptionRequestSchema },
  { method: 'POST', path: '/api/dev/billing/end-period', schema: EndPeriodRequestSchema },
  { method: 'POST', path: '/api/chat-sessions/claim', schema: ClaimSessionsSchema },
  { method: 'POST', path: '/api/playbook', schema: CreatePlaybookItemSchema },
  {
    method: 'PATCH',
    path: `/api/playbook/${FUZZ_ITEM_ID}`,
    pattern: '/api/playbook/:id',
    schema: UpdatePlaybookItemSchema,
  },
  { method: 'POST', path: '/api/shares', schema: CreateShareSchema },
  { method: 'POST', path: '/api/games', schema: CreateGameSchema },
  {
    method: 'PATCH',
    path: `/api/games/${FUZZ_GAME_ID}`,
    pattern: '/api/games/:id',
    schema: UpdateGameSchema,
  },
  {
    method: 'PATCH',
    path: `/api/chat-sessions/${OWN_CHAT}`,
    pattern: '/api/chat-sessions/:sessionId',
    schema: UpdateChatSessionSchema,
  },
  {
    method: 'PUT',
    path: `/api/messages/${OWN_REPLY}/feedback`,
    pattern: '/api/messages/:messageId/feedback',
    schema: PutFeedbackSchema,
  },
];

// ---- plumbing ----

let ipCounter = 0;
/** A new client address per request, so the per-IP limits never turn a case into a 429 we then misread. */
function freshIp(): string {
  ipCounter += 1;
  return `10.${(ipCounter >> 16) & 255}.${(ipCounter >> 8) & 255}.${ipCounter & 255}`;
}

async function rowCounts(t: TestApp): Promise<RowCounts> {
  const columns = TABLES.map((table) => `(select count(*)::int from ${table}) as ${table}`).join(', ');
  const [row] = rowsOf(await t.deps.db.execute(sql.raw(`select ${columns}`)));
  return Object.fromEntries(TABLES.map((table) => [table, Number(row?.[table])])) as RowCounts;
}

type Auth = { kind: 'none' } | { kind: 'owner' } | { kind: 'bogus'; token: string };

interface Fuzz {
  t: TestApp;
  owner: { id: string; email: string; token: string };
  /** The owner's quiz chat, and the server's id of its reply. */
  sessionId: string;
  replyId: string;
}

/** An app with one signed-in player who has a quiz running, so quiz answers reach the database. */
async function fuzzApp(db: ReturnType<typeof useTestDb>): Promise<Fuzz> {
  const t = await buildTestApp(db.current);
  const account = await signUp(t);
  const sessionId = id21();
  const started = await t.json('/api/messages', {
    token: account.token,
    body: {
      content: 'Start a new quiz about tennis',
      role: 'user',
      sessionId,
      personalityMode: 'quizMaster',
      sportType: 'tennis',
      clientMessageId: crypto.randomUUID(),
    },
  });
  expect(started.status).toBe(200);
  const saved = await t.json('/api/playbook', {
    token: account.token,
    body: playbookItem({ id: FUZZ_ITEM_ID, tags: ['season'] }),
  });
  expect(saved.status).toBe(201);
  const logged = await t.json('/api/games', { token: account.token, body: gameBody({ id: FUZZ_GAME_ID }) });
  expect(logged.status).toBe(201);
  const replyId = SendMessageResponseSchema.parse(started.body).aiMessage.id;
  return { t, owner: { id: String(account.user.id), email: account.email, token: account.token }, sessionId, replyId };
}

interface Exchange {
  status: number;
  text: string;
  before: RowCounts;
  after: RowCounts;
}

async function exchange(
  fuzz: Fuzz,
  request: {
    method: string;
    path: string;
    auth: Auth;
    body?: string;
    contentType?: string;
    headers?: Record<string, string>;
  },
): Promise<Exchange> {
  const headers: Record<string, string> = { 'x-test-ip': freshIp(), ...request.headers };
  if (request.body !== undefined) headers['content-type'] = request.contentType ?? 'application/json';
  if (request.auth.kind === 'owner') headers[AUTH_HEADER] = fuzz.owner.token;
  if (request.auth.kind === 'bogus') headers[AUTH_HEADER] = request.auth.token;
  const before = await rowCounts(fuzz.t);
  const path = request.path.replace(OWN_CHAT, fuzz.sessionId).replace(OWN_REPLY, fuzz.replyId);
  const response = await fuzz.t.app.request(path, { method: request.method, headers, body: request.body });
  const text = await response.text();
  const after = await rowCounts(fuzz.t);
  return { status: response.status, text, before, after };
}

function parseJson(text: string): { ok: true; value: unknown } | { ok: false } {
  try {
    return { ok: true, value: JSON.parse(text) };
  } catch {
    return { ok: false };
  }
}

/**
 * The invariants every answer keeps: a known status (never a 500), JSON, an error body with a
 * string `message` that names no query or driver, and nothing stored when refused.
 */
function expectSafeAnswer(answer: Exchange, context: { path: string; label: string }) {
  const where = `${context.label} → ${answer.status} ${answer.text.slice(0, 300)}`;
  expect(ALLOWED_STATUSES, where).toContain(answer.status);
  const parsed = parseJson(answer.text);
  expect(parsed.ok, `not JSON: ${where}`).toBe(true);
  if (!parsed.ok) return;
  if (answer.status >= 400) {
    expect(ErrorBodySchema.safeParse(parsed.value).success, `no string message: ${where}`).toBe(true);
    expect(answer.text, where).not.toMatch(/failed query|pglite|postgres|drizzle|sqlstate|\bat \S+\.(ts|js):\d+/i);
    expect(answer.after, `a refused request stored something: ${where}`).toEqual(answer.before);
  }
  // Security: a `__proto__` or `constructor.prototype` key in a body never reaches a prototype.
  expect(({} as Record<string, unknown>).polluted, where).toBeUndefined();
}

/** What the server must answer for a body, judged exactly as the server judges it. */
function expectedStatus(route: JsonRoute, bodyText: string): 413 | 400 | 'accepted-or-refused' {
  if (new TextEncoder().encode(bodyText).length > LIMIT) return 413;
  const parsed = parseJson(bodyText.replace(/^\uFEFF/, ''));
  if (!parsed.ok) return 400;
  return route.schema.safeParse(parsed.value).success ? 'accepted-or-refused' : 400;
}

async function tryBody(fuzz: Fuzz, route: JsonRoute, bodyText: string, auth: Auth, label: string) {
  const answer = await exchange(fuzz, { method: route.method, path: route.path, auth, body: bodyText });
  const expected = expectedStatus(route, bodyText);
  const where = `${label} ${route.method} ${route.path} ${bodyText.slice(0, 200)}`;
  if (expected !== 'accepted-or-refused') {
    expect(answer.status, `${where} → ${answer.text.slice(0, 200)}`).toBe(expected);
  }
  expectSafeAnswer(answer, { path: route.path, label: where });
  return answer;
}

// ---- arbitraries ----

/** Characters that break naive handling: bidi overrides, zero-width, BOM, separators, surrogates, NUL. */
const AWKWARD = [
  '\u202E', // right-to-left override
  '\u202B',
  '\u200F',
  '\u200B', // zero-width space
  '\uFEFF',
  '\u2028',
  '\u0301', // combining acute
  '\uD800', // lone high surrogate
  '\uDC00', // lone low surrogate
  '\u0000',
  '👨‍👩‍👧',
  '🏈',
  'İ',
  'ß',
  'שלום',
  'مرحبا',
  '"',
  '\\',
  '\n',
  '\t',
  '<script>alert(1)</script>',
  "' OR 1=1 --",
  '${process.env}',
  '%00',
  '../',
];

function textArb(minLength = 0, maxLength = 40): fc.Arbitrary<string> {
  const unit = fc.oneof(
    { weight: 3, arbitrary: fc.string({ unit: 'grapheme', minLength: 1, maxLength: 1 }) },
    { weight: 3, arbitrary: fc.string({ unit: 'grapheme-ascii', minLength: 1, maxLength: 1 }) },
    { weight: 1, arbitrary: fc.constantFrom(...AWKWARD) },
  );
  return fc.string({ unit, minLength, maxLength: Math.max(minLength, Math.min(maxLength, minLength + 40)) });
}

const emailArb = fc
  .tuple(
    fc.stringMatching(/^[a-z0-9_+-]{1,16}$/),
    fc.stringMatching(/^[a-z0-9]{1,12}$/),
    fc.constantFrom('com', 'org', 'example', 'io'),
    fc.boolean(),
  )
  // Upper case and surrounding spaces are valid input: the schema trims and lower-cases.
  .map(([local, domain, tld, shout]) => {
    const address = `${local}@${domain}.${tld}`;
    return shout ? `  ${address.toUpperCase()} ` : address;
  });

/** The subset of JSON Schema that z.toJSONSchema emits for the request schemas. */
interface JsonSchemaNode {
  type?: string | undefined;
  properties?: Record<string, JsonSchemaNode> | undefined;
  required?: string[] | undefined;
  enum?: (string | number)[] | undefined;
  const?: unknown;
  minLength?: number | undefined;
  maxLength?: number | undefined;
  pattern?: string | undefined;
  minimum?: number | undefined;
  maximum?: number | undefined;
  items?: JsonSchemaNode | undefined;
  maxItems?: number | undefined;
  /** A nullable field or a union: one branch per alternative. */
  anyOf?: JsonSchemaNode[] | undefined;
  oneOf?: JsonSchemaNode[] | undefined;
}
const JsonSchemaNodeSchema: z.ZodType<JsonSchemaNode> = z.lazy(() =>
  z.object({
    type: z.string().optional(),
    properties: z.record(z.string(), JsonSchemaNodeSchema).optional(),
    required: z.array(z.string()).optional(),
    enum: z.array(z.union([z.string(), z.number()])).optional(),
    const: z.unknown().optional(),
    minLength: z.number().optional(),
    maxLength: z.number().optional(),
    pattern: z.string().optional(),
    minimum: z.number().optional(),
    maximum: z.number().optional(),
    items: JsonSchemaNodeSchema.optional(),
    maxItems: z.number().optional(),
    anyOf: z.array(JsonSchemaNodeSchema).optional(),
    oneOf: z.array(JsonSchemaNodeSchema).optional(),
  }),
);

const PRINTABLE_ASCII = Array.from({ length: 95 }, (_, i) => String.fromCharCode(32 + i));

function stringArbFor(node: JsonSchemaNode, field: string): fc.Arbitrary<string> {
  if (field === 'email') return emailArb;
  const minLength = node.minLength ?? 0;
  const maxLength = node.maxLength ?? 200;
  // `^prefix[class]+$` — the id schemas: build from the class so lengths are exact, not filtered.
  const simple = node.pattern ? /^\^([A-Za-z_]*)\[([^\]]+)\]\+\$$/.exec(node.pattern) : null;
  if (simple) {
    const [, prefix = '', charClass = ''] = simple;
    const member = new RegExp(`^[${charClass}]$`);
    const chars = PRINTABLE_ASCII.filter((char) => member.test(char));
    const min = Math.max(1, minLength - prefix.length);
    const max = Math.min(maxLength - prefix.length, min + 40);
    return fc.string({ unit: fc.constantFrom(...chars), minLength: min, maxLength: max }).map((s) => prefix + s);
  }
  if (node.pattern) return fc.stringMatching(new RegExp(node.pattern));
  return fc.oneof(
    { weight: 4, arbitrary: textArb(minLength, maxLength) },
    // The boundaries: exactly the maximum, in one-byte and in two-unit characters.
    { weight: 1, arbitrary: fc.constant('x'.repeat(maxLength)) },
    { weight: 1, arbitrary: fc.constant('🏈'.repeat(Math.floor(maxLength / 2))) },
  );
}

function arbitraryFor(node: JsonSchemaNode, field = ''): fc.Arbitrary<unknown> {
  if (node.const !== undefined) return fc.constant(node.const);
  if (node.enum) return fc.constantFrom(...node.enum);
  const alternatives = node.anyOf ?? node.oneOf;
  if (alternatives) return fc.oneof(...alternatives.map((alternative) => arbitraryFor(alternative, field)));
  switch (node.type) {
    case 'object': {
      const model: Record<string, fc.Arbitrary<unknown>> = {};
      for (const [key, child] of Object.entries(node.properties ?? {})) model[key] = arbitraryFor(child, key);
      return fc.record(model, { requiredKeys: node.required ?? [] });
    }
    case 'string':
      return stringArbFor(node, field);
    case 'integer': {
      const min = node.minimum ?? -INT32_MAX;
      const max = node.maximum ?? INT32_MAX;
      // Mostly small, realistic values; sometimes anywhere up to the schema's bound.
      return fc.oneof(fc.integer({ min, max: Math.min(max, min + 20) }), fc.integer({ min, max }));
    }
    case 'number':
      // Within the schema's bounds when it has them, so a body with a bounded number can be valid.
      return fc.double({ noNaN: true, min: node.minimum, max: node.maximum });
    case 'null':
      return fc.constant(null);
    case 'boolean':
      return fc.boolean();
    case 'array':
      return fc.array(node.items ? arbitraryFor(node.items, field) : fc.jsonValue(), {
        maxLength: Math.min(node.maxItems ?? 5, 5),
      });
    default:
      return fc.jsonValue({ maxDepth: 1 });
  }
}

/** Bodies the route's own zod schema accepts, generated from that schema's JSON Schema. */
function validBodyArb(route: JsonRoute, fuzz: Fuzz): fc.Arbitrary<Record<string, unknown>> {
  const node = JsonSchemaNodeSchema.parse(z.toJSONSchema(route.schema, { io: 'input', unrepresentable: 'any' }));
  const base = arbitraryFor(node).filter(
    (value): value is Record<string, unknown> => typeof value === 'object' && value !== null,
  );
  // Billing bodies name a user: half of them name the signed-in player, so the checks behind
  // "is this you?" are reached too, not only the refusal.
  const withOwner = 'userId' in (node.properties ?? {});
  return fc
    .tuple(base, fc.boolean())
    .map(([body, own]) => (withOwner && own ? { ...body, userId: fuzz.owner.id } : body))
    .filter((body) => route.schema.safeParse(body).success);
}

const authArb: fc.Arbitrary<Auth> = fc.oneof(
  fc.constant<Auth>({ kind: 'none' }),
  fc.constant<Auth>({ kind: 'owner' }),
  fc
    .string({ unit: fc.constantFrom(...PRINTABLE_ASCII), maxLength: 260 })
    .map((token): Auth => ({ kind: 'bogus', token })),
);

const POLLUTING_KEYS = ['__proto__', 'constructor', 'prototype', 'isAdmin', 'plan', 'userId', 'verified', 'status'];

/** Values that are wrong for almost any field, each in its own way. */
function badValueArb(original: unknown): fc.Arbitrary<unknown> {
  return fc.oneof(
    fc.jsonValue({ maxDepth: 2 }),
    fc.constantFrom(null, true, false, 0, -1, 1.5, 1e308, -0, '', ' ', '0', '1', 'true', 'null', '[]', '{}'),
    // Numbers as strings and strings as numbers.
    fc.constant(typeof original === 'number' || typeof original === 'boolean' ? String(original) : original),
    fc.constant(typeof original === 'string' && original.trim() !== '' ? Number(original) : 0),
    textArb(0, 60),
    fc.integer({ min: 1_000, max: 70_000 }).map((length) => 'a'.repeat(length)),
    fc.constant([original]),
    fc.constant({ value: original }),
    fc.constant({ polluted: 'yes' }),
  );
}

type Mutation =
  | { kind: 'none' }
  | { kind: 'delete'; field: number }
  | { kind: 'replace'; field: number; value: unknown }
  | { kind: 'extra'; key: string; value: unknown }
  | { kind: 'array' };

/** Sets an own property, even `__proto__`, the way JSON.parse on the server would see it. */
function withOwn(body: Record<string, unknown>, key: string, value: unknown): Record<string, unknown> {
  const copy = { ...body };
  Object.defineProperty(copy, key, { value, enumerable: true, configurable: true, writable: true });
  return copy;
}

function mutated(route: JsonRoute, fuzz: Fuzz): fc.Arbitrary<{ text: string; mutation: Mutation }> {
  return validBodyArb(route, fuzz).chain((body) => {
    const fields = Object.keys(body);
    const field = fc.nat({ max: Math.max(0, fields.length - 1) });
    const mutation: fc.Arbitrary<Mutation> = fc.oneof(
      // A share of untouched bodies, so the handlers behind validation are fuzzed too.
      { weight: 3, arbitrary: fc.constant<Mutation>({ kind: 'none' }) },
      { weight: 2, arbitrary: field.map((index): Mutation => ({ kind: 'delete', field: index })) },
      {
        weight: 6,
        arbitrary: field.chain((index) =>
          badValueArb(body[fields[index] ?? '']).map((value): Mutation => ({ kind: 'replace', field: index, value })),
        ),
      },
      {
        weight: 2,
        arbitrary: fc
          .tuple(fc.oneof(fc.constantFrom(...POLLUTING_KEYS), fc.string({ maxLength: 8 })), badValueArb(null))
          .map(([key, value]): Mutation => ({ kind: 'extra', key, value })),
      },
      { weight: 1, arbitrary: fc.constant<Mutation>({ kind: 'array' }) },
    );
    return mutation.map((change) => {
      const name = 'field' in change ? (fields[change.field] ?? '') : '';
      switch (change.kind) {
        case 'none':
          return { text: JSON.stringify(body), mutation: change };
        case 'delete': {
          const { [name]: _removed, ...rest } = body;
          return { text: JSON.stringify(rest), mutation: change };
        }
        case 'replace':
          return { text: JSON.stringify(withOwn(body, name, change.value)), mutation: change };
        case 'extra':
          return { text: JSON.stringify(withOwn(body, change.key, change.value)), mutation: change };
        case 'array':
          return { text: JSON.stringify([body]), mutation: change };
      }
    });
  });
}

/** Text that is not JSON even after the UTF-8 decoder drops a leading BOM. */
const malformedJsonArb = fc
  .oneof(
    fc.constantFrom(
      '',
      ' ',
      '{',
      '{"email":',
      "{'email':'coach@example.com'}",
      '{"email":"coach@example.com",}',
      '{"email":"coach@example.com"}garbage',
      '{"email":"coach@example.com"}{"email":"other@example.com"}',
      'NaN',
      'undefined',
      '{"a":01}',
      '{"a":"\\x41"}',
      '{"a":"unterminated}',
      '[1,2',
      '\u0000',
      '{"content":"\u0000"',
    ),
    fc.string({ maxLength: 80 }),
    textArb(1, 60),
  )
  .filter((text) => !parseJson(text.replace(/^\uFEFF/, '')).ok);

const wrongContentTypeArb = fc
  .oneof(
    fc.constantFrom(
      'text/plain',
      'text/plain;charset=UTF-8',
      'application/x-www-form-urlencoded',
      'multipart/form-data; boundary=x',
      'text/html',
      'application/xml',
      'text/json',
      'application/jsonp',
      'application/javascript',
      'json',
      'application/jso',
      'application/*',
      '*/*',
    ),
    fc.string({ unit: fc.constantFrom(...PRINTABLE_ASCII), minLength: 1, maxLength: 40 }),
  )
  .filter((type) => type.trim() !== '' && !/^application\/json\b/i.test(type.trim()));

// ---- the properties ----

describe('bad input never breaks the API and never stores anything when refused', () => {
  const db = useTestDb();

  it('covers every JSON route the app registers', async () => {
    const t = await buildTestApp(db.current);
    // Routes that take no JSON body: logout has none, the webhook and the test checkout read raw bytes or forms.
    const notJson = /^\/api\/(auth\/logout|stripe\/webhook|dev\/checkout\/)/;
    const registered = t.app.routes
      .filter((route) => ['POST', 'PATCH', 'PUT'].includes(route.method) && !notJson.test(route.path))
      .map((route) => `${route.method} ${route.path}`);
    const fuzzed = JSON_ROUTES.map((route) => `${route.method} ${route.pattern ?? route.path}`);
    // A new JSON route fails here until it is added to JSON_ROUTES with its schema.
    expect(new Set(registered)).toEqual(new Set(fuzzed));
  });

  it('arbitrary JSON values, on every JSON route, are refused with 400 unless the schema accepts them', async () => {
    const fuzz = await fuzzApp(db);
    const routeArb = fc.constantFrom(...JSON_ROUTES);
    const specialBodies = fc.constantFrom<unknown>(
      [],
      [{}],
      {},
      null,
      'coach@example.com',
      42,
      true,
      { email: ['coach@example.com'] },
      { email: { $ne: null } },
      { email: 'coach@example.com', code: 123456 },
      { questionSequence: '1', isCorrect: 'true' },
    );
    await fc.assert(
      fc.asyncProperty(
        routeArb,
        fc.oneof(fc.jsonValue({ maxDepth: 3 }), specialBodies),
        authArb,
        async (route, value, auth) => {
          await tryBody(fuzz, route, JSON.stringify(value), auth, 'json-value');
        },
      ),
      { seed: SEED, numRuns: 120 },
    );
  });

  it('bodies generated from the shared zod schemas, mutated one field at a time, are judged exactly by the schema', async () => {
    const fuzz = await fuzzApp(db);
    const caseArb = fc
      .constantFrom(...JSON_ROUTES)
      .chain((route) => fc.tuple(fc.constant(route), mutated(route, fuzz), authArb));
    await fc.assert(
      fc.asyncProperty(caseArb, async ([route, { text, mutation }, auth]) => {
        await tryBody(fuzz, route, text, auth, `mutation:${mutation.kind}`);
      }),
      { seed: SEED + 1, numRuns: 150 },
    );
  });

  it('bodies the shared schemas accept — awkward unicode, boundaries and all — are handled without a 500', async () => {
    const fuzz = await fuzzApp(db);
    const caseArb = fc
      .constantFrom(...JSON_ROUTES)
      .chain((route) => fc.tuple(fc.constant(route), validBodyArb(route, fuzz), authArb));
    await fc.assert(
      fc.asyncProperty(caseArb, async ([route, body, auth]) => {
        await tryBody(fuzz, route, JSON.stringify(body), auth, 'valid');
      }),
      { seed: SEED + 6, numRuns: 100 },
    );
  });

  it('every route refuses `__proto__`, `constructor` and arrays with 400, and nothing is polluted or stored', async () => {
    const fuzz = await fuzzApp(db);
    for (const route of JSON_ROUTES) {
      const [valid] = fc.sample(validBodyArb(route, fuzz), { seed: SEED, numRuns: 1 });
      const validText = JSON.stringify(valid);
      const bodies = [
        `{"__proto__":{"polluted":"yes"},${validText.slice(1)}`,
        `{"constructor":{"prototype":{"polluted":"yes"}},${validText.slice(1)}`,
        `[${validText}]`,
        'null',
      ];
      for (const body of bodies) {
        const answer = await tryBody(fuzz, route, body, { kind: 'owner' }, 'pollution');
        expect(answer.status, `${route.path} ${body}`).toBe(400);
      }
    }
  });

  it('query and path input on the GET and DELETE routes never answers 500, and a refusal changes nothing', async () => {
    const fuzz = await fuzzApp(db);
    const idLike = fc.stringMatching(/^[A-Za-z0-9_-]{21}$/);
    const valueArb = fc.oneof(
      idLike,
      idLike.map((id) => `fp_${id}`),
      fc.stringMatching(/^[A-Za-z0-9_-]{32}$/),
      textArb(0, 80),
      fc.string({ maxLength: 100 }),
      emailArb,
    );
    // Sync cursors shaped like the server's, with positions anywhere in and out of range.
    const positionArb = fc.tuple(
      fc.oneof(
        fc.integer({ min: 0, max: 4_102_444_800_000 }),
        fc.maxSafeInteger(),
        fc.constantFrom(8.64e15, -8.64e15, 8.64e15 + 1, -62_135_596_800_000),
      ),
      fc.oneof(
        fc.uuid(),
        fc.constant(''),
        fc.string({ unit: fc.constantFrom('a', 'é', 'ÿ', '"', '\\', '\0'), maxLength: 8 }),
      ),
    );
    const cursorArb = fc.tuple(positionArb, positionArb, fc.boolean()).map(([s, m, whole]) =>
      btoa(JSON.stringify(whole ? { s, m } : { s }))
        .replaceAll('+', '-')
        .replaceAll('/', '_'),
    );
    const paramsArb = (keys: string[], values: fc.Arbitrary<string> = valueArb) =>
      fc.array(fc.tuple(fc.oneof(fc.constantFrom(...keys), fc.string({ maxLength: 6 })), values), {
        maxLength: 4,
      });
    type Probe = { method: 'GET' | 'DELETE'; path: string; params: [string, string][]; sessionId: string | null };
    const requestArb: fc.Arbitrary<Probe> = fc.oneof(
      paramsArb(['sessionId', 'fingerprint', '_t']).map((params) => ({
        method: 'GET' as const,
        path: '/api/anonymous-message-count',
        params,
        sessionId: null,
      })),
      fc.tuple(valueArb, paramsArb(['fingerprint'])).map(([sessionId, params]) => ({
        method: 'GET' as const,
        path: '/api/messages/',
        params,
        sessionId,
      })),
      paramsArb(['to']).map((params) => ({
        method: 'GET' as const,
        path: '/api/dev/mailbox',
        params,
        sessionId: null,
      })),
      paramsArb(['since'], fc.oneof(cursorArb, valueArb)).map((params) => ({
        method: 'GET' as const,
        path: '/api/sync',
        params,
        sessionId: null,
      })),
      paramsArb(['profile', 'level']).map((params) => ({
        method: 'GET' as const,
        path: '/api/user/coach-profile',
        params,
        sessionId: null,
      })),
      valueArb.map((sessionId) => ({
        method: 'DELETE' as const,
        path: '/api/chat-sessions/',
        params: [],
        sessionId,
      })),
      fc
        .tuple(fc.constantFrom('/api/playbook', '/api/shares', '/api/games'), paramsArb(['since', 'id']))
        .map(([path, params]) => ({ method: 'GET' as const, path, params, sessionId: null })),
      fc
        .tuple(
          fc.constantFrom<Probe['method']>('GET', 'DELETE'),
          fc.constantFrom('/api/playbook/', '/api/shares/', '/api/games/'),
          valueArb,
        )
        // The playbook and the game log have no GET of one; their paths fall through to the API's 404.
        .map(([method, path, id]) => ({ method, path, params: [], sessionId: id })),
    );
    const headerArb = fc.option(fc.string({ unit: fc.constantFrom(...PRINTABLE_ASCII), maxLength: 40 }));
    await fc.assert(
      fc.asyncProperty(requestArb, headerArb, authArb, async (request, fingerprintHeader, auth) => {
        const query = new URLSearchParams(request.params).toString();
        const segment = request.sessionId === null ? '' : encodePathSegment(request.sessionId);
        const path = `${request.path}${segment}${query ? `?${query}` : ''}`;
        const headers: Record<string, string> =
          fingerprintHeader === null ? {} : { [FINGERPRINT_HEADER]: fingerprintHeader };
        const answer = await exchange(fuzz, { method: request.method, path, auth, headers });
        const label = `${request.method} ${path}`;
        expectSafeAnswer(answer, { path, label });
        // A read never writes, whatever it answered; a refused delete changes nothing either.
        if (request.method === 'GET' || answer.status >= 400) expect(answer.after, label).toEqual(answer.before);
        if (request.path === '/api/messages/' && answer.status === 200) {
          expect(Array.isArray(JSON.parse(answer.text)), path).toBe(true);
        }
      }),
      { seed: SEED + 2, numRuns: 120 },
    );
  });

  it(`answers 413 exactly when a body is over ${LIMIT} bytes, counted in UTF-8 bytes`, async () => {
    const fuzz = await fuzzApp(db);
    const sizeArb = fc.oneof(fc.integer({ min: LIMIT - 64, max: LIMIT + 64 }), fc.integer({ min: 1, max: 4 * LIMIT }));
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...JSON_ROUTES),
        sizeArb,
        fc.constantFrom('a', 'é', '€', '🏈'),
        // With a Content-Length the limit reads the header; without one it counts the stream.
        fc.boolean(),
        authArb,
        async (route, targetBytes, pad, declareLength, auth) => {
          const text = paddedBody(targetBytes, pad);
          const bytes = new TextEncoder().encode(text).length;
          const headers: Record<string, string> = declareLength ? { 'content-length': String(bytes) } : {};
          const answer = await exchange(fuzz, { method: route.method, path: route.path, auth, body: text, headers });
          const label = `${route.path} ${bytes} bytes of ${pad}`;
          expect(answer.status, label).toBe(bytes > LIMIT ? 413 : 400);
          expectSafeAnswer(answer, { path: route.path, label });
        },
      ),
      { seed: SEED + 3, numRuns: 40 },
    );
  });

  it('answers 415 to a JSON route sent with any other content type, and stores nothing', async () => {
    const fuzz = await fuzzApp(db);
    const caseArb = fc
      .constantFrom(...JSON_ROUTES)
      .chain((route) => fc.tuple(fc.constant(route), validBodyArb(route, fuzz), wrongContentTypeArb, authArb));
    await fc.assert(
      fc.asyncProperty(caseArb, async ([route, body, contentType, auth]) => {
        const answer = await exchange(fuzz, {
          method: route.method,
          path: route.path,
          auth,
          body: JSON.stringify(body),
          contentType,
        });
        const label = `${route.path} as ${contentType}`;
        expect(answer.status, label).toBe(415);
        expectSafeAnswer(answer, { path: route.path, label });
      }),
      { seed: SEED + 4, numRuns: 60 },
    );
  });

  it('answers 400 with a message to malformed JSON on every JSON route', async () => {
    const fuzz = await fuzzApp(db);
    await fc.assert(
      fc.asyncProperty(fc.constantFrom(...JSON_ROUTES), malformedJsonArb, authArb, async (route, text, auth) => {
        const answer = await exchange(fuzz, { method: route.method, path: route.path, auth, body: text });
        const label = `${route.path} ${JSON.stringify(text)}`;
        expect(answer.status, label).toBe(400);
        expectSafeAnswer(answer, { path: route.path, label });
      }),
      { seed: SEED + 5, numRuns: 60 },
    );
  });
});

/** A JSON object of exactly `targetBytes` UTF-8 bytes (or the nearest above), padded with `pad`. */
function paddedBody(targetBytes: number, pad: string): string {
  const frame = '{"pad":""}';
  const padBytes = new TextEncoder().encode(pad).length;
  const count = Math.max(0, Math.ceil((targetBytes - frame.length) / padBytes));
  return `{"pad":"${pad.repeat(count)}"}`;
}

/** Percent-encodes every byte outside the unreserved set; lone surrogates become U+FFFD as on the wire. */
function encodePathSegment(text: string): string {
  return Array.from(new TextEncoder().encode(text), (byte) => {
    const char = String.fromCharCode(byte);
    return /[A-Za-z0-9_.~-]/.test(char) ? char : `%${byte.toString(16).toUpperCase().padStart(2, '0')}`;
  }).join('');
}
