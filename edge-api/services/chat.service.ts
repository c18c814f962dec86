import { and, asc, count, desc, eq, getTableColumns, ne, notExists, sql, type SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import { chatTitleFrom } from '../../shared/chat-title';
import type { User } from '../../shared/contract/auth';
import type {
  ChatMessage,
  Quota,
  QuizOutcome,
  SendMessage,
  SendMessageResponse,
  StopReply,
} from '../../shared/contract/messages';
import type { CoachProfile } from '../../shared/contract/profile';
import type { PersonalityMode, Sport } from '../../shared/constants';
import type { Database } from '../db/database';
import { allColumnsOf, placeholderLike, reusableStatement } from '../db/prepared';
import { chatSessions, messages, subscriptions, usageCounters } from '../db/schema';
import { AppError } from '../errors';
import type { Logger } from '../logger';
import { CoachError, type CoachRequest, type CoachTurn } from '../providers/coach/coach-provider';
import { messageLimit, usagePeriod } from '../../shared/quota';
import {
  chargeFor,
  chargeOf,
  limitError,
  quotaState,
  refund,
  spend,
  usedBy,
  visitorCharge,
  type Charge,
} from './quota.service';
import {
  coachProfileOf,
  ENTITLED_STATUSES,
  findUserById,
  toUserView,
  userView as userViewFrom,
  type Entitlement,
  type SubscriptionRow,
  type UserRow,
} from './users.service';

const HISTORY_TURNS = 20;
/** A send still pending after this long was abandoned (the server died mid-reply): retry allowed. */
const STALE_PENDING_MS = 2 * 60 * 1000;

export const CHAT_COPY = {
  noReply: 'Failed to get a response from Playcaller',
  timeout: 'The coach took too long to answer. Please try again.',
  inFlight: 'This message is already being answered.',
  notYours: 'This chat belongs to another account.',
  fingerprintRequired: 'browserFingerprint is required when signed out',
  noSuchMessage: 'That message is not in this chat.',
  noSuchSend: 'No message of yours has that clientMessageId.',
  notTheReply: 'content must be the start of the reply.',
} as const;

type MessageRow = typeof messages.$inferSelect;

/**
 * Units a sender must have left for their reply to be started while the send is still being
 * claimed. Nearer the limit, concurrent sends end in refusals, each a provider call opened and
 * thrown away; with three left, the sends one person has in flight at once (a retry, a second tab)
 * all fit, so a call started early is almost never wasted. Nearer the limit the claim comes first.
 */
export const SPECULATE_WITH_UNITS_LEFT = 3;

/**
 * How long the units a sender had left after a claim on this process are trusted to open their
 * next reply before any check. Only a head start rests on it: a sender who spent their units on
 * another server meanwhile has that reply refused by the claim and aborted unseen.
 */
const UNITS_LEFT_TTL_MS = 60_000;
const UNITS_LEFT_MAX_ENTRIES = 10_000;

/** The units each sender had left after their last claim on this process, by author key. */
function createUnitsLeft(now: () => Date) {
  // A Map iterates in insertion order: re-inserting on write keeps the oldest first, to evict.
  const byAuthor = new Map<string, { left: number; at: number }>();
  return {
    /**
     * Whether a new send may open its reply before its checks ('early'), counting it against the
     * units left so that a burst of sends stops opening replies early as it nears the limit; 'near'
     * when the last claim left too few, 'unknown' when there is none to go by.
     */
    take(author: string): 'early' | 'near' | 'unknown' {
      const entry = byAuthor.get(author);
      if (!entry) return 'unknown';
      const at = now().getTime();
      if (at < entry.at || at - entry.at >= UNITS_LEFT_TTL_MS) {
        byAuthor.delete(author);
        return 'unknown';
      }
      if (entry.left < SPECULATE_WITH_UNITS_LEFT) return 'near';
      entry.left -= 1;
      return 'early';
    },
    set(author: string, left: number) {
      byAuthor.delete(author);
      byAuthor.set(author, { left, at: now().getTime() });
      while (byAuthor.size > UNITS_LEFT_MAX_ENTRIES) byAuthor.delete(byAuthor.keys().next().value!);
    },
    forget(author: string) {
      byAuthor.delete(author);
    },
  };
}

/**
 * A reply opened before its send was claimed: the producer has been asked for its first piece and
 * holds everything after it, so nothing reaches the sender until the claim has committed.
 */
interface EarlyReply {
  first: Promise<IteratorResult<string>>;
  rest: AsyncIterator<string>;
  stop: AbortController;
}

/** Aborts a reply started early whose send was refused or replayed: its provider call ends unread. */
function cancelEarly(early: EarlyReply) {
  early.stop.abort();
  early.first.then(() => early.rest.return?.(undefined)).catch(() => {});
}

/** The pieces of a reply started early, from its held first piece on; leaving early closes it. */
async function* resumed(early: EarlyReply): AsyncGenerator<string> {
  let next = await early.first;
  try {
    while (!next.done) {
      yield next.value;
      next = await early.rest.next();
    }
  } finally {
    if (!next.done) await early.rest.return?.(undefined);
  }
}

/** Raised inside the claim statement to undo its spend when the message was claimed before. */
const ALREADY_CLAIMED = 'send already claimed';

/**
 * A signed-in sender's send claimed in one statement that also reads their plan: the entitling
 * subscription decides the counter's period and the limit, the unit is spent only under that limit,
 * the pending message is inserted only if the unit was spent, and when the (author,
 * clientMessageId) pair was already taken the statement fails on purpose, which undoes its spend.
 * So a message is pending exactly when its unit is spent, in one round trip instead of the plan
 * read and four more. A plan without a limit (premium, with its burst limit) spends nothing here:
 * the statement only reads its plan, and the claim goes on in a transaction. The failure is a cast
 * of text that depends on the spent row, so it can never be folded into the plan and raised for
 * every run; CASE keeps it from being evaluated when the message was claimed.
 */
const claimAndSpend = (() => {
  const p = (name: string) => sql.placeholder(name);
  const columns = Object.values(getTableColumns(messages));
  const subscriptionColumns = Object.values(getTableColumns(subscriptions));
  const insertColumns: [string, SQL][] = [
    ['content', sql`${p('content')}::text`],
    ['role', sql`${p('role')}::text`],
    ['timestamp', sql`${placeholderLike(messages.timestamp, 'at')}::timestamptz`],
    ['session_id', sql`${p('sessionId')}::text`],
    ['personality_mode', sql`${p('personalityMode')}::text`],
    ['sport_type', sql`${p('sportType')}::text`],
    ['user_id', sql`${p('userId')}::uuid`],
    ['browser_fingerprint', sql`${p('browserFingerprint')}::text`],
    ['author_key', sql`${p('authorKey')}::text`],
    ['client_message_id', sql`${p('clientMessageId')}::text`],
    ['reply_to', sql`${p('replyTo')}::uuid`],
    ['parent_id', sql`${p('parentId')}::uuid`],
    ['status', sql`'pending'`],
    ['updated_at', sql`${placeholderLike(messages.updatedAt, 'at')}::timestamptz`],
  ];
  const entitled = sql.join(
    ENTITLED_STATUSES.map((status) => sql`${status}`),
    sql`, `,
  );
  // The period and limit as shared/quota.ts gives them: a plus plan counts per billing period, named
  // by its start as toISOString writes it; every other plan per calendar month (given, as the app's
  // clock has it).
  const query = sql`
    with entitling as (
      select * from ${subscriptions}
      where user_id = ${p('userId')}::uuid and status in (${entitled})
        and current_period_end > ${placeholderLike(subscriptions.currentPeriodEnd, 'at')}::timestamptz
      order by (plan = 'premium') desc, current_period_end desc
      limit 1
    ), plan as (
      select coalesce((select plan from entitling), 'free') as name,
        (select current_period_start from entitling) as started
    ), charge as (
      select
        case when name = 'plus' then
          'period:' || to_char(started at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')
        else ${p('month')}::text end as period,
        case name when 'free' then ${p('freeLimit')}::int when 'plus' then ${p('plusLimit')}::int end as cap
      from plan
    ), spent as (
      insert into ${usageCounters} as counter (subject, period, count)
      select ${p('subject')}::text, charge.period, 1 from charge where charge.cap is not null
      on conflict (subject, period) do update set count = counter.count + 1
      where counter.count < (select cap from charge)
      returning counter.count
    ), claimed as (
      insert into ${messages} (${sql.join(
        insertColumns.map(([name]) => sql.identifier(name)),
        sql`, `,
      )})
      select ${sql.join(
        insertColumns.map(([, value]) => value),
        sql`, `,
      )}
      where exists (select 1 from spent)
      on conflict (author_key, client_message_id) do nothing
      returning *
    )
    select ${sql.join(
      subscriptionColumns.map((column) => sql`entitling.${sql.identifier(column.name)}`),
      sql`, `,
    )}, charge.period, ${sql.join(
      columns.map((column) => sql`claimed.${sql.identifier(column.name)}`),
      sql`, `,
    )}, spent.count
    from charge left join entitling on true left join spent on true left join claimed on true
    where case when spent.count is not null and claimed.id is null
      then cast(${ALREADY_CLAIMED + ': '} || spent.count as integer) = 0 else true end`;
  const nested = (path: string, table: typeof messages | typeof subscriptions) =>
    allColumnsOf(table).map(({ path: [key], field }) => ({ path: [path, key!], field }));
  const statement = reusableStatement<{
    subscription: { [Key in keyof SubscriptionRow]: SubscriptionRow[Key] | null };
    period: string;
    message: { [Key in keyof MessageRow]: MessageRow[Key] | null };
    used: number | null;
  }>(new PgDialect().sqlToQuery(query), [
    ...nested('subscription', subscriptions),
    { path: ['period'], field: usageCounters.period },
    ...nested('message', messages),
    { path: ['used'], field: usageCounters.count },
  ]);
  /**
   * The sender's charge as their plan gives it, and the claimed message with the count it brought
   * the counter to, or none (the limit was reached, or the plan has no limit and nothing was spent).
   */
  return async (db: Database, values: Record<string, unknown> & { userId: string; at: Date }) => {
    const [row] = await statement(db, {
      ...values,
      subject: `user:${values.userId}`,
      month: usagePeriod('free', values.at),
      freeLimit: messageLimit('free'),
      plusLimit: messageLimit('plus'),
    });
    if (!row) throw new Error('the claim statement answered no row');
    const subscription = row.subscription.id === null ? null : (row.subscription as SubscriptionRow);
    const plan = subscription?.plan ?? 'free';
    const entitlement: Entitlement = {
      plan,
      subscription,
      usageSubject: `user:${values.userId}`,
      usagePeriod: row.period,
      limit: messageLimit(plan),
    };
    const claimed = row.message.id === null ? null : { row: row.message as MessageRow, used: row.used! };
    return { charge: chargeOf(entitlement), claimed };
  };
})();

/** The claim statement's deliberate failure, as either driver reports it. */
function isAlreadyClaimed(error: unknown): boolean {
  for (let current: unknown = error; current instanceof Error; current = current.cause) {
    if (current.message.includes(ALREADY_CLAIMED)) return true;
  }
  return false;
}

type BranchRow = { state: string; live: boolean; id: string | null; role: CoachTurn['role']; content: string };
type BranchStatement = ReturnType<typeof reusableStatement<BranchRow>>;
const branchStatements = new Map<string, BranchStatement>();

/**
 * The branch a new send follows, in one statement per kind of head (the chat's root, a named
 * parent, the latest reply) and of sender, built once: whether the chat is new, the sender's or
 * another's, whether it is the sender's and not deleted, and the branch's turns from its head back.
 */
function branchStatement(head: 'root' | 'named' | 'latest', sender: 'user' | 'visitor'): BranchStatement {
  const key = `${head}:${sender}`;
  let statement = branchStatements.get(key);
  if (statement) return statement;
  const p = (name: string) => sql.placeholder(name);
  const sessionId = sql`${p('sessionId')}::text`;
  const headId =
    head === 'root'
      ? sql`select null::uuid`
      : head === 'named'
        ? sql`select id from ${messages}
            where id = ${p('parentId')}::uuid and session_id = ${sessionId} and status = 'complete'`
        : sql`select id from ${messages}
            where session_id = ${sessionId} and role = 'assistant' and status = 'complete'
            order by timestamp desc, id desc limit 1`;
  const owns =
    sender === 'user'
      ? sql`user_id = ${p('userId')}::uuid`
      : sql`user_id is null and browser_fingerprint = ${p('fingerprint')}::text`;
  const query = sql`
    with recursive owner as (
      select user_id, browser_fingerprint, deleted_at from ${chatSessions} where session_id = ${sessionId}
    ), chat as (
      select case
        when not exists (select 1 from owner) then 'new'
        when exists (select 1 from owner where ${owns}) then 'owned'
        else 'other' end as state,
        exists (select 1 from owner where ${owns} and deleted_at is null) as live
    ), branch(id, parent_id, role, content, depth) as (
      select id, parent_id, role, content, 1 from ${messages}
      where id = (${headId}) and (select state from chat) = 'owned'
      union all
      select m.id, m.parent_id, m.role, m.content, b.depth + 1
      from ${messages} m join branch b on m.id = b.parent_id
      where b.depth < ${sql.raw(String(HISTORY_TURNS))} and m.session_id = ${sessionId}
    )
    select chat.state, chat.live, branch.id, branch.role, branch.content
    from chat left join branch on true
    order by branch.depth desc`;
  statement = reusableStatement<BranchRow>(
    new PgDialect().sqlToQuery(query),
    ['state', 'live', 'id', 'role', 'content'].map((name) => ({ path: [name], field: sql.raw(name) })),
  );
  branchStatements.set(key, statement);
  return statement;
}

export function toChatMessage(row: MessageRow): ChatMessage {
  return {
    id: row.id,
    clientMessageId: row.clientMessageId,
    content: row.content,
    role: row.role,
    timestamp: row.timestamp.toISOString(),
    sessionId: row.sessionId,
    personalityMode: row.personalityMode,
    sportType: row.sportType,
    parentId: row.parentId,
  };
}

/** `db.execute` answers `{ rows }` on PGlite and an array on postgres.js. */
function rowsOf<Row>(result: unknown): Row[] {
  if (Array.isArray(result)) return result as Row[];
  return (result as { rows: Row[] }).rows;
}

/**
 * Where a send goes in the chat's tree. A new message follows `parentId` (its history is the branch
 * up to there); a regenerate or continue answers the stored `question` again, beside its replies.
 */
type Target =
  { kind: 'new'; parentId: string | null } | { kind: 'again'; question: MessageRow; partial: string | null };

export interface ReplyContext {
  mode: PersonalityMode;
  sport: Sport;
  sessionId: string;
  message: string;
  history: CoachTurn[];
  /** Set when continuing a reply: the text so far, which the coach carries on from. */
  partial: string | null;
  user: UserRow | null;
  profile: CoachProfile | null;
  signal: AbortSignal;
  /**
   * Which answer to the same question this is: 0 for a send, else how many replies it already has
   * (a regenerate asks for the next one; a continue goes on from one of them).
   */
  attempt: number;
  /** Lets a producer attach structured facts (a graded quiz answer) to the response. */
  annotate(outcome: QuizOutcome): void;
  /** The reply repeats what was already given and says so: the send is not charged. */
  waive(): void;
}

/** What the coach is asked for a reply, whichever producer hands the message to it. */
export function coachRequestOf(context: ReplyContext, now: Date): CoachRequest {
  return {
    mode: context.mode,
    sport: context.sport,
    history: context.history,
    message: context.message,
    profile: context.profile,
    partial: context.partial,
    attempt: context.attempt,
    onNothingNew: context.waive,
    now,
    signal: context.signal,
  };
}

/** Produces the reply text; quiz mode plugs its own producer in here. */
export type ReplyProducer = (context: ReplyContext) => AsyncIterable<string>;

export interface ChatDeps {
  db: Database;
  logger: Logger;
  now: () => Date;
  produceReply: ReplyProducer;
}

/** A send accepted and charged, whose reply is still to be produced. */
export interface PendingSend {
  userMessage: ChatMessage;
  quota: Quota;
  /** Streams the reply through `onDelta` and stores it; on failure gives the unit back and throws. */
  complete(signal: AbortSignal, onDelta: (text: string) => void | Promise<void>): Promise<SendMessageResponse>;
}

export type PreparedSend = { kind: 'stored'; result: SendMessageResponse } | { kind: 'pending'; send: PendingSend };

export function createChatService(deps: ChatDeps) {
  const { db, now } = deps;
  const { produceReply } = deps;

  // The send path's queries are built once; each send only fills in its values.
  const sessionOwner = db
    .select({
      id: chatSessions.id,
      userId: chatSessions.userId,
      browserFingerprint: chatSessions.browserFingerprint,
      deletedAt: chatSessions.deletedAt,
    })
    .from(chatSessions)
    .where(eq(chatSessions.sessionId, sql.placeholder('sessionId')))
    .prepare('chat_session_owner');
  // A send that names no parent follows the chat's latest reply, as every send did before branches.
  const latestReply = db
    .select({ id: messages.id })
    .from(messages)
    .where(
      and(
        eq(messages.sessionId, sql.placeholder('sessionId')),
        eq(messages.role, 'assistant'),
        eq(messages.status, 'complete'),
      ),
    )
    .orderBy(desc(messages.timestamp), desc(messages.id))
    .limit(1)
    .prepare('chat_latest_reply');
  const messageInSession = db
    .select()
    .from(messages)
    .where(
      and(
        eq(messages.id, sql.placeholder('id')),
        eq(messages.sessionId, sql.placeholder('sessionId')),
        ne(messages.status, 'failed'),
      ),
    )
    .prepare('chat_message_in_session');
  // Run in the claim's transaction, so kept as SQL rather than prepared on `db`.
  const claimInsert = reusableStatement<MessageRow>(
    db
      .insert(messages)
      .values({
        content: sql.placeholder('content'),
        role: sql.placeholder('role'),
        timestamp: sql.placeholder('at'),
        sessionId: sql.placeholder('sessionId'),
        personalityMode: sql.placeholder('personalityMode'),
        sportType: sql.placeholder('sportType'),
        userId: sql.placeholder('userId'),
        browserFingerprint: sql.placeholder('browserFingerprint'),
        authorKey: sql.placeholder('authorKey'),
        clientMessageId: sql.placeholder('clientMessageId'),
        replyTo: sql.placeholder('replyTo'),
        parentId: sql.placeholder('parentId'),
        status: 'pending',
        updatedAt: sql.placeholder('at'),
      })
      .onConflictDoNothing({ target: [messages.authorKey, messages.clientMessageId] })
      .returning()
      .toSQL(),
    allColumnsOf(messages),
  );
  async function userView(user: UserRow | null): Promise<User | null> {
    if (!user) return null;
    return toUserView(db, user, now());
  }

  /** Removes the session a refused send opened, so refused sends leave nothing behind. */
  async function releaseSession(sessionId: string) {
    // A concurrent send that already claimed a message there keeps the session.
    await db
      .delete(chatSessions)
      .where(
        and(
          eq(chatSessions.sessionId, sessionId),
          notExists(db.select({ id: messages.id }).from(messages).where(eq(messages.sessionId, sessionId))),
        ),
      );
  }

  /**
   * A refused send into a deleted chat leaves it deleted: a regenerate or an edit there names
   * messages that went with the chat, and must not bring it back empty on every device.
   */
  async function deleteAgain(sessionId: string) {
    // A concurrent send that stored a message there keeps the chat.
    await db
      .update(chatSessions)
      .set({ deletedAt: now(), updatedAt: now() })
      .where(
        and(
          eq(chatSessions.sessionId, sessionId),
          notExists(db.select({ id: messages.id }).from(messages).where(eq(messages.sessionId, sessionId))),
        ),
      );
  }

  /**
   * Checks the sender owns the chat session, creating it on its first message. Most sends go to an
   * existing session, so the read comes first and the common case is one read-only round trip.
   */
  async function ensureSession(
    body: SendMessage,
    user: UserRow | null,
    fingerprint: string | null,
    at: Date,
  ): Promise<{ created: boolean; revivedFrom: Date | null }> {
    const read = () => sessionOwner.execute({ sessionId: body.sessionId });
    let [session] = await read();
    let created = false;
    if (!session) {
      [session] = await db
        .insert(chatSessions)
        .values({
          sessionId: body.sessionId,
          userId: user?.id ?? null,
          browserFingerprint: fingerprint,
          personalityMode: body.personalityMode,
          sportType: body.sportType,
          title: chatTitleFrom(body.content),
          createdAt: at,
          updatedAt: at,
        })
        .onConflictDoNothing({ target: chatSessions.sessionId })
        .returning({
          id: chatSessions.id,
          userId: chatSessions.userId,
          browserFingerprint: chatSessions.browserFingerprint,
          deletedAt: chatSessions.deletedAt,
        });
      created = Boolean(session);
      // A concurrent first send created it in between: judge ownership on its row.
      if (!session) [session] = await read();
    }
    const owned =
      session &&
      (user ? session.userId === user.id : session.userId === null && session.browserFingerprint === fingerprint);
    if (!session || !owned) throw new AppError('forbidden', CHAT_COPY.notYours);
    // A message sent to a chat deleted on another device (queued offline, say) brings it back.
    if (session.deletedAt) {
      await db.update(chatSessions).set({ deletedAt: null, updatedAt: at }).where(eq(chatSessions.id, session.id));
    }
    return { created, revivedFrom: session.deletedAt };
  }

  /**
   * Where the send goes; a parent that is not a finished message of this chat is a 404, and so is a
   * question to answer again that is not a user message there. That question may still be pending:
   * a reply stopped a moment ago can be continued before the server has finished storing it.
   */
  async function targetOf(body: SendMessage): Promise<Target> {
    const find = async (id: string, role: 'user' | null) => {
      const [row] = await messageInSession.execute({ id, sessionId: body.sessionId });
      const fits = row && (role ? row.role === role : row.status === 'complete');
      if (!fits) throw new AppError('not_found', CHAT_COPY.noSuchMessage);
      return row;
    };
    if (body.replyTo) {
      const question = await find(body.replyTo, 'user');
      return { kind: 'again', question, partial: body.partial ?? null };
    }
    if (body.parentId === null) return { kind: 'new', parentId: null };
    if (body.parentId) return { kind: 'new', parentId: (await find(body.parentId, null)).id };
    const [latest] = await latestReply.execute({ sessionId: body.sessionId });
    return { kind: 'new', parentId: latest?.id ?? null };
  }

  /** How many finished replies a question has besides `except` (the row a regenerate claimed). */
  async function repliesTo(questionId: string, except: string): Promise<number> {
    const [row] = await db
      .select({ count: count() })
      .from(messages)
      .where(
        and(
          eq(messages.replyTo, questionId),
          eq(messages.role, 'assistant'),
          eq(messages.status, 'complete'),
          ne(messages.id, except),
        ),
      );
    return row?.count ?? 0;
  }

  /** The branch that ends at `lastId`, oldest first: the chosen versions, never their siblings. */
  async function history(sessionId: string, lastId: string | null): Promise<CoachTurn[]> {
    if (!lastId) return [];
    const result = await db.execute(sql`
      with recursive branch(id, parent_id, role, content, depth) as (
        select id, parent_id, role, content, 1 from ${messages}
        where id = ${lastId} and session_id = ${sessionId}
        union all
        select m.id, m.parent_id, m.role, m.content, b.depth + 1
        from ${messages} m join branch b on m.id = b.parent_id
        where b.depth < ${HISTORY_TURNS} and m.session_id = ${sessionId}
      )
      select role, content from branch order by depth desc`);
    return rowsOf<CoachTurn>(result);
  }

  /**
   * The branch a new send follows and its turns, oldest first, in one round trip that also checks
   * the chat is the sender's or not made yet, so a reply opened before the send's checks is never
   * given another person's words. `null` when the chat is someone else's or the named parent is not
   * a finished message of it: the send then takes the usual order, whose checks refuse it.
   */
  async function branchOf(
    body: SendMessage,
    user: UserRow | null,
    fingerprint: string | null,
  ): Promise<{ parentId: string | null; turns: CoachTurn[]; live: boolean } | null> {
    const head = body.parentId === null ? 'root' : body.parentId ? 'named' : 'latest';
    const rows = await branchStatement(head, user ? 'user' : 'visitor')(db, {
      sessionId: body.sessionId,
      parentId: body.parentId ?? null,
      userId: user?.id ?? null,
      fingerprint,
    });
    if (rows[0]?.state === 'other') return null;
    const turns = rows.filter((row) => row.id !== null);
    const parentId = turns.at(-1)?.id ?? null;
    if (body.parentId && parentId !== body.parentId) return null;
    return { parentId, turns: turns.map(({ role, content }) => ({ role, content })), live: rows[0]?.live === true };
  }

  /** A finished send's result, from its claimed row: the user's message, or the reply made again. */
  async function storedResult(
    claimed: MessageRow,
    user: UserRow | null,
    charge: Charge,
  ): Promise<SendMessageResponse | null> {
    const again = claimed.role === 'assistant';
    const [userMessage] = again ? await db.select().from(messages).where(eq(messages.id, claimed.replyTo!)) : [claimed];
    // A send's own reply is the one its author key names: later versions answer the same message.
    const [reply] = again
      ? [claimed]
      : await db
          .select()
          .from(messages)
          .where(and(eq(messages.authorKey, `assistant:${claimed.id}`), eq(messages.status, 'complete')));
    if (!reply || !userMessage) return null;
    return {
      userMessage: toChatMessage(userMessage),
      aiMessage: toChatMessage(reply),
      user: await userView(user),
      quota: quotaState(charge, await usedBy(db, charge)),
    };
  }

  /**
   * Claims the (author, clientMessageId) pair and charges it in one transaction, so a message is
   * pending or complete exactly when its unit is spent — even if the server dies at any point — and
   * a refused spend rolls the claim back, so a later retry is judged afresh. A fresh pair inserts a
   * pending message; a pair whose earlier attempt failed (and was refunded) is reclaimed and charged
   * again; one left pending by a server that died mid-reply is taken over without a second charge;
   * a completed pair returns its stored result, and a pair still being answered is refused — so a
   * replay never stores or spends twice.
   */
  async function claim(
    body: SendMessage,
    target: Target,
    user: UserRow | null,
    author: { key: string; fingerprint: string | null },
    charging: Charge | { userId: string },
    at: Date,
  ): Promise<
    { kind: 'claimed'; row: MessageRow; used: number; charge: Charge } | { kind: 'stored'; result: SendMessageResponse }
  > {
    // A regenerate or continue claims its reply row itself: there is no new user message.
    const again = target.kind === 'again';
    const values = {
      content: again ? '' : body.content,
      role: again ? 'assistant' : 'user',
      replyTo: again ? target.question.id : null,
      parentId: again ? target.question.id : target.parentId,
      at,
      sessionId: body.sessionId,
      personalityMode: body.personalityMode,
      sportType: body.sportType,
      userId: user?.id ?? null,
      browserFingerprint: author.fingerprint,
      authorKey: author.key,
      clientMessageId: body.clientMessageId,
    };
    let charge: Charge | null = 'userId' in charging ? null : charging;
    // An account's plan is read by the claim statement, which spends first: no row back under a
    // limit, and no earlier claim of the pair, is the limit.
    let refusedByLimit = false;
    let inTransaction = charge !== null;
    if ('userId' in charging) {
      try {
        const folded = await claimAndSpend(db, { ...values, userId: charging.userId });
        charge = folded.charge;
        if (folded.claimed) return { kind: 'claimed', ...folded.claimed, charge };
        refusedByLimit = charge.limit !== null;
        inTransaction = charge.limit === null;
      } catch (error) {
        if (!isAlreadyClaimed(error)) throw error;
      }
      // The pair was claimed before, which failed the statement: a replay reads the plan on its own.
      charge ??= await chargeFor(db, charging, at);
    }
    const settled = charge!;
    const burstKey = settled.tier === 'premium' && user ? `burst:${user.id}` : null;
    if (inTransaction) {
      const fresh = await db.transaction(async (tx) => {
        const [inserted] = await claimInsert(tx, values);
        if (!inserted) return null;
        return { row: inserted, used: await spend(tx, settled, burstKey, at) };
      });
      if (fresh) return { kind: 'claimed', ...fresh, charge: settled };
    }
    const [existing] = await db
      .select()
      .from(messages)
      .where(and(eq(messages.authorKey, author.key), eq(messages.clientMessageId, body.clientMessageId)));
    if (!existing) throw refusedByLimit ? limitError(settled) : new AppError('conflict', CHAT_COPY.inFlight);
    if (existing.status === 'complete') {
      const result = await storedResult(existing, user, settled);
      if (result) return { kind: 'stored', result };
    }
    // The update re-checks the state, so two retries cannot both take the same message.
    const stale = new Date(at.getTime() - STALE_PENDING_MS);
    const takeOver = (tx: Database) =>
      tx
        .update(messages)
        .set({ status: 'pending', timestamp: at, updatedAt: at })
        .where(
          and(
            eq(messages.id, existing.id),
            eq(messages.status, existing.status),
            eq(messages.updatedAt, existing.updatedAt),
          ),
        )
        .returning();
    if (existing.status === 'failed') {
      const retried = await db.transaction(async (tx) => {
        const [row] = await takeOver(tx);
        return row ? { row, used: await spend(tx, settled, burstKey, at) } : null;
      });
      if (retried) return { kind: 'claimed', ...retried, charge: settled };
    }
    if (existing.status === 'pending' && existing.updatedAt < stale) {
      const [row] = await takeOver(db);
      if (row) return { kind: 'claimed', row, used: await usedBy(db, settled), charge: settled };
    }
    throw new AppError('conflict', CHAT_COPY.inFlight);
  }

  /** No reply could be made: the unit goes back and the message is marked failed, together. */
  async function giveBack(charge: Charge, userMessageId: string) {
    await db.transaction(async (tx) => {
      await refund(tx, charge);
      await tx.update(messages).set({ status: 'failed', updatedAt: now() }).where(eq(messages.id, userMessageId));
    });
  }

  const unitsLeft = createUnitsLeft(now);

  return {
    async prepare(body: SendMessage, user: UserRow | null): Promise<PreparedSend> {
      const fingerprint = user ? null : (body.browserFingerprint ?? null);
      if (!user && !fingerprint) throw new AppError('bad_request', CHAT_COPY.fingerprintRequired);
      const author = { key: user ? `user:${user.id}` : `fingerprint:${fingerprint}`, fingerprint };
      const sentAt = now();
      // What the reply's producer reports as it goes, whether it was started early or after the claim.
      const reported: { quiz?: QuizOutcome; waived: boolean } = { waived: false };
      const replyContext = (
        message: string,
        historyTurns: CoachTurn[],
        partial: string | null,
        attempt: number,
        signal: AbortSignal,
      ): ReplyContext => ({
        mode: body.personalityMode,
        sport: body.sportType,
        sessionId: body.sessionId,
        message,
        history: historyTurns,
        partial,
        attempt,
        user,
        // A signed-in user's saved profile is the one that counts; only a visitor's travels in the body.
        profile: user ? coachProfileOf(user) : (body.profile ?? null),
        signal,
        annotate: (outcome) => {
          reported.quiz = outcome;
        },
        waive: () => {
          reported.waived = true;
        },
      });
      const claimEnded = { withoutReply: false };
      const cancelIfStarted = (early: Promise<EarlyReply | null>) => {
        claimEnded.withoutReply = true;
        void early.then((started) => started && cancelEarly(started)).catch(() => {});
      };
      // A new send from a sender this process saw well below their limit has its reply opened as soon
      // as its branch is read, beside the plan, the chat's owner and the claim; quiz mode stores its
      // question as it answers, so it never runs for a send that may be refused.
      const units = !body.replyTo && body.personalityMode !== 'quizMaster' ? unitsLeft.take(author.key) : 'unknown';
      const branch = units === 'early' ? branchOf(body, user, fingerprint) : null;
      // Near the limit on this process's last claim, the reply waits for the claim without a read to
      // judge it again: other servers' sends only bring the limit nearer.
      const nearLimit = units === 'near';
      let early: Promise<EarlyReply | null> = branch
        ? branch.then((found) => (found ? openEarly(found.turns) : null)).catch(() => null)
        : Promise.resolve(null);
      // Independent reads run side by side (on PostgreSQL each on its own pooled connection).
      // The target is read alongside, but judged only once the session is known to be the sender's.
      const targeted: Promise<Target> = branch
        ? branch.then((found) => (found ? { kind: 'new', parentId: found.parentId } : targetOf(body)))
        : targetOf(body);
      targeted.catch(() => {});
      // An account's plan is read by its claim statement; a visitor's charge needs no read.
      const charging = user
        ? { userId: user.id }
        : visitorCharge({ fingerprint: fingerprint!, sessionId: body.sessionId });
      let session: Awaited<ReturnType<typeof ensureSession>>;
      try {
        // The branch's read has found the chat the sender's and not deleted: nothing to create or revive.
        const read = branch && (await branch.catch(() => null));
        session = read?.live
          ? { created: false, revivedFrom: null }
          : await ensureSession(body, user, fingerprint, sentAt);
      } catch (error) {
        cancelIfStarted(early);
        throw error;
      }
      let target: Target;
      let turns: Promise<CoachTurn[]>;
      let claimed: Awaited<ReturnType<typeof claim>>;
      try {
        target = await targeted;
        const found = branch && (await branch);
        if (found) turns = Promise.resolve(found.turns);
        else {
          // The history the coach will need is read while the claim is made: it only depends on the
          // branch, now known to be the sender's. A refused send never uses it.
          turns = history(body.sessionId, target.kind === 'again' ? target.question.parentId : target.parentId);
          turns.catch(() => {});
          // Starting early is only a head start: if it cannot be judged, the reply starts after the claim.
          if (target.kind === 'new' && !nearLimit) early = startEarly(turns).catch(() => null);
        }
        claimed = await claim(body, target, user, author, charging, sentAt);
      } catch (error) {
        cancelIfStarted(early);
        if (error instanceof AppError && error.code === 'quota_exceeded') unitsLeft.forget(author.key);
        if (session.created) await releaseSession(body.sessionId);
        else if (session.revivedFrom) await deleteAgain(body.sessionId);
        throw error;
      }
      if (claimed.kind === 'stored') {
        cancelIfStarted(early);
        return claimed;
      }
      const { row: claimedRow, used, charge } = claimed;
      if (charge.limit !== null) unitsLeft.set(author.key, charge.limit - used);
      const question = target.kind === 'again' ? target.question : claimedRow;
      const partial = target.kind === 'again' ? target.partial : null;
      const newParent = target.kind === 'new' ? target.parentId : null;

      const send: PendingSend = {
        userMessage: toChatMessage(question),
        quota: quotaState(charge, used),
        async complete(signal, onDelta) {
          let text = partial ?? '';
          try {
            const started = await early;
            // A crashed send taken over may have been stored with other words or in another place.
            const fits = started && claimedRow.content === body.content && claimedRow.parentId === newParent;
            if (started && !fits) cancelEarly(started);
            let stream: AsyncIterable<string>;
            if (started && fits) {
              if (signal.aborted) started.stop.abort();
              else signal.addEventListener('abort', () => started.stop.abort(), { once: true });
              stream = resumed(started);
            } else {
              const attempt = target.kind === 'again' ? await repliesTo(question.id, claimedRow.id) : 0;
              stream = produceReply(replyContext(question.content, await turns, partial, attempt, signal));
            }
            for await (const piece of stream) {
              text += piece;
              await onDelta(piece);
              if (signal.aborted) break;
            }
          } catch (error) {
            if (!(signal.aborted && text !== (partial ?? ''))) {
              await giveBack(charge, claimedRow.id);
              if (error instanceof CoachError) {
                deps.logger.error('coach.failed', { kind: error.kind });
                throw new AppError(error.kind === 'timeout' ? 'provider_timeout' : 'provider_error', CHAT_COPY.noReply);
              }
              throw error;
            }
          }
          // Stopped by the user before any (new) text: nothing to keep, and nothing spent.
          if (!text.slice(partial?.length ?? 0).trim()) {
            await giveBack(charge, claimedRow.id);
            throw new AppError('provider_error', CHAT_COPY.noReply);
          }
          let aiRow: MessageRow | undefined;
          try {
            if (target.kind === 'again') aiRow = await storeAgain(claimedRow, text);
            else aiRow = await storeReply(claimedRow, text);
          } catch (error) {
            // The reply could not be stored: give the unit back and let a retry try again.
            await giveBack(charge, claimedRow.id).catch(() => {});
            throw error;
          }
          // A reply that only says there is nothing new is kept, but its unit goes back.
          if (reported.waived) await refund(db, charge);
          const usedNow = reported.waived ? Math.max(0, used - 1) : used;
          // The plan and count were read for this send; only a quiz reply changes the user row.
          let userNow: User | null = null;
          if (user && charge.entitlement) {
            const row = body.personalityMode === 'quizMaster' ? ((await findUserById(db, user.id)) ?? user) : user;
            userNow = userViewFrom(row, charge.entitlement, usedNow);
          }
          return {
            userMessage: toChatMessage({ ...question, status: 'complete' }),
            aiMessage: toChatMessage(aiRow),
            user: userNow,
            quota: quotaState(charge, usedNow),
            ...(reported.quiz ? { quiz: reported.quiz } : {}),
          };
        },
      };
      return { kind: 'pending', send };

      /**
       * Opens the reply of a new send while it is being claimed, for a sender well below their limit,
       * and asks for its first piece; `null` when the send must wait for its claim instead.
       */
      async function startEarly(historyTurns: Promise<CoachTurn[]>): Promise<EarlyReply | null> {
        // Quiz mode stores its question as it answers: it must never run for a send that may be refused.
        if (body.personalityMode === 'quizMaster') return null;
        const charge = 'userId' in charging ? await chargeFor(db, charging, sentAt) : charging;
        if (charge.limit === null) return null;
        const [usedBefore, turnsSoFar] = await Promise.all([usedBy(db, charge), historyTurns]);
        if (charge.limit - usedBefore < SPECULATE_WITH_UNITS_LEFT) return null;
        return openEarly(turnsSoFar);
      }

      /** Opens the reply of a new send before its claim, unless the claim has already ended without one. */
      function openEarly(historyTurns: CoachTurn[]): EarlyReply | null {
        if (claimEnded.withoutReply) return null;
        const stop = new AbortController();
        const rest = produceReply(replyContext(body.content, historyTurns, null, 0, stop.signal))[
          Symbol.asyncIterator
        ]();
        const first = rest.next();
        first.catch(() => {});
        return { first, rest, stop };
      }

      /** Moves the chat's updatedAt in the same statement as a reply, so sync sees both together. */
      function touchSession(at: Date) {
        return db
          .$with('touched')
          .as(
            db
              .update(chatSessions)
              .set({ updatedAt: at })
              .where(eq(chatSessions.sessionId, body.sessionId))
              .returning({ id: chatSessions.id }),
          );
      }

      async function storeReply(userRow: MessageRow, text: string): Promise<MessageRow> {
        // One statement stores the reply, completes the user's message and touches the session,
        // so all three commit together without a transaction's extra round trips.
        const storedAt = now();
        const completed = db
          .$with('completed')
          .as(
            db
              .update(messages)
              .set({ status: 'complete', updatedAt: storedAt })
              .where(eq(messages.id, userRow.id))
              .returning({ id: messages.id }),
          );
        const touched = touchSession(storedAt);
        const [row] = await db
          .with(completed, touched)
          .insert(messages)
          .values({
            content: text,
            role: 'assistant',
            timestamp: new Date(Math.max(storedAt.getTime(), userRow.timestamp.getTime() + 1)),
            sessionId: body.sessionId,
            personalityMode: body.personalityMode,
            sportType: body.sportType,
            userId: user?.id ?? null,
            browserFingerprint: fingerprint,
            authorKey: `assistant:${userRow.id}`,
            replyTo: userRow.id,
            parentId: userRow.id,
            status: 'complete',
            updatedAt: storedAt,
          })
          .returning();
        return row!;
      }

      /** A regenerated or continued reply fills the row its claim made, and touches the session. */
      async function storeAgain(replyRow: MessageRow, text: string): Promise<MessageRow> {
        const storedAt = now();
        const touched = touchSession(storedAt);
        const [row] = await db
          .with(touched)
          .update(messages)
          .set({
            content: text,
            status: 'complete',
            timestamp: new Date(Math.max(storedAt.getTime(), question.timestamp.getTime() + 1)),
            updatedAt: storedAt,
          })
          .where(eq(messages.id, replyRow.id))
          .returning();
        return row!;
      }
    },

    /**
     * Stop, as the person's screen saw it: the reply to their send keeps exactly `content`, the part
     * that had reached them. The server may have produced (and stored) far more before it heard the
     * stream was cancelled. Nothing kept gives the unit back and leaves the send failed, so Retry
     * answers it again, as a send stopped before its first word on the server is left.
     */
    async stopReply(
      body: StopReply,
      author: { user: UserRow | null; fingerprint: string | null },
    ): Promise<{ aiMessage: ChatMessage | null }> {
      if (!author.user && !author.fingerprint) throw new AppError('bad_request', CHAT_COPY.fingerprintRequired);
      const authorKey = author.user ? `user:${author.user.id}` : `fingerprint:${author.fingerprint}`;
      const [sent] = await db
        .select()
        .from(messages)
        .where(and(eq(messages.authorKey, authorKey), eq(messages.clientMessageId, body.clientMessageId)));
      if (!sent) throw new AppError('not_found', CHAT_COPY.noSuchSend);
      // Still being answered: the stream's end has not been stored yet, and the caller asks again.
      if (sent.status === 'pending') throw new AppError('conflict', CHAT_COPY.inFlight);
      if (sent.status === 'failed') return { aiMessage: null };
      // A regenerate or continue claimed its reply row itself; a send's reply is named by its author key.
      const again = sent.role === 'assistant';
      const [reply] = again
        ? [sent]
        : await db
            .select()
            .from(messages)
            .where(and(eq(messages.authorKey, `assistant:${sent.id}`), eq(messages.status, 'complete')));
      if (!reply) return { aiMessage: null };
      if (!reply.content.startsWith(body.content)) throw new AppError('bad_request', CHAT_COPY.notTheReply);
      const at = now();
      if (body.content.trim()) {
        const [kept] = await db
          .update(messages)
          .set({ content: body.content, updatedAt: at })
          .where(eq(messages.id, reply.id))
          .returning();
        await db.update(chatSessions).set({ updatedAt: at }).where(eq(chatSessions.sessionId, reply.sessionId));
        return { aiMessage: toChatMessage(kept!) };
      }
      const charge = await chargeFor(
        db,
        author.user ? { userId: author.user.id } : { fingerprint: author.fingerprint!, sessionId: sent.sessionId },
        sent.timestamp,
      );
      await db.transaction(async (tx) => {
        await refund(tx, charge);
        if (again)
          await tx
            .update(messages)
            .set({ status: 'failed', content: '', updatedAt: at })
            .where(eq(messages.id, reply.id));
        else {
          await tx.delete(messages).where(eq(messages.id, reply.id));
          await tx.update(messages).set({ status: 'failed', updatedAt: at }).where(eq(messages.id, sent.id));
        }
        await tx.update(chatSessions).set({ updatedAt: at }).where(eq(chatSessions.sessionId, reply.sessionId));
      });
      return { aiMessage: null };
    },

    /** A session's messages, only for its owner: anyone else gets an empty list, never the data. */
    async history(
      sessionId: string,
      reader: { user: UserRow | null; fingerprint: string | null },
    ): Promise<ChatMessage[]> {
      const [session] = await db.select().from(chatSessions).where(eq(chatSessions.sessionId, sessionId));
      if (!session || session.deletedAt) return [];
      const owns = reader.user
        ? session.userId === reader.user.id
        : session.userId === null && reader.fingerprint !== null && session.browserFingerprint === reader.fingerprint;
      if (!owns) return [];
      const rows = await db
        .select()
        .from(messages)
        .where(and(eq(messages.sessionId, sessionId), eq(messages.status, 'complete')))
        .orderBy(asc(messages.timestamp));
      return rows.map(toChatMessage);
    },

    async anonymousCount(fingerprint: string | null, sessionId: string | null): Promise<number> {
      if (!fingerprint && !sessionId) return 0;
      const charge: Charge = {
        tier: 'anonymous',
        limit: null,
        counters: [
          ...(fingerprint ? [{ subject: `fingerprint:${fingerprint}`, period: 'all' }] : []),
          ...(sessionId ? [{ subject: `session:${sessionId}`, period: 'all' }] : []),
        ],
      };
      return usedBy(db, charge);
    },

    quotaFor: async (user: UserRow) => {
      const charge = await chargeFor(db, { userId: user.id }, now());
      return quotaState(charge, await usedBy(db, charge));
    },
  };
}

export type ChatService = ReturnType<typeof createChatService>;
