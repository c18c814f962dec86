// Read-only share links: POST/GET /api/shares and DELETE /api/shares/:id for the owner, and the
// public GET /api/shares/:id that the page /s/:id renders.
import { z } from 'zod';
import { ChatMessageSchema, PersonalityModeSchema, RandomIdSchema, SportSchema } from './messages';
import { GameSchema } from './games';
import { PlaybookItemSchema, PlaybookTagSchema } from './playbook';

export const SHARE_KINDS = ['chat', 'item', 'tag', 'game'] as const;
export const ShareKindSchema = z.enum(SHARE_KINDS);
export type ShareKind = z.infer<typeof ShareKindSchema>;

/** 32 base64url characters carry 192 random bits: far past guessing, and the same length every time. */
export const SHARE_ID_LENGTH = 32;
export const ShareIdSchema = z
  .string()
  .length(SHARE_ID_LENGTH)
  .regex(/^[A-Za-z0-9_-]+$/);

/** The target is a chat's session id, an item's id, a tag name or a game's id. */
export const CreateShareSchema = z.discriminatedUnion('kind', [
  z.strictObject({ kind: z.literal('chat'), target: RandomIdSchema }),
  z.strictObject({ kind: z.literal('item'), target: RandomIdSchema }),
  z.strictObject({ kind: z.literal('tag'), target: PlaybookTagSchema }),
  z.strictObject({ kind: z.literal('game'), target: RandomIdSchema }),
]);
export type CreateShare = z.input<typeof CreateShareSchema>;

export const ShareParamsSchema = z.object({ id: ShareIdSchema });

export const ShareLinkSchema = z.object({
  id: z.string(),
  kind: ShareKindSchema,
  target: z.string(),
  /** What the owner sees in the list of live links: the chat's or item's title, or the tag. */
  label: z.string(),
  /** The page's address relative to the site, e.g. "/s/<id>". */
  url: z.string(),
  createdAt: z.string(),
});
export type ShareLink = z.infer<typeof ShareLinkSchema>;

export const ShareListSchema = z.object({ shares: z.array(ShareLinkSchema) });

/** What a shared link shows: only the content, never who owns it. */
const SharedMessageSchema = ChatMessageSchema.pick({ role: true, content: true, timestamp: true });
const SharedItemSchema = PlaybookItemSchema.omit({ sessionId: true, deleted: true });
/** A shared game is its log and decisions as they are now: the review is worked out from them. */
export const SharedGameSchema = GameSchema.omit({ deleted: true });
export type SharedGame = z.infer<typeof SharedGameSchema>;

export const SharedContentSchema = z.discriminatedUnion('kind', [
  z.object({
    kind: z.literal('chat'),
    title: z.string(),
    sport: SportSchema,
    mode: PersonalityModeSchema,
    messages: z.array(SharedMessageSchema),
  }),
  z.object({ kind: z.literal('item'), title: z.string(), items: z.array(SharedItemSchema) }),
  z.object({ kind: z.literal('tag'), title: z.string(), items: z.array(SharedItemSchema) }),
  z.object({ kind: z.literal('game'), title: z.string(), game: SharedGameSchema }),
]);
export type SharedContent = z.infer<typeof SharedContentSchema>;
