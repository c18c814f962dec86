// A practice-plan reply ends with the plan as fenced JSON (see the coach's practice-plan-markdown):
// data for the app, which saves, edits and prints the plan from it, and never text for a person.

/** The plan's data block in a reply; its first group is the JSON. */
export const PLAN_DATA_BLOCK = /```json[^\n]*\n([\s\S]*?)```/;

// Also a block still streaming in, which has no closing fence yet.
const DATA_BLOCKS = /\n*```json[^\n]*(?:\n[\s\S]*?)?(?:```|$)/g;

/** A reply as a person reads it (on screen, shared, copied, exported): without its data block. */
export const readableReply = (markdown: string): string => markdown.replace(DATA_BLOCKS, '').trim();
