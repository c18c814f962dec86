// The forms a question takes whatever its sport ("should we…", "what's the difference…", "how many
// of ours…"): each is a pattern in content/question-forms.json, with what it means beside it, so the
// reading of a question's form is edited as data.
import { z } from 'zod';
import formsFile from '../../../../content/question-forms.json';
import { SPORTS, type Sport } from '../../../../shared/constants';
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
  subjectsNamed: z.strictObject({
    means: z.string().min(1).max(900),
    /** By sport, each subject's name and the pattern naming it, in a message or in what a reply answers. */
    sports: z.partialRecord(
      z.enum(SPORTS),
      z.record(
        z.string().min(1).max(40),
        z.union([patternSchema(400), z.strictObject({ asked: patternSchema(400), stated: patternSchema(400) })]),
      ),
    ),
  }),
});
export type QuestionForm = Exclude<keyof z.infer<typeof QuestionFormsSchema>, 'subjectsNamed'>;

export function parseQuestionForms(data: unknown): Record<QuestionForm, RegExp> {
  const parsed = QuestionFormsSchema.safeParse(data);
  if (!parsed.success) throw new Error(`content/question-forms.json: ${parsed.error.message}`);
  const { subjectsNamed: _subjects, ...forms } = parsed.data;
  return Object.fromEntries(Object.entries(forms).map(([form, { pattern }]) => [form, new RegExp(pattern)])) as Record<
    QuestionForm,
    RegExp
  >;
}

/** A role or object a question can be about ("long snapper", "order"), and the words naming it. */
export interface SubjectTerm {
  name: string;
  /** Words of a message naming it as what is asked about. */
  asked: RegExp;
  /** Words of what a reply answers that state it. */
  stated: RegExp;
}

const bounded = (source: string) => new RegExp(`(?<![a-z0-9])(?:${source})(?![a-z0-9])`);

export function parseSubjectTerms(data: unknown): Record<Sport, SubjectTerm[]> {
  const parsed = QuestionFormsSchema.safeParse(data);
  if (!parsed.success) throw new Error(`content/question-forms.json: ${parsed.error.message}`);
  const bySport = parsed.data.subjectsNamed.sports;
  return Object.fromEntries(
    SPORTS.map((sport) => [
      sport,
      Object.entries(bySport[sport] ?? {}).map(([name, source]) => ({
        name,
        asked: bounded(typeof source === 'string' ? source : source.asked),
        stated: bounded(typeof source === 'string' ? source : source.stated),
      })),
    ]),
  ) as Record<Sport, SubjectTerm[]>;
}

/** The forms, matched against a message lower-cased with its number words as digits. */
export const QUESTION_FORMS = parseQuestionForms(formsFile);

/** The subjects a question may name, by sport, matched on lower-cased text with number words as digits. */
export const SUBJECT_TERMS = parseSubjectTerms(formsFile);
