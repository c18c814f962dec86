import { Hono } from 'hono';
import { streamSSE, type SSEStreamingApi } from 'hono/streaming';
import { z } from 'zod';
import { FingerprintSchema, RandomIdSchema, SendMessageSchema } from '../../shared/contract';
import { ANONYMOUS_MESSAGE_LIMIT } from '../../shared/constants';
import type { AppEnv } from '../context';
import { AppError } from '../errors';
import { CHAT_COPY } from '../services/chat.service';
import { validate } from '../validate';

export const FINGERPRINT_HEADER = 'x-browser-fingerprint';

const wantsStream = (accept: string | undefined) => Boolean(accept?.includes('text/event-stream'));

/**
 * One turn of the event loop, so what was written is sent before the work goes on: PGlite answers
 * queries without ever yielding to it, so the meta event would otherwise wait for the whole reply.
 */
const letWritesOut = () => new Promise<void>((resolve) => setImmediate(resolve));

export const messagesRoutes = new Hono<AppEnv>()
  .post('/messages', validate('json', SendMessageSchema), async (c) => {
    const body = c.req.valid('json');
    const prepared = await c.var.services.chat.prepare(body, c.var.user);
    const streaming = wantsStream(c.req.header('accept'));

    if (prepared.kind === 'stored') {
      if (!streaming) return c.json(prepared.result);
      return streamSSE(c, async (stream) => {
        await stream.writeSSE({
          event: 'meta',
          data: JSON.stringify({ userMessage: prepared.result.userMessage, quota: prepared.result.quota }),
        });
        await stream.writeSSE({ event: 'done', data: JSON.stringify(prepared.result) });
      });
    }

    const { send } = prepared;
    if (!streaming) {
      return c.json(await send.complete(c.req.raw.signal, () => {}));
    }
    // Proxies must pass each event on as it is written.
    c.header('X-Accel-Buffering', 'no');
    const events = streamSSE(c, (stream) => {
      // The reply is produced and stored while the response streams, and goes on to store what was
      // said if the client leaves: the runtime must keep the request's resources until it is done.
      const streaming = relay(stream);
      c.var.deps.defer(streaming);
      return streaming;
    });
    // After streamSSE, which sets its own no-cache.
    events.headers.set('Cache-Control', 'no-store, no-transform');
    return events;

    async function relay(stream: SSEStreamingApi) {
      const stop = new AbortController();
      stream.onAbort(() => stop.abort());
      await stream.writeSSE({
        event: 'meta',
        data: JSON.stringify({ userMessage: send.userMessage, quota: send.quota }),
      });
      await letWritesOut();
      try {
        const result = await send.complete(stop.signal, (text) =>
          stop.signal.aborted ? undefined : stream.writeSSE({ event: 'delta', data: JSON.stringify({ text }) }),
        );
        if (!stop.signal.aborted) await stream.writeSSE({ event: 'done', data: JSON.stringify(result) });
      } catch (error) {
        const status = error instanceof AppError ? error.status : 500;
        const message = error instanceof AppError ? error.message : CHAT_COPY.noReply;
        if (!(error instanceof AppError)) c.var.deps.logger.error('chat.stream.error', { error: String(error) });
        if (!stop.signal.aborted) await stream.writeSSE({ event: 'error', data: JSON.stringify({ message, status }) });
      }
    }
  })
  .get(
    '/messages/:sessionId',
    validate('param', z.object({ sessionId: RandomIdSchema })),
    validate('query', z.object({ fingerprint: FingerprintSchema.optional() })),
    async (c) => {
      const { sessionId } = c.req.valid('param');
      const fingerprint = c.req.valid('query').fingerprint ?? c.req.header(FINGERPRINT_HEADER) ?? null;
      return c.json(await c.var.services.chat.history(sessionId, { user: c.var.user, fingerprint }));
    },
  )
  .get(
    '/anonymous-message-count',
    validate(
      'query',
      z
        .object({
          sessionId: RandomIdSchema.optional(),
          fingerprint: FingerprintSchema.optional(),
          _t: z.string().max(32).optional(),
        })
        .refine((query) => query.sessionId || query.fingerprint, { error: 'sessionId or fingerprint is required' }),
    ),
    async (c) => {
      const { sessionId, fingerprint } = c.req.valid('query');
      const total = await c.var.services.chat.anonymousCount(fingerprint ?? null, sessionId ?? null);
      return c.json({ totalAnonymousMessages: total, limit: ANONYMOUS_MESSAGE_LIMIT });
    },
  );
