// The floor for POST /api/messages: node:http and the same driver as the app (postgres.js with the
// app's options, or PGlite), running the statements the app runs for a signed-in free user's new
// message with raw parameterised SQL: the same statements (the same CTEs, the same parameters, rows
// as arrays where Drizzle asks for them so), handed to the driver in the same order and side by side
// where the app runs them so, and the same SSE events at the same points (see bench/send-ttfb.ts
// for the list). Like the app, it remembers how many units each sender had left after their last
// claim, as that picks which statements a send makes. It writes a fixed reply where the app's coach
// composes one. When the app's statements change, this changes with them: the floor is the app's
// database work done with nothing else. Checked against the app's own statements with
// log_statement=all (PostgreSQL) and a logging wrapper on the PGlite client.
import { createHash } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { chatTitleFrom } from '../../shared/chat-title';
import { FREE_MESSAGE_LIMIT, PLUS_MESSAGE_LIMIT } from '../../shared/constants';

type Row = Record<string, unknown>;
interface Driver {
  /** Rows as objects, as Drizzle's `db.execute` asks for them. */
  query(text: string, params: unknown[]): Promise<Row[]>;
  /** Rows as arrays, as Drizzle asks for a query it maps column by column. */
  values(text: string, params: unknown[]): Promise<unknown[][]>;
  close(): Promise<void>;
}

async function openDriver(): Promise<Driver> {
  if (process.env.FLOOR_DRIVER === 'pglite') {
    const { PGlite } = await import('@electric-sql/pglite');
    const pg = await PGlite.create(process.env.FLOOR_PGLITE_DIR!);
    return {
      query: async (text, params) => (await pg.query<Row>(text, params)).rows,
      values: async (text, params) => (await pg.query<unknown[]>(text, params, { rowMode: 'array' })).rows,
      close: () => pg.close(),
    };
  }
  const { default: postgres } = await import('postgres');
  // The options of edge-api/db/postgres.ts.
  const sql = postgres(process.env.FLOOR_DATABASE_URL!, { max: 10, prepare: false, onnotice: () => {} });
  type Param = Parameters<typeof sql.unsafe>[1];
  return {
    query: async (text, params) => (await sql.unsafe(text, params as Param)) as unknown as Row[],
    values: async (text, params) => (await sql.unsafe(text, params as Param).values()) as unknown as unknown[][],
    close: () => sql.end({ timeout: 5 }),
  };
}

// The statements as Drizzle writes them for the app (edge-api/services/auth.service.ts,
// chat.service.ts, users.service.ts).
const MESSAGE_COLUMNS = [
  'id',
  'content',
  'role',
  'timestamp',
  'session_id',
  'personality_mode',
  'sport_type',
  'user_id',
  'browser_fingerprint',
  'author_key',
  'client_message_id',
  'reply_to',
  'parent_id',
  'status',
  'updated_at',
];
const SUBSCRIPTION_COLUMNS = [
  'id',
  'user_id',
  'customer_id',
  'plan',
  'status',
  'cancel_at_period_end',
  'current_period_start',
  'current_period_end',
  'canceled_at',
  'started_at',
  'amount_cents',
  'interval',
  'updated_at',
];
const columns = (names: string[], table?: string) =>
  names.map((name) => (table ? `${table}."${name}"` : `"${name}"`)).join(', ');
const ENTITLED = ['active', 'trialing', 'past_due'];
const SQL = {
  sessionByToken: `select "auth_sessions"."id", "auth_sessions"."expires_at", "users"."id", "users"."email", "users"."username", "users"."name", "users"."verified", "users"."last_verification_sent", "users"."quiz_points", "users"."quiz_question_streak", "users"."quiz_questions_answered", "users"."achievements", "users"."level", "users"."coach_profile", "users"."created_at", "users"."updated_at" from "auth_sessions" inner join "users" on "users"."id" = "auth_sessions"."user_id" where ("auth_sessions"."token_hash" = $1 and "auth_sessions"."revoked_at" is null and "auth_sessions"."expires_at" > $2)`,
  // The branch behind the chat's latest reply, with whether the chat is new, the sender's or another's.
  branch: `
    with recursive owner as (
      select user_id, browser_fingerprint, deleted_at from "chat_sessions" where session_id = $1::text
    ), chat as (
      select case
        when not exists (select 1 from owner) then 'new'
        when exists (select 1 from owner where user_id = $2::uuid) then 'owned'
        else 'other' end as state,
        exists (select 1 from owner where user_id = $3::uuid and deleted_at is null) as live
    ), branch(id, parent_id, role, content, depth) as (
      select id, parent_id, role, content, 1 from "messages"
      where id = (select id from "messages"
            where session_id = $4::text and role = 'assistant' and status = 'complete'
            order by timestamp desc, id desc limit 1) and (select state from chat) = 'owned'
      union all
      select m.id, m.parent_id, m.role, m.content, b.depth + 1
      from "messages" m join branch b on m.id = b.parent_id
      where b.depth < 20 and m.session_id = $5::text
    )
    select chat.state, chat.live, branch.id, branch.role, branch.content
    from chat left join branch on true
    order by branch.depth desc`,
  latestReply: `select "id" from "messages" where ("messages"."session_id" = $1 and "messages"."role" = $2 and "messages"."status" = $3) order by "messages"."timestamp" desc, "messages"."id" desc limit $4`,
  sessionOwner: `select "id", "user_id", "browser_fingerprint", "deleted_at" from "chat_sessions" where "chat_sessions"."session_id" = $1`,
  sessionInsert: `insert into "chat_sessions" ("id", "session_id", "user_id", "browser_fingerprint", "personality_mode", "sport_type", "title", "pinned_at", "deleted_at", "created_at", "updated_at") values (default, $1, $2, $3, $4, $5, $6, default, default, $7, $8) on conflict ("session_id") do nothing returning "id", "user_id", "browser_fingerprint", "deleted_at"`,
  subscription: `select ${columns(SUBSCRIPTION_COLUMNS)} from "subscriptions" where ("subscriptions"."user_id" = $1 and "subscriptions"."status" in ($2, $3, $4) and "subscriptions"."current_period_end" > $5) order by "subscriptions"."current_period_end" desc`,
  usageCount: `select "count" from "usage_counters" where ("usage_counters"."subject" = $1 and "usage_counters"."period" = $2)`,
  // The plan read, the spend under its limit and the claim of the message, in one statement.
  claim: `
    with entitling as (
      select * from "subscriptions"
      where user_id = $1::uuid and status in ($2, $3, $4)
        and current_period_end > $5::timestamptz
      order by (plan = 'premium') desc, current_period_end desc
      limit 1
    ), plan as (
      select coalesce((select plan from entitling), 'free') as name,
        (select current_period_start from entitling) as started
    ), charge as (
      select
        case when name = 'plus' then
          'period:' || to_char(started at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')
        else $6::text end as period,
        case name when 'free' then $7::int when 'plus' then $8::int end as cap
      from plan
    ), spent as (
      insert into "usage_counters" as counter (subject, period, count)
      select $9::text, charge.period, 1 from charge where charge.cap is not null
      on conflict (subject, period) do update set count = counter.count + 1
      where counter.count < (select cap from charge)
      returning counter.count
    ), claimed as (
      insert into "messages" ("content", "role", "timestamp", "session_id", "personality_mode", "sport_type", "user_id", "browser_fingerprint", "author_key", "client_message_id", "reply_to", "parent_id", "status", "updated_at")
      select $10::text, $11::text, $12::timestamptz, $13::text, $14::text, $15::text, $16::uuid, $17::text, $18::text, $19::text, $20::uuid, $21::uuid, 'pending', $22::timestamptz
      where exists (select 1 from spent)
      on conflict (author_key, client_message_id) do nothing
      returning *
    )
    select ${columns(SUBSCRIPTION_COLUMNS, 'entitling')}, charge.period, ${columns(MESSAGE_COLUMNS, 'claimed')}, spent.count
    from charge left join entitling on true left join spent on true left join claimed on true
    where case when spent.count is not null and claimed.id is null
      then cast($23 || spent.count as integer) = 0 else true end`,
  // The turns behind the reply the message follows: Drizzle's db.execute, rows as objects.
  history: `
      with recursive branch(id, parent_id, role, content, depth) as (
        select id, parent_id, role, content, 1 from "messages"
        where id = $1 and session_id = $2
        union all
        select m.id, m.parent_id, m.role, m.content, b.depth + 1
        from "messages" m join branch b on m.id = b.parent_id
        where b.depth < $3 and m.session_id = $4
      )
      select role, content from branch order by depth desc`,
  // A claim that spent nothing: the same pair claimed before, or the limit.
  earlierClaim: `select ${columns(MESSAGE_COLUMNS)} from "messages" where ("messages"."author_key" = $1 and "messages"."client_message_id" = $2)`,
  releaseSession: `delete from "chat_sessions" where ("chat_sessions"."session_id" = $1 and not exists (select "id" from "messages" where "messages"."session_id" = $2))`,
  storeReply: `with "completed" as (update "messages" set "status" = $1, "updated_at" = $2 where "messages"."id" = $3 returning "id"), "touched" as (update "chat_sessions" set "updated_at" = $4 where "chat_sessions"."session_id" = $5 returning "id") insert into "messages" (${columns(MESSAGE_COLUMNS)}) values (default, $6, $7, $8, $9, $10, $11, $12, $13, $14, default, $15, $16, $17, $18) returning ${columns(MESSAGE_COLUMNS)}`,
};
/** Where the claim's row has the claimed message's id and the count it spent to. */
const CLAIM_MESSAGE_ID = SUBSCRIPTION_COLUMNS.length + 1;
const CLAIM_SPENT = CLAIM_MESSAGE_ID + MESSAGE_COLUMNS.length;
const HISTORY_TURNS = 20;

const db = await openDriver();
// As long as the built-in coach's answer to the benches' question, and sent in as many pieces.
const REPLY = 'Two deep safeties split the field while five underneath defenders take away the short zones.';
const sse = (event: string, data: unknown) => `event: ${event}\ndata: ${JSON.stringify(data)}\n\n`;
// edge-api/services/token-cache.ts's TOKEN_CACHE_TTL_MS.
const TOKEN_TTL_MS = 5_000;
const verifiedTokens = new Map<string, { row: unknown[]; at: number }>();

// edge-api/services/chat.service.ts's SPECULATE_WITH_UNITS_LEFT and UNITS_LEFT_TTL_MS: a sender this
// process saw at least 3 units below the limit in the last minute has their branch read in one
// statement and their reply opened before the claim; nearer the limit, or unknown, the send reads
// the chat's owner and latest reply first, and an unknown sender also has the plan and count read
// to decide whether to open the reply early.
const SPECULATE_WITH_UNITS_LEFT = 3;
const UNITS_LEFT_TTL_MS = 60_000;
const unitsLeft = new Map<string, { left: number; at: number }>();

function takeUnit(author: string, at: number): 'early' | 'near' | 'unknown' {
  const entry = unitsLeft.get(author);
  if (!entry) return 'unknown';
  if (at < entry.at || at - entry.at >= UNITS_LEFT_TTL_MS) {
    unitsLeft.delete(author);
    return 'unknown';
  }
  if (entry.left < SPECULATE_WITH_UNITS_LEFT) return 'near';
  entry.left -= 1;
  return 'early';
}

function readBody(req: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    req.on('error', reject);
  });
}

class Refused extends Error {
  constructor(
    readonly status: number,
    readonly body: unknown,
  ) {
    super(`refused with ${status}`);
  }
}
const notYours = () => new Refused(403, { message: 'This chat belongs to another account.' });

async function send(req: IncomingMessage, res: ServerResponse) {
  const body = JSON.parse(await readBody(req)) as Record<string, string>;
  const token = String(req.headers['x-auth-token'] ?? '');
  const now = new Date();
  const tokenHash = createHash('sha256').update(token).digest('hex');
  // authenticate: the session joined to its user, unless this token was verified in the last 5 s
  const cached = verifiedTokens.get(tokenHash);
  let auth = cached && now.getTime() - cached.at < TOKEN_TTL_MS ? cached.row : undefined;
  if (!auth) {
    [auth] = await db.values(SQL.sessionByToken, [tokenHash, now]);
    if (auth) verifiedTokens.set(tokenHash, { row: auth, at: now.getTime() });
  }
  if (!auth) return json(res, 401, { message: 'Please sign in to continue.' });
  const userId = String(auth[2]);
  const author = `user:${userId}`;
  const { sessionId, content, personalityMode, sportType, clientMessageId } = body;
  const month = `month:${now.toISOString().slice(0, 7)}`;

  /** The chat's owner, the chat created on its first message (judged on the row a concurrent send made). */
  const ensureSession = async () => {
    const readOwner = () => db.values(SQL.sessionOwner, [sessionId]);
    let [session] = await readOwner();
    let created = false;
    if (!session) {
      [session] = await db.values(SQL.sessionInsert, [
        sessionId,
        userId,
        null,
        personalityMode,
        sportType,
        chatTitleFrom(content!),
        now,
        now,
      ]);
      created = Boolean(session);
      if (!session) [session] = await readOwner();
    }
    // The app revives a deleted chat here; the benches never delete one.
    if (!session || session[1] !== userId) throw notYours();
    return { created };
  };

  const units = takeUnit(author, now.getTime());
  const branch =
    units === 'early' ? await db.values(SQL.branch, [sessionId, userId, userId, sessionId, sessionId]) : null;
  const [state, live] = branch?.[0] ?? [];
  let created = false;
  /** What the reply waits for after the claim: the history, and an unknown sender's plan and count. */
  let beforeReply: Promise<unknown> = Promise.resolve();
  let claimed: Promise<unknown[][]>;
  const claim = (parent: string | null) =>
    db.values(SQL.claim, [
      userId,
      ...ENTITLED,
      now,
      month,
      FREE_MESSAGE_LIMIT,
      PLUS_MESSAGE_LIMIT,
      author,
      content,
      'user',
      now,
      sessionId,
      personalityMode,
      sportType,
      userId,
      null,
      author,
      clientMessageId,
      null,
      parent,
      now,
      'send already claimed: ',
    ]);
  if (branch && state !== 'other') {
    // The branch read found the chat new or the sender's: its turns are the history.
    if (!live) ({ created } = await ensureSession());
    const head = branch.filter((row) => row[2] !== null).at(-1);
    claimed = claim((head?.[2] as string | undefined) ?? null);
  } else {
    // Side by side: the chat's latest reply, and its owner (the chat created on its first message).
    const latest = db.values(SQL.latestReply, [sessionId, 'assistant', 'complete', 1]);
    // A chat that is not theirs ends the send with the latest reply still being read.
    latest.catch(() => {});
    ({ created } = await ensureSession());
    const parentId = ((await latest)[0]?.[0] as string | undefined) ?? null;
    // Then side by side: an unknown sender's plan (then their count), the claim, and the history.
    // Drizzle hands them to the driver in this order (PGlite, which runs one at a time, shows it).
    const plan = units === 'unknown' ? db.values(SQL.subscription, [userId, ...ENTITLED, now]) : null;
    claimed = claim(parentId);
    const turns = parentId ? db.query(SQL.history, [parentId, sessionId, HISTORY_TURNS, sessionId]) : null;
    const counted = plan?.then(() => db.values(SQL.usageCount, [author, month]));
    beforeReply = Promise.all([counted, turns]);
    beforeReply.catch(() => {});
  }
  const [claimRow] = await claimed;
  const messageId = claimRow?.[CLAIM_MESSAGE_ID] as string | null | undefined;
  if (!messageId) {
    // Nothing spent: the app looks for an earlier claim of the pair before it calls it the limit.
    const [earlier] = await db.values(SQL.earlierClaim, [author, clientMessageId]);
    if (!earlier) unitsLeft.delete(author);
    if (created) await db.values(SQL.releaseSession, [sessionId, sessionId]);
    if (earlier) return json(res, 409, { message: 'This message is already being answered.' });
    return json(res, 403, { message: 'Message limit reached', limitReached: true });
  }
  const used = Number(claimRow![CLAIM_SPENT]);
  unitsLeft.delete(author);
  unitsLeft.set(author, { left: FREE_MESSAGE_LIMIT - used, at: Date.now() });
  const quota = { tier: 'free', used, limit: FREE_MESSAGE_LIMIT, limitReached: used >= FREE_MESSAGE_LIMIT };
  res.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-store, no-transform' });
  res.write(sse('meta', { userMessage: { id: messageId, content, role: 'user' }, quota }));
  // The app lets the event loop send the first event before it goes on, as the route does.
  await new Promise((resolve) => setImmediate(resolve));
  await beforeReply;
  const words = REPLY.split(' ');
  for (let i = 0; i < words.length; i += 4) res.write(sse('delta', { text: `${words.slice(i, i + 4).join(' ')} ` }));
  // One statement stores the reply, completes the user's message and touches the session.
  const storedAt = new Date();
  const replyAt = new Date(Math.max(storedAt.getTime(), now.getTime() + 1));
  const [reply] = await db.values(SQL.storeReply, [
    'complete',
    storedAt,
    messageId,
    storedAt,
    sessionId,
    REPLY,
    'assistant',
    replyAt,
    sessionId,
    personalityMode,
    sportType,
    userId,
    null,
    `assistant:${messageId}`,
    messageId,
    messageId,
    'complete',
    storedAt,
  ]);
  // The user view is built from the plan and count already in hand: no further round trip.
  res.end(sse('done', { userMessage: { id: messageId }, aiMessage: { id: reply![0], content: REPLY }, quota }));
}

function json(res: ServerResponse, status: number, body: unknown) {
  res.writeHead(status, { 'content-type': 'application/json' });
  res.end(JSON.stringify(body));
}

const server = createServer((req, res) => {
  if (req.method === 'POST' && req.url === '/api/messages') {
    send(req, res).catch((error: unknown) => {
      if (error instanceof Refused) return json(res, error.status, error.body);
      console.error(error);
      if (!res.headersSent) json(res, 500, { message: 'Something went wrong.' });
      else res.end();
    });
    return;
  }
  json(res, 404, { message: 'Not found' });
});
server.keepAliveTimeout = 60_000;
server.listen(0, '127.0.0.1', () => {
  const address = server.address();
  console.log(`LISTENING ${typeof address === 'object' && address ? address.port : 0}`);
});
process.on('SIGTERM', () => server.close(() => void db.close().finally(() => process.exit(0))));
