// A clarifying question: what the coach sends instead of a guess when a message can be read more
// than one way. The reply reads as the question with its choices listed (plain-text clients see
// exactly that) and ends with the same question and choices as fenced JSON, which the app turns
// into buttons and never shows (readableReply drops it with the plan's block).
import { z } from 'zod';
import { CLARIFY_DATA_BLOCK } from './reply-text';

export const CLARIFY_QUESTION_MAX_CHARS = 160;
/** A choice is sent as the next message when tapped, so it is a whole question, kept short. */
export const CLARIFY_CHOICE_MAX_CHARS = 120;

const sameText = (text: string) => text.trim().toLowerCase().replace(/\s+/g, ' ');

export const ClarifySchema = z.strictObject({
  question: z.string().trim().min(1).max(CLARIFY_QUESTION_MAX_CHARS),
  choices: z
    .array(z.string().trim().min(1).max(CLARIFY_CHOICE_MAX_CHARS))
    .min(2)
    .max(3)
    .refine((choices) => new Set(choices.map(sameText)).size === choices.length, 'choices must be distinct'),
});
export type Clarify = z.infer<typeof ClarifySchema>;

/** The data block a clarifying question ends with, with the blank line before it. */
export function clarifyDataBlock(clarify: Clarify): string {
  return ['', '', '```json clarify', JSON.stringify(ClarifySchema.parse(clarify)), '```'].join('\n');
}

/** The reply for a clarifying question: the question, its choices as a list, then the data block. */
export function clarifyReply(clarify: Clarify): string {
  const checked = ClarifySchema.parse(clarify);
  return (
    [checked.question, '', ...checked.choices.map((choice) => `- ${choice}`)].join('\n') + clarifyDataBlock(checked)
  );
}

/** The clarifying question a reply carries, or null when it carries none that is valid. */
export function clarifyOf(markdown: string): Clarify | null {
  const match = CLARIFY_DATA_BLOCK.exec(markdown);
  if (!match) return null;
  try {
    const parsed = ClarifySchema.safeParse(JSON.parse(match[1]!));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

// One line ending in "?", then two or three "- " lines, and nothing else.
const WRITTEN_CLARIFY = /^([^\n]{1,160}\?)\s*\n\s*\n?((?:[-*] [^\n]+\n?){2,3})\s*$/;

/**
 * A reply written as a clarifying question (the shape the model is asked for), as data; null for
 * any other reply. The model writes the readable part only; the server adds the block.
 */
export function clarifyInText(text: string): Clarify | null {
  const match = WRITTEN_CLARIFY.exec(text.trim());
  if (!match) return null;
  const choices = match[2]!
    .split('\n')
    .map((line) => line.replace(/^[-*] /, '').trim())
    .filter((line) => line.length > 0);
  const parsed = ClarifySchema.safeParse({ question: match[1]!.trim(), choices });
  return parsed.success ? parsed.data : null;
}
