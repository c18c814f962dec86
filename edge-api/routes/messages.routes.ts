import { Hono } from 'hono';
import { FINGERPRINT_HEADER } from '../../shared/contract/headers';
import {
  AnonymousCountQuerySchema,
  HistoryQuerySchema,
  SendMessageSchema,
  SessionParamsSchema,
  StopReplySchema,
} from '../../shared/contract/messages';
import { ANONYMOUS_MESSAGE_LIMIT } from '../../shared/constants';
import type { AppEnv } from '../context';
import { AppError } from '../errors';
import { CHAT_COPY } from '../services/chat.service';
import { validate } from '../validate';
import { sseEvent, sseWriter } from './sse-writer';

const wantsStream = (accept: string | undefined) => Boolean(accept?.includes('text/event-stream'));

/**
 * One turn of the event loop, so what was written is sent before the work goes on: PGlite answers
 * queries without ever yielding to it, so the meta event would otherwise wait for the whole reply.
 */
const letWritesOut = () => new Promise<void>((resolve) => setImmediate(resolve));

const SSE_HEADERS = {
  'Content-Type': 'text/event-stream',
  // Never stored, and passed on event by event: no proxy may buffer or recompress the stream.
  'Cache-Control': 'no-store, no-transform',
  'X-Accel-Buffering': 'no',
};

export const messagesRoutes = new Hono<AppEnv>()
  .post('/messages', validate('json', SendMessageSchema), async (c) => {
    const body = c.req.valid('json');
    const prepared = await c.var.services.chat.prepare(body, c.var.user);
    const streaming = wantsStream(c.req.header('accept'));

    if (prepared.kind === 'stored') {
      if (!streaming) return c.json(prepared.result);
      const { userMessage, quota } = prepared.result;
      return c.body(sseEvent('meta', { userMessage, quota }) + sseEvent('done', prepared.result), 200, SSE_HEADERS);
    }

    const { send } = prepared;
    if (!streaming) {
      return c.json(await send.complete(c.req.raw.signal, () => {}));
    }
    // The events are queued straight into the response body: the first reaches the socket without
    // passing through further streams. A client that leaves cancels the body, which stops the reply.
    const stop = new AbortController();
    let responseBody!: ReadableStreamDefaultController<Uint8Array>;
    const stream = new ReadableStream<Uint8Array>({
      start: (controller) => {
        responseBody = controller;
      },
      cancel: () => stop.abort(),
    });
    const events = sseWriter(responseBody, () => stop.signal.aborted);
    // The reply is produced and stored while the response streams, and goes on to store what was
    // said if the client leaves: the runtime must keep the request's resources until it is done.
    c.var.deps.defer(relay());
    return c.body(stream, 200, SSE_HEADERS);

    async function relay() {
      try {
        events.send('meta', { userMessage: send.userMessage, quota: send.quota }, { now: true });
        await letWritesOut();
        let first = true;
        const reply = await send.complete(stop.signal, (text) => {
          events.send('delta', { text }, { now: first });
          first = false;
        });
        events.send('done', reply);
      } catch (error) {
        const status = error instanceof AppError ? error.status : 500;
        const message = error instanceof AppError ? error.message : CHAT_COPY.noReply;
        if (!(error instanceof AppError)) c.var.deps.logger.error('chat.stream.error', { error: String(error) });
        events.send('error', { message, status });
      } finally {
        events.close();
      }
    }
  })
  .post('/messages/stopped', validate('json', StopReplySchema), async (c) => {
    const fingerprint = c.var.user ? null : (c.req.header(FINGERPRINT_HEADER) ?? null);
    return c.json(await c.var.services.chat.stopReply(c.req.valid('json'), { user: c.var.user, fingerprint }));
  })
  .get(
    '/messages/:sessionId',
    validate('param', SessionParamsSchema),
    validate('query', HistoryQuerySchema),
    async (c) => {
      const { sessionId } = c.req.valid('param');
      const fingerprint = c.req.valid('query').fingerprint ?? c.req.header(FINGERPRINT_HEADER) ?? null;
      return c.json(await c.var.services.chat.history(sessionId, { user: c.var.user, fingerprint }));
    },
  )
  .get('/anonymous-message-count', validate('query', AnonymousCountQuerySchema), async (c) => {
    const { sessionId, fingerprint } = c.req.valid('query');
    const total = await c.var.services.chat.anonymousCount(fingerprint ?? null, sessionId ?? null);
    return c.json({ totalAnonymousMessages: total, limit: ANONYMOUS_MESSAGE_LIMIT });
  });
