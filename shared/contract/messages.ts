// Chat messages: POST /api/messages (JSON or a stream of events), a session's history and the
// anonymous count.
import { z } from 'zod';
import {
  FINGERPRINT_PREFIX,
  MESSAGE_MAX_LENGTH,
  PERSONALITY_MODES,
  PLANS,
  QUIZ_OPTION_LETTERS,
  RANDOM_ID_LENGTH,
  SPORTS,
} from '../constants';
import { NO_NUL_MESSAGE, withoutNul } from '../validation';
import { UserSchema } from './auth';
import { CoachProfileSchema } from './profile';

export const RandomIdSchema = z
  .string()
  .length(RANDOM_ID_LENGTH)
  .regex(/^[A-Za-z0-9_-]+$/);
export const FingerprintSchema = z
  .string()
  .length(FINGERPRINT_PREFIX.length + RANDOM_ID_LENGTH)
  .regex(/^fp_[A-Za-z0-9_-]+$/);
export const ClientMessageIdSchema = z
  .string()
  .min(8)
  .max(64)
  .regex(/^[A-Za-z0-9_-]+$/);

export const PersonalityModeSchema = z.enum(PERSONALITY_MODES);
export const SportSchema = z.enum(SPORTS);

export const SendMessageSchema = z
  .strictObject({
    content: z.string().trim().min(1).max(MESSAGE_MAX_LENGTH).refine(withoutNul, { error: NO_NUL_MESSAGE }),
    role: z.literal('user'),
    sessionId: RandomIdSchema,
    personalityMode: PersonalityModeSchema,
    sportType: SportSchema,
    browserFingerprint: FingerprintSchema.optional(),
    clientMessageId: ClientMessageIdSchema,
    /** A visitor's coach profile, kept in the browser. A signed-in sender's stored profile is used instead. */
    profile: CoachProfileSchema.optional(),
    /**
     * The reply on screen this message follows (null: the chat's first message, or an edit of it).
     * Left out, it follows the chat's latest reply.
     */
    parentId: z.uuid().nullable().optional(),
    /** Answers this stored user message again (regenerate) instead of storing `content` as a new one. */
    replyTo: z.uuid().optional(),
    /** With replyTo: the reply so far, which the coach carries on from (continue). */
    partial: z
      .string()
      .min(1)
      .max(MESSAGE_MAX_LENGTH * 20)
      .refine(withoutNul, { error: NO_NUL_MESSAGE })
      .optional(),
  })
  .refine((body) => body.partial === undefined || body.replyTo !== undefined, {
    error: 'partial needs replyTo',
    path: ['partial'],
  })
  .refine((body) => body.replyTo === undefined || body.parentId === undefined, {
    error: 'replyTo and parentId cannot go together',
    path: ['parentId'],
  });
export type SendMessage = z.input<typeof SendMessageSchema>;

/**
 * POST /api/messages/stopped: the person pressed Stop on the reply to `clientMessageId`, and
 * `content` is what their screen kept of it (empty: stopped before its first word). The server
 * keeps exactly that, so every device shows what the stopping one did.
 */
/** The longest stopped reply the server takes back: longer than any reply the coaches write. */
export const STOPPED_REPLY_MAX_LENGTH = 10_000;

export const StopReplySchema = z.strictObject({
  clientMessageId: ClientMessageIdSchema,
  // A stopped reply's text fits the API's 64 KiB body even escaped at 6 bytes a character.
  content: z.string().max(STOPPED_REPLY_MAX_LENGTH).refine(withoutNul, { error: NO_NUL_MESSAGE }),
});
export type StopReply = z.infer<typeof StopReplySchema>;

export const ChatMessageSchema = z.object({
  id: z.string(),
  clientMessageId: z.string().nullable(),
  content: z.string(),
  role: z.enum(['user', 'assistant']),
  timestamp: z.string(),
  sessionId: z.string(),
  personalityMode: PersonalityModeSchema,
  sportType: SportSchema,
  /** The message this one follows (see SendMessage.parentId); siblings of one role are versions. */
  parentId: z.string().nullable().optional(),
});
export type ChatMessage = z.infer<typeof ChatMessageSchema>;

/** What a quiz reply did: which question it asked, and how the answer it graded went. */
export const QuizOutcomeSchema = z.object({
  askedSequence: z.number().int().nullable(),
  graded: z
    .object({
      questionSequence: z.number().int(),
      correct: z.boolean(),
      correctAnswer: z.enum(QUIZ_OPTION_LETTERS),
      /** false when this question had already been scored: nothing was added. */
      scored: z.boolean(),
    })
    .nullable(),
});
export type QuizOutcome = z.infer<typeof QuizOutcomeSchema>;

export const QuotaSchema = z.object({
  tier: z.enum(['anonymous', ...PLANS]),
  used: z.number().int(),
  limit: z.number().int().nullable(),
  limitReached: z.boolean(),
});
export type Quota = z.infer<typeof QuotaSchema>;

/** The reply as kept after Stop, or null when nothing was (its question then waits for Retry). */
export const StopReplyResponseSchema = z.object({ aiMessage: ChatMessageSchema.nullable() });

export const SendMessageResponseSchema = z.object({
  userMessage: ChatMessageSchema,
  aiMessage: ChatMessageSchema,
  user: UserSchema.nullable(),
  quota: QuotaSchema,
  quiz: QuizOutcomeSchema.optional(),
});
export type SendMessageResponse = z.infer<typeof SendMessageResponseSchema>;

/** The 403 of a send over the limit. */
export const LimitReachedSchema = z.object({
  message: z.string(),
  limitReached: z.literal(true),
  anonymous: z.boolean(),
  limit: z.number().int(),
});

// The events of a streamed reply: `meta` first, `delta`s while the coach writes, then `done`
// (a SendMessageResponse) or `error`.
export const StreamMetaSchema = z.object({ userMessage: ChatMessageSchema, quota: QuotaSchema });
export const StreamDeltaSchema = z.object({ text: z.string() });
export const StreamErrorSchema = z.object({ message: z.string(), status: z.number().int() });

/** GET /api/messages/:sessionId; an anonymous caller names its browser in the query or a header. */
export const SessionParamsSchema = z.object({ sessionId: RandomIdSchema });
export const HistoryQuerySchema = z.object({ fingerprint: FingerprintSchema.optional() });
export const MessageListSchema = z.array(ChatMessageSchema);

/** GET /api/anonymous-message-count; `_t` is a cache-buster the server ignores. */
export const AnonymousCountQuerySchema = z
  .object({
    sessionId: RandomIdSchema.optional(),
    fingerprint: FingerprintSchema.optional(),
    _t: z.string().max(32).optional(),
  })
  .refine((query) => query.sessionId || query.fingerprint, { error: 'sessionId or fingerprint is required' });

export const AnonymousCountSchema = z.object({
  totalAnonymousMessages: z.number().int(),
  limit: z.number().int(),
});
