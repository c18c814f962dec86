import { z } from 'zod';
import {
  CONTACT_MESSAGE_MIN_LENGTH,
  CONTACT_NAME_MIN_LENGTH,
  CONTACT_SUBJECT_MIN_LENGTH,
  DISPLAY_NAME_MAX_LENGTH,
  EMAIL_MAX_LENGTH,
  USERNAME_MAX_LENGTH,
  USERNAME_MIN_LENGTH,
  VERIFICATION_CODE_LENGTH,
} from './constants';

// The product's validation copy (SPEC §5), word for word. Client forms and server schemas share it.
export const MESSAGES = {
  email: 'Please enter a valid email address',
  usernameTooShort: `Username must be at least ${USERNAME_MIN_LENGTH} characters`,
  usernameTooLong: `Username cannot exceed ${USERNAME_MAX_LENGTH} characters`,
  usernameCharacters: 'Username can only contain letters, numbers, and underscores',
  code: `Enter the ${VERIFICATION_CODE_LENGTH}-digit code from your e-mail`,
  contactName: `Name must be at least ${CONTACT_NAME_MIN_LENGTH} characters.`,
  contactEmail: 'Please enter a valid email address.',
  contactSubject: `Subject must be at least ${CONTACT_SUBJECT_MIN_LENGTH} characters.`,
  contactMessage: `Message must be at least ${CONTACT_MESSAGE_MIN_LENGTH} characters.`,
} as const;

/** PostgreSQL text cannot hold U+0000: refused at the boundary instead of failing in the database. */
export const NO_NUL_MESSAGE = 'Text cannot contain NUL characters';
export const withoutNul = (text: string) => !text.includes('\u0000');

/**
 * Half of a surrogate pair is not a character. A text column stores it as U+FFFD, but a text array
 * on PGlite fails on it outright, so text bound for an array is made well-formed the same way first.
 */
export const toWellFormed = (text: string) => text.replace(/\p{Cs}/gu, '\uFFFD');

/** E-mail addresses are compared case-insensitively, so they are stored trimmed and lower-cased. */
export const EmailSchema = z
  .string({ error: MESSAGES.email })
  .trim()
  .max(EMAIL_MAX_LENGTH, { error: MESSAGES.email })
  .pipe(z.email({ error: MESSAGES.email }))
  .transform((email) => email.toLowerCase());

export const UsernameSchema = z
  .string({ error: MESSAGES.usernameTooShort })
  .trim()
  .min(USERNAME_MIN_LENGTH, { error: MESSAGES.usernameTooShort })
  .max(USERNAME_MAX_LENGTH, { error: MESSAGES.usernameTooLong })
  .regex(/^[A-Za-z0-9_]+$/, { error: MESSAGES.usernameCharacters });

export const DisplayNameSchema = z
  .string()
  .trim()
  .max(DISPLAY_NAME_MAX_LENGTH)
  .refine(withoutNul, { error: NO_NUL_MESSAGE });

export const VerificationCodeSchema = z
  .string({ error: MESSAGES.code })
  .trim()
  .regex(new RegExp(`^\\d{${VERIFICATION_CODE_LENGTH}}$`), { error: MESSAGES.code });

/** Turns a failed parse into the first message per field, the shape forms display inline. */
export function fieldErrors(error: z.ZodError): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const issue of error.issues) {
    const field = String(issue.path[0] ?? '');
    errors[field] ??= issue.message;
  }
  return errors;
}
