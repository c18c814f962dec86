import { AUTH, SUPPORT_EMAIL } from '../shared/constants';
import { z } from 'zod';

// The only place that reads the environment. Every variable is parsed here, once, with defaults
// that run the embedded stack (PGlite, built-in coach, dev mailbox, local checkout).

const flag = z
  .enum(['0', '1', 'true', 'false'])
  .default('0')
  .transform((value) => value === '1' || value === 'true');

const optionalUrl = z.url().optional();
const optionalSecret = z.string().min(1).optional();

export const ConfigSchema = z
  .object({
    NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
    PORT: z.coerce.number().int().min(0).max(65535).default(8787),
    HOST: z.string().default('0.0.0.0'),
    /** Unset, the server's own address on PORT (see the transform below). */
    APP_ORIGIN: z.url().optional(),
    DATABASE_URL: z
      .string()
      .regex(/^postgres(ql)?:\/\//, 'must be a postgres:// or postgresql:// URL')
      .optional(),
    DATA_DIR: z.string().min(1).default('.data'),
    /** Keys the verification-code hashes; required in production, generated per data dir in dev. */
    AUTH_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),

    AI_PROVIDER: z.enum(['builtin', 'openai']).default('builtin'),
    /** Pause between the built-in coach's streamed chunks, so replies arrive at a reading pace. */
    BUILTIN_COACH_PACE_MS: z.coerce.number().int().min(0).max(1000).default(15),
    OPENAI_API_KEY: optionalSecret,
    OPENAI_BASE_URL: optionalUrl,
    OPENAI_MODEL: z.string().min(1).default('gpt-4o-mini'),
    OPENAI_TIMEOUT_MS: z.coerce.number().int().positive().default(30_000),

    MAIL_PROVIDER: z.enum(['dev', 'resend']).default('dev'),
    RESEND_API_KEY: optionalSecret,
    RESEND_BASE_URL: optionalUrl,
    MAIL_FROM: z.string().min(3).default('Playcaller <coach@playcaller.app>'),
    SUPPORT_EMAIL: z.email().default(SUPPORT_EMAIL),

    BILLING_PROVIDER: z.enum(['local', 'stripe']).default('local'),
    STRIPE_SECRET_KEY: optionalSecret,
    STRIPE_WEBHOOK_SECRET: optionalSecret,
    STRIPE_PRICE_PLUS: optionalSecret,
    STRIPE_PRICE_PREMIUM: optionalSecret,
    STRIPE_API_HOST: z.string().optional(),
    STRIPE_API_PORT: z.coerce.number().int().positive().optional(),
    STRIPE_API_PROTOCOL: z.enum(['http', 'https']).optional(),

    /**
     * Sign-in requests (code sends and verifies) one address may make per 10 minutes. The e2e server
     * raises it: every test's browser there shares one address, as a whole office behind NAT would.
     */
    AUTH_REQUESTS_PER_IP: z.coerce.number().int().positive().default(AUTH.ipRequestsPerWindow),
    ALLOW_DEV_PROVIDERS: flag,
    /**
     * The operator's bearer token for GET /api/feedback/summary, which counts every user's ratings:
     * a secret of its own, so no user's session ever reads it. Unset, the route does not exist.
     */
    FEEDBACK_SUMMARY_TOKEN: z
      .string()
      .min(32, 'must be at least 32 characters')
      .regex(/^\S+$/, 'must not contain spaces')
      .optional(),
    LOG_REQUESTS: z
      .enum(['0', '1', 'true', 'false'])
      .default('1')
      .transform((value) => value === '1' || value === 'true'),
  })
  // A server started on another port links to itself there, not to the default port where
  // nothing may listen; a public origin behind a proxy is configured explicitly.
  .transform((config) => ({
    ...config,
    APP_ORIGIN: (config.APP_ORIGIN ?? `http://localhost:${config.PORT}`).replace(/\/+$/, ''),
  }));

export type Config = z.infer<typeof ConfigSchema>;

export class ConfigError extends Error {
  override name = 'ConfigError';
}

/** Whether the dev-only mailbox and local checkout are mounted. */
export function devProvidersOn(config: Config): boolean {
  return config.MAIL_PROVIDER === 'dev' || config.BILLING_PROVIDER === 'local';
}

/**
 * Parses an environment into a Config, or throws a ConfigError whose message is one line naming the
 * offending variable. Cross-field rules (a real provider needs its keys; production refuses dev
 * providers) are checked here too, so a bad deployment stops at start-up rather than at first use.
 */
export function loadConfig(env: Record<string, string | undefined>): Config {
  const cleaned = Object.fromEntries(Object.entries(env).filter(([, value]) => value !== undefined && value !== ''));
  const parsed = ConfigSchema.safeParse(cleaned);
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    const variable = String(issue.path[0] ?? 'environment');
    throw new ConfigError(`Invalid configuration: ${variable} ${issue.message}`);
  }
  const config = parsed.data;
  const need = (variable: keyof Config, because: string) => {
    if (!config[variable]) throw new ConfigError(`Invalid configuration: ${variable} is required ${because}`);
  };
  if (config.AI_PROVIDER === 'openai') need('OPENAI_API_KEY', 'when AI_PROVIDER=openai');
  if (config.MAIL_PROVIDER === 'resend') need('RESEND_API_KEY', 'when MAIL_PROVIDER=resend');
  if (config.BILLING_PROVIDER === 'stripe') {
    need('STRIPE_SECRET_KEY', 'when BILLING_PROVIDER=stripe');
    need('STRIPE_WEBHOOK_SECRET', 'when BILLING_PROVIDER=stripe');
    need('STRIPE_PRICE_PLUS', 'when BILLING_PROVIDER=stripe');
    need('STRIPE_PRICE_PREMIUM', 'when BILLING_PROVIDER=stripe');
  }
  if (config.NODE_ENV === 'production') {
    need('AUTH_SECRET', 'in production');
    if (devProvidersOn(config) && !config.ALLOW_DEV_PROVIDERS) {
      const which = config.MAIL_PROVIDER === 'dev' ? 'MAIL_PROVIDER' : 'BILLING_PROVIDER';
      throw new ConfigError(
        `Invalid configuration: ${which} is a dev provider, refused in production unless ALLOW_DEV_PROVIDERS=1`,
      );
    }
  }
  return config;
}
