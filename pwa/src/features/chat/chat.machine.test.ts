import { describe, expect, it, vi } from 'vitest';
import { createActor, waitFor } from 'xstate';
import type { User } from '../../../../shared/contract/auth';
import type { SendMessageResponse } from '../../../../shared/contract/messages';
import { ApiError } from '../../api';
import type { ExchangeStore } from '../../local/exchange-store';
import { createChatMachine, type ChatDeps, type StreamHandlers } from './chat.machine';

function result(content: string): SendMessageResponse {
  const base = {
    clientMessageId: null,
    timestamp: '2026-11-21T10:00:00.000Z',
    sessionId: 's',
    personalityMode: 'gameOnTheLine' as const,
    sportType: 'football' as const,
  };
  return {
    userMessage: { ...base, id: 'u1', role: 'user', content: 'q' },
    aiMessage: { ...base, id: 'a1', role: 'assistant', content },
    user: null,
    quota: { tier: 'anonymous', used: 1, limit: 10, limitReached: false },
  };
}

function fakeDeps(overrides: Partial<ChatDeps> = {}) {
  let counter = 0;
  const deps: ChatDeps = {
    loadPrefs: vi.fn(async () => ({
      sport: 'basketball' as const,
      mode: 'comprehensiveCoach' as const,
      sessionId: 'stored-session',
    })),
    savePrefs: vi.fn(async () => {}),
    exchanges: {
      begin: vi.fn(async () => {}),
      complete: vi.fn(async () => {}),
      append: vi.fn(async () => {}),
      discard: vi.fn(async () => {}),
      fail: vi.fn(async () => {}),
      queue: vi.fn(async () => {}),
      merge: vi.fn(async () => {}),
    },
    streamMessage: vi.fn(async (_body, _token, _signal, { onMeta, onDelta }) => {
      onMeta({ tier: 'anonymous', used: 1, limit: 10, limitReached: false });
      onDelta('Box ');
      onDelta('out.');
      return result('Box out.');
    }),
    fetchHistory: vi.fn(async () => []),
    reportStopped: vi.fn(),
    fingerprint: () => 'fp_abcdefghijklmnopqrstu',
    isOnline: () => true,
    onQueued: vi.fn(),
    newId: () => `id-${++counter}`,
    now: () => 1_000,
    onAudience: vi.fn(),
    onQuota: vi.fn(),
    onLimitReached: vi.fn(),
    onUser: vi.fn(),
    onResult: vi.fn(),
    onSendFailed: vi.fn(),
    onHistoryFailed: vi.fn(),
    vibrate: vi.fn(),
    nextFrame: (callback) => {
      const timer = setTimeout(callback, 0);
      return () => clearTimeout(timer);
    },
    ...overrides,
  };
  return deps;
}

/** Frames the test runs by hand: each scheduled callback waits in `frames` until called. */
function scheduleInto(frames: (() => void)[]): ChatDeps['nextFrame'] {
  return (callback) => {
    frames.push(callback);
    return () => {
      const at = frames.indexOf(callback);
      if (at !== -1) frames.splice(at, 1);
    };
  };
}

async function readyActor(deps: ChatDeps) {
  const actor = createActor(createChatMachine(deps), {
    input: { viewer: { user: null, token: null, ownerKey: 'guest' } },
  }).start();
  await waitFor(actor, (s) => s.matches({ ready: { history: 'settled' } }));
  return actor;
}

describe('the chat machine', () => {
  it('restores the stored sport, mode and session and loads that history', async () => {
    const deps = fakeDeps();
    const actor = await readyActor(deps);
    expect(actor.getSnapshot().context).toMatchObject({
      sport: 'basketball',
      mode: 'comprehensiveCoach',
      sessionId: 'stored-session',
    });
    expect(deps.fetchHistory).toHaveBeenCalledWith('stored-session', null);
  });

  it('sends with the fingerprint, streams deltas and completes the exchange', async () => {
    const deps = fakeDeps();
    const actor = await readyActor(deps);
    actor.send({ type: 'message.send', content: '  How do I box out?  ' });
    await waitFor(
      actor,
      (s) =>
        s.matches({ ready: { conversation: 'idle' } }) && vi.mocked(deps.exchanges.complete).mock.calls.length === 1,
    );
    const body = vi.mocked(deps.streamMessage).mock.calls[0]![0];
    expect(body).toMatchObject({
      content: 'How do I box out?',
      sessionId: 'stored-session',
      personalityMode: 'comprehensiveCoach',
      sportType: 'basketball',
      browserFingerprint: 'fp_abcdefghijklmnopqrstu',
      clientMessageId: 'id-1',
    });
    expect(deps.exchanges.begin).toHaveBeenCalledWith(
      expect.objectContaining({ clientMessageId: 'id-1', content: 'How do I box out?' }),
    );
    expect(deps.onQuota).toHaveBeenCalledWith({ tier: 'anonymous', used: 1, limit: 10, limitReached: false });
    expect(deps.vibrate).toHaveBeenCalled();
    // The finished reply stays on screen while the list reads the stored row.
    const stored = vi.mocked(deps.exchanges.complete).mock.calls[0]![1];
    expect(actor.getSnapshot().context.reply).toEqual({ clientMessageId: 'id-1', text: stored.aiMessage.content });
  });

  it('applies the quota of the meta event while the reply is still streaming', async () => {
    const counted = { tier: 'free' as const, used: 4, limit: 15, limitReached: false };
    const deps = fakeDeps({
      streamMessage: vi.fn((_body, _token, _signal, { onMeta }: StreamHandlers) => {
        onMeta(counted);
        return new Promise<SendMessageResponse>(() => {});
      }),
    });
    const actor = await readyActor(deps);
    actor.send({ type: 'message.send', content: 'Count me' });
    await vi.waitFor(() => expect(deps.onQuota).toHaveBeenCalledWith(counted));
    expect(actor.getSnapshot().matches({ ready: { conversation: 'streaming' } })).toBe(true);
  });

  it('holds a message sent while the finished exchange is stored, and sends it once the write lands', async () => {
    let stored: () => void = () => {};
    const deps = fakeDeps();
    deps.exchanges.complete = vi
      .fn<ExchangeStore['complete']>()
      .mockImplementationOnce(() => new Promise<void>((resolve) => (stored = resolve)));
    const actor = await readyActor(deps);
    actor.send({ type: 'message.send', content: 'First' });
    await waitFor(actor, (s) => s.matches({ ready: { conversation: 'storing' } }));
    expect(actor.getSnapshot().hasTag('takesNext')).toBe(true);
    actor.send({ type: 'message.send', content: 'Right after' });
    // Nothing overtakes the write: the first reply is stored before the next message goes out.
    expect(deps.streamMessage).toHaveBeenCalledTimes(1);
    stored();
    await vi.waitFor(() => expect(deps.streamMessage).toHaveBeenCalledTimes(2));
    expect(vi.mocked(deps.streamMessage).mock.calls[1]![0]).toMatchObject({ content: 'Right after' });
    await waitFor(actor, (s) => s.matches({ ready: { conversation: 'idle' } }));
    expect(actor.getSnapshot().context.nextSend).toBeNull();
  });

  it('drops a held message when the chat changes before it goes out', async () => {
    let stored: () => void = () => {};
    const deps = fakeDeps();
    deps.exchanges.complete = vi.fn(() => new Promise<void>((resolve) => (stored = resolve)));
    const actor = await readyActor(deps);
    actor.send({ type: 'message.send', content: 'First' });
    await waitFor(actor, (s) => s.matches({ ready: { conversation: 'storing' } }));
    actor.send({ type: 'message.send', content: 'For the old chat' });
    actor.send({ type: 'session.new' });
    stored();
    await waitFor(actor, (s) => s.matches({ ready: { conversation: 'idle' } }));
    expect(deps.streamMessage).toHaveBeenCalledTimes(1);
  });

  it('ignores empty or whitespace messages', async () => {
    const deps = fakeDeps();
    const actor = await readyActor(deps);
    actor.send({ type: 'message.send', content: '   ' });
    expect(actor.getSnapshot().matches({ ready: { conversation: 'idle' } })).toBe(true);
    expect(deps.streamMessage).not.toHaveBeenCalled();
  });

  it('on a limit refusal discards the exchange, reports the limit and hands the text back', async () => {
    const refusal = new ApiError(403, '403: x', { message: 'limit', limitReached: true, anonymous: true, limit: 10 });
    const deps = fakeDeps({ streamMessage: vi.fn(async () => Promise.reject(refusal)) });
    const actor = await readyActor(deps);
    actor.send({ type: 'message.send', content: 'One more?' });
    await waitFor(actor, (s) => s.context.restoredDraft !== null);
    expect(actor.getSnapshot().context.restoredDraft).toEqual({ text: 'One more?', version: 1 });
    expect(deps.exchanges.discard).toHaveBeenCalledWith('id-1');
    expect(deps.onLimitReached).toHaveBeenCalledWith(refusal);
    expect(deps.onSendFailed).not.toHaveBeenCalled();
  });

  it('reports any other refusal with what was sent in which mode, so a quiz start can say so', async () => {
    const refusal = new ApiError(500, 'Error 500: Internal Server Error', null, 'Internal Server Error');
    const deps = fakeDeps({ streamMessage: vi.fn(async () => Promise.reject(refusal)) });
    const actor = await readyActor(deps);
    actor.send({ type: 'message.send', content: 'Start a new quiz about basketball' });
    await waitFor(actor, () => vi.mocked(deps.exchanges.fail).mock.calls.length === 1);
    expect(deps.onSendFailed).toHaveBeenCalledExactlyOnceWith(refusal, {
      content: 'Start a new quiz about basketball',
      mode: 'comprehensiveCoach',
    });
    expect(deps.onLimitReached).not.toHaveBeenCalled();
  });

  it('keeps the partial reply when the user presses Stop, and aborts the request', async () => {
    let seenSignal: AbortSignal | undefined;
    const deps = fakeDeps({
      streamMessage: vi.fn((_body, _token, signal: AbortSignal, { onDelta }: StreamHandlers) => {
        seenSignal = signal;
        onDelta('Half an ');
        return new Promise<SendMessageResponse>(() => {});
      }),
    });
    const actor = await readyActor(deps);
    actor.send({ type: 'message.send', content: 'Long question' });
    await waitFor(actor, (s) => s.context.reply?.text === 'Half an ');
    actor.send({ type: 'message.stop' });
    expect(seenSignal?.aborted).toBe(true);
    await waitFor(actor, (s) => s.matches({ ready: { conversation: 'idle' } }));
    expect(deps.exchanges.append).toHaveBeenCalledWith('id-1', 'Half an ', undefined);
    expect(actor.getSnapshot().context.reply).toEqual({ clientMessageId: 'id-1', text: 'Half an ' });
    // The server, which may have stored more, keeps what the screen kept.
    expect(deps.reportStopped).toHaveBeenCalledExactlyOnceWith('id-1', 'Half an ', null);
  });

  it('on Stop before the first word tells the server nothing was kept', async () => {
    const deps = fakeDeps({ streamMessage: vi.fn(() => new Promise<SendMessageResponse>(() => {})) });
    const actor = await readyActor(deps);
    actor.send({ type: 'message.send', content: 'Long question' });
    await waitFor(actor, (s) => s.matches({ ready: { conversation: 'streaming' } }));
    actor.send({ type: 'message.stop' });
    await waitFor(actor, (s) => s.matches({ ready: { conversation: 'idle' } }));
    expect(deps.exchanges.append).toHaveBeenCalledWith('id-1', '', undefined);
    expect(deps.reportStopped).toHaveBeenCalledExactlyOnceWith('id-1', '', null);
  });

  it('on Stop of a continue that added nothing tells the server no new version was kept', async () => {
    const deps = fakeDeps({ streamMessage: vi.fn(() => new Promise<SendMessageResponse>(() => {})) });
    const actor = await readyActor(deps);
    actor.send({ type: 'reply.again', questionKey: 'q1', questionId: 'u1', content: 'Q', partial: 'Kept so far' });
    await waitFor(actor, (s) => s.matches({ ready: { conversation: 'streaming' } }));
    actor.send({ type: 'message.stop' });
    await waitFor(actor, (s) => s.matches({ ready: { conversation: 'idle' } }));
    expect(deps.reportStopped).toHaveBeenCalledExactlyOnceWith('id-1', '', null);
  });

  it('sends a new message after the reply on screen, and an edit of the first message as a new first', async () => {
    const deps = fakeDeps();
    const actor = await readyActor(deps);
    actor.send({ type: 'message.send', content: 'Next?', follows: { key: 'reply:c0', serverId: 'a0' } });
    await waitFor(actor, () => vi.mocked(deps.exchanges.complete).mock.calls.length === 1);
    actor.send({ type: 'message.send', content: 'Edited first', follows: null });
    await waitFor(actor, () => vi.mocked(deps.exchanges.complete).mock.calls.length === 2);
    const [first, second] = vi.mocked(deps.streamMessage).mock.calls.map((call) => call[0]);
    expect(first).toMatchObject({ content: 'Next?', parentId: 'a0' });
    expect(second).toMatchObject({ content: 'Edited first', parentId: null });
    expect(deps.exchanges.begin).toHaveBeenCalledWith(expect.objectContaining({ parentKey: 'reply:c0' }));
    expect(deps.exchanges.begin).toHaveBeenCalledWith(expect.objectContaining({ parentKey: null }));
  });

  it('answers a question again under a new id, continuing from the partial text shown first', async () => {
    const deps = fakeDeps({
      streamMessage: vi.fn(async (_body, _token, _signal, { onDelta }: StreamHandlers) => {
        onDelta(' the rest');
        return new Promise<SendMessageResponse>(() => {});
      }),
    });
    const actor = await readyActor(deps);
    actor.send({ type: 'reply.again', questionKey: 'c0', questionId: 'q0', content: 'Why?', partial: 'Because' });
    await waitFor(actor, (s) => s.context.reply?.text === 'Because the rest');
    const body = vi.mocked(deps.streamMessage).mock.calls[0]![0];
    expect(body).toMatchObject({ replyTo: 'q0', partial: 'Because', clientMessageId: 'id-1', content: 'Why?' });
    expect(body).not.toHaveProperty('parentId');
    expect(deps.exchanges.begin).toHaveBeenCalledWith(
      expect.objectContaining({
        clientMessageId: 'id-1',
        parentKey: 'c0',
        again: { replyTo: 'q0', partial: 'Because' },
      }),
    );
  });

  it('keeps a send the coach could not answer for Retry, and retries it under the same id', async () => {
    const refusal = new ApiError(502, 'Failed', null, 'Failed to get a response from Playcaller');
    const deps = fakeDeps({ streamMessage: vi.fn(async () => Promise.reject(refusal)) });
    const actor = await readyActor(deps);
    actor.send({ type: 'message.send', content: 'Why?', follows: { key: 'reply:c0', serverId: 'a0' } });
    await waitFor(
      actor,
      (s) => s.matches({ ready: { conversation: 'idle' } }) && vi.mocked(deps.exchanges.fail).mock.calls.length === 1,
    );
    expect(deps.exchanges.fail).toHaveBeenCalledWith('id-1');
    expect(deps.exchanges.discard).not.toHaveBeenCalled();
    expect(actor.getSnapshot().context.restoredDraft).toBeNull();

    actor.send({
      type: 'message.send',
      content: 'Why?',
      follows: { key: 'reply:c0', serverId: 'a0' },
      clientMessageId: 'id-1',
    });
    await waitFor(actor, () => vi.mocked(deps.exchanges.fail).mock.calls.length === 2);
    expect(vi.mocked(deps.streamMessage).mock.calls[1]![0]).toMatchObject({ clientMessageId: 'id-1', parentId: 'a0' });
  });

  it('leaves nothing of a regenerate refused at the limit, and hands no text to the input', async () => {
    const refusal = new ApiError(403, '403: x', { message: 'limit', limitReached: true, anonymous: false, limit: 15 });
    const deps = fakeDeps({ streamMessage: vi.fn(async () => Promise.reject(refusal)) });
    const actor = await readyActor(deps);
    actor.send({ type: 'reply.again', questionKey: 'c0', questionId: 'q0', content: 'Why?' });
    await waitFor(actor, () => vi.mocked(deps.exchanges.discard).mock.calls.length === 1);
    expect(deps.onLimitReached).toHaveBeenCalledWith(refusal);
    expect(deps.exchanges.fail).not.toHaveBeenCalled();
    expect(actor.getSnapshot().context.restoredDraft).toBeNull();
  });

  it('keeps a failed reply made again for Retry instead of discarding it, and retries under its own id', async () => {
    const refusal = new ApiError(502, 'Failed', null, 'Failed to get a response from Playcaller');
    const deps = fakeDeps({ streamMessage: vi.fn(async () => Promise.reject(refusal)) });
    const actor = await readyActor(deps);
    actor.send({ type: 'reply.again', questionKey: 'c0', questionId: 'q0', content: 'Why?' });
    await waitFor(actor, () => vi.mocked(deps.exchanges.fail).mock.calls.length === 1);
    expect(deps.exchanges.fail).toHaveBeenCalledWith('id-1');
    expect(deps.exchanges.discard).not.toHaveBeenCalled();
    await waitFor(actor, (s) => s.matches({ ready: { conversation: 'idle' } }));
    expect(actor.getSnapshot().context.restoredDraft).toBeNull();

    actor.send({ type: 'reply.again', questionKey: 'c0', questionId: 'q0', content: 'Why?', clientMessageId: 'id-1' });
    await waitFor(actor, () => vi.mocked(deps.exchanges.fail).mock.calls.length === 2);
    expect(vi.mocked(deps.streamMessage).mock.calls[1]![0]).toMatchObject({ clientMessageId: 'id-1', replyTo: 'q0' });
  });

  it('joins the deltas of one frame into one update, and reports the rest before the end', async () => {
    const frames: (() => void)[] = [];
    let finish: (response: SendMessageResponse) => void = () => {};
    let emit: (text: string) => void = () => {};
    const deps = fakeDeps({
      nextFrame: scheduleInto(frames),
      streamMessage: vi.fn((_body, _token, _signal, { onDelta }: StreamHandlers) => {
        emit = onDelta;
        return new Promise<SendMessageResponse>((resolve) => (finish = resolve));
      }),
    });
    const actor = await readyActor(deps);
    const shown: string[] = [];
    actor.subscribe((snapshot) => {
      const text = snapshot.context.reply?.text;
      if (text && shown.at(-1) !== text) shown.push(text);
    });
    actor.send({ type: 'message.send', content: 'Long question' });
    await waitFor(actor, (s) => s.matches({ ready: { conversation: 'streaming' } }));
    const words = Array.from({ length: 100 }, (_, index) => `w${index} `);
    for (const word of words) emit(word);
    expect(frames).toHaveLength(1);
    expect(shown).toEqual([]);
    frames.shift()!();
    expect(shown).toEqual([words.join('')]);
    emit('tail');
    expect(frames).toHaveLength(1);
    finish(result(`${words.join('')}tail`));
    await waitFor(actor, (s) => s.matches({ ready: { conversation: 'idle' } }));
    // The pending text arrived before the end, without waiting for its frame.
    expect(shown).toEqual([words.join(''), `${words.join('')}tail`]);
    expect(frames).toHaveLength(0);
    expect(deps.exchanges.complete).toHaveBeenCalledWith('id-1', result(`${words.join('')}tail`));
  });

  it('on Stop keeps the reply as shown, and schedules nothing more', async () => {
    const frames: (() => void)[] = [];
    let emit: (text: string) => void = () => {};
    const deps = fakeDeps({
      nextFrame: scheduleInto(frames),
      streamMessage: vi.fn((_body, _token, _signal, { onDelta }: StreamHandlers) => {
        emit = onDelta;
        return new Promise<SendMessageResponse>(() => {});
      }),
    });
    const actor = await readyActor(deps);
    actor.send({ type: 'message.send', content: 'Long question' });
    await waitFor(actor, (s) => s.matches({ ready: { conversation: 'streaming' } }));
    emit('Shown ');
    frames.shift()!();
    emit('not yet painted');
    actor.send({ type: 'message.stop' });
    await waitFor(actor, (s) => s.matches({ ready: { conversation: 'idle' } }));
    expect(deps.exchanges.append).toHaveBeenCalledWith('id-1', 'Shown ', undefined);
    expect(frames).toHaveLength(0);
  });

  it('queues a message written offline instead of sending it', async () => {
    const deps = fakeDeps({ isOnline: () => false });
    const actor = await readyActor(deps);
    actor.send({ type: 'message.send', content: 'Offline question' });
    await vi.waitFor(() => expect(deps.onQueued).toHaveBeenCalledTimes(1));
    expect(deps.streamMessage).not.toHaveBeenCalled();
    expect(deps.exchanges.queue).toHaveBeenCalledWith(
      expect.objectContaining({
        content: 'Offline question',
        clientMessageId: 'id-1',
        browserFingerprint: 'fp_abcdefghijklmnopqrstu',
      }),
      null,
      1_000,
    );
    expect(deps.exchanges.begin).toHaveBeenCalledWith(expect.objectContaining({ clientMessageId: 'id-1' }));
    expect(actor.getSnapshot().context.exchange).toBeNull();
  });

  it('queues a send that fails on the network, but not one the server refused', async () => {
    const deps = fakeDeps({ streamMessage: vi.fn(async () => Promise.reject(new TypeError('Failed to fetch'))) });
    const actor = await readyActor(deps);
    actor.send({ type: 'message.send', content: 'Lost in the tunnel' });
    await vi.waitFor(() => expect(deps.onQueued).toHaveBeenCalledTimes(1));
    expect(deps.exchanges.discard).not.toHaveBeenCalled();
    expect(deps.onSendFailed).not.toHaveBeenCalled();
  });

  it('starts a new session when the sport changes, keeping the choice', async () => {
    const deps = fakeDeps();
    const actor = await readyActor(deps);
    actor.send({ type: 'sport.change', sport: 'tennis' });
    const { context } = actor.getSnapshot();
    expect(context.sport).toBe('tennis');
    expect(context.sessionId).not.toBe('stored-session');
    expect(deps.savePrefs).toHaveBeenLastCalledWith({
      sport: 'tennis',
      mode: 'comprehensiveCoach',
      sessionId: context.sessionId,
    });
  });

  it('starts a new chat when the person signs out, and keeps the open one when they sign in', async () => {
    const deps = fakeDeps();
    const actor = await readyActor(deps);
    const user = { id: 'u1' } as User;
    actor.send({ type: 'viewer.changed', viewer: { user, token: 't', ownerKey: 'user:u1' } });
    expect(actor.getSnapshot().context.sessionId).toBe('stored-session');
    await waitFor(actor, (s) => s.matches({ ready: { history: 'settled' } }));
    expect(deps.fetchHistory).toHaveBeenLastCalledWith('stored-session', 't');
    expect(deps.onAudience).toHaveBeenLastCalledWith({ user, sessionId: 'stored-session' });

    actor.send({ type: 'viewer.changed', viewer: { user: null, token: null, ownerKey: 'guest' } });
    const { sessionId } = actor.getSnapshot().context;
    expect(sessionId).not.toBe('stored-session');
    expect(deps.onAudience).toHaveBeenLastCalledWith({ user: null, sessionId });
  });

  it('reports a history failure, but not a 404', async () => {
    const deps = fakeDeps({ fetchHistory: vi.fn(async () => Promise.reject(new ApiError(404, '404: x', null))) });
    await readyActor(deps);
    expect(deps.onHistoryFailed).not.toHaveBeenCalled();
    const failing = fakeDeps({ fetchHistory: vi.fn(async () => Promise.reject(new ApiError(500, '500: x', null))) });
    await readyActor(failing);
    expect(failing.onHistoryFailed).toHaveBeenCalled();
  });
});
