import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { MailboxSchema } from '../../shared/contract/auth';
import { ContactResponseSchema } from '../../shared/contract/contact';
import { MESSAGES } from '../../shared/validation';
import { contactRequests } from '../db/schema';
import { buildTestApp, signUp, uniqueEmail, useTestDb, type TestApp } from '../test/test-app';
import { CONTACT_REQUESTS_PER_WINDOW } from '../services/contact.service';

const SUPPORT = 'support@playcaller.app';

function validRequest(overrides: Record<string, unknown> = {}) {
  return {
    name: 'Coach Riley',
    email: uniqueEmail('riley'),
    subject: 'Quiz leaderboard question',
    message: 'How often does the leaderboard refresh after a quiz answer?',
    ...overrides,
  };
}

let ipCounter = 0;
/** Each test sends from its own address, so the per-IP limit never couples tests that share the database. */
function freshIp(): string {
  ipCounter += 1;
  return `192.0.2.${ipCounter}`;
}

async function send(t: TestApp, body: unknown, options: { token?: string; ip?: string } = {}) {
  return t.json('/api/contact', { body, token: options.token, headers: { 'x-test-ip': options.ip ?? freshIp() } });
}

async function supportMailbox(t: TestApp) {
  const response = await t.json(`/api/dev/mailbox?to=${encodeURIComponent(SUPPORT)}`);
  expect(response.status).toBe(200);
  return MailboxSchema.parse(response.body).messages;
}

describe('POST /api/contact', () => {
  const db = useTestDb();

  async function storedRow(id: string) {
    const rows = await db.current.db.select().from(contactRequests).where(eq(contactRequests.id, id));
    return rows[0];
  }

  it.each([
    ['name', 'R', MESSAGES.contactName],
    ['email', 'not-an-address', MESSAGES.contactEmail],
    ['subject', 'Hi', MESSAGES.contactSubject],
    ['message', 'Too short', MESSAGES.contactMessage],
  ])('refuses a bad %s with the product copy and stores nothing', async (field, value, message) => {
    const t = await buildTestApp(db.current, { env: { MAIL_PROVIDER: 'dev' } });
    const before = await db.current.db.select().from(contactRequests);
    const response = await send(t, validRequest({ [field]: value }));
    expect(response).toMatchObject({ status: 400, body: { message } });
    expect(Array.isArray(response.body.issues)).toBe(true);
    expect(await db.current.db.select().from(contactRequests)).toHaveLength(before.length);
  });

  it('stores a visitor request without a user and answers 201 with its id', async () => {
    const t = await buildTestApp(db.current);
    const request = validRequest({ name: '  Coach Riley  ' });
    const response = await send(t, request);
    expect(response.status).toBe(201);
    const { id } = ContactResponseSchema.parse(response.body);
    expect(await storedRow(id)).toMatchObject({
      name: 'Coach Riley',
      email: request.email,
      subject: request.subject,
      message: request.message,
      userId: null,
      resolved: false,
    });
  });

  it('links the request to the signed-in user', async () => {
    const t = await buildTestApp(db.current);
    const { token, user } = await signUp(t);
    const response = await send(t, validRequest(), { token });
    expect(response.status).toBe(201);
    const { id } = ContactResponseSchema.parse(response.body);
    expect((await storedRow(id))?.userId).toBe(user.id);
  });

  it('sends the request to the support address', async () => {
    const t = await buildTestApp(db.current);
    const subject = `Billing question ${crypto.randomUUID().slice(0, 8)}`;
    const request = validRequest({ subject, message: 'Can I switch from Plus to Premium mid-month?' });
    expect((await send(t, request)).status).toBe(201);
    await t.settle();

    const mail = (await supportMailbox(t)).find((entry) => entry.subject.includes(subject));
    expect(mail).toBeDefined();
    expect(mail!.to).toBe(SUPPORT);
    expect(mail!.text).toContain(`From: ${request.name} <${request.email}>`);
    expect(mail!.text).toContain('Can I switch from Plus to Premium mid-month?');
    expect(t.mail.sent.some((sent) => sent.to === SUPPORT && sent.subject.includes(subject))).toBe(true);
  });

  it('escapes what the visitor wrote in the HTML mail', async () => {
    const t = await buildTestApp(db.current);
    const subject = `Markup ${crypto.randomUUID().slice(0, 8)}`;
    const request = validRequest({ subject, name: '<b>Mallory</b>', message: '<script>alert(1)</script> please' });
    expect((await send(t, request)).status).toBe(201);
    const mail = (await supportMailbox(t)).find((entry) => entry.subject.includes(subject));
    expect(mail!.html).not.toContain('<script>');
    expect(mail!.html).not.toContain('<b>Mallory</b>');
  });

  it(`allows ${CONTACT_REQUESTS_PER_WINDOW} requests per IP in ten minutes, then 429, while another IP is fine`, async () => {
    const t = await buildTestApp(db.current);
    const ip = freshIp();
    for (let i = 0; i < CONTACT_REQUESTS_PER_WINDOW; i++) {
      expect((await send(t, validRequest(), { ip })).status).toBe(201);
    }
    const blocked = await send(t, validRequest(), { ip });
    expect(blocked.status).toBe(429);
    expect(typeof blocked.body.message).toBe('string');

    const otherIp = await send(t, validRequest());
    expect(otherIp.status).toBe(201);

    t.clock.advance(10 * 60 * 1000);
    expect((await send(t, validRequest(), { ip })).status).toBe(201);
  });

  it('refuses a body that is not JSON with 415', async () => {
    const t = await buildTestApp(db.current);
    const response = await t.app.request('/api/contact', {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams(validRequest()).toString(),
    });
    expect(response.status).toBe(415);
    expect(await response.json()).toHaveProperty('message');
  });

  it('refuses unknown fields with 400', async () => {
    const t = await buildTestApp(db.current);
    const response = await send(t, validRequest({ resolved: true, userId: 'someone' }));
    expect(response.status).toBe(400);
    expect(Array.isArray(response.body.issues)).toBe(true);
  });
});
