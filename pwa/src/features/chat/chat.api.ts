import type { SendMessage, SendMessageResponse, StopReply } from '../../../../shared/contract/messages';
import { FINGERPRINT_HEADER } from '../../../../shared/contract/headers';
import { api, ApiError, apiStream, loadSchemas } from '../../api';
import type { StreamHandlers } from './chat.machine';
import { readServerSentEvents } from './sse';

/** SPEC §8: the send helper's own messages, for refusals whose body says nothing. */
export const SEND_FAILURE_COPY = {
  limitReached: 'Message limit reached',
  status: (status: number, statusText: string) => `Error ${status}: ${statusText}`,
  failed: 'Failed to send message',
} as const;

/** A refused send explains itself with the server's message, else with the send helper's. */
export function sendRefusal(error: ApiError): ApiError {
  const fallback =
    error.status === 403 ? SEND_FAILURE_COPY.limitReached : SEND_FAILURE_COPY.status(error.status, error.statusText);
  return new ApiError(error.status, error.serverMessage ?? fallback, error.body, error.statusText);
}

/**
 * Sends one message and streams the reply. Resolves with the stored result; rejects with an
 * ApiError for refusals (403 limit, 4xx) and for an error event in the stream, whose message is
 * the one to show. Anything else is a lost network, which the caller queues.
 */
export async function streamMessage(
  body: SendMessage,
  token: string | null,
  signal: AbortSignal,
  handlers: StreamHandlers,
): Promise<SendMessageResponse> {
  const opened = apiStream('/api/messages', { body, token, signal }).catch((error: unknown) => {
    throw error instanceof ApiError ? sendRefusal(error) : error;
  });
  const [response, { StreamMetaSchema, StreamDeltaSchema, StreamErrorSchema, SendMessageResponseSchema }] =
    await Promise.all([opened, loadSchemas()]);
  if (!response.body) throw new ApiError(502, SEND_FAILURE_COPY.failed, null);
  for await (const event of readServerSentEvents(response.body)) {
    const data: unknown = JSON.parse(event.data);
    if (event.event === 'meta') {
      const meta = StreamMetaSchema.parse(data);
      handlers.onMeta(meta.quota, meta.userMessage);
    } else if (event.event === 'delta') handlers.onDelta(StreamDeltaSchema.parse(data).text);
    else if (event.event === 'done') return SendMessageResponseSchema.parse(data);
    else if (event.event === 'error') {
      const failure = StreamErrorSchema.parse(data);
      throw new ApiError(failure.status, failure.message, { message: failure.message });
    }
  }
  throw new ApiError(502, SEND_FAILURE_COPY.failed, null);
}

export const fetchHistory = (sessionId: string, token: string | null, fingerprint: string) =>
  api('GET', `/api/messages/${encodeURIComponent(sessionId)}`, (schemas) => schemas.MessageListSchema, {
    token,
    headers: token ? undefined : { [FINGERPRINT_HEADER]: fingerprint },
  });

export const fetchAnonymousCount = (fingerprint: string, sessionId: string) =>
  api(
    'GET',
    `/api/anonymous-message-count?fingerprint=${encodeURIComponent(fingerprint)}&sessionId=${encodeURIComponent(sessionId)}&_t=${Date.now()}`,
    (schemas) => schemas.AnonymousCountSchema,
    { cache: 'no-store', headers: { 'cache-control': 'no-cache' } },
  );

/** Tells the server what the screen kept of a stopped reply (see StopReplySchema). */
export const sendStop = (body: StopReply, token: string | null, fingerprint: string) =>
  api('POST', '/api/messages/stopped', (schemas) => schemas.StopReplyResponseSchema, {
    body,
    token,
    headers: token ? undefined : { [FINGERPRINT_HEADER]: fingerprint },
  });
