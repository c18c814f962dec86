import { describe, expect, it } from 'vitest';
import { HealthSchema } from '../../shared/contract/health';
import { buildTestApp, useTestDb } from '../test/test-app';
import { testDbKind } from '../test/test-db';

describe('the health and fallback routes', () => {
  const db = useTestDb();

  it('reports ok, the version and a database ping from the driver in use', async () => {
    const t = await buildTestApp(db.current);
    const response = await t.json('/api/health');
    expect(response.status).toBe(200);
    const health = HealthSchema.parse(response.body);
    expect(health.database.driver).toBe(testDbKind());
    expect(health.version).toMatch(/^\d+\.\d+\.\d+$/);
  });

  it('answers an unknown API path with a 404 JSON message', async () => {
    const t = await buildTestApp(db.current);
    const response = await t.json('/api/no-such-thing');
    expect(response.status).toBe(404);
    expect(response.body).toEqual({ message: 'Not found' });
  });

  it('sends security headers and never lets API answers be cached', async () => {
    const t = await buildTestApp(db.current);
    const response = await t.json('/api/health');
    const csp = response.headers.get('content-security-policy') ?? '';
    expect(csp).toContain("object-src 'none'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain("script-src 'self'");
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(response.headers.get('access-control-allow-origin')).toBeNull();
  });

  it('refuses bodies over the limit with 413 and non-JSON bodies with 415', async () => {
    const t = await buildTestApp(db.current);
    const huge = await t.app.request('/api/auth/login', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'x'.repeat(200_000) }),
    });
    expect(huge.status).toBe(413);
    const wrongType = await t.app.request('/api/auth/login', {
      method: 'POST',
      headers: { 'content-type': 'text/plain' },
      body: 'email=a@b.co',
    });
    expect(wrongType.status).toBe(415);
    const broken = await t.app.request('/api/auth/login', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{"email":',
    });
    expect(broken.status).toBe(400);
    expect(await broken.json()).toHaveProperty('message');
  });

  it('logs one structured line per request', async () => {
    const t = await buildTestApp(db.current);
    await t.json('/api/health');
    const line = JSON.parse(t.logger.lines.at(-1)!);
    expect(line).toMatchObject({ level: 'info', event: 'request', method: 'GET', path: '/api/health', status: 200 });
  });
});
