// Every schema the PWA parses answers and stored data with: the shared contract, plus the shapes
// only this client reads. Loaded through `loadSchemas` (api.ts), so zod and the schemas travel in
// a chunk of their own that the first API call fetches, not in the code of first paint.
import { z } from 'zod';
import { ChatMessageSchema, PersonalityModeSchema, QuotaSchema, SportSchema } from '../../shared/contract';

export * from '../../shared/contract';

export const SyncPageSchema = z.object({
  sessions: z.array(
    z.object({
      sessionId: z.string(),
      title: z.string(),
      sport: SportSchema,
      mode: PersonalityModeSchema,
      createdAt: z.string(),
      updatedAt: z.string(),
      deleted: z.boolean(),
    }),
  ),
  messages: z.array(ChatMessageSchema),
  cursor: z.string(),
  hasMore: z.boolean(),
});

export const ClaimResultSchema = z.object({ claimed: z.number() });

export const StoredCursorSchema = z.object({ userId: z.string(), cursor: z.string() });

// The events of a streamed reply (POST /api/messages).
export const StreamMetaSchema = z.object({ userMessage: ChatMessageSchema, quota: QuotaSchema });
export const StreamDeltaSchema = z.object({ text: z.string() });
export const StreamErrorSchema = z.object({ message: z.string(), status: z.number().int() });
