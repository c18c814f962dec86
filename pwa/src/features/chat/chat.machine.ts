import { assign, fromCallback, fromPromise, setup } from 'xstate';
import type { PersonalityMode, Sport } from '../../../../shared/constants';
import type { ChatMessage, Quota, SendMessage, SendMessageResponse, User } from '../../../../shared/contract';
import { ApiError } from '../../api';
import type { ChatPrefs } from '../../local/chat-prefs';

/** What the chat machine needs from outside; tests pass fakes for all of it. */
export interface ChatDeps {
  loadPrefs(): Promise<ChatPrefs>;
  savePrefs(prefs: { sport: Sport; mode: PersonalityMode; sessionId: string }): Promise<void>;
  beginExchange(input: {
    sessionId: string;
    ownerKey: string;
    clientMessageId: string;
    content: string;
    mode: PersonalityMode;
    sport: Sport;
    now: number;
  }): Promise<void>;
  completeExchange(clientMessageId: string, result: SendMessageResponse): Promise<void>;
  keepPartialReply(clientMessageId: string, content: string): Promise<void>;
  discardExchange(clientMessageId: string): Promise<void>;
  mergeHistory(sessionId: string, messages: ChatMessage[]): Promise<void>;
  streamMessage(
    body: SendMessage,
    token: string | null,
    signal: AbortSignal,
    onDelta: (text: string) => void,
  ): Promise<SendMessageResponse>;
  fetchHistory(sessionId: string, token: string | null): Promise<ChatMessage[]>;
  /** This browser's fingerprint, sent with a visitor's messages. */
  fingerprint(): string;
  isOnline(): boolean;
  /** Moves an exchange to the outbox: it is replayed when the network returns. */
  queueExchange(body: SendMessage, token: string | null): Promise<void>;
  onQueued(): void;
  newId(): string;
  now(): number;
  onQuota(quota: Quota): void;
  onLimitReached(error: ApiError): void;
  onUser(user: User): void;
  /** Every completed exchange, for what else a reply changed (a graded quiz answer). */
  onResult(result: SendMessageResponse): void;
  onSendFailed(error: unknown): void;
  onHistoryFailed(error: unknown): void;
  vibrate(): void;
  /** Runs the callback at the next frame (or soon after, when no frame comes); answers a cancel. */
  nextFrame(callback: () => void): () => void;
}

export interface Viewer {
  /** null for a visitor. */
  token: string | null;
  /** Whose chat list new sessions join: 'user:<id>' or 'guest'. */
  ownerKey: string;
}

export interface ChatContext {
  viewer: Viewer;
  sessionId: string;
  mode: PersonalityMode;
  sport: Sport;
  /** The clientMessageId of the exchange in flight, if any. */
  inFlight: string | null;
  streamedText: string;
  /** The text of the send in flight, handed back to the input if the send is refused. */
  inFlightText: string;
  /** Text handed back to the input after a refused send: no input is ever lost. */
  restoredDraft: { text: string; version: number } | null;
  /**
   * The reply that just finished, shown until the browser's store holds it: the store is written
   * after the stream ends, and its placeholder row would otherwise blank the bubble meanwhile.
   */
  settledReply: { clientMessageId: string; text: string } | null;
}

export type ChatEvent =
  | { type: 'viewer.changed'; viewer: Viewer }
  | { type: 'message.send'; content: string }
  | { type: 'message.stop' }
  | { type: 'mode.change'; mode: PersonalityMode }
  | { type: 'sport.change'; sport: Sport }
  | { type: 'session.new' }
  | { type: 'session.open'; sessionId: string; mode: PersonalityMode; sport: Sport }
  | { type: 'history.reload' }
  | { type: 'stream.delta'; text: string }
  | { type: 'stream.done'; result: SendMessageResponse }
  | { type: 'stream.failed'; error: unknown };

interface StreamInput {
  body: SendMessage;
  token: string | null;
}

function sendBody(
  context: ChatContext,
  content: string,
  clientMessageId: string,
  fingerprint: () => string,
): SendMessage {
  return {
    content: content.trim(),
    role: 'user',
    sessionId: context.sessionId,
    personalityMode: context.mode,
    sportType: context.sport,
    clientMessageId,
    ...(context.viewer.token ? {} : { browserFingerprint: fingerprint() }),
  };
}

const isNetworkFailure = (error: unknown) => !(error instanceof ApiError);

export function createChatMachine(deps: ChatDeps) {
  return setup({
    types: { context: {} as ChatContext, events: {} as ChatEvent, input: {} as { viewer: Viewer } },
    actors: {
      loadPrefs: fromPromise(() => deps.loadPrefs()),
      loadHistory: fromPromise(async ({ input }: { input: { sessionId: string; token: string | null } }) => {
        const messages = await deps.fetchHistory(input.sessionId, input.token);
        await deps.mergeHistory(input.sessionId, messages);
      }),
      // The stream is a callback actor: it reports deltas as events, and stopping the actor aborts it.
      streamReply: fromCallback<ChatEvent, StreamInput>(({ input, sendBack }) => {
        const abort = new AbortController();
        // A stream delivers many deltas per frame; each one reported would render (and re-parse the
        // reply) once. They are joined and reported at most once a frame, and whatever is still
        // pending is reported before the end of the stream, so no text is ever lost. After Stop
        // the pending text (never shown) is dropped: the kept reply is exactly what was on screen.
        let pending = '';
        let cancelFrame: (() => void) | null = null;
        const flush = () => {
          cancelFrame?.();
          cancelFrame = null;
          if (!pending) return;
          const text = pending;
          pending = '';
          sendBack({ type: 'stream.delta', text });
        };
        deps
          .streamMessage(input.body, input.token, abort.signal, (text) => {
            pending += text;
            cancelFrame ??= deps.nextFrame(flush);
          })
          .then((result) => {
            flush();
            sendBack({ type: 'stream.done', result });
          })
          .catch((error: unknown) => {
            if (abort.signal.aborted) return;
            flush();
            sendBack({ type: 'stream.failed', error });
          });
        return () => {
          cancelFrame?.();
          abort.abort();
        };
      }),
    },
    actions: {
      startNewSession: assign(() => ({ sessionId: deps.newId() })),
      persistPrefs: ({ context }) => {
        void deps.savePrefs({ sport: context.sport, mode: context.mode, sessionId: context.sessionId });
      },
      beginExchange: assign(({ context, event }) => {
        if (event.type !== 'message.send') return {};
        const clientMessageId = deps.newId();
        void deps.beginExchange({
          sessionId: context.sessionId,
          ownerKey: context.viewer.ownerKey,
          clientMessageId,
          content: event.content.trim(),
          mode: context.mode,
          sport: context.sport,
          now: deps.now(),
        });
        deps.vibrate();
        return { inFlight: clientMessageId, inFlightText: event.content, streamedText: '' };
      }),
      appendDelta: assign(({ context, event }) =>
        event.type === 'stream.delta' ? { streamedText: context.streamedText + event.text } : {},
      ),
      completeExchange: ({ context, event }) => {
        if (event.type !== 'stream.done' || !context.inFlight) return;
        void deps.completeExchange(context.inFlight, event.result);
        deps.onQuota(event.result.quota);
        if (event.result.user) deps.onUser(event.result.user);
        deps.onResult(event.result);
      },
      keepPartial: ({ context }) => {
        if (context.inFlight) void deps.keepPartialReply(context.inFlight, context.streamedText);
      },
      discardExchange: assign(({ context, event }) => {
        if (event.type !== 'stream.failed' || !context.inFlight) return {};
        const clientMessageId = context.inFlight;
        void deps.discardExchange(clientMessageId);
        const { error } = event;
        if (error instanceof ApiError && error.status === 403 && error.body?.limitReached === true)
          deps.onLimitReached(error);
        else deps.onSendFailed(error);
        return { restoredDraft: { text: context.inFlightText, version: (context.restoredDraft?.version ?? 0) + 1 } };
      }),
      settleReply: assign(({ context, event }) => {
        if (!context.inFlight) return {};
        const text = event.type === 'stream.done' ? event.result.aiMessage.content : context.streamedText;
        return { settledReply: text ? { clientMessageId: context.inFlight, text } : null };
      }),
      clearInFlight: assign({ inFlight: null, inFlightText: '', streamedText: '' }),
      queueInFlight: ({ context }) => {
        if (!context.inFlight) return;
        const body = sendBody(context, context.inFlightText, context.inFlight, deps.fingerprint);
        void deps.queueExchange(body, context.viewer.token).then(() => deps.onQueued());
      },
      reportHistoryFailure: (_, params: { error: unknown }) => {
        // SPEC §4: a 404 or 401 simply means there is no history to show. A network failure is
        // silent too: offline, the chat shows what this browser already has.
        const { error } = params;
        if (error instanceof ApiError && error.status !== 404 && error.status !== 401) deps.onHistoryFailed(error);
      },
    },
    guards: {
      canSend: ({ event }) => event.type === 'message.send' && event.content.trim().length > 0,
      canSendOffline: ({ event }) =>
        event.type === 'message.send' && event.content.trim().length > 0 && !deps.isOnline(),
      lostNetwork: ({ event }) => event.type === 'stream.failed' && isNetworkFailure(event.error),
    },
  }).createMachine({
    id: 'chat',
    context: ({ input }) => ({
      viewer: input.viewer,
      sessionId: '',
      mode: 'gameOnTheLine',
      sport: 'football',
      inFlight: null,
      streamedText: '',
      inFlightText: '',
      settledReply: null,
      restoredDraft: null,
    }),
    initial: 'loading',
    on: {
      'viewer.changed': { actions: assign(({ event }) => ({ viewer: event.viewer })) },
    },
    states: {
      loading: {
        invoke: {
          src: 'loadPrefs',
          onDone: {
            target: 'ready',
            actions: [
              assign(({ event }) => ({
                mode: event.output.mode,
                sport: event.output.sport,
                sessionId: event.output.sessionId ?? deps.newId(),
              })),
              'persistPrefs',
            ],
          },
          onError: { target: 'ready', actions: ['startNewSession', 'persistPrefs'] },
        },
      },
      ready: {
        type: 'parallel',
        states: {
          conversation: {
            initial: 'idle',
            states: {
              idle: {
                on: {
                  'message.send': [
                    // Offline, a message goes straight to the outbox and is sent when the network returns.
                    { guard: 'canSendOffline', actions: ['beginExchange', 'queueInFlight', 'clearInFlight'] },
                    { guard: 'canSend', target: 'streaming', actions: 'beginExchange' },
                  ],
                },
              },
              streaming: {
                invoke: {
                  src: 'streamReply',
                  input: ({ context, event }) => {
                    if (event.type !== 'message.send') throw new Error('unexpected event');
                    return {
                      body: sendBody(context, event.content, context.inFlight!, deps.fingerprint),
                      token: context.viewer.token,
                    };
                  },
                },
                on: {
                  'stream.delta': { actions: 'appendDelta' },
                  'stream.done': { target: 'idle', actions: ['completeExchange', 'settleReply', 'clearInFlight'] },
                  'stream.failed': [
                    { guard: 'lostNetwork', target: 'idle', actions: ['queueInFlight', 'clearInFlight'] },
                    { target: 'idle', actions: ['discardExchange', 'clearInFlight'] },
                  ],
                  'message.stop': { target: 'idle', actions: ['keepPartial', 'settleReply', 'clearInFlight'] },
                },
              },
            },
          },
          history: {
            // Session changes live on this region so re-entering it never touches a reply in flight.
            on: {
              'mode.change': {
                target: '.loading',
                reenter: true,
                actions: [assign(({ event }) => ({ mode: event.mode })), 'startNewSession', 'persistPrefs'],
              },
              'sport.change': {
                target: '.loading',
                reenter: true,
                actions: [assign(({ event }) => ({ sport: event.sport })), 'startNewSession', 'persistPrefs'],
              },
              'session.new': { target: '.loading', reenter: true, actions: ['startNewSession', 'persistPrefs'] },
              'session.open': {
                target: '.loading',
                reenter: true,
                actions: [
                  assign(({ event }) => ({
                    sessionId: event.sessionId,
                    mode: event.mode,
                    sport: event.sport,
                  })),
                  'persistPrefs',
                ],
              },
              'history.reload': { target: '.loading', reenter: true },
            },
            initial: 'loading',
            states: {
              loading: {
                invoke: {
                  src: 'loadHistory',
                  input: ({ context }) => ({ sessionId: context.sessionId, token: context.viewer.token }),
                  onDone: 'settled',
                  onError: {
                    target: 'settled',
                    actions: { type: 'reportHistoryFailure', params: ({ event }) => ({ error: event.error }) },
                  },
                },
              },
              settled: {},
            },
          },
        },
      },
    },
  });
}

export type ChatMachine = ReturnType<typeof createChatMachine>;
