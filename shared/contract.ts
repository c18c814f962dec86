// The wire contract: every request and response body the PWA and the API exchange.
import { z } from 'zod';
import {
  DISPLAY_NAME_MAX_LENGTH,
  FINGERPRINT_PREFIX,
  MESSAGE_MAX_LENGTH,
  PERSONALITY_MODES,
  PLANS,
  QUIZ_LENGTH,
  QUIZ_OPTION_LETTERS,
  RANDOM_ID_LENGTH,
  SPORTS,
} from './constants';
import {
  DisplayNameSchema,
  EmailSchema,
  NO_NUL_MESSAGE,
  UsernameSchema,
  VerificationCodeSchema,
  withoutNul,
} from './validation';

export const ErrorBodySchema = z.object({
  message: z.string(),
  issues: z.array(z.unknown()).optional(),
});
export type ErrorBody = z.infer<typeof ErrorBodySchema>;

export const HealthSchema = z.object({
  status: z.literal('ok'),
  version: z.string(),
  database: z.object({ driver: z.enum(['pglite', 'postgres']), latencyMs: z.number() }),
});
export type Health = z.infer<typeof HealthSchema>;

// ---- users and auth ----

export const SubscriptionDetailsSchema = z.object({
  cancel_at_period_end: z.boolean(),
  canceled_at: z.string().nullable(),
});

export const UserSchema = z.object({
  id: z.string(),
  email: z.string(),
  username: z.string().nullable(),
  name: z.string().nullable(),
  subscriptionStatus: z.enum(PLANS),
  subscriptionExpiry: z.string().nullable(),
  subscriptionDetails: SubscriptionDetailsSchema.nullable(),
  messageCount: z.number().int(),
  /** null when the plan has no limit (Premium). */
  messageLimit: z.number().int().nullable(),
  quizPoints: z.number().int(),
  quizQuestionsAnswered: z.number().int(),
  quizQuestionStreak: z.number().int(),
  level: z.number().int(),
  achievements: z.array(z.string()),
  createdAt: z.string(),
});
export type User = z.infer<typeof UserSchema>;

export const RegisterRequestSchema = z.strictObject({ email: EmailSchema, username: UsernameSchema });
export const LoginRequestSchema = z.strictObject({ email: EmailSchema });
export const VerifyRequestSchema = z.strictObject({ email: EmailSchema, code: VerificationCodeSchema });
export type RegisterRequest = z.input<typeof RegisterRequestSchema>;
export type LoginRequest = z.input<typeof LoginRequestSchema>;
export type VerifyRequest = z.input<typeof VerifyRequestSchema>;

export const CodeSentSchema = z.object({ success: z.literal(true), message: z.string() });
export const VerifyResponseSchema = z.object({ token: z.string(), user: UserSchema });
export const MeResponseSchema = UserSchema;
export const OkSchema = z.object({ success: z.literal(true) });

export const ProfileUpdateSchema = z
  .strictObject({
    name: DisplayNameSchema.max(DISPLAY_NAME_MAX_LENGTH).optional(),
    username: UsernameSchema.optional(),
  })
  .refine((body) => body.name !== undefined || body.username !== undefined, {
    error: 'Nothing to update',
  });
export type ProfileUpdate = z.input<typeof ProfileUpdateSchema>;

export const MailboxSchema = z.object({
  messages: z.array(
    z.object({
      to: z.string(),
      subject: z.string(),
      text: z.string(),
      html: z.string(),
      code: z.string().nullable(),
      createdAt: z.string(),
    }),
  ),
});

// ---- chat ----

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

export const SendMessageSchema = z.strictObject({
  content: z.string().trim().min(1).max(MESSAGE_MAX_LENGTH).refine(withoutNul, { error: NO_NUL_MESSAGE }),
  role: z.literal('user'),
  sessionId: RandomIdSchema,
  personalityMode: PersonalityModeSchema,
  sportType: SportSchema,
  browserFingerprint: FingerprintSchema.optional(),
  clientMessageId: ClientMessageIdSchema,
});
export type SendMessage = z.input<typeof SendMessageSchema>;

export const ChatMessageSchema = z.object({
  id: z.string(),
  clientMessageId: z.string().nullable(),
  content: z.string(),
  role: z.enum(['user', 'assistant']),
  timestamp: z.string(),
  sessionId: z.string(),
  personalityMode: PersonalityModeSchema,
  sportType: SportSchema,
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

export const SendMessageResponseSchema = z.object({
  userMessage: ChatMessageSchema,
  aiMessage: ChatMessageSchema,
  user: UserSchema.nullable(),
  quota: z.lazy(() => QuotaSchema),
  quiz: QuizOutcomeSchema.optional(),
});
export type SendMessageResponse = z.infer<typeof SendMessageResponseSchema>;

export const QuotaSchema = z.object({
  tier: z.enum(['anonymous', ...PLANS]),
  used: z.number().int(),
  limit: z.number().int().nullable(),
  limitReached: z.boolean(),
});
export type Quota = z.infer<typeof QuotaSchema>;

export const LimitReachedSchema = z.object({
  message: z.string(),
  limitReached: z.literal(true),
  anonymous: z.boolean(),
  limit: z.number().int(),
});

export const AnonymousCountSchema = z.object({
  totalAnonymousMessages: z.number().int(),
  limit: z.number().int(),
});

export const MessageListSchema = z.array(ChatMessageSchema);

// ---- contact ----

export const ContactResponseSchema = z.object({ success: z.literal(true), id: z.string() });

// ---- quiz and leaderboard ----

export const QuizAnswerSchema = z.strictObject({
  questionSequence: z.number().int().min(1).max(QUIZ_LENGTH),
  /** Advisory only: the server grades against the stored question and never trusts it. */
  isCorrect: z.boolean(),
  answer: z.enum(QUIZ_OPTION_LETTERS).optional(),
});
export type QuizAnswer = z.infer<typeof QuizAnswerSchema>;

export const QuizAnswerResponseSchema = z.object({
  user: z.object({
    quizPoints: z.number().int(),
    quizQuestionsAnswered: z.number().int(),
    quizQuestionStreak: z.number().int(),
  }),
  graded: z.object({ correct: z.boolean(), scored: z.boolean() }).nullable(),
});

export const QuizProgressSchema = z.object({ lastQuestionSequence: z.number().int() });

export const LeaderboardEntrySchema = z.object({
  rank: z.number().int(),
  displayName: z.string(),
  points: z.number().int(),
  questionsAnswered: z.number().int(),
  streak: z.number().int(),
  level: z.number().int(),
  achievements: z.array(z.string()),
  isMe: z.boolean(),
});
export const LeaderboardSchema = z.object({
  entries: z.array(LeaderboardEntrySchema),
  me: LeaderboardEntrySchema.nullable(),
});
export type Leaderboard = z.infer<typeof LeaderboardSchema>;
