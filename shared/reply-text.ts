// A practice-plan reply ends with the plan as fenced JSON (see the coach's practice-plan-markdown):
// data for the app, which saves, edits and prints the plan from it, and never text for a person.

/** The plan's data block in a reply; its first group is the JSON. */
export const PLAN_DATA_BLOCK = /```json[^\n]*\n([\s\S]*?)```/;

// Also a block still streaming in, which has no closing fence yet.
const DATA_BLOCKS = /\n*```json[^\n]*(?:\n[\s\S]*?)?(?:```|$)/g;

/** A reply as a person reads it (on screen, shared, copied, exported): without its data block. */
export const readableReply = (markdown: string): string => markdown.replace(DATA_BLOCKS, '').trim();

// A clarifying question ends with its question and choices as fenced JSON tagged "clarify" (see
// shared/clarify.ts): the data for the app's quick replies, dropped from the text like the plan's.

/** A clarifying question's data block; its first group is the JSON. */
export const CLARIFY_DATA_BLOCK = /```json clarify\n([\s\S]*?)```/;

/** Whether a reply is a clarifying question (without reading its data, which the buttons do). */
export const isClarifyingReply = (markdown: string): boolean => CLARIFY_DATA_BLOCK.test(markdown);

/**
 * A clarifying question as the app shows it: the question alone, since its choices are drawn as
 * buttons under it. Plain-text readers keep the listed choices (readableReply).
 */
export const clarifyingQuestionText = (readable: string): string => readable.replace(/(?:\n+[-*] [^\n]*)+\s*$/, '');
