import { describe, expect, it } from 'vitest';
import { AUTH_HEADER } from '../../shared/contract/headers';
import { SendMessageResponseSchema, StreamDeltaSchema } from '../../shared/contract/messages';
import { CoachError, type CoachProvider } from '../providers/coach/coach-provider';
import { chatMessage as message, parseSse } from '../test/chat-fixtures';
import { buildTestApp, signUp, useTestDb } from '../test/test-app';
import { sseWriter } from './sse-writer';

const nextTurn = () => new Promise<void>((resolve) => setImmediate(resolve));
const streamHeaders = { 'content-type': 'application/json', accept: 'text/event-stream' };

/** A body whose chunks are collected as they are queued, each chunk being one socket write. */
function collectedBody() {
  const chunks: string[] = [];
  const decoder = new TextDecoder();
  let controller!: ReadableStreamDefaultController<Uint8Array>;
  const stream = new ReadableStream<Uint8Array>({
    start: (c) => {
      controller = c;
    },
  });
  const reader = stream.getReader();
  const drain = async () => {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) return;
      chunks.push(decoder.decode(value));
    }
  };
  return { controller, chunks, drained: drain() };
}

describe('sseWriter', () => {
  it('sends the events of one turn as one chunk, in order, and a `now` event at once', async () => {
    const body = collectedBody();
    const writer = sseWriter(body.controller, () => false);
    writer.send('meta', { n: 0 }, { now: true });
    for (let n = 1; n <= 5; n++) writer.send('delta', { n });
    await Promise.resolve();
    expect(body.chunks).toHaveLength(1);
    await nextTurn();
    await nextTurn();
    expect(body.chunks).toHaveLength(2);
    writer.send('delta', { n: 6 });
    writer.send('done', { n: 7 });
    writer.close();
    await body.drained;
    expect(body.chunks).toHaveLength(3);
    expect(parseSse(body.chunks.join('')).map((event) => [event.event, event.data.n])).toEqual([
      ['meta', 0],
      ['delta', 1],
      ['delta', 2],
      ['delta', 3],
      ['delta', 4],
      ['delta', 5],
      ['delta', 6],
      ['done', 7],
    ]);
  });

  it('writes nothing more once the body is cancelled', async () => {
    const body = collectedBody();
    let cancelled = false;
    const writer = sseWriter(body.controller, () => cancelled);
    writer.send('delta', { n: 1 });
    cancelled = true;
    await nextTurn();
    writer.send('delta', { n: 2 });
    writer.close();
    expect(body.chunks).toEqual([]);
  });
});

describe('a streamed reply', () => {
  const db = useTestDb();

  it('arrives whole and in order in far fewer chunks than events', async () => {
    const pieces = Array.from({ length: 200 }, (_, n) => `w${n} `);
    const coach: CoachProvider = {
      name: 'builtin',
      async *reply() {
        yield* pieces;
      },
      quizQuestion: () => Promise.reject(new CoachError('unavailable', 'not asked')),
    };
    const t = await buildTestApp(db.current, { deps: { coach } });
    const { token } = await signUp(t);
    const response = await t.app.request('/api/messages', {
      method: 'POST',
      headers: { ...streamHeaders, [AUTH_HEADER]: token },
      body: JSON.stringify(message()),
    });
    const chunks: string[] = [];
    const decoder = new TextDecoder();
    const reader = response.body!.getReader();
    for (let read = await reader.read(); !read.done; read = await reader.read()) {
      chunks.push(decoder.decode(read.value, { stream: true }));
    }
    const events = parseSse(chunks.join(''));
    expect(events.map((event) => event.event)).toEqual(['meta', ...pieces.map(() => 'delta'), 'done']);
    const deltas = events.slice(1, -1).map((event) => StreamDeltaSchema.parse(event.data).text);
    expect(deltas).toEqual(pieces);
    expect(SendMessageResponseSchema.parse(events.at(-1)!.data).aiMessage.content).toBe(pieces.join(''));
    expect(chunks.length).toBeLessThan(10);
  });

  it('sends the meta event and the first token before the rest of the reply exists', async () => {
    let release!: () => void;
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    const coach: CoachProvider = {
      name: 'builtin',
      async *reply() {
        yield 'first ';
        await held;
        yield 'rest';
      },
      quizQuestion: () => Promise.reject(new CoachError('unavailable', 'not asked')),
    };
    const t = await buildTestApp(db.current, { deps: { coach } });
    const { token } = await signUp(t);
    const response = await t.app.request('/api/messages', {
      method: 'POST',
      headers: { ...streamHeaders, [AUTH_HEADER]: token },
      body: JSON.stringify(message()),
    });
    const reader = response.body!.pipeThrough(new TextDecoderStream()).getReader();
    let received = '';
    while (!parseSse(received).some((event) => event.event === 'delta')) {
      const { done, value } = await reader.read();
      if (done) throw new Error('the stream ended while the reply was held');
      received += value;
    }
    expect(parseSse(received).map((event) => [event.event, event.data.text])).toEqual([
      ['meta', undefined],
      ['delta', 'first '],
    ]);
    release();
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      received += value;
    }
    expect(parseSse(received).map((event) => event.event)).toEqual(['meta', 'delta', 'delta', 'done']);
  });
});
