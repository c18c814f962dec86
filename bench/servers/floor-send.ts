// The floor for POST /api/messages: node:http and the same driver as the app (postgres.js with the
// app's options, or PGlite), doing the same database work as a signed-in free user's send with raw
// parameterised SQL, in the same order and with the same queries side by side (see
// bench/send-ttfb.ts for the list), and writing the same SSE events: meta after the three steps
// that precede it in the app (then one event-loop turn to send it, as the route takes), then
// the reply and done after the one that follows. When the app's round trips change, this changes
// with them: the floor is the app's database work done with nothing else.
import { createHash } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';

type Row = Record<string, unknown>;
type Query = (text: string, params?: unknown[]) => Promise<Row[]>;
interface Driver {
  query: Query;
  /** Runs `work` in one transaction on one connection; a throw rolls it back. */
  transaction<T>(work: (query: Query) => Promise<T>): Promise<T>;
  close(): Promise<void>;
}

async function openDriver(): Promise<Driver> {
  if (process.env.FLOOR_DRIVER === 'pglite') {
    const { PGlite } = await import('@electric-sql/pglite');
    const pg = await PGlite.create(process.env.FLOOR_PGLITE_DIR!);
    return {
      query: async (text, params) => (await pg.query<Row>(text, params)).rows,
      transaction: (work) =>
        pg.transaction((tx) => work(async (text, params) => (await tx.query<Row>(text, params)).rows)),
      close: () => pg.close(),
    };
  }
  const { default: postgres } = await import('postgres');
  // The options of edge-api/db/postgres.ts.
  const sql = postgres(process.env.FLOOR_DATABASE_URL!, { max: 10, prepare: false, onnotice: () => {} });
  type Param = Parameters<typeof sql.unsafe>[1];
  return {
    query: async (text, params = []) => (await sql.unsafe(text, params as Param)) as unknown as Row[],
    transaction: async <T>(work: (query: Query) => Promise<T>) =>
      (await sql.begin((tx) =>
        work(async (text, params = []) => (await tx.unsafe(text, params as Param)) as unknown as Row[]),
      )) as T,
    close: () => sql.end({ timeout: 5 }),
  };
}

const db = await openDriver();
const FREE_LIMIT = 15;
const REPLY = 'Two deep safeties split the field while corners squat on the flats: attack the seams and the hole shot.';
const sse = (event: string, data: unknown) => `event: ${event}\ndata: ${JSON.stringify(data)}\n\n`;
const ENTITLED = `('active','trialing','past_due')`;
const TOKEN_TTL_MS = 5_000;
const verifiedTokens = new Map<string, { row: Row; at: number }>();

function readBody(req: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    req.on('error', reject);
  });
}

async function send(req: IncomingMessage, res: ServerResponse) {
  const body = JSON.parse(await readBody(req)) as Record<string, string>;
  const token = String(req.headers['x-auth-token'] ?? '');
  const now = new Date();
  const tokenHash = createHash('sha256').update(token).digest('hex');
  // 1. authenticate: session joined to its user, unless this token was verified in the last 5 s
  const cached = verifiedTokens.get(tokenHash);
  let auth = cached && now.getTime() - cached.at < TOKEN_TTL_MS ? cached.row : undefined;
  if (!auth) {
    [auth] = await db.query(
      `select s.id as session_pk, s.expires_at, u.* from auth_sessions s inner join users u on u.id = s.user_id
       where s.token_hash = $1 and s.revoked_at is null and s.expires_at > $2`,
      [tokenHash, now],
    );
    if (auth) verifiedTokens.set(tokenHash, { row: auth, at: now.getTime() });
  }
  if (!auth) return json(res, 401, { message: 'Please sign in to continue.' });
  const userId = String(auth.id);
  const subject = `user:${userId}`;
  const period = `month:${now.toISOString().slice(0, 7)}`;
  // 2. side by side: the plan (entitling subscription), the chat session's owner (the session
  //    inserted only on the chat's first message) and the history the reply is opened with
  const readSession = () =>
    db.query(`select id, user_id, browser_fingerprint, deleted_at from chat_sessions where session_id = $1`, [
      body.sessionId,
    ]);
  const [, [session]] = await Promise.all([
    db.query(
      `select * from subscriptions where user_id = $1 and status in ${ENTITLED} and current_period_end > $2
       order by current_period_end desc`,
      [userId, now],
    ),
    readSession().then(async (rows) => {
      if (rows.length) return rows;
      const inserted = await db.query(
        `insert into chat_sessions (session_id, user_id, browser_fingerprint, personality_mode, sport_type, title, created_at, updated_at)
             values ($1, $2, null, $3, $4, $5, $6, $6) on conflict (session_id) do nothing
             returning id, user_id, browser_fingerprint, deleted_at`,
        [body.sessionId, userId, body.personalityMode, body.sportType, body.content!.slice(0, 60), now],
      );
      // A concurrent first send created it in between: judge ownership on its row, as the app does.
      return inserted.length ? inserted : readSession();
    }),
    db.query(
      `select role, content from messages where session_id = $1 and status = 'complete' and timestamp < $2
       order by timestamp desc limit 20`,
      [body.sessionId, now],
    ),
  ]);
  if (!session || session.user_id !== userId)
    return json(res, 403, { message: 'This chat belongs to another account.' });
  // 3. one statement that spends one unit under the limit and claims the (author, clientMessageId)
  //    pair only if it did
  const [claim] = await db.query(
    `with spent as (
         insert into usage_counters as counter (subject, period, count) values ($1::text, $2::text, 1)
         on conflict (subject, period) do update set count = counter.count + 1
         where counter.count < $3::int returning counter.count
       ), claimed as (
         insert into messages (content, role, timestamp, session_id, personality_mode, sport_type, user_id,
           browser_fingerprint, author_key, client_message_id, status, updated_at)
         select $4::text, 'user', $5::timestamptz, $6::text, $7::text, $8::text, $9::uuid, null, $10::text, $11::text,
           'pending', $5::timestamptz
         where exists (select 1 from spent)
         on conflict (author_key, client_message_id) do nothing returning *
       )
       select claimed.*, spent.count as spent from spent left join claimed on true`,
    [
      subject,
      period,
      FREE_LIMIT,
      body.content,
      now,
      body.sessionId,
      body.personalityMode,
      body.sportType,
      userId,
      subject,
      body.clientMessageId,
    ],
  );
  const refused = !claim;
  if (refused) return json(res, 403, { message: 'Message limit reached', limitReached: true });
  if (!claim.id) return json(res, 409, { message: 'This message is already being answered.' });
  const message = claim;
  const used = Number(message.spent);
  const quota = { tier: 'free', used, limit: FREE_LIMIT, limitReached: used >= FREE_LIMIT };
  res.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-store, no-transform' });
  res.write(sse('meta', { userMessage: { id: message.id, content: body.content, role: 'user' }, quota }));
  // The app lets the event loop send the first event before it goes on, as the route does.
  await new Promise((resolve) => setImmediate(resolve));
  const words = REPLY.split(' ');
  for (let i = 0; i < words.length; i += 4) res.write(sse('delta', { text: `${words.slice(i, i + 4).join(' ')} ` }));
  // 4. one statement stores the reply, completes the user's message and touches the session
  const [reply] = await db.query(
    `with completed as (update messages set status = 'complete', updated_at = $2 where id = $8 returning id),
     touched as (update chat_sessions set updated_at = $2 where session_id = $3 returning id)
     insert into messages (content, role, timestamp, session_id, personality_mode, sport_type, user_id, browser_fingerprint,
       author_key, reply_to, status, updated_at)
     values ($1, 'assistant', $2, $3, $4, $5, $6, null, $7, $8, 'complete', $2) returning *`,
    [
      REPLY,
      new Date(Date.now() + 1),
      body.sessionId,
      body.personalityMode,
      body.sportType,
      userId,
      `assistant:${message.id}`,
      message.id,
    ],
  );
  // The user view is built from the plan and count already in hand: no further round trip.
  res.end(sse('done', { userMessage: { id: message.id }, aiMessage: { id: reply!.id, content: REPLY }, quota }));
}

function json(res: ServerResponse, status: number, body: unknown) {
  res.writeHead(status, { 'content-type': 'application/json' });
  res.end(JSON.stringify(body));
}

const server = createServer((req, res) => {
  if (req.method === 'POST' && req.url === '/api/messages') {
    send(req, res).catch((error: unknown) => {
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
