import type { SendMessage, SendMessageResponse } from '../../../../shared/contract/messages';
import { FINGERPRINT_HEADER } from '../../../../shared/contract/headers';
import { api, ApiError, apiStream, loadSchemas } from '../../api';
import { exchangeStore } from '../../local/exchange-store';
import type { StreamHandlers } from './chat.machine';
import { readServerSentEvents } from './sse';

/**
 * Sends one message and streams the reply. Resolves with the stored result; rejects with an
 * ApiError for refusals (403 limit, 4xx) and for an error event in the stream.
 */
export async function streamMessage(
  body: SendMessage,
  token: string | null,
  signal: AbortSignal,
  handlers: StreamHandlers,
): Promise<SendMessageResponse> {
  const [response, { StreamMetaSchema, StreamDeltaSchema, StreamErrorSchema, SendMessageResponseSchema }] =
    await Promise.all([apiStream('/api/messages', { body, token, signal }), loadSchemas()]);
  if (!response.body) throw new ApiError(502, '502: empty stream', null);
  for await (const event of readServerSentEvents(response.body)) {
    const data: unknown = JSON.parse(event.data);
    if (event.event === 'meta') handlers.onMeta(StreamMetaSchema.parse(data).quota);
    else if (event.event === 'delta') handlers.onDelta(StreamDeltaSchema.parse(data).text);
    else if (event.event === 'done') return SendMessageResponseSchema.parse(data);
    else if (event.event === 'error') {
      const failure = StreamErrorSchema.parse(data);
      throw new ApiError(failure.status, `${failure.status}: ${failure.message}`, { message: failure.message });
    }
  }
  throw new ApiError(502, '502: the stream ended early', null);
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

/** The chat leaves this browser at once, and the server when it can be reached. */
export async function deleteChat(sessionId: string, token: string | null, fingerprint: string) {
  await exchangeStore.deleteChat(sessionId);
  await api('DELETE', `/api/chat-sessions/${encodeURIComponent(sessionId)}`, (schemas) => schemas.OkSchema, {
    token,
    headers: token ? undefined : { 'x-browser-fingerprint': fingerprint },
  }).catch(() => {
    // Deleted here either way; a chat the server never saw has nothing to delete there.
  });
}
