// A signed-in user's chats and playbook across devices: GET /api/sync, deleting a chat and claiming the
// anonymous chats of this browser.
import { z } from 'zod';
import { CHAT_TITLE_MAX_LENGTH } from '../chat-title';
import { NO_NUL_MESSAGE, withoutNul } from '../validation';
import { ChatMessageSchema, FingerprintSchema, PersonalityModeSchema, RandomIdSchema, SportSchema } from './messages';
import { FeedbackSchema } from './feedback';
import { GameSchema } from './games';
import { PlaybookItemSchema } from './playbook';

export const SyncQuerySchema = z.object({ since: z.string().max(500).optional() });

export const SyncedSessionSchema = z.object({
  sessionId: z.string(),
  title: z.string(),
  sport: SportSchema,
  mode: PersonalityModeSchema,
  createdAt: z.string(),
  updatedAt: z.string(),
  deleted: z.boolean(),
  /** Kept at the top of the history list. Absent from a server that predates pinning. */
  pinned: z.boolean().default(false),
});
export type SyncedSession = z.infer<typeof SyncedSessionSchema>;

export const SyncPageSchema = z.object({
  sessions: z.array(SyncedSessionSchema),
  messages: z.array(ChatMessageSchema),
  /** Saved playbook items changed since the cursor, deleted ones as tombstones (`deleted: true`). */
  playbook: z.array(PlaybookItemSchema),
  /** The user's reply feedback changed since the cursor; a taken-back rating comes with rating null. */
  feedback: z.array(FeedbackSchema),
  /** Logged games changed since the cursor, deleted ones as tombstones. Absent from a server that predates the game log. */
  games: z.array(GameSchema).default([]),
  cursor: z.string(),
  hasMore: z.boolean(),
});
export type SyncPage = z.infer<typeof SyncPageSchema>;

/** DELETE /api/chat-sessions/:sessionId answers with the bare success (OkSchema). */
export const ChatSessionParamsSchema = z.object({ sessionId: RandomIdSchema });

/** PATCH /api/chat-sessions/:sessionId: the owner renames or (un)pins a chat; at least one field. */
export const UpdateChatSessionSchema = z
  .strictObject({
    title: z.string().trim().min(1).max(CHAT_TITLE_MAX_LENGTH).refine(withoutNul, { error: NO_NUL_MESSAGE }).optional(),
    pinned: z.boolean().optional(),
  })
  .refine((body) => body.title !== undefined || body.pinned !== undefined, { error: 'Nothing to change.' });
export type UpdateChatSession = z.infer<typeof UpdateChatSessionSchema>;

export const UpdatedChatSessionSchema = z.object({ sessionId: z.string(), title: z.string(), pinned: z.boolean() });

export const ClaimSessionsSchema = z.strictObject({
  fingerprint: FingerprintSchema,
  sessionIds: z.array(RandomIdSchema).max(500),
});
export type ClaimSessions = z.infer<typeof ClaimSessionsSchema>;

export const ClaimResultSchema = z.object({ claimed: z.number() });
