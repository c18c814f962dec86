import { and, count, desc, eq, isNull } from 'drizzle-orm';
import type { z } from 'zod';
import { PLAYBOOK_LIMITS, type Plan } from '../../shared/constants';
import {
  playbookLimitMessage,
  type CreatePlaybookItemSchema,
  type PlaybookItem,
  type PlaybookLimitCode,
  type UpdatePlaybookItemSchema,
} from '../../shared/contract/playbook';
import type { PracticePlan } from '../../shared/practice-plan';
import type { Database } from '../db/database';
import { playbookItems, shareLinks, users } from '../db/schema';
import { AppError } from '../errors';
import { entitlementFor, type UserRow } from './users.service';

export type PlaybookRow = typeof playbookItems.$inferSelect;
type NewItem = z.output<typeof CreatePlaybookItemSchema>;
type ItemPatch = z.output<typeof UpdatePlaybookItemSchema>;

export const PLAYBOOK_COPY = {
  notFound: 'No such item in your playbook.',
} as const;

export function toPlaybookItem(row: PlaybookRow): PlaybookItem {
  return {
    id: row.id,
    kind: row.kind,
    title: row.title,
    tags: row.tags,
    notes: row.notes,
    markdown: row.markdown,
    plan: row.plan,
    scheduledAt: row.scheduledAt ? row.scheduledAt.toISOString() : null,
    sport: row.sportType,
    mode: row.personalityMode,
    question: row.question,
    sessionId: row.sessionId,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    deleted: row.deletedAt !== null,
  };
}

/** The refusal of a save or share over the plan's allowance, shaped as PlaybookLimitErrorSchema. */
export function playbookLimitError(code: PlaybookLimitCode, plan: Plan, limit: number): AppError {
  return new AppError('quota_exceeded', playbookLimitMessage(code, plan, limit), {
    code,
    limitReached: true,
    plan,
    limit,
  });
}

/**
 * Locks the owner's user row for the rest of the transaction, so one person's counted writes (saves
 * and share links) run one at a time on any number of servers: counting and inserting under the
 * lock can never pass the limit.
 */
export async function lockOwner(tx: Database, userId: string): Promise<void> {
  await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
}

/** The plan's allowance for one kind of counted thing; null is unlimited. */
export async function allowanceOf(db: Database, userId: string, now: Date, of: 'items' | 'shares') {
  const { plan } = await entitlementFor(db, userId, now);
  return { plan, limit: PLAYBOOK_LIMITS[plan][of] };
}

const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;

/**
 * jsonb refuses a lone surrogate that a text column would store as U+FFFD; the plan's strings get
 * the same replacement, so any text the contract accepts is stored.
 */
function wellFormedPlan(plan: PracticePlan | null): PracticePlan | null {
  if (!plan) return null;
  return JSON.parse(JSON.stringify(plan), (_key, value: unknown) =>
    typeof value === 'string' ? value.replace(LONE_SURROGATE, '\uFFFD') : value,
  ) as PracticePlan;
}

const instantOrNull = (iso: string | null) => (iso === null ? null : new Date(iso));

const ownItem = (userId: string, id: string) => and(eq(playbookItems.userId, userId), eq(playbookItems.id, id));
const liveItems = (userId: string) => and(eq(playbookItems.userId, userId), isNull(playbookItems.deletedAt));

export function createPlaybookService(deps: { db: Database; now: () => Date }) {
  const { db, now } = deps;

  return {
    /** The owner's live items, most recently changed first. */
    async list(user: UserRow): Promise<PlaybookItem[]> {
      const rows = await db
        .select()
        .from(playbookItems)
        .where(liveItems(user.id))
        .orderBy(desc(playbookItems.updatedAt), desc(playbookItems.id));
      return rows.map(toPlaybookItem);
    },

    /**
     * Saves an item under the plan's limit. Idempotent by id: an id the owner already used answers
     * the stored item (or its tombstone) and counts nothing, however many times or at once it comes.
     */
    async create(user: UserRow, input: NewItem): Promise<{ item: PlaybookItem; created: boolean }> {
      const { plan, limit } = await allowanceOf(db, user.id, now(), 'items');
      return db.transaction(async (tx) => {
        await lockOwner(tx, user.id);
        // Stamped once the lock is held, so one owner's saves commit in the order of their times
        // and a sync page can never end past a save that is still to commit.
        const at = now();
        const [existing] = await tx.select().from(playbookItems).where(ownItem(user.id, input.id));
        if (existing) return { item: toPlaybookItem(existing), created: false };
        if (limit !== null) {
          const [live] = await tx.select({ count: count() }).from(playbookItems).where(liveItems(user.id));
          if ((live?.count ?? 0) >= limit) throw playbookLimitError('playbook_items_limit', plan, limit);
        }
        const [row] = await tx
          .insert(playbookItems)
          .values({
            userId: user.id,
            id: input.id,
            kind: input.kind,
            title: input.title,
            tags: input.tags,
            notes: input.notes,
            markdown: input.markdown,
            plan: wellFormedPlan(input.plan),
            scheduledAt: instantOrNull(input.scheduledAt),
            sportType: input.sport,
            personalityMode: input.mode,
            question: input.question,
            sessionId: input.sessionId,
            createdAt: at,
            updatedAt: at,
          })
          .returning();
        return { item: toPlaybookItem(row!), created: true };
      });
    },

    /** Applies the fields sent, and only those: per field, the last edit to reach the server wins. */
    async update(user: UserRow, id: string, patch: ItemPatch): Promise<PlaybookItem> {
      const [row] = await db
        .update(playbookItems)
        .set({
          title: patch.title,
          kind: patch.kind,
          tags: patch.tags,
          notes: patch.notes,
          markdown: patch.markdown,
          plan: patch.plan === undefined ? undefined : wellFormedPlan(patch.plan),
          scheduledAt: patch.scheduledAt === undefined ? undefined : instantOrNull(patch.scheduledAt),
          updatedAt: now(),
        })
        .where(and(ownItem(user.id, id), isNull(playbookItems.deletedAt)))
        .returning();
      if (!row) throw new AppError('not_found', PLAYBOOK_COPY.notFound);
      return toPlaybookItem(row);
    },

    /**
     * Deletes an item, keeping a tombstone without its content so other devices drop it too. Its
     * share links are revoked with it, and its slot of the plan's limit is free again. Deleting it
     * again succeeds, so a replayed delete is harmless.
     */
    async remove(user: UserRow, id: string): Promise<void> {
      const at = now();
      await db.transaction(async (tx) => {
        const [row] = await tx
          .update(playbookItems)
          .set({
            title: '',
            tags: [],
            notes: '',
            markdown: '',
            plan: null,
            scheduledAt: null,
            question: null,
            sessionId: null,
            deletedAt: at,
            updatedAt: at,
          })
          .where(and(ownItem(user.id, id), isNull(playbookItems.deletedAt)))
          .returning({ id: playbookItems.id });
        if (!row) {
          const [tombstone] = await tx.select({ id: playbookItems.id }).from(playbookItems).where(ownItem(user.id, id));
          if (!tombstone) throw new AppError('not_found', PLAYBOOK_COPY.notFound);
          return;
        }
        await tx
          .update(shareLinks)
          .set({ revokedAt: at })
          .where(
            and(
              eq(shareLinks.userId, user.id),
              eq(shareLinks.kind, 'item'),
              eq(shareLinks.target, id),
              isNull(shareLinks.revokedAt),
            ),
          );
      });
    },
  };
}

export type PlaybookService = ReturnType<typeof createPlaybookService>;
