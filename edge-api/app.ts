import { Hono, type MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { HTTPException } from 'hono/http-exception';
import { secureHeaders } from 'hono/secure-headers';
import type { AppDeps, AppEnv, Services } from './context';
import { isConnectionError } from './db/errors';
import { AppError } from './errors';
import { authenticate } from './middleware/auth';
import { authRoutes, devMailboxRoutes } from './routes/auth.routes';
import { billingRoutes } from './routes/billing.routes';
import { contactRoutes } from './routes/contact.routes';
import { feedbackRoutes } from './routes/feedback.routes';
import { healthRoutes } from './routes/health.routes';
import { messagesRoutes } from './routes/messages.routes';
import { gamesRoutes } from './routes/games.routes';
import { playbookRoutes } from './routes/playbook.routes';
import { profileRoutes } from './routes/profile.routes';
import { quizRoutes } from './routes/quiz.routes';
import { sharesRoutes } from './routes/shares.routes';
import { syncRoutes } from './routes/sync.routes';
import { createBillingProvider } from './providers/billing/create-billing-provider';
import { createAuthService } from './services/auth.service';
import { createBillingService } from './services/billing.service';
import { coachRequestOf, createChatService } from './services/chat.service';
import { createContactService } from './services/contact.service';
import { createFeedbackService } from './services/feedback.service';
import { mailOutboxFor } from './services/mail-outbox';
import { createGamesService } from './services/games.service';
import { createPlaybookService } from './services/playbook.service';
import { createQuizService } from './services/quiz.service';
import { createSharesService } from './services/shares.service';
import { createSyncService } from './services/sync.service';

export const API_BODY_LIMIT_BYTES = 64 * 1024;

/** Shared links and the pages that show them are for the people given the link, never for search engines. */
const isSharedPath = (path: string) =>
  path.startsWith('/s/') || path === '/api/shares' || path.startsWith('/api/shares/');

/** Paths whose bodies are not JSON: signed webhooks read the raw body; the local checkout posts a form. */
const NON_JSON_PREFIXES = ['/api/stripe/webhook', '/api/dev/checkout/'];
const acceptsNonJson = (path: string) => NON_JSON_PREFIXES.some((prefix) => path.startsWith(prefix));

/** Every service of one app, built from its deps: each app (and each test's app) has its own. */
function buildServices(deps: AppDeps): Services {
  const now = () => deps.clock.now();
  const outbox = mailOutboxFor(deps);
  const auth = createAuthService({
    db: deps.db,
    outbox,
    authSecret: deps.authSecret,
    now,
    defer: deps.defer,
    requestsPerIp: deps.config.AUTH_REQUESTS_PER_IP,
  });
  const quiz = createQuizService({ db: deps.db, coach: deps.coach, now, userChanged: auth.forgetUser });
  const chat = createChatService({
    db: deps.db,
    logger: deps.logger,
    now,
    // Quiz mode is the server's own game: questions are stored and answers graded here.
    produceReply: (context) =>
      context.mode === 'quizMaster' ? quiz.reply(context) : deps.coach.reply(coachRequestOf(context, now())),
  });
  const sync = createSyncService({ db: deps.db, now });
  const contact = createContactService({
    db: deps.db,
    outbox,
    supportEmail: deps.config.SUPPORT_EMAIL,
    now,
    defer: deps.defer,
  });
  const billing = createBillingService({
    db: deps.db,
    provider: createBillingProvider({ config: deps.config, db: deps.db, clock: deps.clock }),
    clock: deps.clock,
    logger: deps.logger,
  });
  const playbook = createPlaybookService({ db: deps.db, now });
  const shares = createSharesService({ db: deps.db, now });
  const feedback = createFeedbackService({ db: deps.db, now });
  const games = createGamesService({ db: deps.db, now });
  return { auth, outbox, chat, quiz, sync, contact, billing, playbook, shares, feedback, games };
}

export function createApp(deps: AppDeps, options: { assets?: MiddlewareHandler } = {}) {
  const services = buildServices(deps);
  const production = deps.config.NODE_ENV === 'production';
  const app = new Hono<AppEnv>();

  app.use('*', async (c, next) => {
    c.set('deps', deps);
    c.set('services', services);
    c.set('user', null);
    c.set('token', null);
    c.set('requestId', crypto.randomUUID());
    const started = performance.now();
    await next();
    if (deps.config.LOG_REQUESTS) {
      // Path only: query strings and headers may carry fingerprints or tokens.
      deps.logger.info('request', {
        id: c.var.requestId,
        method: c.req.method,
        path: c.req.path,
        status: c.res.status,
        ms: Math.round(performance.now() - started),
      });
    }
  });

  app.use('*', async (c, next) => {
    await next();
    if (isSharedPath(c.req.path)) c.header('X-Robots-Tag', 'noindex');
  });

  app.use(
    '*',
    secureHeaders({
      contentSecurityPolicy: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        // Mermaid writes style attributes into the SVGs it draws.
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'"],
        workerSrc: ["'self'"],
        manifestSrc: ["'self'"],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        frameAncestors: ["'none'"],
        formAction: ["'self'"],
      },
      strictTransportSecurity: production ? 'max-age=31536000; includeSubDomains' : false,
      crossOriginEmbedderPolicy: false,
    }),
  );

  app.use('/api/*', async (c, next) => {
    const method = c.req.method;
    if ((method === 'POST' || method === 'PUT' || method === 'PATCH') && !acceptsNonJson(c.req.path)) {
      const hasBody = c.req.raw.body !== null && c.req.header('content-length') !== '0';
      const type = c.req.header('content-type') ?? '';
      if (hasBody && !/^application\/json\b/i.test(type)) {
        throw new AppError('unsupported_media_type', 'Requests must be sent as application/json.');
      }
    }
    await next();
    // API answers are per-user and live: never stored by a browser or shared cache. A route may
    // say more (the event stream adds no-transform), never less.
    if (!/\bno-store\b/.test(c.res.headers.get('Cache-Control') ?? '')) c.header('Cache-Control', 'no-store');
  });
  app.use(
    '/api/*',
    bodyLimit({
      maxSize: API_BODY_LIMIT_BYTES,
      onError: () => {
        throw new AppError('payload_too_large', 'The request is too large.');
      },
    }),
  );
  app.use('/api/*', authenticate);

  app.route('/api', healthRoutes);
  app.route('/api', authRoutes);
  app.route('/api', contactRoutes);
  app.route('/api', messagesRoutes);
  app.route('/api', profileRoutes);
  app.route('/api', quizRoutes);
  app.route('/api', syncRoutes);
  app.route('/api', billingRoutes);
  app.route('/api', playbookRoutes);
  app.route('/api', sharesRoutes);
  app.route('/api', feedbackRoutes);
  app.route('/api', gamesRoutes);
  // Only the dev mail provider's own mail is readable: with real mail the mailbox would hand out codes.
  if (deps.config.MAIL_PROVIDER === 'dev') app.route('/api', devMailboxRoutes);

  app.all('/api/*', () => {
    throw new AppError('not_found', 'Not found');
  });
  if (options.assets) app.get('*', options.assets);

  app.onError((error, c) => {
    // Refusals are per-request answers too: never kept by a cache.
    if (c.req.path.startsWith('/api/')) c.header('Cache-Control', 'no-store');
    if (error instanceof AppError) return c.json({ message: error.message, ...error.extra }, error.status);
    if (error instanceof HTTPException) {
      const status = error.status;
      return c.json(
        { message: status === 400 ? 'Malformed request body.' : error.message || 'Request failed' },
        status,
      );
    }
    if (error instanceof SyntaxError) return c.json({ message: 'Malformed JSON body.' }, 400);
    const cause = error.cause instanceof Error ? error.cause.message : undefined;
    deps.logger.error('request.error', { id: c.var.requestId, path: c.req.path, error: error.name, cause });
    if (isConnectionError(error)) {
      return c.json({ message: 'The service is temporarily unavailable. Please try again shortly.' }, 503);
    }
    return c.json({ message: 'Something went wrong. Please try again.' }, 500);
  });

  return app;
}

export type App = ReturnType<typeof createApp>;
