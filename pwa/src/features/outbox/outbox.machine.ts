import { assign, fromPromise, setup } from 'xstate';
import type { ReplayResult } from './outbox-replay';

export interface OutboxDeps {
  replay(): Promise<ReplayResult>;
  isOnline(): boolean;
  onLimit(message: string): void;
  onSent(count: number): void;
}

export interface OutboxContext {
  /** Consecutive failed rounds, for the backoff. */
  failures: number;
}

export type OutboxEvent = { type: 'outbox.flush' } | { type: 'connectivity.online' } | { type: 'connectivity.offline' };

const BASE_DELAY_MS = 2_000;
const MAX_DELAY_MS = 60_000;

export const backoffDelay = (failures: number) =>
  Math.min(BASE_DELAY_MS * 2 ** Math.max(0, failures - 1), MAX_DELAY_MS);

/**
 * Replays the outbox: at start, when the browser comes back online, when asked, and after a
 * failed round with exponential backoff. Offline it waits for the 'online' event instead.
 */
export function createOutboxMachine(deps: OutboxDeps) {
  return setup({
    types: { context: {} as OutboxContext, events: {} as OutboxEvent },
    actors: { replay: fromPromise(() => deps.replay()) },
    guards: {
      online: () => deps.isOnline(),
      needsRetry: (_, params: { result: ReplayResult }) => params.result.kind === 'retry',
      hadWork: (_, params: { result: ReplayResult }) => params.result.kind === 'done' || params.result.kind === 'limit',
    },
    actions: {
      report: (_, params: { result: ReplayResult }) => {
        const { result } = params;
        if (result.kind === 'limit') deps.onLimit(result.message);
        if (result.kind !== 'idle' && result.sent > 0) deps.onSent(result.sent);
      },
    },
    delays: { backoff: ({ context }) => backoffDelay(context.failures) },
  }).createMachine({
    id: 'outbox',
    context: { failures: 0 },
    initial: 'checking',
    states: {
      checking: {
        always: [{ guard: 'online', target: 'replaying' }, { target: 'offline' }],
      },
      offline: {
        on: { 'connectivity.online': 'replaying', 'outbox.flush': { guard: 'online', target: 'replaying' } },
      },
      idle: {
        on: {
          'outbox.flush': 'checking',
          'connectivity.online': 'replaying',
          'connectivity.offline': 'offline',
        },
      },
      replaying: {
        invoke: {
          src: 'replay',
          onDone: [
            {
              guard: { type: 'needsRetry', params: ({ event }) => ({ result: event.output }) },
              target: 'waiting',
              actions: [
                assign(({ context }) => ({ failures: context.failures + 1 })),
                { type: 'report', params: ({ event }) => ({ result: event.output }) },
              ],
            },
            {
              // Anything sent or refused: look again, in case a message was queued meanwhile.
              guard: { type: 'hadWork', params: ({ event }) => ({ result: event.output }) },
              target: 'checking',
              actions: [assign({ failures: 0 }), { type: 'report', params: ({ event }) => ({ result: event.output }) }],
            },
            { target: 'idle', actions: assign({ failures: 0 }) },
          ],
          onError: { target: 'waiting', actions: assign(({ context }) => ({ failures: context.failures + 1 })) },
        },
        on: { 'connectivity.offline': 'offline' },
      },
      waiting: {
        after: { backoff: 'checking' },
        on: {
          'connectivity.online': 'replaying',
          'outbox.flush': 'checking',
          'connectivity.offline': 'offline',
        },
      },
    },
  });
}
