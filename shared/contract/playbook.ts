// The coach's playbook: saved answers, plays, drills, programs and practice plans.
// GET/POST /api/playbook, PATCH/DELETE /api/playbook/:id, and the items /api/sync carries.
import { z } from 'zod';
import { MESSAGE_MAX_LENGTH, PLAN_LABELS, PLANS, type Plan } from '../constants';
import { PracticePlanSchema } from '../practice-plan';
import { NO_NUL_MESSAGE, toWellFormed, withoutNul } from '../validation';
import { PersonalityModeSchema, RandomIdSchema, SportSchema } from './messages';

export const PLAYBOOK_KINDS = ['play', 'drill', 'practice-plan', 'program', 'note'] as const;
export const PlaybookKindSchema = z.enum(PLAYBOOK_KINDS);
export type PlaybookKind = z.infer<typeof PlaybookKindSchema>;

export const PLAYBOOK_KIND_LABELS: Record<PlaybookKind, string> = {
  play: 'Play',
  drill: 'Drill',
  'practice-plan': 'Practice plan',
  program: 'Program',
  note: 'Note',
};

export const PLAYBOOK_TITLE_MAX_LENGTH = 120;
export const PLAYBOOK_TAG_MAX_LENGTH = 40;
export const PLAYBOOK_MAX_TAGS = 20;
export const PLAYBOOK_NOTES_MAX_LENGTH = 5000;
/** A saved reply is at most a few coach answers long; the cap keeps one item from filling the store. */
export const PLAYBOOK_MARKDOWN_MAX_LENGTH = 40_000;

const text = (max: number) => z.string().max(max).refine(withoutNul, { error: NO_NUL_MESSAGE });

export const PlaybookTitleSchema = text(PLAYBOOK_TITLE_MAX_LENGTH).trim().min(1, 'Give the item a title.');
/** Tags compare case-insensitively, so they are stored trimmed and lower-cased (and well-formed: a text array). */
export const PlaybookTagSchema = text(PLAYBOOK_TAG_MAX_LENGTH)
  .trim()
  .min(1)
  .transform((tag) => toWellFormed(tag).toLowerCase());
export const PlaybookTagsSchema = z
  .array(PlaybookTagSchema)
  .max(PLAYBOOK_MAX_TAGS)
  .transform((tags) => [...new Set(tags)]);

/** The fields a user can change after saving; a PATCH sends any subset of them. */
const EditableFields = {
  title: PlaybookTitleSchema,
  kind: PlaybookKindSchema,
  tags: PlaybookTagsSchema,
  notes: text(PLAYBOOK_NOTES_MAX_LENGTH),
  markdown: text(PLAYBOOK_MARKDOWN_MAX_LENGTH),
  /** A practice plan's structured blocks; its minutes must add up (PracticePlanSchema). */
  plan: PracticePlanSchema.nullable(),
  /** When a practice plan is scheduled, as an ISO instant; null when it is not. */
  scheduledAt: z.iso.datetime({ offset: true }).nullable(),
};

/**
 * POST /api/playbook. The id is made by the client so a guest's item keeps its id when signing in
 * claims it, and a replayed save is recognised instead of stored twice: posting an id the caller
 * already saved answers 200 with the stored item unchanged (changes go through PATCH), and one the
 * caller deleted answers 200 with its tombstone (`deleted: true`). Ids are per account, so another
 * account's ids are never seen.
 */
export const CreatePlaybookItemSchema = z.strictObject({
  id: RandomIdSchema,
  ...EditableFields,
  notes: EditableFields.notes.default(''),
  tags: EditableFields.tags.default([]),
  plan: EditableFields.plan.default(null),
  scheduledAt: EditableFields.scheduledAt.default(null),
  sport: SportSchema,
  mode: PersonalityModeSchema.nullable().default(null),
  /** The question the saved answer replied to. */
  question: text(MESSAGE_MAX_LENGTH).nullable().default(null),
  /** The chat the answer came from, for the link back to it. */
  sessionId: RandomIdSchema.nullable().default(null),
});
export type CreatePlaybookItem = z.input<typeof CreatePlaybookItemSchema>;

export const UpdatePlaybookItemSchema = z
  .strictObject({
    title: EditableFields.title.optional(),
    kind: EditableFields.kind.optional(),
    tags: EditableFields.tags.optional(),
    notes: EditableFields.notes.optional(),
    markdown: EditableFields.markdown.optional(),
    plan: EditableFields.plan.optional(),
    scheduledAt: EditableFields.scheduledAt.optional(),
  })
  .refine((patch) => Object.values(patch).some((value) => value !== undefined), {
    message: 'Send at least one field to change.',
  });
export type UpdatePlaybookItem = z.input<typeof UpdatePlaybookItemSchema>;

export const PlaybookItemParamsSchema = z.object({ id: RandomIdSchema });

export const PlaybookItemSchema = z.object({
  id: z.string(),
  kind: PlaybookKindSchema,
  title: z.string(),
  tags: z.array(z.string()),
  notes: z.string(),
  markdown: z.string(),
  plan: PracticePlanSchema.nullable(),
  scheduledAt: z.string().nullable(),
  sport: SportSchema,
  mode: PersonalityModeSchema.nullable(),
  question: z.string().nullable(),
  sessionId: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
  /** Sync carries deletions as tombstones so every device drops the item. */
  deleted: z.boolean(),
});
export type PlaybookItem = z.infer<typeof PlaybookItemSchema>;

export const PlaybookListSchema = z.object({ items: z.array(PlaybookItemSchema) });
export type PlaybookList = z.infer<typeof PlaybookListSchema>;

/** Which allowance of the plan (PLAYBOOK_LIMITS) a refused save or share ran into. */
export const PLAYBOOK_LIMIT_CODES = ['playbook_items_limit', 'share_links_limit'] as const;
export type PlaybookLimitCode = (typeof PLAYBOOK_LIMIT_CODES)[number];

/**
 * The 403 body of a save or share over the plan's limit (as a message over quota answers): the
 * message to show and the code that tells the PWA to offer the upgrade. Nothing saved is touched.
 */
export const PlaybookLimitErrorSchema = z.object({
  message: z.string(),
  code: z.enum(PLAYBOOK_LIMIT_CODES),
  limitReached: z.literal(true),
  plan: z.enum(PLANS),
  limit: z.number().int(),
});
export type PlaybookLimitError = z.infer<typeof PlaybookLimitErrorSchema>;

export function playbookLimitMessage(code: PlaybookLimitCode, plan: Plan, limit: number): string {
  const next = plan === 'free' ? 'Upgrade' : 'Upgrade to Premium';
  return code === 'playbook_items_limit'
    ? `You've reached the ${limit} saved items of the ${PLAN_LABELS[plan]} plan. ${next} to save more.`
    : `You've reached the ${limit} live share links of the ${PLAN_LABELS[plan]} plan. Revoke a link or ${next.toLowerCase()} to share more.`;
}
