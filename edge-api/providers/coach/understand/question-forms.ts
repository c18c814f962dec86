// The forms a question takes whatever its sport ("should we…", "what's the difference…", "how many
// of ours…"): each is a pattern in content/question-forms.json, with what it means beside it, so the
// reading of a question's form is edited as data.
import { z } from 'zod';
import formsFile from '../../../../content/question-forms.json';
import { patternSchema } from '../knowledge/content-schema';

const FormSchema = z.strictObject({
  /** What a message of this form asks, for whoever edits the pattern. */
  means: z.string().min(1).max(400),
  pattern: patternSchema(1200),
});

const QuestionFormsSchema = z.strictObject({
  asksWhichWeDo: FormSchema,
  asksHowTheyDiffer: FormSchema,
  howManyOfOurs: FormSchema,
  sidesNamed: FormSchema,
  aboutTheConcept: FormSchema,
  inGeneral: FormSchema,
  asksACall: FormSchema,
  asksWhatWeChange: FormSchema,
  asksHowToPlayTheShot: FormSchema,
});
export type QuestionForm = keyof z.infer<typeof QuestionFormsSchema>;

export function parseQuestionForms(data: unknown): Record<QuestionForm, RegExp> {
  const parsed = QuestionFormsSchema.safeParse(data);
  if (!parsed.success) throw new Error(`content/question-forms.json: ${parsed.error.message}`);
  return Object.fromEntries(
    Object.entries(parsed.data).map(([form, { pattern }]) => [form, new RegExp(pattern)]),
  ) as Record<QuestionForm, RegExp>;
}

/** The forms, matched against a message lower-cased with its number words as digits. */
export const QUESTION_FORMS = parseQuestionForms(formsFile);
