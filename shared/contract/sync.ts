// A signed-in user's chats and playbook across devices: GET /api/sync, deleting a chat and claiming the
// anonymous chats of this browser.
import { z } from 'zod';
import { ChatMessageSchema, FingerprintSchema, PersonalityModeSchema, RandomIdSchema, SportSchema } from './messages';
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
});
export type SyncedSession = z.infer<typeof SyncedSessionSchema>;

export const SyncPageSchema = z.object({
  sessions: z.array(SyncedSessionSchema),
  messages: z.array(ChatMessageSchema),
  /** Saved playbook items changed since the cursor, deleted ones as tombstones (`deleted: true`). */
  playbook: z.array(PlaybookItemSchema),
  cursor: z.string(),
  hasMore: z.boolean(),
});
export type SyncPage = z.infer<typeof SyncPageSchema>;

/** DELETE /api/chat-sessions/:sessionId answers with the bare success (OkSchema). */
export const ChatSessionParamsSchema = z.object({ sessionId: RandomIdSchema });

export const ClaimSessionsSchema = z.strictObject({
  fingerprint: FingerprintSchema,
  sessionIds: z.array(RandomIdSchema).max(500),
});
export type ClaimSessions = z.infer<typeof ClaimSessionsSchema>;

export const ClaimResultSchema = z.object({ claimed: z.number() });
