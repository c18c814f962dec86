// POST /api/contact: the contact form, checked with the same copy on both sides.
import { z } from 'zod';
import {
  CONTACT_FIELD_MAX_LENGTH,
  CONTACT_MESSAGE_MIN_LENGTH,
  CONTACT_NAME_MIN_LENGTH,
  CONTACT_SUBJECT_MIN_LENGTH,
  EMAIL_MAX_LENGTH,
} from '../constants';
import { MESSAGES, NO_NUL_MESSAGE, withoutNul } from '../validation';

/** A trimmed text field of the form: at least `min` characters (with the form's own copy), no NUL. */
const formText = (min: number, max: number, error: string) =>
  z.string().trim().min(min, { error }).max(max).refine(withoutNul, { error: NO_NUL_MESSAGE });

/** Name and subject are one line each; 200 characters is more than any real one needs. */
const LINE_MAX_LENGTH = 200;

export const ContactFormSchema = z.strictObject({
  name: formText(CONTACT_NAME_MIN_LENGTH, LINE_MAX_LENGTH, MESSAGES.contactName),
  email: z
    .string()
    .trim()
    .max(EMAIL_MAX_LENGTH, { error: MESSAGES.contactEmail })
    .pipe(z.email({ error: MESSAGES.contactEmail })),
  subject: formText(CONTACT_SUBJECT_MIN_LENGTH, LINE_MAX_LENGTH, MESSAGES.contactSubject),
  message: formText(CONTACT_MESSAGE_MIN_LENGTH, CONTACT_FIELD_MAX_LENGTH, MESSAGES.contactMessage),
});
export type ContactForm = z.infer<typeof ContactFormSchema>;

export const ContactResponseSchema = z.object({ success: z.literal(true), id: z.string() });
