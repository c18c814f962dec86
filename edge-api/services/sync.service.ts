import { and, asc, eq, gt, inArray, isNull, or, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { z } from 'zod';
import { RandomIdSchema, type ChatMessage } from '../../shared/contract/messages';
import type { SyncedSession, SyncPage, UpdateChatSession } from '../../shared/contract/sync';
import type { Database } from '../db/database';
import { chatSessions, games, messageFeedback, messages, playbookItems, shareLinks } from '../db/schema';
import { AppError } from '../errors';
import { toChatMessage } from './chat.service';
import { toFeedback } from './feedback.service';
import { toGame } from './games.service';
import { toPlaybookItem } from './playbook.service';
import type { UserRow } from './users.service';

export const SYNC_PAGE_SIZE = 200;
/**
 * A finished pull's cursor is rewound this far, so the next pull reads again what changed in the
 * same millisecond or committed late. Merging is idempotent, so a re-read row costs nothing.
 */
export const SYNC_OVERLAP_MS = 5_000;

// Bounded to what a Date and an id can be, so a forged cursor is a 400, never a database error.
const Instant = z.number().int().min(0).max(253_402_300_799_999);
const Position = z.tuple([Instant, z.union([z.uuid(), z.literal('')])]);
/** Playbook items are keyed by the client's id, not a uuid. */
const ItemPosition = z.tuple([Instant, z.union([RandomIdSchema, z.literal('')])]);
const CursorSchema = z.object({
  s: Position,
  m: Position,
  // A cursor saved before the playbook was synced has no `p`: its playbook is read from the start.
  p: ItemPosition.default([0, '']),
  // Likewise `f`, for cursors saved before reply feedback was synced.
  f: Position.default([0, '']),
  // And `g`, for cursors saved before the game log was synced.
  g: ItemPosition.default([0, '']),
});
type Cursor = z.infer<typeof CursorSchema>;
const START: Cursor = { s: [0, ''], m: [0, ''], p: [0, ''], f: [0, ''], g: [0, ''] };

export function encodeCursor(cursor: z.input<typeof CursorSchema>): string {
  return btoa(JSON.stringify(cursor)).replaceAll('+', '-').replaceAll('/', '_').replaceAll('=', '');
}

export function decodeCursor(text: string | undefined): Cursor {
  if (!text) return START;
  try {
    return CursorSchema.parse(JSON.parse(atob(text.replaceAll('-', '+').replaceAll('_', '/'))));
  } catch {
    throw new AppError('bad_request', 'The sync cursor is not valid.');
  }
}

/** (updatedAt, id) strictly after a position: a total order, so no row is skipped between pages. */
function after(column: { updatedAt: AnyPgColumn; id: AnyPgColumn }, [ms, id]: [number, string]) {
  const at = new Date(ms);
  return or(gt(column.updatedAt, at), and(eq(column.updatedAt, at), gt(sql`${column.id}::text`, id)));
}

type SessionOwner = { user: UserRow | null; fingerprint: string | null };

/** A signed-in user's chats, or a visitor's by fingerprint (only those no account has claimed). */
function ownedBy(owner: SessionOwner) {
  const ownership = owner.user
    ? eq(chatSessions.userId, owner.user.id)
    : owner.fingerprint
      ? and(isNull(chatSessions.userId), eq(chatSessions.browserFingerprint, owner.fingerprint))
      : undefined;
  if (!ownership) throw new AppError('unauthorized', 'Please sign in to continue.');
  return ownership;
}

export function createSyncService(deps: { db: Database; now: () => Date }) {
  const { db, now } = deps;

  return {
    /** A signed-in user's chat sessions and messages changed since the cursor, in pages. */
    async pull(user: UserRow, cursorText: string | undefined): Promise<SyncPage> {
      const cursor = decodeCursor(cursorText);
      const sessionRows = await db
        .select()
        .from(chatSessions)
        .where(
          and(
            eq(chatSessions.userId, user.id),
            after({ updatedAt: chatSessions.updatedAt, id: chatSessions.id }, cursor.s),
          ),
        )
        .orderBy(asc(chatSessions.updatedAt), asc(chatSessions.id))
        .limit(SYNC_PAGE_SIZE);
      const messageRows = await db
        .select()
        .from(messages)
        .where(
          and(
            eq(messages.userId, user.id),
            eq(messages.status, 'complete'),
            after({ updatedAt: messages.updatedAt, id: messages.id }, cursor.m),
          ),
        )
        .orderBy(asc(messages.updatedAt), asc(messages.id))
        .limit(SYNC_PAGE_SIZE);
      const itemRows = await db
        .select()
        .from(playbookItems)
        .where(
          and(
            eq(playbookItems.userId, user.id),
            after({ updatedAt: playbookItems.updatedAt, id: playbookItems.id }, cursor.p),
          ),
        )
        .orderBy(asc(playbookItems.updatedAt), asc(playbookItems.id))
        .limit(SYNC_PAGE_SIZE);
      const feedbackRows = await db
        .select()
        .from(messageFeedback)
        .where(
          and(
            eq(messageFeedback.userId, user.id),
            after({ updatedAt: messageFeedback.updatedAt, id: messageFeedback.id }, cursor.f),
          ),
        )
        .orderBy(asc(messageFeedback.updatedAt), asc(messageFeedback.id))
        .limit(SYNC_PAGE_SIZE);
      const gameRows = await db
        .select()
        .from(games)
        .where(and(eq(games.userId, user.id), after({ updatedAt: games.updatedAt, id: games.id }, cursor.g)))
        .orderBy(asc(games.updatedAt), asc(games.id))
        .limit(SYNC_PAGE_SIZE);
      const hasMore = [sessionRows, messageRows, itemRows, feedbackRows, gameRows].some(
        (rows) => rows.length === SYNC_PAGE_SIZE,
      );
      const lastSession = sessionRows.at(-1);
      const lastMessage = messageRows.at(-1);
      const lastItem = itemRows.at(-1);
      const lastFeedback = feedbackRows.at(-1);
      const lastGame = gameRows.at(-1);
      const reached: Cursor = {
        s: lastSession ? [lastSession.updatedAt.getTime(), lastSession.id] : cursor.s,
        m: lastMessage ? [lastMessage.updatedAt.getTime(), lastMessage.id] : cursor.m,
        p: lastItem ? [lastItem.updatedAt.getTime(), lastItem.id] : cursor.p,
        f: lastFeedback ? [lastFeedback.updatedAt.getTime(), lastFeedback.id] : cursor.f,
        g: lastGame ? [lastGame.updatedAt.getTime(), lastGame.id] : cursor.g,
      };
      const rewind = ([ms]: [number, string]): [number, string] => [Math.max(0, ms - SYNC_OVERLAP_MS), ''];
      const next: Cursor = hasMore
        ? reached
        : {
            s: rewind(reached.s),
            m: rewind(reached.m),
            p: rewind(reached.p),
            f: rewind(reached.f),
            g: rewind(reached.g),
          };
      const sessions: SyncedSession[] = sessionRows.map((row) => ({
        sessionId: row.sessionId,
        title: row.title,
        sport: row.sportType,
        mode: row.personalityMode,
        createdAt: row.createdAt.toISOString(),
        updatedAt: row.updatedAt.toISOString(),
        deleted: row.deletedAt !== null,
        pinned: row.pinnedAt !== null,
      }));
      const changed: ChatMessage[] = messageRows.map(toChatMessage);
      return {
        sessions,
        messages: changed,
        playbook: itemRows.map(toPlaybookItem),
        feedback: feedbackRows.map(toFeedback),
        games: gameRows.map(toGame),
        cursor: encodeCursor(next),
        hasMore,
      };
    },

    /**
     * Renames or (un)pins a live chat for its owner. updatedAt moves, so the next pull carries the
     * change to the owner's other devices.
     */
    async updateSession(sessionId: string, owner: SessionOwner, change: UpdateChatSession) {
      const at = now();
      const updated = await db
        .update(chatSessions)
        .set({
          ...(change.title !== undefined ? { title: change.title } : {}),
          ...(change.pinned !== undefined ? { pinnedAt: change.pinned ? at : null } : {}),
          updatedAt: at,
        })
        .where(and(eq(chatSessions.sessionId, sessionId), isNull(chatSessions.deletedAt), ownedBy(owner)))
        .returning({ title: chatSessions.title, pinnedAt: chatSessions.pinnedAt });
      const row = updated[0];
      if (!row) throw new AppError('not_found', 'No such chat.');
      return { sessionId, title: row.title, pinned: row.pinnedAt !== null };
    },

    /** Deletes a chat for its owner (kept as a tombstone so other devices learn of it). */
    async deleteSession(sessionId: string, owner: SessionOwner) {
      const ownership = ownedBy(owner);
      const deleted = await db
        .update(chatSessions)
        .set({ deletedAt: now(), updatedAt: now() })
        .where(and(eq(chatSessions.sessionId, sessionId), ownership))
        .returning({ id: chatSessions.id });
      if (deleted.length === 0) throw new AppError('not_found', 'No such chat.');
      await db.delete(messages).where(eq(messages.sessionId, sessionId));
      // A deleted chat is shared no more: its links stop answering at once, and free their slots.
      if (owner.user) {
        await db
          .update(shareLinks)
          .set({ revokedAt: now() })
          .where(
            and(
              eq(shareLinks.userId, owner.user.id),
              eq(shareLinks.kind, 'chat'),
              eq(shareLinks.target, sessionId),
              isNull(shareLinks.revokedAt),
            ),
          );
      }
    },

    /**
     * A visitor who signs up keeps their guest chats: sessions written by this fingerprint and
     * owned by nobody become the user's, with their messages.
     */
    async claim(user: UserRow, fingerprint: string, sessionIds: string[]) {
      if (sessionIds.length === 0) return { claimed: 0 };
      const claimed = await db
        .update(chatSessions)
        .set({ userId: user.id, updatedAt: now() })
        .where(
          and(
            inArray(chatSessions.sessionId, sessionIds),
            isNull(chatSessions.userId),
            eq(chatSessions.browserFingerprint, fingerprint),
          ),
        )
        .returning({ sessionId: chatSessions.sessionId });
      const ids = claimed.map((row) => row.sessionId);
      if (ids.length) {
        await db
          .update(messages)
          .set({ userId: user.id, updatedAt: now() })
          .where(and(inArray(messages.sessionId, ids), isNull(messages.userId)));
      }
      return { claimed: ids.length };
    },
  };
}

export type SyncService = ReturnType<typeof createSyncService>;
