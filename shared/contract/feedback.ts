// Thumbs up or down on a reply: PUT /api/messages/:messageId/feedback by the reply's author, the
// feedback in sync pages, and GET /api/feedback/summary for improving the coach.
import { z } from 'zod';
import { PERSONALITY_MODES, SPORTS } from '../constants';
import { NO_NUL_MESSAGE, withoutNul } from '../validation';

export const FEEDBACK_RATINGS = ['up', 'down'] as const;
export const FEEDBACK_REASONS = ['wrong', 'not_relevant', 'too_long', 'too_short', 'unsafe', 'other'] as const;
export const FEEDBACK_TEXT_MAX_LENGTH = 500;

export const FeedbackRatingSchema = z.enum(FEEDBACK_RATINGS);
export type FeedbackRating = z.infer<typeof FeedbackRatingSchema>;
export const FeedbackReasonSchema = z.enum(FEEDBACK_REASONS);
export type FeedbackReason = z.infer<typeof FeedbackReasonSchema>;

/** Words the person sees for each reason. */
export const FEEDBACK_REASON_LABELS: Record<FeedbackReason, string> = {
  wrong: 'Wrong',
  not_relevant: 'Not relevant',
  too_long: 'Too long',
  too_short: 'Too short',
  unsafe: 'Unsafe',
  other: 'Other',
};

export const FeedbackParamsSchema = z.object({ messageId: z.uuid() });

/**
 * A rating of null takes the feedback back. A reason and a text explain a thumbs down only: sent
 * with anything else they are refused rather than stored where nobody would read them.
 */
export const PutFeedbackSchema = z
  .strictObject({
    rating: FeedbackRatingSchema.nullable(),
    reason: FeedbackReasonSchema.optional(),
    text: z.string().trim().max(FEEDBACK_TEXT_MAX_LENGTH).refine(withoutNul, { error: NO_NUL_MESSAGE }).optional(),
  })
  .refine((body) => body.rating === 'down' || (body.reason === undefined && body.text === undefined), {
    error: 'A reason or a text goes only with a thumbs down.',
    path: ['reason'],
  });
export type PutFeedback = z.input<typeof PutFeedbackSchema>;

/** One reply's feedback as its author left it; rating null once taken back (a tombstone in sync). */
export const FeedbackSchema = z.object({
  messageId: z.string(),
  rating: FeedbackRatingSchema.nullable(),
  reason: FeedbackReasonSchema.nullable(),
  text: z.string().nullable(),
  updatedAt: z.string(),
});
export type Feedback = z.infer<typeof FeedbackSchema>;

const CountsSchema = z.object({ up: z.number().int(), down: z.number().int() });

export const FeedbackSummarySchema = z.object({
  total: CountsSchema,
  byMode: z.record(z.enum(PERSONALITY_MODES), CountsSchema),
  bySport: z.record(z.enum(SPORTS), CountsSchema),
  /** Thumbs down by the reason given; those given without one count under `none`. */
  byReason: z.record(z.enum([...FEEDBACK_REASONS, 'none']), z.number().int()),
});
export type FeedbackSummary = z.infer<typeof FeedbackSummarySchema>;
