import { assign, fromCallback, fromPromise, raise, setup } from 'xstate';
import type { PersonalityMode, Sport } from '../../../../shared/constants';
import type { User } from '../../../../shared/contract/auth';
import type { ChatMessage, Quota, SendMessage, SendMessageResponse } from '../../../../shared/contract/messages';
import { ApiError } from '../../api';
import type { ChatPrefs } from '../../local/chat-prefs';
import type { ReplyAgain } from '../../local/database';
import { sendBodyOf, type ExchangeStore } from '../../local/exchange-store';

export interface StreamHandlers {
  /** The server accepted the message and counted it: the quota as it stands now, and the question stored. */
  onMeta(quota: Quota, question?: ChatMessage): void;
  onDelta(text: string): void;
}

/** What the chat machine needs from outside; tests pass fakes for all of it. */
export interface ChatDeps {
  loadPrefs(): Promise<ChatPrefs>;
  savePrefs(prefs: { sport: Sport; mode: PersonalityMode; sessionId: string }): Promise<void>;
  /** The browser's copy of the chat: every write of an exchange goes through it. */
  exchanges: Pick<ExchangeStore, 'begin' | 'append' | 'complete' | 'discard' | 'fail' | 'queue' | 'merge'>;
  streamMessage(
    body: SendMessage,
    token: string | null,
    signal: AbortSignal,
    handlers: StreamHandlers,
  ): Promise<SendMessageResponse>;
  fetchHistory(sessionId: string, token: string | null): Promise<ChatMessage[]>;
  /**
   * After Stop: what the screen kept of the reply to this send ('' when nothing was kept), so the
   * server, which may have stored more, keeps the same.
   */
  reportStopped(clientMessageId: string, kept: string, token: string | null): void;
  /** This browser's fingerprint, sent with a visitor's messages. */
  fingerprint(): string;
  isOnline(): boolean;
  /** The outbox holds a new message: replay it when the network allows. */
  onQueued(): void;
  newId(): string;
  now(): number;
  /** Who is chatting, in which chat: what the quota counts against. */
  onAudience(audience: { user: User | null; sessionId: string }): void;
  onQuota(quota: Quota): void;
  onLimitReached(error: ApiError): void;
  onUser(user: User): void;
  /** Every completed exchange, for what else a reply changed (a graded quiz answer). */
  onResult(result: SendMessageResponse): void;
  /** A refused send other than the limit, with what was sent in which mode. */
  onSendFailed(error: unknown, sent: { content: string; mode: PersonalityMode }): void;
  onHistoryFailed(error: unknown): void;
  vibrate(): void;
  /** Runs the callback at the next frame (or soon after, when no frame comes); answers a cancel. */
  nextFrame(callback: () => void): () => void;
}

export interface Viewer {
  /** null for a visitor. */
  user: User | null;
  token: string | null;
  /** Whose chat list new sessions join: 'user:<id>' or 'guest'. */
  ownerKey: string;
}

/** The send under way: its id and the text as typed, handed back to the input if it is refused. */
export interface Exchange {
  clientMessageId: string;
  content: string;
  /** The key of the message on screen it follows (for a reply made again, its question's). */
  parentKey?: string | null;
  /** That message's server id, when known; left out, the server follows the chat's latest reply. */
  parentId?: string | null;
  /** Set when the question is answered again (regenerate, continue, retry): no new user message. */
  again?: ReplyAgain;
}

/** The message on screen a new one follows: null for a chat's first message (or an edit of it). */
export type Follows = { key: string; serverId: string | null } | null;

export interface ChatContext {
  viewer: Viewer;
  sessionId: string;
  mode: PersonalityMode;
  sport: Sport;
  /** The exchange from its start until the browser's store holds its outcome. */
  exchange: Exchange | null;
  /**
   * The reply of the latest exchange, the one place its text lives while it streams. It stays
   * after the store is written, so the bubble keeps its text until the list reads the stored row.
   */
  reply: { clientMessageId: string; text: string } | null;
  /** Text handed back to the input after a refused send: no input is ever lost. */
  restoredDraft: { text: string; version: number } | null;
  /** The server id of the question being answered, once the stream's start says it. */
  question: string | null;
  /**
   * A message sent while the finished reply was still being written: the reply already reads as
   * done, so the message goes out as soon as the write lands instead of being dropped.
   */
  nextSend: Extract<ChatEvent, { type: 'message.send' }> | null;
}

export type ChatEvent =
  | { type: 'viewer.changed'; viewer: Viewer }
  /**
   * A new message (or an edit: a new version of a message) after `follows`; a retry passes the
   * clientMessageId of the message that failed.
   */
  | { type: 'message.send'; content: string; follows?: Follows; clientMessageId?: string }
  /** The question answered again; a retry passes the clientMessageId of the reply that failed. */
  | {
      type: 'reply.again';
      questionKey: string;
      questionId: string;
      content: string;
      partial?: string;
      clientMessageId?: string;
    }
  | { type: 'message.stop' }
  | { type: 'mode.change'; mode: PersonalityMode }
  | { type: 'sport.change'; sport: Sport }
  | { type: 'session.new' }
  | { type: 'session.open'; sessionId: string; mode: PersonalityMode; sport: Sport }
  | { type: 'history.reload' }
  | { type: 'stream.meta'; quota: Quota; question?: ChatMessage }
  | { type: 'stream.delta'; text: string }
  | { type: 'stream.done'; result: SendMessageResponse }
  | { type: 'stream.failed'; error: unknown };

interface ExchangeInput {
  exchange: Exchange;
  context: ChatContext;
}

const isNetworkFailure = (error: unknown) => !(error instanceof ApiError);
const isLimitRefusal = (error: unknown) =>
  error instanceof ApiError && error.status === 403 && error.body?.limitReached === true;

/** Where a send goes: `follows` undefined (a caller that knows no branch) leaves both to the server. */
const placeOf = (follows: Follows | undefined): Pick<Exchange, 'parentKey' | 'parentId'> =>
  follows === undefined
    ? {}
    : follows === null
      ? { parentKey: null, parentId: null }
      : { parentKey: follows.key, ...(follows.serverId ? { parentId: follows.serverId } : {}) };

export function createChatMachine(deps: ChatDeps) {
  const bodyOf = ({ exchange, context }: ExchangeInput) =>
    sendBodyOf(
      {
        ...exchange,
        content: exchange.content.trim(),
        sessionId: context.sessionId,
        mode: context.mode,
        sport: context.sport,
      },
      { token: context.viewer.token, fingerprint: deps.fingerprint },
    );
  const startOf = ({ exchange, context }: ExchangeInput) => ({
    parentKey: exchange.parentKey,
    again: exchange.again,
    sessionId: context.sessionId,
    ownerKey: context.viewer.ownerKey,
    clientMessageId: exchange.clientMessageId,
    content: exchange.content.trim(),
    mode: context.mode,
    sport: context.sport,
    now: deps.now(),
  });

  const newSession = { type: 'startNewSession', params: () => ({ sessionId: deps.newId() }) } as const;

  return setup({
    types: { context: {} as ChatContext, events: {} as ChatEvent, input: {} as { viewer: Viewer } },
    actors: {
      // A first visit has no stored chat: a new one starts here.
      loadPrefs: fromPromise(async () => {
        const prefs = await deps.loadPrefs();
        return { ...prefs, sessionId: prefs.sessionId ?? deps.newId() };
      }),
      loadHistory: fromPromise(async ({ input }: { input: { sessionId: string; token: string | null } }) => {
        await deps.exchanges.merge(await deps.fetchHistory(input.sessionId, input.token));
      }),
      /** The message and its empty reply are stored before the request goes out. */
      beginExchange: fromPromise(({ input }: { input: ExchangeInput }) => deps.exchanges.begin(startOf(input))),
      /** A send the network cut off goes to the outbox, to be replayed when it returns. */
      queueExchange: fromPromise(({ input }: { input: ExchangeInput }) =>
        deps.exchanges.queue(bodyOf(input), input.context.viewer.token, deps.now()),
      ),
      completeExchange: fromPromise(({ input }: { input: { clientMessageId: string; result: SendMessageResponse } }) =>
        deps.exchanges.complete(input.clientMessageId, input.result),
      ),
      keepPartialReply: fromPromise(
        async ({
          input,
        }: {
          input: {
            clientMessageId: string;
            text: string;
            question: string | null;
            partial?: string;
            token: string | null;
          };
        }) => {
          await deps.exchanges.append(input.clientMessageId, input.text, input.question ?? undefined);
          // A continue stopped before the coach added anything kept no new version.
          const kept = input.text.trim() && input.text.trim() !== input.partial?.trim() ? input.text : '';
          deps.reportStopped(input.clientMessageId, kept, input.token);
        },
      ),
      /** A failed exchange keeps its message and reply bubble, with Retry. */
      failExchange: fromPromise(({ input }: { input: { clientMessageId: string } }) =>
        deps.exchanges.fail(input.clientMessageId),
      ),
      discardExchange: fromPromise(({ input }: { input: { clientMessageId: string } }) =>
        deps.exchanges.discard(input.clientMessageId),
      ),
      // The stream is a callback actor: it reports deltas as events, and stopping the actor aborts it.
      streamReply: fromCallback<ChatEvent, { body: SendMessage; token: string | null }>(({ input, sendBack }) => {
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
          .streamMessage(input.body, input.token, abort.signal, {
            onMeta: (quota, question) => sendBack({ type: 'stream.meta', quota, question }),
            onDelta: (text) => {
              pending += text;
              cancelFrame ??= deps.nextFrame(flush);
            },
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
      setViewer: assign((_, params: { viewer: Viewer }) => ({ viewer: params.viewer })),
      restorePrefs: assign((_, params: { mode: PersonalityMode; sport: Sport; sessionId: string }) => params),
      setMode: assign((_, params: { mode: PersonalityMode }) => ({ mode: params.mode })),
      setSport: assign((_, params: { sport: Sport }) => ({ sport: params.sport })),
      // A message held for the next send belongs to the chat it was typed in.
      openSession: assign((_, params: { sessionId: string; mode: PersonalityMode; sport: Sport }) => ({
        ...params,
        nextSend: null,
      })),
      // Ids are made where the action is named (see newSession), never inside an assign.
      startNewSession: assign((_, params: { sessionId: string }) => ({ sessionId: params.sessionId, nextSend: null })),
      reportAudience: ({ context }) => deps.onAudience({ user: context.viewer.user, sessionId: context.sessionId }),
      persistPrefs: ({ context }) => {
        void deps.savePrefs({ sport: context.sport, mode: context.mode, sessionId: context.sessionId });
      },
      startExchange: assign((_, params: Exchange) => ({
        exchange: params,
        // A continued reply shows its text so far while the rest streams in after it.
        reply: { clientMessageId: params.clientMessageId, text: params.again?.partial ?? '' },
        question: null,
      })),
      noteQuestion: assign((_, params: { question: ChatMessage | undefined }) => ({
        question: params.question?.id ?? null,
      })),
      vibrate: () => deps.vibrate(),
      applyQuota: (_, params: { quota: Quota }) => deps.onQuota(params.quota),
      appendReply: assign(({ context }, params: { text: string }) => ({
        reply: context.reply && { ...context.reply, text: context.reply.text + params.text },
      })),
      settleReply: assign(({ context }, params: { text: string }) => ({
        reply: context.reply && { ...context.reply, text: params.text },
      })),
      reportResult: (_, params: { result: SendMessageResponse }) => {
        deps.onQuota(params.result.quota);
        if (params.result.user) deps.onUser(params.result.user);
        deps.onResult(params.result);
      },
      reportSendFailure: ({ context }, params: { error: unknown }) => {
        const { error } = params;
        if (isLimitRefusal(error) && error instanceof ApiError) deps.onLimitReached(error);
        else deps.onSendFailed(error, { content: context.exchange?.content ?? '', mode: context.mode });
      },
      restoreDraft: assign(({ context }) => ({
        restoredDraft: { text: context.exchange?.content ?? '', version: (context.restoredDraft?.version ?? 0) + 1 },
        reply: null,
      })),
      reportQueued: () => deps.onQueued(),
      // Offline sends follow each other as fast as they are typed: none waits for the last one's
      // write, and Dexie applies the writes in the order they were asked for.
      queueOffline: ({ context }) => {
        if (!context.exchange) return;
        const input = { exchange: context.exchange, context };
        void deps.exchanges
          .begin(startOf(input))
          .then(() => deps.exchanges.queue(bodyOf(input), context.viewer.token, deps.now()))
          .then(() => deps.onQueued());
      },
      endExchange: assign({ exchange: null }),
      holdNextSend: assign((_, params: { send: Extract<ChatEvent, { type: 'message.send' }> }) => ({
        nextSend: params.send,
      })),
      dropHeldSend: assign({ nextSend: null }),
      reportHistoryFailure: (_, params: { error: unknown }) => {
        // SPEC §4: a 404 or 401 simply means there is no history to show. A network failure is
        // silent too: offline, the chat shows what this browser already has.
        const { error } = params;
        if (error instanceof ApiError && error.status !== 404 && error.status !== 401) deps.onHistoryFailed(error);
      },
    },
    guards: {
      hasText: (_, params: { content: string }) => params.content.trim().length > 0,
      isAgain: ({ context }) => Boolean(context.exchange?.again),
      holdsNextSend: ({ context }) => context.nextSend !== null,
      // A refused allowance leaves nothing behind; any other failure keeps the exchange for Retry.
      keptForRetry: (_, params: { error: unknown }) => !isLimitRefusal(params.error),
      isOffline: () => !deps.isOnline(),
      lostNetwork: (_, params: { error: unknown }) => isNetworkFailure(params.error),
      // Signing out starts a new chat; signing in keeps the open one (the account claims it).
      signedOut: ({ context }, params: { viewer: Viewer }) =>
        params.viewer.ownerKey !== context.viewer.ownerKey && params.viewer.user === null,
      signedIn: ({ context }, params: { viewer: Viewer }) => params.viewer.ownerKey !== context.viewer.ownerKey,
    },
  }).createMachine({
    id: 'chat',
    context: ({ input }) => ({
      viewer: input.viewer,
      sessionId: '',
      mode: 'gameOnTheLine',
      sport: 'football',
      exchange: null,
      reply: null,
      restoredDraft: null,
      nextSend: null,
      question: null,
    }),
    initial: 'loading',
    states: {
      loading: {
        on: {
          'viewer.changed': { actions: { type: 'setViewer', params: ({ event }) => ({ viewer: event.viewer }) } },
        },
        invoke: {
          src: 'loadPrefs',
          onDone: {
            target: 'ready',
            actions: [
              {
                type: 'restorePrefs',
                params: ({ event }) => ({
                  mode: event.output.mode,
                  sport: event.output.sport,
                  sessionId: event.output.sessionId,
                }),
              },
              'persistPrefs',
              'reportAudience',
            ],
          },
          onError: { target: 'ready', actions: [newSession, 'persistPrefs', 'reportAudience'] },
        },
      },
      ready: {
        type: 'parallel',
        states: {
          conversation: {
            initial: 'idle',
            states: {
              idle: {
                // The held message goes through the same transition as one sent now.
                always: {
                  guard: 'holdsNextSend',
                  actions: [raise(({ context }) => context.nextSend!), 'dropHeldSend'],
                },
                on: {
                  'message.send': {
                    guard: { type: 'hasText', params: ({ event }) => ({ content: event.content }) },
                    target: 'starting',
                    actions: [
                      {
                        type: 'startExchange',
                        params: ({ event }) => ({
                          clientMessageId: event.clientMessageId ?? deps.newId(),
                          content: event.content,
                          ...placeOf(event.follows),
                        }),
                      },
                      'vibrate',
                    ],
                  },
                  'reply.again': {
                    target: 'starting',
                    actions: {
                      type: 'startExchange',
                      params: ({ event }) => ({
                        clientMessageId: event.clientMessageId ?? deps.newId(),
                        content: event.content,
                        parentKey: event.questionKey,
                        again: { replyTo: event.questionId, ...(event.partial ? { partial: event.partial } : {}) },
                      }),
                    },
                  },
                },
              },
              // Online or not is decided once the message is in hand.
              starting: {
                tags: 'busy',
                always: [
                  { guard: 'isOffline', target: 'idle', actions: ['queueOffline', 'endExchange'] },
                  { target: 'beginning' },
                ],
              },
              beginning: {
                tags: 'busy',
                invoke: {
                  src: 'beginExchange',
                  input: ({ context }) => ({ exchange: context.exchange!, context }),
                  onDone: 'streaming',
                  onError: 'streaming',
                },
              },
              streaming: {
                tags: 'busy',
                invoke: {
                  src: 'streamReply',
                  input: ({ context }) => ({
                    body: bodyOf({ exchange: context.exchange!, context }),
                    token: context.viewer.token,
                  }),
                },
                on: {
                  'stream.meta': {
                    actions: [
                      { type: 'applyQuota', params: ({ event }) => ({ quota: event.quota }) },
                      { type: 'noteQuestion', params: ({ event }) => ({ question: event.question }) },
                    ],
                  },
                  'stream.delta': { actions: { type: 'appendReply', params: ({ event }) => ({ text: event.text }) } },
                  'stream.done': {
                    target: 'storing',
                    actions: [
                      { type: 'settleReply', params: ({ event }) => ({ text: event.result.aiMessage.content }) },
                      { type: 'reportResult', params: ({ event }) => ({ result: event.result }) },
                    ],
                  },
                  'stream.failed': [
                    {
                      guard: { type: 'lostNetwork', params: ({ event }) => ({ error: event.error }) },
                      target: 'requeueing',
                    },
                    {
                      guard: { type: 'keptForRetry', params: ({ event }) => ({ error: event.error }) },
                      target: 'failing',
                      actions: { type: 'reportSendFailure', params: ({ event }) => ({ error: event.error }) },
                    },
                    // Over the limit: nothing stays, and a new message's text goes back into the input.
                    {
                      guard: 'isAgain',
                      target: 'discarding',
                      actions: { type: 'reportSendFailure', params: ({ event }) => ({ error: event.error }) },
                    },
                    {
                      target: 'discarding',
                      actions: [
                        { type: 'reportSendFailure', params: ({ event }) => ({ error: event.error }) },
                        'restoreDraft',
                      ],
                    },
                  ],
                  'message.stop': 'keeping',
                },
              },
              // Each outcome is written before the chat takes the next message (the 'busy' tag).
              storing: {
                tags: ['busy', 'takesNext'],
                on: {
                  'message.send': {
                    guard: { type: 'hasText', params: ({ event }) => ({ content: event.content }) },
                    actions: { type: 'holdNextSend', params: ({ event }) => ({ send: event }) },
                  },
                },
                invoke: {
                  src: 'completeExchange',
                  input: ({ context, event }) => {
                    if (event.type !== 'stream.done') throw new Error('storing starts with stream.done');
                    return { clientMessageId: context.exchange!.clientMessageId, result: event.result };
                  },
                  onDone: { target: 'idle', actions: 'endExchange' },
                  onError: { target: 'idle', actions: 'endExchange' },
                },
              },
              keeping: {
                tags: ['busy', 'takesNext'],
                on: {
                  'message.send': {
                    guard: { type: 'hasText', params: ({ event }) => ({ content: event.content }) },
                    actions: { type: 'holdNextSend', params: ({ event }) => ({ send: event }) },
                  },
                },
                invoke: {
                  src: 'keepPartialReply',
                  input: ({ context }) => ({
                    clientMessageId: context.exchange!.clientMessageId,
                    text: context.reply?.text ?? '',
                    question: context.question,
                    partial: context.exchange!.again?.partial,
                    token: context.viewer.token,
                  }),
                  onDone: { target: 'idle', actions: 'endExchange' },
                  onError: { target: 'idle', actions: 'endExchange' },
                },
              },
              requeueing: {
                tags: 'busy',
                invoke: {
                  src: 'queueExchange',
                  input: ({ context }) => ({ exchange: context.exchange!, context }),
                  onDone: { target: 'idle', actions: ['reportQueued', 'endExchange'] },
                  onError: { target: 'idle', actions: 'endExchange' },
                },
              },
              failing: {
                tags: 'busy',
                invoke: {
                  src: 'failExchange',
                  input: ({ context }) => ({ clientMessageId: context.exchange!.clientMessageId }),
                  onDone: { target: 'idle', actions: 'endExchange' },
                  onError: { target: 'idle', actions: 'endExchange' },
                },
              },
              discarding: {
                tags: 'busy',
                invoke: {
                  src: 'discardExchange',
                  input: ({ context }) => ({ clientMessageId: context.exchange!.clientMessageId }),
                  onDone: { target: 'idle', actions: 'endExchange' },
                  onError: { target: 'idle', actions: 'endExchange' },
                },
              },
            },
          },
          history: {
            // Session changes live on this region so re-entering it never touches a reply in flight.
            on: {
              'viewer.changed': [
                {
                  guard: { type: 'signedOut', params: ({ event }) => ({ viewer: event.viewer }) },
                  target: '.loading',
                  reenter: true,
                  actions: [
                    { type: 'setViewer', params: ({ event }) => ({ viewer: event.viewer }) },
                    newSession,
                    'persistPrefs',
                    'reportAudience',
                  ],
                },
                {
                  guard: { type: 'signedIn', params: ({ event }) => ({ viewer: event.viewer }) },
                  target: '.loading',
                  reenter: true,
                  actions: [{ type: 'setViewer', params: ({ event }) => ({ viewer: event.viewer }) }, 'reportAudience'],
                },
                {
                  actions: [{ type: 'setViewer', params: ({ event }) => ({ viewer: event.viewer }) }, 'reportAudience'],
                },
              ],
              'mode.change': {
                target: '.loading',
                reenter: true,
                actions: [
                  { type: 'setMode', params: ({ event }) => ({ mode: event.mode }) },
                  newSession,
                  'persistPrefs',
                  'reportAudience',
                ],
              },
              'sport.change': {
                target: '.loading',
                reenter: true,
                actions: [
                  { type: 'setSport', params: ({ event }) => ({ sport: event.sport }) },
                  newSession,
                  'persistPrefs',
                  'reportAudience',
                ],
              },
              'session.new': {
                target: '.loading',
                reenter: true,
                actions: [newSession, 'persistPrefs', 'reportAudience'],
              },
              'session.open': {
                target: '.loading',
                reenter: true,
                actions: [
                  {
                    type: 'openSession',
                    params: ({ event }) => ({ sessionId: event.sessionId, mode: event.mode, sport: event.sport }),
                  },
                  'persistPrefs',
                  'reportAudience',
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
