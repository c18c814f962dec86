import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_BODY_LIMIT_BYTES } from './app';
import { HEADERS_TIMEOUT_MS, KEEP_ALIVE_TIMEOUT_MS, serveNode, UNREAD_BODY_DRAIN_BYTES } from './node-server';
import { buildTestApp, useTestDb } from './test/test-app';

// The app over real sockets, served as node.ts serves it, and a client that keeps its connections
// as Playwright's and most HTTP clients do: reused for the next request, never dropped on a timer.

/**
 * When Node's defaults closed an idle connection under a client still reusing it: its 5 s
 * keep-alive timeout plus the second Node's socket timer allows on top.
 */
const NODE_DEFAULT_IDLE_CLOSE_MS = 6_000;

interface Answer {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: string;
  /** The client's port of the connection that carried it: the same port is the same connection. */
  via: number;
}

const db = useTestDb();
let server: http.Server;
let port: number;

beforeAll(async () => {
  const t = await buildTestApp(db.current, { env: { LOG_REQUESTS: '0' } });
  server = serveNode(t.app.fetch, { port: 0, hostname: '127.0.0.1' });
  await new Promise((resolve) => server.once('listening', resolve));
  port = (server.address() as AddressInfo).port;
});

afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

/** One connection at a time, kept alive: every request goes over the connection before it if that is still open. */
const keptAlive = () => new http.Agent({ keepAlive: true, maxSockets: 1 });

function send(
  agent: http.Agent,
  path: string,
  options: { body?: Buffer; chunked?: boolean; headers?: Record<string, string> } = {},
): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const headers: Record<string, string | number> = { 'content-type': 'application/json', ...options.headers };
    if (options.body && !options.chunked) headers['content-length'] = options.body.length;
    const request = http.request(
      { host: '127.0.0.1', port, path, agent, method: options.body ? 'POST' : 'GET', headers },
      (response) => {
        let body = '';
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => (body += chunk));
        response.on('end', () =>
          resolve({ status: response.statusCode!, headers: response.headers, body, via: request.socket!.localPort! }),
        );
      },
    );
    request.on('error', reject);
    if (options.body && options.chunked) {
      // Several writes make a chunked body with no declared length.
      for (let start = 0; start < options.body.length; start += 16 * 1024)
        request.write(options.body.subarray(start, start + 16 * 1024));
      request.end();
    } else request.end(options.body);
  });
}

const health = (agent: http.Agent) => send(agent, '/api/health');
const jsonOf = (bytes: number) => Buffer.from(JSON.stringify({ content: 'x'.repeat(bytes) }));

describe('the Node server and kept-alive connections', () => {
  it('keeps an idle connection open well past the 60 s idle time of common proxies, and says so', async () => {
    expect(server.keepAliveTimeout).toBeGreaterThan(60_000);
    expect(server.headersTimeout).toBeGreaterThan(server.keepAliveTimeout);
    expect([server.keepAliveTimeout, server.headersTimeout]).toEqual([KEEP_ALIVE_TIMEOUT_MS, HEADERS_TIMEOUT_MS]);
    const agent = keptAlive();
    const first = await health(agent);
    expect(first.status).toBe(200);
    expect(first.headers.connection).toBe('keep-alive');
    // Clients that read the hint (undici, browsers) keep the connection for less than this.
    expect(first.headers['keep-alive']).toBe(`timeout=${KEEP_ALIVE_TIMEOUT_MS / 1000}`);
    agent.destroy();
  });

  it('answers on the same connection a client reuses after idling past where Node’s default closed it', async () => {
    const agent = keptAlive();
    const first = await health(agent);
    // The idle time is what is under test: past the point where Node's defaults closed the connection.
    await new Promise((resolve) => setTimeout(resolve, NODE_DEFAULT_IDLE_CLOSE_MS + 1_000));
    const reused = await health(agent);
    expect(reused.status).toBe(200);
    expect(reused.via).toBe(first.via);
    agent.destroy();
  }, 60_000);

  it('answers the next request on the same connection right after a 413 for a declared length', async () => {
    const agent = keptAlive();
    const first = await health(agent);
    const refused = await send(agent, '/api/messages', { body: jsonOf(4 * API_BODY_LIMIT_BYTES) });
    expect(refused.status).toBe(413);
    expect(JSON.parse(refused.body)).toEqual({ message: 'The request is too large.' });
    expect(refused.headers.connection).toBe('keep-alive');
    expect(refused.via).toBe(first.via);
    const next = await health(agent);
    expect(next.status).toBe(200);
    expect(next.via).toBe(first.via);

    // Other answers given before the body was read leave the connection as usable.
    const unsupported = await send(agent, '/api/contact', {
      body: jsonOf(1024),
      headers: { 'content-type': 'text/plain' },
    });
    expect(unsupported.status).toBe(415);
    expect((await health(agent)).via).toBe(first.via);
    agent.destroy();
  });

  it('closes cleanly after a 413 it could not read to the end, and the next request gets a new connection', async () => {
    const agent = keptAlive();
    const cases = [
      ['a chunked body over the limit', { body: jsonOf(4 * API_BODY_LIMIT_BYTES), chunked: true }],
      ['a declared length over what is drained', { body: jsonOf(2 * UNREAD_BODY_DRAIN_BYTES) }],
    ] as const;
    for (const [what, options] of cases) {
      const refused = await send(agent, '/api/messages', options);
      expect(refused.status, what).toBe(413);
      expect(refused.headers.connection, what).toBe('close');
      const next = await health(agent);
      expect(next.status, what).toBe(200);
      expect(next.via, what).not.toBe(refused.via);
    }
    agent.destroy();
  });
});
