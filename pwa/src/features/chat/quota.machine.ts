import { assign, fromCallback, setup } from 'xstate';
import { TIMINGS_MS } from '../../../../shared/constants';
import type { User } from '../../../../shared/contract/auth';
import type { Quota } from '../../../../shared/contract/messages';
import { isLimitReached, messageLimit, type Tier } from '../../../../shared/quota';

export interface QuotaDeps {
  fetchAnonymousCount(
    fingerprint: string,
    sessionId: string,
  ): Promise<{ totalAnonymousMessages: number; limit: number }>;
  /** The first failed count of a run of failures; later ones in the run stay quiet. */
  onCountFailed(error: unknown): void;
  isOnline(): boolean;
  isVisible(): boolean;
  onVisibilityChange(listener: () => void): () => void;
  setInterval(callback: () => void, ms: number): () => void;
}

export interface QuotaContext {
  tier: Tier;
  used: number;
  limit: number | null;
  fingerprint: string | null;
  sessionId: string | null;
}

export type QuotaEvent =
  | { type: 'viewer.anonymous'; fingerprint: string; sessionId: string }
  | { type: 'viewer.account'; user: User }
  | { type: 'quota.update'; quota: Quota }
  | { type: 'quota.limitReached' }
  | { type: 'count.received'; used: number; limit: number };

export const selectLimitReached = (context: QuotaContext) => isLimitReached(context.used, context.limit);

export function createQuotaMachine(deps: QuotaDeps) {
  return setup({
    types: { context: {} as QuotaContext, events: {} as QuotaEvent },
    actors: {
      // SPEC §7: the anonymous count is polled every 5 s — here only while the tab is visible.
      pollAnonymousCount: fromCallback<QuotaEvent, { fingerprint: string; sessionId: string }>(
        ({ input, sendBack }) => {
          let failing = false;
          const poll = () => {
            if (!deps.isVisible()) return;
            deps
              .fetchAnonymousCount(input.fingerprint, input.sessionId)
              .then((count) => {
                failing = false;
                sendBack({ type: 'count.received', used: count.totalAnonymousMessages, limit: count.limit });
              })
              .catch((error: unknown) => {
                // A missed poll is retried on the next tick and the server enforces the limit anyway,
                // so a run of failures is reported once, and being offline is no failure at all.
                if (failing || !deps.isOnline()) return;
                failing = true;
                deps.onCountFailed(error);
              });
          };
          poll();
          const stopInterval = deps.setInterval(poll, TIMINGS_MS.anonymousCountPoll);
          const stopListening = deps.onVisibilityChange(poll);
          return () => {
            stopInterval();
            stopListening();
          };
        },
      ),
    },
    actions: {
      takeQuota: assign((_, params: { quota: Quota }) => ({
        tier: params.quota.tier,
        used: params.quota.used,
        limit: params.quota.limit,
      })),
    },
  }).createMachine({
    id: 'quota',
    context: { tier: 'anonymous', used: 0, limit: messageLimit('anonymous'), fingerprint: null, sessionId: null },
    initial: 'unknown',
    on: {
      'viewer.anonymous': {
        target: '.anonymous',
        reenter: true,
        actions: assign(({ event, context }) => ({
          tier: 'anonymous' as const,
          limit: messageLimit('anonymous'),
          used: context.tier === 'anonymous' && context.fingerprint === event.fingerprint ? context.used : 0,
          fingerprint: event.fingerprint,
          sessionId: event.sessionId,
        })),
      },
      'viewer.account': {
        target: '.account',
        actions: assign(({ event }) => ({
          tier: event.user.subscriptionStatus,
          used: event.user.messageCount,
          limit: event.user.messageLimit,
          fingerprint: null,
          sessionId: null,
        })),
      },
      'quota.update': { actions: { type: 'takeQuota', params: ({ event }) => ({ quota: event.quota }) } },
      'quota.limitReached': {
        actions: assign(({ context }) => ({ used: Math.max(context.used, context.limit ?? 0) })),
      },
    },
    states: {
      unknown: {},
      anonymous: {
        invoke: {
          src: 'pollAnonymousCount',
          input: ({ context }) => ({ fingerprint: context.fingerprint!, sessionId: context.sessionId! }),
        },
        on: {
          'count.received': { actions: assign(({ event }) => ({ used: event.used, limit: event.limit })) },
        },
      },
      account: {},
    },
  });
}

export type QuotaMachine = ReturnType<typeof createQuotaMachine>;
