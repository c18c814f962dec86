import { and, asc, desc, eq, lt, notExists } from 'drizzle-orm';
import type { ChatMessage, Quota, QuizOutcome, SendMessage, SendMessageResponse, User } from '../../shared/contract';
import type { PersonalityMode, Sport } from '../../shared/constants';
import type { Database } from '../db/database';
import { chatSessions, messages } from '../db/schema';
import { AppError } from '../errors';
import type { Logger } from '../logger';
import { CoachError, type CoachTurn } from '../providers/coach/coach-provider';
import { chargeFor, quotaState, refund, spend, usedBy, type Charge } from './quota.service';
import { findUserById, toUserView, type UserRow } from './users.service';

const HISTORY_TURNS = 20;
/** A send still pending after this long was abandoned (the server died mid-reply): retry allowed. */
const STALE_PENDING_MS = 2 * 60 * 1000;
const TITLE_MAX_LENGTH = 60;

export const CHAT_COPY = {
  noReply: 'Failed to get a response from Playcaller',
  timeout: 'The coach took too long to answer. Please try again.',
  inFlight: 'This message is already being answered.',
  notYours: 'This chat belongs to another account.',
  fingerprintRequired: 'browserFingerprint is required when signed out',
} as const;

type MessageRow = typeof messages.$inferSelect;

export function toChatMessage(row: MessageRow): ChatMessage {
  return {
    id: row.id,
    clientMessageId: row.clientMessageId,
    content: row.content,
    role: row.role,
    timestamp: row.timestamp.toISOString(),
    sessionId: row.sessionId,
    personalityMode: row.personalityMode as PersonalityMode,
    sportType: row.sportType as Sport,
  };
}

function titleFrom(content: string): string {
  const oneLine = content.replace(/\s+/g, ' ').trim();
  return oneLine.length > TITLE_MAX_LENGTH ? `${oneLine.slice(0, TITLE_MAX_LENGTH - 1)}…` : oneLine;
}

export interface ReplyContext {
  mode: PersonalityMode;
  sport: Sport;
  sessionId: string;
  message: string;
  history: CoachTurn[];
  user: UserRow | null;
  signal: AbortSignal;
  /** Lets a producer attach structured facts (a graded quiz answer) to the response. */
  annotate(outcome: QuizOutcome): void;
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

  async function userView(user: UserRow | null): Promise<User | null> {
    if (!user) return null;
    return toUserView(db, user, now());
  }

  /** Creates the chat session on its first message, or checks the sender owns it. */
  async function ensureSession(body: SendMessage, user: UserRow | null, fingerprint: string | null): Promise<boolean> {
    const created = await db
      .insert(chatSessions)
      .values({
        sessionId: body.sessionId,
        userId: user?.id ?? null,
        browserFingerprint: fingerprint,
        personalityMode: body.personalityMode,
        sportType: body.sportType,
        title: titleFrom(body.content),
        createdAt: now(),
        updatedAt: now(),
      })
      .onConflictDoNothing({ target: chatSessions.sessionId })
      .returning({ id: chatSessions.id });
    const [session] = await db.select().from(chatSessions).where(eq(chatSessions.sessionId, body.sessionId));
    const owned =
      session &&
      (user ? session.userId === user.id : session.userId === null && session.browserFingerprint === fingerprint);
    if (!owned) throw new AppError('forbidden', CHAT_COPY.notYours);
    if (session.deletedAt) {
      await db.update(chatSessions).set({ deletedAt: null, updatedAt: now() }).where(eq(chatSessions.id, session.id));
    }
    return created.length > 0;
  }

  async function history(sessionId: string, before: Date): Promise<CoachTurn[]> {
    const rows = await db
      .select({ role: messages.role, content: messages.content })
      .from(messages)
      .where(and(eq(messages.sessionId, sessionId), eq(messages.status, 'complete'), lt(messages.timestamp, before)))
      .orderBy(desc(messages.timestamp))
      .limit(HISTORY_TURNS);
    return rows.reverse();
  }

  async function storedResult(
    userMessage: MessageRow,
    user: UserRow | null,
    charge: Charge,
  ): Promise<SendMessageResponse | null> {
    const [reply] = await db
      .select()
      .from(messages)
      .where(and(eq(messages.replyTo, userMessage.id), eq(messages.status, 'complete')));
    if (!reply) return null;
    return {
      userMessage: toChatMessage(userMessage),
      aiMessage: toChatMessage(reply),
      user: await userView(user),
      quota: quotaState(charge, await usedBy(db, charge)),
    };
  }

  /**
   * Claims the (author, clientMessageId) pair and charges it in one transaction, so a message is
   * pending or complete exactly when its unit is spent — even if the server dies at any point. A
   * fresh pair inserts a pending message; a pair whose earlier attempt failed (and was refunded)
   * is reclaimed and charged again; one left pending by a server that died mid-reply is taken over
   * without a second charge; a completed pair returns its stored result, and a pair still being
   * answered is refused — so a replay never stores or spends twice.
   */
  async function claim(
    body: SendMessage,
    user: UserRow | null,
    authorKey: string,
    fingerprint: string | null,
    charge: Charge,
  ): Promise<{ kind: 'claimed'; row: MessageRow; used: number } | { kind: 'stored'; result: SendMessageResponse }> {
    const burstKey = charge.tier === 'premium' && user ? `burst:${user.id}` : null;
    const fresh = await db.transaction(async (tx) => {
      const [inserted] = await tx
        .insert(messages)
        .values({
          content: body.content,
          role: 'user',
          timestamp: now(),
          sessionId: body.sessionId,
          personalityMode: body.personalityMode,
          sportType: body.sportType,
          userId: user?.id ?? null,
          browserFingerprint: fingerprint,
          authorKey,
          clientMessageId: body.clientMessageId,
          status: 'pending',
          updatedAt: now(),
        })
        .onConflictDoNothing({ target: [messages.authorKey, messages.clientMessageId] })
        .returning();
      if (!inserted) return null;
      return { row: inserted, used: await spend(tx, charge, burstKey, now()) };
    });
    if (fresh) return { kind: 'claimed', ...fresh };

    const [existing] = await db
      .select()
      .from(messages)
      .where(and(eq(messages.authorKey, authorKey), eq(messages.clientMessageId, body.clientMessageId)));
    if (!existing) throw new AppError('conflict', CHAT_COPY.inFlight);
    if (existing.status === 'complete') {
      const result = await storedResult(existing, user, charge);
      if (result) return { kind: 'stored', result };
    }
    // The update re-checks the state, so two retries cannot both take the same message.
    const stale = new Date(now().getTime() - STALE_PENDING_MS);
    const takeOver = (tx: Database) =>
      tx
        .update(messages)
        .set({ status: 'pending', timestamp: now(), updatedAt: now() })
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
        return row ? { row, used: await spend(tx, charge, burstKey, now()) } : null;
      });
      if (retried) return { kind: 'claimed', ...retried };
    }
    if (existing.status === 'pending' && existing.updatedAt < stale) {
      const [row] = await takeOver(db);
      if (row) return { kind: 'claimed', row, used: await usedBy(db, charge) };
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

  return {
    async prepare(body: SendMessage, user: UserRow | null): Promise<PreparedSend> {
      const fingerprint = user ? null : (body.browserFingerprint ?? null);
      if (!user && !fingerprint) throw new AppError('bad_request', CHAT_COPY.fingerprintRequired);
      const authorKey = user ? `user:${user.id}` : `fingerprint:${fingerprint}`;
      const charge = await chargeFor(
        db,
        user ? { userId: user.id } : { fingerprint: fingerprint!, sessionId: body.sessionId },
        now(),
      );

      const createdSession = await ensureSession(body, user, fingerprint);
      let claimed: Awaited<ReturnType<typeof claim>>;
      try {
        claimed = await claim(body, user, authorKey, fingerprint, charge);
      } catch (error) {
        // Refused before any reply: the claim rolled back with the charge, so a later retry is judged
        // afresh, and a session this request opened is removed, so refused sends leave nothing behind.
        // A concurrent send that already claimed a message there keeps the session.
        if (createdSession) {
          await db
            .delete(chatSessions)
            .where(
              and(
                eq(chatSessions.sessionId, body.sessionId),
                notExists(db.select({ id: messages.id }).from(messages).where(eq(messages.sessionId, body.sessionId))),
              ),
            );
        }
        throw error;
      }
      if (claimed.kind === 'stored') return claimed;
      const { row: userRow, used } = claimed;

      const send: PendingSend = {
        userMessage: toChatMessage(userRow),
        quota: quotaState(charge, used),
        async complete(signal, onDelta) {
          let text = '';
          let quiz: QuizOutcome | undefined;
          try {
            const turns = await history(body.sessionId, userRow.timestamp);
            const stream = produceReply({
              mode: body.personalityMode,
              sport: body.sportType,
              sessionId: body.sessionId,
              message: body.content,
              history: turns,
              user,
              signal,
              annotate: (outcome) => {
                quiz = outcome;
              },
            });
            for await (const piece of stream) {
              text += piece;
              await onDelta(piece);
              if (signal.aborted) break;
            }
          } catch (error) {
            if (!(signal.aborted && text)) {
              await giveBack(charge, userRow.id);
              if (error instanceof CoachError) {
                deps.logger.error('coach.failed', { kind: error.kind });
                throw new AppError(error.kind === 'timeout' ? 'provider_timeout' : 'provider_error', CHAT_COPY.noReply);
              }
              throw error;
            }
          }
          // Stopped by the user before any text: nothing to keep, and nothing spent.
          if (!text.trim()) {
            await giveBack(charge, userRow.id);
            throw new AppError('provider_error', CHAT_COPY.noReply);
          }
          let aiRow: MessageRow | undefined;
          try {
            [aiRow] = await db.transaction(async (tx) => {
              const stored = await tx
                .insert(messages)
                .values({
                  content: text,
                  role: 'assistant',
                  timestamp: new Date(Math.max(now().getTime(), userRow.timestamp.getTime() + 1)),
                  sessionId: body.sessionId,
                  personalityMode: body.personalityMode,
                  sportType: body.sportType,
                  userId: user?.id ?? null,
                  browserFingerprint: fingerprint,
                  authorKey: `assistant:${userRow.id}`,
                  replyTo: userRow.id,
                  status: 'complete',
                  updatedAt: now(),
                })
                .returning();
              await tx
                .update(messages)
                .set({ status: 'complete', updatedAt: now() })
                .where(eq(messages.id, userRow.id));
              await tx.update(chatSessions).set({ updatedAt: now() }).where(eq(chatSessions.sessionId, body.sessionId));
              return stored;
            });
          } catch (error) {
            // The reply could not be stored: give the unit back and let a retry try again.
            await giveBack(charge, userRow.id).catch(() => {});
            throw error;
          }
          return {
            userMessage: toChatMessage({ ...userRow, status: 'complete' }),
            aiMessage: toChatMessage(aiRow!),
            user: await userView(user ? ((await findUserById(db, user.id)) ?? user) : null),
            quota: quotaState(charge, used),
            ...(quiz ? { quiz } : {}),
          };
        },
      };
      return { kind: 'pending', send };
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
