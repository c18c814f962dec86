import { and, eq, sql } from 'drizzle-orm';
import { PERSONALITY_MODES, SPORTS } from '../../shared/constants';
import {
  FEEDBACK_REASONS,
  type Feedback,
  type FeedbackSummary,
  type PutFeedback,
} from '../../shared/contract/feedback';
import type { Database } from '../db/database';
import { messageFeedback, messages } from '../db/schema';
import { AppError } from '../errors';
import type { UserRow } from './users.service';

export const FEEDBACK_COPY = {
  noReply: 'No such reply.',
  operatorOnly: 'The feedback summary needs the operator token.',
} as const;

type FeedbackRow = typeof messageFeedback.$inferSelect;

export function toFeedback(row: FeedbackRow): Feedback {
  return {
    messageId: row.messageId,
    rating: row.rating,
    reason: row.reason,
    text: row.text,
    updatedAt: row.updatedAt.toISOString(),
  };
}

const zeroCounts = <Key extends string>(keys: readonly Key[]) =>
  Object.fromEntries(keys.map((key) => [key, { up: 0, down: 0 }])) as Record<Key, { up: number; down: number }>;

export function createFeedbackService(deps: { db: Database; now: () => Date }) {
  const { db, now } = deps;

  return {
    /**
     * Rates a finished reply the caller was answered with. A reply of anyone else's, one still
     * being written, or an id that never existed all answer the same 404, so nothing tells them apart.
     */
    async put(user: UserRow, messageId: string, body: PutFeedback): Promise<Feedback> {
      const [reply] = await db
        .select({ id: messages.id })
        .from(messages)
        .where(
          and(
            eq(messages.id, messageId),
            eq(messages.userId, user.id),
            eq(messages.role, 'assistant'),
            eq(messages.status, 'complete'),
          ),
        )
        .limit(1);
      if (!reply) throw new AppError('not_found', FEEDBACK_COPY.noReply);
      const values = {
        rating: body.rating,
        reason: body.rating === 'down' ? (body.reason ?? null) : null,
        text: body.rating === 'down' && body.text ? body.text : null,
        updatedAt: now(),
      };
      const [row] = await db
        .insert(messageFeedback)
        .values({ messageId, userId: user.id, ...values })
        .onConflictDoUpdate({ target: [messageFeedback.messageId, messageFeedback.userId], set: values })
        .returning();
      return toFeedback(row!);
    },

    /** Counts of the ratings standing now, by the reply's mode and sport, and thumbs down by reason. */
    async summary(): Promise<FeedbackSummary> {
      const rows = await db
        .select({
          mode: messages.personalityMode,
          sport: messages.sportType,
          rating: messageFeedback.rating,
          reason: messageFeedback.reason,
          count: sql<number>`count(*)::int`,
        })
        .from(messageFeedback)
        .innerJoin(messages, eq(messages.id, messageFeedback.messageId))
        .where(sql`${messageFeedback.rating} is not null`)
        .groupBy(messages.personalityMode, messages.sportType, messageFeedback.rating, messageFeedback.reason);
      const summary: FeedbackSummary = {
        total: { up: 0, down: 0 },
        byMode: zeroCounts(PERSONALITY_MODES),
        bySport: zeroCounts(SPORTS),
        byReason: Object.fromEntries(
          [...FEEDBACK_REASONS, 'none'].map((key) => [key, 0]),
        ) as FeedbackSummary['byReason'],
      };
      for (const row of rows) {
        if (!row.rating) continue;
        const count = Number(row.count);
        summary.total[row.rating] += count;
        summary.byMode[row.mode][row.rating] += count;
        summary.bySport[row.sport][row.rating] += count;
        if (row.rating === 'down') summary.byReason[row.reason ?? 'none'] += count;
      }
      return summary;
    },
  };
}

export type FeedbackService = ReturnType<typeof createFeedbackService>;
