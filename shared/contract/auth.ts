// Users and sign-in: /api/auth/*, /api/user/profile and the dev mailbox.
import { z } from 'zod';
import { DISPLAY_NAME_MAX_LENGTH, PLANS } from '../constants';
import { DisplayNameSchema, EmailSchema, UsernameSchema, VerificationCodeSchema } from '../validation';

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

export const ProfileUpdateSchema = z
  .strictObject({
    name: DisplayNameSchema.max(DISPLAY_NAME_MAX_LENGTH).optional(),
    username: UsernameSchema.optional(),
  })
  .refine((body) => body.name !== undefined || body.username !== undefined, {
    error: 'Nothing to update',
  });
export type ProfileUpdate = z.input<typeof ProfileUpdateSchema>;

/** GET /api/dev/mailbox?to=: what the dev mail provider "sent" to one address. */
export const MailboxQuerySchema = z.object({ to: EmailSchema });

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
