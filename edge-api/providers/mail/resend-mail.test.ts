import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { verificationMail } from './templates';
import { createResendMailProvider } from './resend-mail';

interface Received {
  method: string;
  path: string;
  authorization: string | undefined;
  body: Record<string, unknown>;
}

/** A local stand-in for the Resend HTTP API: records each request and answers as scripted. */
async function fakeResend(answer: { status: number; body: unknown }) {
  const received: Received[] = [];
  const server: Server = createServer(async (request: IncomingMessage, response) => {
    let text = '';
    for await (const chunk of request) text += String(chunk);
    received.push({
      method: request.method ?? '',
      path: request.url ?? '',
      authorization: request.headers.authorization,
      body: JSON.parse(text) as Record<string, unknown>,
    });
    response.writeHead(answer.status, { 'content-type': 'application/json' });
    response.end(JSON.stringify(answer.body));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    received,
    baseUrl: `http://127.0.0.1:${port}`,
    close: () => new Promise((resolve) => server.close(resolve)),
  };
}

describe('the Resend mail provider', () => {
  let close: (() => Promise<unknown>) | undefined;
  afterEach(async () => {
    await close?.();
  });

  it('posts the mail to the Resend API with the key as a bearer token', async () => {
    const fake = await fakeResend({ status: 200, body: { id: 'email_123' } });
    close = fake.close;
    const provider = createResendMailProvider({
      apiKey: 're_test_key',
      from: 'Playcaller <coach@example.com>',
      baseUrl: fake.baseUrl,
    });
    await provider.send(verificationMail('player@example.com', '482913'));
    expect(fake.received).toHaveLength(1);
    const [request] = fake.received;
    expect(request).toMatchObject({ method: 'POST', path: '/emails', authorization: 'Bearer re_test_key' });
    expect(request!.body).toMatchObject({
      from: 'Playcaller <coach@example.com>',
      to: 'player@example.com',
      subject: 'Your Playcaller sign-in code',
    });
    expect(String(request!.body.html)).toContain('482913');
    expect(String(request!.body.text)).toContain('482913');
  });

  it('throws when Resend refuses the mail, naming only the error kind', async () => {
    const fake = await fakeResend({
      status: 422,
      body: { statusCode: 422, name: 'validation_error', message: 'Invalid `to` field: player@example.com' },
    });
    close = fake.close;
    const provider = createResendMailProvider({
      apiKey: 're_test_key',
      from: 'coach@example.com',
      baseUrl: fake.baseUrl,
    });
    const failure = provider.send(verificationMail('player@example.com', '482913'));
    await expect(failure).rejects.toThrow('Resend refused the mail: validation_error');
    await expect(failure).rejects.not.toThrow(/player@example\.com|482913/);
  });
});
