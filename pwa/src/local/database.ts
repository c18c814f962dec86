// The browser's IndexedDB schema. Only pwa/src/local opens it: the page, the outbox replay, the
// service worker and the tests all read and write through the stores beside this file.
import Dexie, { type EntityTable, type Table } from 'dexie';
import type { PersonalityMode, Sport } from '../../../shared/constants';
import type { SendMessage } from '../../../shared/contract/messages';
import type { FeedbackRating, FeedbackReason, PutFeedback } from '../../../shared/contract/feedback';
import type { CreatePlaybookItem, PlaybookKind, UpdatePlaybookItem } from '../../../shared/contract/playbook';
import type { Game } from '../../../shared/contract/games';
import type { PracticePlan } from '../../../shared/practice-plan';

export { GUEST_OWNER_KEY, ownerKeyOf } from './owner-key';

/**
 * The key of the reply to a user message. The page, the replay and a merge of server history all
 * derive it the same way, so an exchange is stored once however it was completed.
 */
export const replyKey = (clientMessageId: string) => `reply:${clientMessageId}`;

/** A chat session as this browser knows it. */
export interface LocalSession {
  sessionId: string;
  /** 'user:<id>' or 'guest': whose list it appears in. */
  ownerKey: string;
  title: string;
  sport: Sport;
  mode: PersonalityMode;
  createdAt: number;
  /** The server's clock of the last change of any kind (a message, a rename, a pin). */
  updatedAt: number;
  /** When its newest message was written: what the history list dates it by (absent: updatedAt). */
  activeAt?: number;
  /** Kept at the top of the history list (absent on chats stored before pinning). */
  pinned?: boolean;
  /** Set while a deletion can still be undone: the chat is hidden, not yet deleted. */
  deletedAt?: number | null;
}

/** A rename, pin or deletion of a chat that the server has not acknowledged yet. */
export interface ChatOp {
  seq?: number;
  sessionId: string;
  ownerKey: string;
  change: { type: 'update'; title?: string; pinned?: boolean } | { type: 'delete' };
}

export type LocalMessageStatus = 'sending' | 'streaming' | 'complete' | 'queued' | 'failed';

/** A message as the list shows it. User messages are keyed by their clientMessageId. */
export interface LocalMessage {
  key: string;
  sessionId: string;
  role: 'user' | 'assistant';
  content: string;
  /** Milliseconds since the epoch, the list's order. */
  timestamp: number;
  status: LocalMessageStatus;
  serverId: string | null;
  clientMessageId: string | null;
  mode: PersonalityMode;
  sport: Sport;
  /**
   * The key of the message this one follows: a reply's question, a question's reply before it (null
   * for a chat's first message). Messages with the same parent and role are versions of each other.
   * Absent on rows stored before versions existed: they follow the row before them.
   */
  parentKey?: string | null;
  /** When this version was last picked; the version shown is the one picked last (else the newest). */
  shownAt?: number;
  /** A reply made again (regenerate, continue): the question's server id and the text it went on from. */
  again?: ReplyAgain;
  /** The reply was stopped before it ended: it can be continued. */
  stopped?: boolean;
}

export interface ReplyAgain {
  replyTo: string;
  partial?: string;
}

/** Small settings: selected sport and mode, the current chat session, the sync cursor. */
export interface Preference {
  key: 'sport' | 'mode' | 'sessionId' | 'syncCursor';
  value: string;
}

/**
 * A message written while offline (or whose send failed on the network), waiting to be replayed.
 * The page and the service worker both read this table; the server's idempotency on
 * clientMessageId makes a double replay harmless.
 */
export interface OutboxEntry {
  clientMessageId: string;
  sessionId: string;
  body: SendMessage;
  /** The session token at the time of writing; null for a visitor (the body has the fingerprint). */
  token: string | null;
  createdAt: number;
  attempts: number;
  /** While a replay is under way, others leave the entry alone until this time. */
  leaseUntil: number;
  /** 'auth' when the server refused the token: it waits for the person to sign in again. */
  blockedBy: 'auth' | null;
}

/** A saved playbook item as this browser keeps it, in its owner's list like a chat. */
export interface LocalPlaybookItem {
  id: string;
  ownerKey: string;
  kind: PlaybookKind;
  title: string;
  tags: string[];
  notes: string;
  markdown: string;
  plan: PracticePlan | null;
  scheduledAt: string | null;
  sport: Sport;
  mode: PersonalityMode | null;
  question: string | null;
  sessionId: string | null;
  createdAt: number;
  /** Milliseconds since the epoch of the last change here or on the server: the list's order. */
  updatedAt: number;
  /** The server's updatedAt of the copy last applied; a sync page older than it is ignored. */
  serverUpdatedAt: string | null;
  /** Set while a deletion can still be undone, and until the server has heard of it. */
  deletedAt: number | null;
  /** The plan's limit refused its first save: it stays on this device until the plan allows it. */
  syncBlocked: boolean;
}

interface PlaybookOpBase {
  seq?: number;
  itemId: string;
  ownerKey: string;
  /** While a replay is under way, others leave the change alone until this time. */
  leaseUntil: number;
  /** Once sent, the server may hold it even without an answer: it can no longer be folded away. */
  tried?: boolean;
}

/** A change to a signed-in user's item that the server has not acknowledged yet. */
export type PlaybookOp =
  | (PlaybookOpBase & { type: 'create'; body: CreatePlaybookItem })
  | (PlaybookOpBase & { type: 'update'; body: UpdatePlaybookItem })
  | (PlaybookOpBase & { type: 'delete' });

/** A signed-in user's rating of a reply, keyed by the reply's server id; taking it back deletes the row. */
export interface LocalFeedback {
  messageId: string;
  ownerKey: string;
  rating: FeedbackRating;
  reason: FeedbackReason | null;
  text: string | null;
  /** The server's updatedAt of the copy last applied; a sync page older than it is ignored. */
  serverUpdatedAt: string | null;
}

/**
 * The latest change to a reply's rating the server has not acknowledged. One per reply: a later
 * change replaces an earlier one, so only what the person settled on is sent.
 */
export interface FeedbackOp {
  messageId: string;
  ownerKey: string;
  body: PutFeedback;
  /** Counts the changes, so a replay that sent an older body leaves a newer one queued. */
  revision: number;
  /** While a replay is under way, others leave the change alone until this time. */
  leaseUntil: number;
}

/**
 * A game in the game log as this browser keeps it, in its owner's list like a playbook item. The
 * whole game is one document: a change bumps `revision`, and the server holds the copy of
 * `sentRevision`, so a game is waiting for the server while the one is ahead of the other.
 */
export interface LocalGame extends Omit<Game, 'createdAt' | 'updatedAt' | 'deleted'> {
  ownerKey: string;
  createdAt: number;
  /** Milliseconds since the epoch of the last change here or on the server: the list's order. */
  updatedAt: number;
  /** The server's updatedAt of the copy last applied; a sync page no newer than it is ignored. */
  serverUpdatedAt: string | null;
  revision: number;
  sentRevision: number;
  /** The server has stored it (a start went through): changes go as PATCH, a deletion as DELETE. */
  onServer: boolean;
  /** Deleted here, and waiting for the server to hear of it. */
  deletedAt: number | null;
  /** The plan's limit refused its start: it stays on this device until the plan allows it. */
  syncBlocked: boolean;
}

export class PlaycallerDb extends Dexie {
  sessions!: EntityTable<LocalSession, 'sessionId'>;
  messages!: EntityTable<LocalMessage, 'key'>;
  prefs!: EntityTable<Preference, 'key'>;
  outbox!: EntityTable<OutboxEntry, 'clientMessageId'>;
  playbook!: EntityTable<LocalPlaybookItem, 'id'>;
  playbookOps!: Table<PlaybookOp, number, PlaybookOp>;
  feedback!: EntityTable<LocalFeedback, 'messageId'>;
  feedbackOps!: EntityTable<FeedbackOp, 'messageId'>;
  chatOps!: Table<ChatOp, number, ChatOp>;
  games!: EntityTable<LocalGame, 'id'>;

  constructor(name = 'playcaller') {
    super(name);
    // The name and the versions are those every installed copy already has: existing data is kept.
    this.version(1).stores({
      // sessionId: the chat's own id (the server's too).
      // ownerKey+updatedAt: a person's chat list, newest first.
      sessions: 'sessionId, [ownerKey+updatedAt]',
      // key: clientMessageId for a user message, replyKey(clientMessageId) for its reply.
      // sessionId+timestamp: one chat in order, and deleting a chat's messages.
      // serverId: merging server history without duplicates.
      messages: 'key, [sessionId+timestamp], serverId',
      // key: one row per setting.
      prefs: 'key',
    });
    // Version 2 adds the outbox; earlier data is kept as it is.
    this.version(2).stores({
      // clientMessageId: one entry per message, the server's idempotency key too.
      // createdAt: replayed oldest first, so a conversation arrives in the order it was written.
      outbox: 'clientMessageId, createdAt',
    });
    // Version 3 indexes status: a page starting up finds the sends an earlier page left unfinished.
    this.version(3).stores({
      messages: 'key, [sessionId+timestamp], serverId, status',
    });
    // Version 4 adds the playbook and its queue of changes for the server; earlier data is kept.
    this.version(4).stores({
      // id: made here, and the server's id too, so a claimed or replayed item is never stored twice.
      // ownerKey+updatedAt: a person's playbook, most recently changed first.
      playbook: 'id, [ownerKey+updatedAt]',
      // seq: the order changes were made in, which is the order they are replayed in.
      // itemId: an item's pending changes, merged or dropped together.
      playbookOps: '++seq, itemId',
    });
    // Version 6 adds reply feedback and its queue of changes for the server; earlier data is kept.
    this.version(6).stores({
      // messageId: the reply's server id, one rating per reply.
      feedback: 'messageId',
      // messageId: one pending change per reply, the latest one.
      feedbackOps: 'messageId',
    });
    // Version 7 adds the queue of chat renames, pins and deletions for the server.
    this.version(7).stores({
      // seq: the order changes were made in, which is the order they are replayed in.
      // sessionId: a chat's pending changes, folded together when it is deleted.
      chatOps: '++seq, sessionId',
    });
    // Version 8 adds the game log; earlier data is kept.
    this.version(8).stores({
      // id: made here, and the server's id too, so a claimed or replayed game is never stored twice.
      // ownerKey+updatedAt: a person's games, most recently changed first.
      games: 'id, [ownerKey+updatedAt]',
    });
  }
}

/** The one shared instance. */
export const db = new PlaycallerDb();
