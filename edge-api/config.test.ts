import { describe, expect, it } from 'vitest';
import { loadConfig } from './config';

describe('configuration', () => {
  it('defaults to the embedded stack on port 8787', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      PORT: 8787,
      DATA_DIR: '.data',
      AI_PROVIDER: 'builtin',
      MAIL_PROVIDER: 'dev',
      BILLING_PROVIDER: 'local',
      AUTH_REQUESTS_PER_IP: 60,
    });
    expect(config.DATABASE_URL).toBeUndefined();
  });

  it('takes the public origin from PORT unless APP_ORIGIN says otherwise', () => {
    expect(loadConfig({}).APP_ORIGIN).toBe('http://localhost:8787');
    expect(loadConfig({ PORT: '3000' }).APP_ORIGIN).toBe('http://localhost:3000');
    expect(loadConfig({ PORT: '3000', APP_ORIGIN: 'https://coach.example.com/' }).APP_ORIGIN).toBe(
      'https://coach.example.com',
    );
    expect(() => loadConfig({ APP_ORIGIN: 'coach.example.com' })).toThrow(/^Invalid configuration: APP_ORIGIN /);
  });

  it('stops on a bad value with one line naming the variable', () => {
    expect(() => loadConfig({ PORT: 'eighty' })).toThrow(/^Invalid configuration: PORT /);
    expect(() => loadConfig({ AI_PROVIDER: 'skynet' })).toThrow(/AI_PROVIDER/);
    expect(() => loadConfig({ DATABASE_URL: 'mysql://x' })).toThrow(/DATABASE_URL must be a postgres/);
    expect(() => loadConfig({ AUTH_REQUESTS_PER_IP: '0' })).toThrow(/AUTH_REQUESTS_PER_IP/);
  });

  it('requires the keys of a real provider', () => {
    expect(() => loadConfig({ AI_PROVIDER: 'openai' })).toThrow(/OPENAI_API_KEY is required/);
    expect(() => loadConfig({ BILLING_PROVIDER: 'stripe', STRIPE_SECRET_KEY: 'sk_test_x' })).toThrow(
      /STRIPE_WEBHOOK_SECRET is required/,
    );
  });

  it('refuses dev providers in production unless explicitly allowed', () => {
    const secret = { AUTH_SECRET: 'p'.repeat(40) };
    expect(() => loadConfig({ NODE_ENV: 'production', ...secret })).toThrow(/dev provider, refused in production/);
    expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow(/AUTH_SECRET is required in production/);
    expect(loadConfig({ NODE_ENV: 'production', ALLOW_DEV_PROVIDERS: '1', ...secret }).ALLOW_DEV_PROVIDERS).toBe(true);
  });
});
