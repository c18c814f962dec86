import { describe, expect, it } from 'vitest';
import { ContactFormSchema } from './contract/contact';
import { UpdatePlaybookItemSchema } from './contract/playbook';
import { EmailSchema, MESSAGES, UsernameSchema, VerificationCodeSchema, fieldErrors, toWellFormed } from './validation';

describe('shared validation', () => {
  it('normalises e-mail addresses and rejects invalid ones with the product copy', () => {
    expect(EmailSchema.parse('  Coach@Example.COM ')).toBe('coach@example.com');
    const result = EmailSchema.safeParse('coach@');
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe(MESSAGES.email);
  });

  it('enforces the username rules in order', () => {
    expect(UsernameSchema.safeParse('ab').error?.issues[0]?.message).toBe(MESSAGES.usernameTooShort);
    expect(UsernameSchema.safeParse('x'.repeat(21)).error?.issues[0]?.message).toBe(MESSAGES.usernameTooLong);
    expect(UsernameSchema.safeParse('bad-name').error?.issues[0]?.message).toBe(MESSAGES.usernameCharacters);
    expect(UsernameSchema.parse('Coach_42')).toBe('Coach_42');
  });

  it('accepts only six-digit codes', () => {
    expect(VerificationCodeSchema.safeParse('123456').success).toBe(true);
    expect(VerificationCodeSchema.safeParse('12345').success).toBe(false);
    expect(VerificationCodeSchema.safeParse('12345a').success).toBe(false);
  });

  it('reports the first contact-form message per field', () => {
    const result = ContactFormSchema.safeParse({ name: 'A', email: 'x', subject: 'Hi', message: 'short' });
    expect(result.success).toBe(false);
    expect(fieldErrors(result.error!)).toEqual({
      name: MESSAGES.contactName,
      email: MESSAGES.contactEmail,
      subject: MESSAGES.contactSubject,
      message: MESSAGES.contactMessage,
    });
  });
});

describe('text bound for a text array', () => {
  it('turns half a surrogate pair into U+FFFD, as a text column does, and keeps whole characters', () => {
    expect(toWellFormed('u12 🏈 İß שלום')).toBe('u12 🏈 İß שלום');
    expect(toWellFormed('tag\uDC00')).toBe('tag\uFFFD');
    expect(toWellFormed('\uD83C end')).toBe('\uFFFD end');
    expect(UpdatePlaybookItemSchema.parse({ tags: ['¡\uDC00'] }).tags).toEqual(['¡\uFFFD']);
  });
});
