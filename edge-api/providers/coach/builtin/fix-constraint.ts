import { z } from 'zod';
import constraintFile from '../../../../content/fix-constraints.json';

// "Fix his shot without killing his confidence", "sort out her slice but don't overload her": a
// condition the coach puts on the fix is part of the question, so the reply says how the fix keeps it.
const ConstraintSchema = z.strictObject({
  id: z.string().min(1),
  /** Word starts that name the condition in the clause ("discourag" for discouraged, discouraging). */
  words: z.array(z.string().trim().toLowerCase().min(2)).min(1),
  /** The condition met in one Tactical line. */
  short: z.string().min(1).max(90),
  /** The condition met in one Strategic sentence. */
  line: z.string().min(1).max(400),
});
const ConstraintFileSchema = z.strictObject({ constraints: z.array(ConstraintSchema).min(1) });

export type FixConstraint = z.infer<typeof ConstraintSchema>;

/** A Tactical reply's bullets at most (tacticalBullets). */
const TACTICAL_BULLETS = 3;

const CONSTRAINTS = ConstraintFileSchema.parse(constraintFile).constraints;

// The words that open a condition on the fix, and the clause they open.
const CONDITION =
  /\b(?:without|but (?:not|don'?t|do not|never|i don'?t want|we don'?t want|keep|still)|while (?:still|keeping|not|protecting|staying)|and not|so (?:it|he|she|they) (?:doesn'?t|don'?t|does not|do not|won'?t|will not)|not (?:to )?(?:hurt|kill|wreck|ruin|lose|overload|overwhelm|confuse|break))\b([^.?!]*)/i;

/** The condition the message puts on a fix, read from the clause after "without", "but not", "while keeping". */
export function fixConstraint(message: string): FixConstraint | undefined {
  const clause = CONDITION.exec(message)?.[1]?.toLowerCase();
  if (clause === undefined || clause.trim() === '') return undefined;
  const words = ` ${clause.replace(/[^a-z0-9' -]/g, ' ')} `;
  return CONSTRAINTS.find((constraint) => constraint.words.some((word) => words.includes(` ${word}`)));
}

/** The reply with the condition met in one line: a Strategic closing section, a Tactical last bullet. */
export function withConstraint(text: string, constraint: FixConstraint | undefined, tactical: boolean): string {
  if (!constraint) return text;
  if (tactical) {
    const bullets = text.split('\n').filter((line) => line.startsWith('- '));
    if (bullets.length < TACTICAL_BULLETS)
      return [...(bullets.length > 0 ? bullets : [text]), `- ${constraint.short}`].join('\n');
    // The condition takes the place of the drill, else of the cause: the fix itself always stays.
    const spare = [...bullets].reverse().find((line) => /^- (?:Drill|Likely cause)/.test(line)) ?? bullets.at(-1);
    return [...bullets.filter((line) => line !== spare), `- ${constraint.short}`].join('\n');
  }
  return `${text}\n\n### Within your condition\n\n${constraint.line}`;
}
