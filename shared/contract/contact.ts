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

export const ContactFormSchema = z.strictObject({
  name: z
    .string()
    .trim()
    .min(CONTACT_NAME_MIN_LENGTH, { error: MESSAGES.contactName })
    .max(200)
    .refine(withoutNul, { error: NO_NUL_MESSAGE }),
  email: z
    .string()
    .trim()
    .max(EMAIL_MAX_LENGTH, { error: MESSAGES.contactEmail })
    .pipe(z.email({ error: MESSAGES.contactEmail })),
  subject: z
    .string()
    .trim()
    .min(CONTACT_SUBJECT_MIN_LENGTH, { error: MESSAGES.contactSubject })
    .max(200)
    .refine(withoutNul, { error: NO_NUL_MESSAGE }),
  message: z
    .string()
    .trim()
    .min(CONTACT_MESSAGE_MIN_LENGTH, { error: MESSAGES.contactMessage })
    .max(CONTACT_FIELD_MAX_LENGTH)
    .refine(withoutNul, { error: NO_NUL_MESSAGE }),
});
export type ContactForm = z.infer<typeof ContactFormSchema>;

export const ContactResponseSchema = z.object({ success: z.literal(true), id: z.string() });
