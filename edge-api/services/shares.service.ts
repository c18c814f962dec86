import { and, arrayContains, asc, count, desc, eq, inArray, isNull } from 'drizzle-orm';
import type { CreateShare, ShareKind, ShareLink, SharedContent } from '../../shared/contract/shares';
import { randomToken } from '../crypto';
import type { Database } from '../db/database';
import { chatSessions, games, messages, playbookItems, shareLinks } from '../db/schema';
import { AppError } from '../errors';
import { liveGames, toGame } from './games.service';
import { allowanceOf, lockOwner, playbookLimitError, toPlaybookItem, type PlaybookRow } from './playbook.service';
import { hit } from './rate-limit';
import type { UserRow } from './users.service';

/** 24 random bytes are the 32 base64url characters of SHARE_ID_LENGTH: 192 bits. */
const SHARE_ID_BYTES = 24;

/**
 * Reads of shared pages per IP in one window: plenty for a team opening a link, far too few to
 * walk a space of 2^192 ids (which no rate could, but it also keeps scrapers off the database).
 */
export const SHARE_READS_PER_WINDOW = 120;
export const SHARE_WINDOW_MS = 60 * 1000;

export const SHARES_COPY = {
  /** One answer for an unknown, revoked or emptied link, so none can be told from another. */
  notFound: 'This link does not exist or is no longer shared.',
  noTarget: {
    chat: 'No such chat to share.',
    item: 'No such item in your playbook.',
    tag: 'No saved item has this tag.',
    game: 'No such game in your game log.',
  } satisfies Record<ShareKind, string>,
} as const;

type ShareRow = typeof shareLinks.$inferSelect;

const liveItems = (userId: string) => and(eq(playbookItems.userId, userId), isNull(playbookItems.deletedAt));
const liveLinks = (userId: string) => and(eq(shareLinks.userId, userId), isNull(shareLinks.revokedAt));

/** A shared item carries its content only: no link back to the owner's chat, no sync state. */
function sharedItem(row: PlaybookRow) {
  const { sessionId: _sessionId, deleted: _deleted, ...item } = toPlaybookItem(row);
  return item;
}

function toShareLink(row: ShareRow, label: string): ShareLink {
  return {
    id: row.id,
    kind: row.kind,
    target: row.target,
    label,
    url: `/s/${row.id}`,
    createdAt: row.createdAt.toISOString(),
  };
}

/** What the owner's list calls each link: the chat's or item's title now, or the tag. */
async function labelsOf(db: Database, userId: string, rows: ShareRow[]): Promise<Map<string, string>> {
  const targets = (kind: ShareKind) => rows.filter((row) => row.kind === kind).map((row) => row.target);
  const labels = new Map<string, string>();
  const chats = targets('chat');
  if (chats.length) {
    const found = await db
      .select({ target: chatSessions.sessionId, title: chatSessions.title })
      .from(chatSessions)
      .where(and(eq(chatSessions.userId, userId), inArray(chatSessions.sessionId, chats)));
    for (const { target, title } of found) labels.set(`chat:${target}`, title);
  }
  const items = targets('item');
  if (items.length) {
    const found = await db
      .select({ target: playbookItems.id, title: playbookItems.title })
      .from(playbookItems)
      .where(and(liveItems(userId), inArray(playbookItems.id, items)));
    for (const { target, title } of found) labels.set(`item:${target}`, title);
  }
  for (const tag of targets('tag')) labels.set(`tag:${tag}`, tag);
  const logged = targets('game');
  if (logged.length) {
    const found = await db
      .select({ target: games.id, opponent: games.opponent, playedOn: games.playedOn })
      .from(games)
      .where(and(liveGames(userId), inArray(games.id, logged)));
    for (const { target, opponent, playedOn } of found) labels.set(`game:${target}`, gameTitle(opponent, playedOn));
  }
  return labels;
}

/** What a shared game is called: its opponent and day. */
const gameTitle = (opponent: string, playedOn: string) => `vs ${opponent}, ${playedOn}`;

/** The title of what a new link would share, or null when the owner has no such live target. */
async function targetTitle(db: Database, userId: string, share: CreateShare): Promise<string | null> {
  switch (share.kind) {
    case 'chat': {
      const [chat] = await db
        .select({ title: chatSessions.title })
        .from(chatSessions)
        .where(
          and(
            eq(chatSessions.userId, userId),
            eq(chatSessions.sessionId, share.target),
            isNull(chatSessions.deletedAt),
          ),
        );
      return chat?.title ?? null;
    }
    case 'item': {
      const [item] = await db
        .select({ title: playbookItems.title })
        .from(playbookItems)
        .where(and(liveItems(userId), eq(playbookItems.id, share.target)));
      return item?.title ?? null;
    }
    case 'tag': {
      const [tagged] = await db
        .select({ id: playbookItems.id })
        .from(playbookItems)
        .where(and(liveItems(userId), arrayContains(playbookItems.tags, [share.target])))
        .limit(1);
      return tagged ? share.target : null;
    }
    case 'game': {
      const [game] = await db
        .select({ opponent: games.opponent, playedOn: games.playedOn })
        .from(games)
        .where(and(liveGames(userId), eq(games.id, share.target)));
      return game ? gameTitle(game.opponent, game.playedOn) : null;
    }
  }
}

/** What a live link shows now, or null when its target is gone. */
async function contentOf(db: Database, link: ShareRow): Promise<SharedContent | null> {
  switch (link.kind) {
    case 'chat': {
      const [chat] = await db
        .select()
        .from(chatSessions)
        .where(
          and(
            eq(chatSessions.userId, link.userId),
            eq(chatSessions.sessionId, link.target),
            isNull(chatSessions.deletedAt),
          ),
        );
      if (!chat) return null;
      const said = await db
        .select({ role: messages.role, content: messages.content, timestamp: messages.timestamp })
        .from(messages)
        .where(
          and(eq(messages.sessionId, link.target), eq(messages.userId, link.userId), eq(messages.status, 'complete')),
        )
        .orderBy(asc(messages.timestamp), asc(messages.id));
      return {
        kind: 'chat',
        title: chat.title,
        sport: chat.sportType,
        mode: chat.personalityMode,
        messages: said.map((message) => ({ ...message, timestamp: message.timestamp.toISOString() })),
      };
    }
    case 'item': {
      const [item] = await db
        .select()
        .from(playbookItems)
        .where(and(liveItems(link.userId), eq(playbookItems.id, link.target)));
      return item ? { kind: 'item', title: item.title, items: [sharedItem(item)] } : null;
    }
    case 'tag': {
      const tagged = await db
        .select()
        .from(playbookItems)
        .where(and(liveItems(link.userId), arrayContains(playbookItems.tags, [link.target])))
        .orderBy(asc(playbookItems.createdAt), asc(playbookItems.id));
      // A season's tag stays shared while it is empty: items given the tag later appear on the page.
      return { kind: 'tag', title: link.target, items: tagged.map(sharedItem) };
    }
    case 'game': {
      const [row] = await db
        .select()
        .from(games)
        .where(and(liveGames(link.userId), eq(games.id, link.target)));
      if (!row) return null;
      const { deleted: _deleted, ...game } = toGame(row);
      return { kind: 'game', title: gameTitle(row.opponent, row.playedOn), game };
    }
  }
}

export function createSharesService(deps: { db: Database; now: () => Date }) {
  const { db, now } = deps;

  return {
    /**
     * A read-only link to one of the owner's chats, items or tags, under the plan's limit of live
     * links. Sharing what already has a live link answers that link, so a second tap costs nothing.
     */
    async create(user: UserRow, share: CreateShare): Promise<{ link: ShareLink; created: boolean }> {
      const at = now();
      const { plan, limit } = await allowanceOf(db, user.id, at, 'shares');
      return db.transaction(async (tx) => {
        await lockOwner(tx, user.id);
        const label = await targetTitle(tx, user.id, share);
        if (label === null) throw new AppError('not_found', SHARES_COPY.noTarget[share.kind]);
        const [existing] = await tx
          .select()
          .from(shareLinks)
          .where(and(liveLinks(user.id), eq(shareLinks.kind, share.kind), eq(shareLinks.target, share.target)))
          .limit(1);
        if (existing) return { link: toShareLink(existing, label), created: false };
        if (limit !== null) {
          const [live] = await tx.select({ count: count() }).from(shareLinks).where(liveLinks(user.id));
          if ((live?.count ?? 0) >= limit) throw playbookLimitError('share_links_limit', plan, limit);
        }
        const [row] = await tx
          .insert(shareLinks)
          .values({
            id: randomToken(SHARE_ID_BYTES),
            userId: user.id,
            kind: share.kind,
            target: share.target,
            createdAt: at,
          })
          .returning();
        return { link: toShareLink(row!, label), created: true };
      });
    },

    /** The owner's live links, newest first. */
    async list(user: UserRow): Promise<ShareLink[]> {
      const rows = await db
        .select()
        .from(shareLinks)
        .where(liveLinks(user.id))
        .orderBy(desc(shareLinks.createdAt), desc(shareLinks.id));
      const labels = await labelsOf(db, user.id, rows);
      return rows.map((row) => toShareLink(row, labels.get(`${row.kind}:${row.target}`) ?? row.target));
    },

    /** Revokes one of the owner's links at once; revoking it again succeeds, so a replay is harmless. */
    async revoke(user: UserRow, id: string): Promise<void> {
      const [link] = await db
        .select({ revokedAt: shareLinks.revokedAt })
        .from(shareLinks)
        .where(and(eq(shareLinks.id, id), eq(shareLinks.userId, user.id)));
      if (!link) throw new AppError('not_found', SHARES_COPY.notFound);
      if (link.revokedAt) return;
      await db
        .update(shareLinks)
        .set({ revokedAt: now() })
        .where(and(eq(shareLinks.id, id), isNull(shareLinks.revokedAt)));
    },

    /**
     * The public read behind /s/:id, for anyone holding the link. An unknown and a revoked id take
     * the same single indexed lookup and find nothing alike, so neither answer nor timing tells
     * them apart; what the link shows is read at request time and names nobody.
     */
    async read(id: string, ip: string): Promise<SharedContent> {
      await hit(db, `share-ip:${ip}`, SHARE_WINDOW_MS, SHARE_READS_PER_WINDOW, now());
      const [link] = await db
        .select()
        .from(shareLinks)
        .where(and(eq(shareLinks.id, id), isNull(shareLinks.revokedAt)));
      const content = link ? await contentOf(db, link) : null;
      if (!content) throw new AppError('not_found', SHARES_COPY.notFound);
      return content;
    },
  };
}

export type SharesService = ReturnType<typeof createSharesService>;
