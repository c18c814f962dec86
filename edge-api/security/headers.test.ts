import { describe, expect, it } from 'vitest';
import { API_BODY_LIMIT_BYTES, createApp } from '../app';
import { buildTestApp, signUp, useTestDb, type TestApp } from '../test/test-app';
import { AUTH_HEADER } from '../../shared/contract/headers';

// Every answer the app gives — success, refusal, error, HTML, stream — carries the browser-side
// defences: a CSP that allows no inline or foreign script, nosniff, no caching of API answers,
// HSTS in production only, and no CORS allowance for a foreign origin.

const EVIL_ORIGIN = 'https://evil.example';
const ONE_YEAR_S = 31_536_000;
const PRODUCTION_ENV = { NODE_ENV: 'production', AUTH_SECRET: 'x'.repeat(40), ALLOW_DEV_PROVIDERS: '1' };

const id21 = () => crypto.randomUUID().replaceAll('-', '').slice(0, 21);

/** Sample values for route parameters, so every registered route can be called. */
const PARAM_SAMPLES: Record<string, () => string> = {
  id: () => 'cs_local_abcdefghijklmnop',
  sessionId: id21,
};

interface Probe {
  label: string;
  method: string;
  path: string;
  headers?: Record<string, string>;
  body?: string;
}

interface Answer {
  label: string;
  path: string;
  status: number;
  headers: Headers;
}

async function call(t: TestApp, probe: Probe): Promise<Answer> {
  const response = await t.app.request(probe.path, {
    method: probe.method,
    headers: { origin: EVIL_ORIGIN, ...probe.headers },
    body: probe.body,
  });
  // Drain the body, so streamed answers finish before the next request.
  await response.arrayBuffer();
  return {
    label: `${probe.label}: ${probe.method} ${probe.path} → ${response.status}`,
    path: probe.path,
    status: response.status,
    headers: response.headers,
  };
}

/** Every method and path the app registered, with parameters filled in. */
function registeredRoutes(t: TestApp): { method: string; path: string }[] {
  const seen = new Map<string, { method: string; path: string }>();
  for (const route of t.app.routes) {
    if (route.method === 'ALL' || route.path.includes('*')) continue;
    const path = route.path.replace(/:([A-Za-z]+)/g, (_, name: string) => (PARAM_SAMPLES[name] ?? (() => 'x'))());
    seen.set(`${route.method} ${route.path}`, { method: route.method, path });
  }
  return [...seen.values()];
}

/** Each registered route signed out and signed in, plus answers of every kind: 200, stream, HTML, redirect, 400, 404, 413, 415. */
async function probesFor(t: TestApp): Promise<Probe[]> {
  const account = await signUp(t);
  const token = { [AUTH_HEADER]: account.token };
  const json = { 'content-type': 'application/json' };
  const checkout = await t.json('/api/create-checkout-session', {
    token: account.token,
    body: { userId: account.user.id, email: account.email, plan: 'plus' },
  });
  expect(checkout.status).toBe(200);
  const checkoutPath = String(checkout.body.url);
  const send = (extra: Record<string, string>) => ({
    method: 'POST',
    path: '/api/messages',
    headers: { ...json, ...token, ...extra },
    body: JSON.stringify({
      content: 'What is cover 2?',
      role: 'user',
      sessionId: id21(),
      personalityMode: 'gameOnTheLine',
      sportType: 'football',
      clientMessageId: crypto.randomUUID(),
    }),
  });

  const probes: Probe[] = [];
  for (const route of registeredRoutes(t)) {
    const body = route.method === 'POST' || route.method === 'PATCH' ? '{}' : undefined;
    const headers = body === undefined ? {} : json;
    probes.push({ label: 'signed out', ...route, headers, body });
    probes.push({ label: 'signed in', ...route, headers: { ...headers, ...token }, body });
  }
  probes.push(
    { label: 'ok', method: 'GET', path: '/api/health' },
    { label: 'ok', method: 'GET', path: '/api/auth/me', headers: token },
    { label: 'ok', method: 'GET', path: '/api/leaderboard', headers: token },
    { label: 'json reply', ...send({}) },
    { label: 'streamed reply', ...send({ accept: 'text/event-stream' }) },
    { label: 'checkout page', method: 'GET', path: checkoutPath },
    { label: 'checkout redirect', method: 'POST', path: `${checkoutPath}/cancel` },
    { label: 'unknown API path', method: 'GET', path: '/api/no-such-route' },
    { label: 'page outside the API', method: 'GET', path: '/' },
    {
      label: 'too large',
      method: 'POST',
      path: '/api/auth/login',
      headers: json,
      body: JSON.stringify({ email: 'x'.repeat(API_BODY_LIMIT_BYTES) }),
    },
    { label: 'malformed', method: 'POST', path: '/api/auth/login', headers: json, body: '{"email":' },
    {
      label: 'wrong type',
      method: 'POST',
      path: '/api/auth/login',
      headers: { 'content-type': 'text/plain' },
      body: 'email=coach@example.com',
    },
  );
  return probes;
}

function cspDirectives(header: string | null): Map<string, string[]> {
  const directives = new Map<string, string[]>();
  for (const part of (header ?? '').split(';')) {
    const [name, ...values] = part.trim().split(/\s+/);
    if (name) directives.set(name.toLowerCase(), values);
  }
  return directives;
}

function expectBrowserDefences(answer: Answer) {
  const csp = cspDirectives(answer.headers.get('content-security-policy'));
  expect(csp.get('object-src'), answer.label).toEqual(["'none'"]);
  expect(csp.get('frame-ancestors'), answer.label).toEqual(["'none'"]);
  expect(csp.get('base-uri'), answer.label).toBeDefined();
  for (const source of csp.get('base-uri') ?? []) expect(["'self'", "'none'"], answer.label).toContain(source);
  const scriptSrc = csp.get('script-src') ?? [];
  expect(scriptSrc, answer.label).toContain("'self'");
  // Security: no inline script, no eval, and no scheme or wildcard that would let foreign script in.
  for (const source of [
    "'unsafe-inline'",
    "'unsafe-eval'",
    "'unsafe-hashes'",
    '*',
    'data:',
    'http:',
    'https:',
    'blob:',
  ]) {
    expect(scriptSrc, answer.label).not.toContain(source);
  }
  expect(csp.get('default-src'), answer.label).toEqual(["'self'"]);
  expect(answer.headers.get('x-content-type-options'), answer.label).toBe('nosniff');
  expect(answer.headers.get('referrer-policy'), answer.label).toBe('no-referrer');
  // No CORS: a foreign page can neither read an answer nor send credentials cross-origin.
  expect(answer.headers.get('access-control-allow-origin'), answer.label).toBeNull();
  expect(answer.headers.get('access-control-allow-credentials'), answer.label).toBeNull();
}

function expectNoStore(answer: Answer) {
  if (!answer.path.startsWith('/api/')) return;
  const directives = (answer.headers.get('cache-control') ?? '').split(',').map((value) => value.trim());
  expect(directives, answer.label).toContain('no-store');
}

describe('security headers on every answer', () => {
  const db = useTestDb();

  it('every registered route, and every kind of answer, carries the CSP, nosniff and no-store, with no HSTS outside production', async () => {
    const t = await buildTestApp(db.current);
    const probes = await probesFor(t);
    expect(registeredRoutes(t).length).toBeGreaterThanOrEqual(20);
    const statuses = new Set<number>();
    for (const probe of probes) {
      const answer = await call(t, probe);
      statuses.add(answer.status);
      expectBrowserDefences(answer);
      expectNoStore(answer);
      expect(answer.headers.get('strict-transport-security'), answer.label).toBeNull();
    }
    // The sweep really saw successes, a redirect and each refusal, not only one kind of answer.
    for (const status of [200, 303, 400, 401, 404, 413, 415]) expect([...statuses]).toContain(status);
  });

  it('sends HSTS of at least a year on every answer in production', async () => {
    const t = await buildTestApp(db.current, { env: PRODUCTION_ENV });
    for (const probe of await probesFor(t)) {
      const answer = await call(t, probe);
      expectBrowserDefences(answer);
      expectNoStore(answer);
      const hsts = answer.headers.get('strict-transport-security') ?? '';
      const maxAge = Number(/max-age=(\d+)/i.exec(hsts)?.[1] ?? 0);
      expect(maxAge, `${answer.label}: ${hsts}`).toBeGreaterThanOrEqual(ONE_YEAR_S);
    }
  });

  it('sends no HSTS in development either', async () => {
    const t = await buildTestApp(db.current, { env: { NODE_ENV: 'development' } });
    const answer = await call(t, { label: 'development', method: 'GET', path: '/api/health' });
    expect(answer.status).toBe(200);
    expect(answer.headers.get('strict-transport-security')).toBeNull();
  });

  it('marks shared pages and share answers noindex, and nothing else', async () => {
    const t = await buildTestApp(db.current);
    // The PWA's HTML as node-server.ts and the Worker serve it for every client route.
    const app = createApp(t.deps, { assets: async (c) => c.html('<!doctype html><title>Playcaller</title>') });
    const robots = async (path: string) => {
      const response = await app.request(path);
      expect(response.status, path).toBe(path.startsWith('/api/') ? 404 : 200);
      return response.headers.get('x-robots-tag');
    };
    expect(await robots('/s/abcdefghijklmnopqrstuvwxyz012345')).toBe('noindex');
    expect(await robots('/s/anything/else')).toBe('noindex');
    expect(await robots('/api/shares/abcdefghijklmnopqrstuvwxyz012345')).toBe('noindex');
    for (const path of ['/', '/subscription', '/shared', '/api/health-check'])
      expect(await robots(path), path).toBeNull();
  });

  it('gives a preflight from a foreign origin no allowance on any route', async () => {
    const t = await buildTestApp(db.current);
    const paths = [...new Set(registeredRoutes(t).map((route) => route.path)), '/'];
    for (const path of paths) {
      for (const method of ['POST', 'PATCH', 'DELETE', 'GET']) {
        const answer = await call(t, {
          label: 'preflight',
          method: 'OPTIONS',
          path,
          headers: {
            'access-control-request-method': method,
            'access-control-request-headers': `content-type, ${AUTH_HEADER}`,
          },
        });
        expect(answer.headers.get('access-control-allow-origin'), answer.label).toBeNull();
        expect(answer.headers.get('access-control-allow-methods'), answer.label).toBeNull();
        expect(answer.headers.get('access-control-allow-headers'), answer.label).toBeNull();
        expect(answer.headers.get('access-control-allow-credentials'), answer.label).toBeNull();
      }
    }
  });
});
