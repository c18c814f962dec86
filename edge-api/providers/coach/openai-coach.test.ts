import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { CoachError, type CoachProvider, type CoachRequest, type CoachTurn } from './coach-provider';
import { runToolCall, type CoachTool } from './coach-tool';
import { COACH_TOOLS } from './coach-tools';
import { runEngineTool } from '../../../shared/engines/engine-registry';
import {
  CONTINUE_PROMPT,
  createOpenAiCoach,
  HISTORY_MAX_TURNS,
  MAX_TOOL_ROUNDS,
  parseQuizQuestion,
} from './openai-coach';
import { CLARIFY_FORMAT, DECISION_FORMAT, quizQuestionPrompt, systemPrompt } from './prompts';
import { clarifyOf } from '../../../shared/clarify';
import { readableReply } from '../../../shared/reply-text';
import { splitWhy } from '../../../shared/why';

/*
 * The provider is tested against a local fake of the OpenAI chat-completions endpoint, over real
 * HTTP, so the SDK's own retry, timeout and SSE parsing are part of what is tested.
 */

const API_KEY = 'sk-test-DO-NOT-LEAK-4242';

// ---------------------------------------------------------------------------------------------
// The fake server

/** What one SSE response does, step by step. */
type StreamStep =
  | { send: string }
  | { pause: number }
  /** Holds the stream until the test says so (or a fallback delay passes, so a broken provider fails rather than hangs). */
  | { until: Promise<unknown> }
  /** Ends the stream properly: a finish chunk, then `data: [DONE]`. */
  | { done: true }
  /** One streamed fragment of a tool call, as OpenAI sends them: id and name first, arguments in pieces. */
  | { toolCall: { index: number; id?: string; name?: string; arguments?: string } }
  /** Ends the stream as a tool-calling turn does: finish_reason "tool_calls", then `data: [DONE]`. */
  | { doneWithToolCalls: true }
  /** Goes silent with the connection open. */
  | { stall: true }
  /** Drops the TCP connection mid-stream. */
  | { drop: true };

type FakeResponse =
  | { type: 'stream'; steps: StreamStep[] }
  | { type: 'status'; status: number; body: unknown }
  /** Never answers, not even headers. */
  | { type: 'hang' }
  /** A non-streaming completion whose message content is `content` (null: no content at all). */
  | { type: 'completion'; content: string | null };

const RequestBodySchema = z.object({
  model: z.string(),
  stream: z.boolean().optional(),
  response_format: z.object({ type: z.string() }).optional(),
  messages: z.array(
    z.object({
      role: z.string(),
      content: z.string().nullable(),
      tool_call_id: z.string().optional(),
      tool_calls: z
        .array(
          z.object({
            id: z.string(),
            type: z.literal('function'),
            function: z.object({ name: z.string(), arguments: z.string() }),
          }),
        )
        .optional(),
    }),
  ),
  tools: z
    .array(
      z.object({
        type: z.literal('function'),
        function: z.object({
          name: z.string(),
          description: z.string(),
          parameters: z.record(z.string(), z.unknown()),
        }),
      }),
    )
    .optional(),
  tool_choice: z.string().optional(),
});

interface RecordedRequest {
  authorization: string | undefined;
  body: z.infer<typeof RequestBodySchema>;
  /** Settles when the server side of this request's connection closes. */
  closed: Promise<void>;
}

const UNTIL_FALLBACK_MS = 3000;

const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

function sse(res: ServerResponse, data: unknown): Promise<void> {
  return new Promise((resolve) => res.write(`data: ${JSON.stringify(data)}\n\n`, () => resolve()));
}

function chunk(delta: Record<string, unknown>, finishReason: string | null = null) {
  return {
    id: 'chatcmpl-fake',
    object: 'chat.completion.chunk',
    created: 0,
    model: 'fake-model',
    choices: [{ index: 0, delta, finish_reason: finishReason }],
  };
}

function completion(content: string | null) {
  return {
    id: 'chatcmpl-fake',
    object: 'chat.completion',
    created: 0,
    model: 'fake-model',
    choices: [{ index: 0, message: { role: 'assistant', content }, finish_reason: 'stop' }],
  };
}

class FakeOpenAi {
  readonly requests: RecordedRequest[] = [];
  /** What the server did, in order ('sent:<piece>'); tests add their own events to the same log. */
  readonly events: string[] = [];
  private queue: FakeResponse[] = [];
  private readonly server: Server = createServer((req, res) => void this.handle(req, res));

  async start(): Promise<string> {
    await new Promise<void>((resolve) => this.server.listen(0, '127.0.0.1', resolve));
    const address = this.server.address();
    if (address === null || typeof address === 'string') throw new Error('the fake server has no TCP address');
    return `http://127.0.0.1:${address.port}/v1`;
  }

  async stop(): Promise<void> {
    // Hanging and stalled responses would otherwise keep close() waiting forever.
    this.server.closeAllConnections();
    await new Promise<void>((resolve) => this.server.close(() => resolve()));
  }

  /** Answers the next requests with these responses, in order; the last one answers every later request. */
  script(...responses: FakeResponse[]): void {
    this.queue = responses;
  }

  private next(): FakeResponse | undefined {
    return this.queue.length > 1 ? this.queue.shift() : this.queue[0];
  }

  private async handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    res.on('error', () => {}); // the client may hang up at any moment; that is the point of some tests
    const closed = new Promise<void>((resolve) => res.on('close', () => resolve()));
    const raw: Buffer[] = [];
    for await (const part of req) raw.push(Buffer.from(part));
    if (req.method !== 'POST' || req.url !== '/v1/chat/completions') {
      res.writeHead(404).end();
      return;
    }
    let json: unknown;
    try {
      json = JSON.parse(Buffer.concat(raw).toString('utf8'));
    } catch {
      json = undefined;
    }
    const body = RequestBodySchema.safeParse(json);
    if (!body.success) {
      res.writeHead(400, { 'content-type': 'application/json' }).end('{"error":{"message":"bad request"}}');
      return;
    }
    this.requests.push({ authorization: req.headers.authorization, body: body.data, closed });

    const response = this.next();
    if (response === undefined || response.type === 'hang') return;
    if (response.type === 'status') {
      res.writeHead(response.status, { 'content-type': 'application/json' }).end(JSON.stringify(response.body));
      return;
    }
    if (response.type === 'completion') {
      res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(completion(response.content)));
      return;
    }
    res.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-cache' });
    await sse(res, chunk({ role: 'assistant', content: '' }));
    for (const step of response.steps) {
      if (res.destroyed) return;
      if ('send' in step) {
        await sse(res, chunk({ content: step.send }));
        this.events.push(`sent:${step.send}`);
      } else if ('pause' in step) {
        await wait(step.pause);
      } else if ('until' in step) {
        await Promise.race([step.until, wait(UNTIL_FALLBACK_MS)]);
      } else if ('done' in step) {
        await sse(res, chunk({}, 'stop'));
        res.end('data: [DONE]\n\n');
        return;
      } else if ('toolCall' in step) {
        const { index, id, name, arguments: args } = step.toolCall;
        await sse(
          res,
          chunk({
            tool_calls: [
              {
                index,
                ...(id ? { id, type: 'function' } : {}),
                function: { ...(name ? { name } : {}), arguments: args ?? '' },
              },
            ],
          }),
        );
      } else if ('doneWithToolCalls' in step) {
        await sse(res, chunk({}, 'tool_calls'));
        res.end('data: [DONE]\n\n');
        return;
      } else if ('stall' in step) {
        return;
      } else {
        res.destroy();
        return;
      }
    }
    res.end();
  }
}

// ---------------------------------------------------------------------------------------------
// Helpers

let fake: FakeOpenAi;
let baseURL: string;

beforeEach(async () => {
  fake = new FakeOpenAi();
  baseURL = await fake.start();
});

afterEach(async () => {
  await fake.stop();
});

function coach(timeoutMs = 5000): CoachProvider {
  return createOpenAiCoach({ apiKey: API_KEY, baseURL, model: 'fake-model', timeoutMs });
}

/** Consumes a reply to the end, keeping the pieces and the error it ended with (if any). */
async function consume(
  reply: AsyncIterable<string>,
  onPiece: (piece: string, index: number) => void = () => {},
): Promise<{ pieces: string[]; error: unknown }> {
  const pieces: string[] = [];
  try {
    for await (const piece of reply) {
      pieces.push(piece);
      onPiece(piece, pieces.length - 1);
    }
    return { pieces, error: undefined };
  } catch (error) {
    return { pieces, error };
  }
}

function deferred() {
  let resolve: () => void = () => {};
  const promise = new Promise<void>((r) => (resolve = r));
  return { promise, resolve };
}

function expectCoachError(error: unknown, kind: CoachError['kind']): CoachError {
  expect(error).toBeInstanceOf(CoachError);
  const coachError = error instanceof CoachError ? error : new CoachError(kind, 'unreachable');
  expect(coachError.kind).toBe(kind);
  return coachError;
}

const ask: CoachRequest = { mode: 'gameOnTheLine', sport: 'football', history: [], message: 'Cover 2 beaters?' };

const validQuestion = {
  question: 'How many points is a touchdown worth?',
  options: ['3', '6', '7', '2'],
  correct: 'B',
  explanation: 'A touchdown is worth 6 points before the try.',
};

// ---------------------------------------------------------------------------------------------
// Streaming replies

describe('openai coach replies', () => {
  it('streams the reply in the same pieces, in order, after a request carrying the system prompt and the history', async () => {
    fake.script({ type: 'stream', steps: [{ send: 'Run ' }, { send: 'the ' }, { send: 'seam.' }, { done: true }] });
    const history: CoachTurn[] = [
      { role: 'user', content: 'What beats Cover 2?' },
      { role: 'assistant', content: 'Attack the seams.' },
    ];

    const { pieces, error } = await consume(
      coach().reply({ mode: 'comprehensiveCoach', sport: 'basketball', history, message: 'And against zone?' }),
    );

    expect(error).toBeUndefined();
    expect(pieces).toEqual(['Run ', 'the ', 'seam.']);
    expect(fake.requests).toHaveLength(1);
    const request = fake.requests[0];
    expect(request?.authorization).toBe(`Bearer ${API_KEY}`);
    expect(request?.body.model).toBe('fake-model');
    expect(request?.body.stream).toBe(true);
    expect(request?.body.messages).toEqual([
      { role: 'system', content: systemPrompt('comprehensiveCoach', 'basketball') },
      ...history,
      { role: 'system', content: expect.stringContaining("How the app's readers understood this message") },
      { role: 'user', content: 'And against zone?' },
    ]);
  });

  it("gives the model the readers' reading of the message: the kind of answer, the side and the decision asked", async () => {
    const readingOf = async (request: Partial<CoachRequest>) => {
      fake.script({ type: 'stream', steps: [{ send: 'ok' }, { done: true }] });
      await consume(coach().reply({ ...ask, ...request }));
      const messages = fake.requests.at(-1)?.body.messages ?? [];
      return String(messages.at(-2)?.role === 'system' ? messages.at(-2)?.content : '');
    };

    const fault = await readingOf({ sport: 'golf', message: 'my son keeps topping his driver off the tee' });
    expect(fault).toContain("a fix for a fault in their own player's technique");

    const decision = await readingOf({
      mode: 'gameOnTheLine',
      sport: 'football',
      message: '4th and 3 at their 38, down 4, 2:10 left in the 4th, go for it or kick?',
    });
    expect(decision).toContain('Asked for: a call in a game situation');
    expect(decision).toContain('call the fourth_down_decision tool');
    expect(decision).toMatch(/Numbers read: 4th and 3, their 38 \(38 yards from the end zone\), down 4/);

    const playCall = await readingOf({
      mode: 'gameOnTheLine',
      sport: 'football',
      message: '3rd and 9 at midfield, what play should we call?',
    });
    expect(playCall).toContain('no model covers it, so commit to one call');
    expect(playCall).not.toContain('fourth_down_decision');
  });

  it('gives no reading when the reply is being continued', async () => {
    fake.script({ type: 'stream', steps: [{ send: ' more' }, { done: true }] });
    await consume(coach().reply({ ...ask, partial: 'So far' }));
    const roles = (fake.requests[0]?.body.messages ?? []).map((message: { role: string }) => message.role);
    expect(roles.filter((role: string) => role === 'system')).toHaveLength(1);
  });

  it('tells the model to put a hurt player first and to say where live facts are kept', async () => {
    fake.script({ type: 'stream', steps: [{ send: 'ok' }, { done: true }] });

    await consume(coach().reply({ ...ask, message: 'my pitcher says his elbow is sore, 3-2 count' }));

    const system = String(fake.requests[0]?.body.messages[0]?.content);
    expect(system).toContain('A player in pain or with a knock to the head comes before any game call');
    expect(system).toContain("back only with a doctor's clearance");
    expect(system).toContain('You have no live data');
    expect(system).toContain('say where to look');
  });

  it("tells the model who it is coaching: the profile's level, squad, units and youth safety", async () => {
    fake.script({ type: 'stream', steps: [{ send: 'ok' }, { done: true }] });
    const profile = { role: 'coach', level: 'youth', ageGroup: 'U10', squadSize: 10, weightUnit: 'lb' } as const;

    const { error } = await consume(coach().reply({ ...ask, message: 'Plan my practice', profile }));

    expect(error).toBeUndefined();
    const system = String(fake.requests[0]?.body.messages[0]?.content);
    expect(system).toBe(systemPrompt('gameOnTheLine', 'football', { profile }));
    expect(system).toContain('Who you are coaching');
    expect(system).toContain('- Level: youth (12 and under).');
    expect(system).toContain('- Age group: U10.');
    expect(system).toContain('- Squad size: 10 players');
    expect(system).toContain('- Give weights and loads in lb.');
    expect(system).toMatch(/youth-safe — no live tackling/);
    expect(systemPrompt('gameOnTheLine', 'football')).not.toContain('Who you are coaching');
    expect(systemPrompt('gameOnTheLine', 'football', { profile: { level: 'adult' } })).not.toContain('youth-safe');
  });

  it(`sends only the last ${HISTORY_MAX_TURNS} turns of a long history`, async () => {
    fake.script({ type: 'stream', steps: [{ send: 'ok' }, { done: true }] });
    const history: CoachTurn[] = Array.from({ length: 25 }, (_, i) => ({
      role: i % 2 === 0 ? 'user' : 'assistant',
      content: `turn ${i}`,
    }));

    await consume(coach().reply({ ...ask, history }));

    const messages = fake.requests[0]?.body.messages ?? [];
    // The system prompt, the turns, the reading of the message and the message.
    expect(messages).toHaveLength(HISTORY_MAX_TURNS + 3);
    expect(messages[1]).toEqual({ role: 'assistant', content: 'turn 5' });
    expect(messages.at(-3)).toEqual({ role: 'user', content: 'turn 24' });
  });

  it('continues a cut-off reply: the question, the reply so far, then the request to carry on', async () => {
    fake.script({ type: 'stream', steps: [{ send: ' the rest' }, { done: true }] });
    const history: CoachTurn[] = [
      { role: 'user', content: 'earlier' },
      { role: 'assistant', content: 'chosen version' },
    ];

    const { pieces, error } = await consume(coach().reply({ ...ask, history, partial: 'The start of' }));

    expect(error).toBeUndefined();
    expect(pieces.join('')).toBe(' the rest');
    const messages = fake.requests[0]?.body.messages ?? [];
    expect(messages.slice(1)).toEqual([
      { role: 'user', content: 'earlier' },
      { role: 'assistant', content: 'chosen version' },
      { role: 'user', content: ask.message },
      { role: 'assistant', content: 'The start of' },
      { role: 'user', content: CONTINUE_PROMPT },
    ]);
  });

  it('yields each piece as it arrives instead of waiting for the end of the stream', async () => {
    // The fake holds its last piece until the test has received the first one: a provider that
    // buffered would only see the first piece after the fallback delay, after the last was sent.
    const firstReceived = deferred();
    fake.script({
      type: 'stream',
      steps: [
        { send: 'One' },
        { pause: 150 },
        { send: ' two' },
        { until: firstReceived.promise },
        { pause: 150 },
        { send: ' three' },
        { done: true },
      ],
    });

    const { pieces, error } = await consume(coach().reply(ask), (piece) => {
      fake.events.push(`received:${piece}`);
      firstReceived.resolve();
    });

    expect(error).toBeUndefined();
    expect(pieces).toEqual(['One', ' two', ' three']);
    expect(fake.events.indexOf('received:One')).toBeLessThan(fake.events.indexOf('sent: three'));
  });

  it('reports a server error as unavailable after exactly one retry', async () => {
    fake.script({ type: 'status', status: 500, body: { error: { message: 'boom', type: 'server_error' } } });

    const { pieces, error } = await consume(coach().reply(ask));

    expect(pieces).toEqual([]);
    expect(expectCoachError(error, 'unavailable').message).toMatch(/HTTP 500/);
    expect(fake.requests).toHaveLength(2);
  });

  it('reports a rejected request (4xx) as unavailable without retrying it', async () => {
    fake.script({ type: 'status', status: 400, body: { error: { message: 'bad model', code: 'model_not_found' } } });

    const { error } = await consume(coach().reply(ask));

    expect(expectCoachError(error, 'unavailable').message).toMatch(/HTTP 400 \(model_not_found\)/);
    expect(fake.requests).toHaveLength(1);
  });

  it('reports a server that never answers as a timeout', async () => {
    fake.script({ type: 'hang' });

    const { pieces, error } = await consume(coach(300).reply(ask));

    expect(pieces).toEqual([]);
    expectCoachError(error, 'timeout');
  });

  it('reports a stream that stalls after a piece as a timeout, after the piece', async () => {
    fake.script({ type: 'stream', steps: [{ send: 'Blitz' }, { stall: true }] });

    const { pieces, error } = await consume(coach(300).reply(ask));

    expect(pieces).toEqual(['Blitz']);
    expectCoachError(error, 'timeout');
    // The stalled request was abandoned, not left open.
    await fake.requests[0]?.closed;
  });

  it('does not mistake a slow consumer for a stalled stream', async () => {
    fake.script({ type: 'stream', steps: [{ send: 'a' }, { send: 'b' }, { done: true }] });
    const pieces: string[] = [];

    for await (const piece of coach(300).reply(ask)) {
      pieces.push(piece);
      await wait(450); // the consumer takes longer than timeoutMs with each piece
    }

    expect(pieces).toEqual(['a', 'b']);
  });

  it('gives the pieces received so far and then fails as unavailable when the connection drops mid-stream', async () => {
    const twoReceived = deferred();
    fake.script({
      type: 'stream',
      steps: [{ send: 'Hello' }, { send: ' coach' }, { until: twoReceived.promise }, { drop: true }],
    });

    const { pieces, error } = await consume(coach().reply(ask), (_, index) => {
      if (index === 1) twoReceived.resolve();
    });

    expect(pieces).toEqual(['Hello', ' coach']);
    expectCoachError(error, 'unavailable');
  });

  it('reports a stream that ends without any content as unavailable', async () => {
    fake.script({ type: 'stream', steps: [{ done: true }] });

    const { pieces, error } = await consume(coach().reply(ask));

    expect(pieces).toEqual([]);
    expectCoachError(error, 'unavailable');
  });

  it('ends quietly and releases the request when the caller aborts mid-stream', async () => {
    fake.script({ type: 'stream', steps: [{ send: 'First' }, { stall: true }] });
    const controller = new AbortController();

    const { pieces, error } = await consume(coach().reply({ ...ask, signal: controller.signal }), () =>
      controller.abort(),
    );

    expect(error).toBeUndefined();
    expect(pieces).toEqual(['First']);
    await fake.requests[0]?.closed;
  });

  it('ends quietly when the caller aborts before the server has answered', async () => {
    fake.script({ type: 'hang' });
    const controller = new AbortController();
    const reply = coach().reply({ ...ask, signal: controller.signal });

    const result = consume(reply);
    await expect.poll(() => fake.requests.length).toBe(1);
    controller.abort();

    expect(await result).toEqual({ pieces: [], error: undefined });
  });

  it('ends at once, without a request, when the signal has already aborted', async () => {
    const { pieces, error } = await consume(coach().reply({ ...ask, signal: AbortSignal.abort() }));

    expect({ pieces, error }).toEqual({ pieces: [], error: undefined });
    expect(fake.requests).toHaveLength(0);
  });
});

// ---------------------------------------------------------------------------------------------
// Quiz questions

describe('openai coach quiz questions', () => {
  it('returns the question parsed from a JSON answer, asked for in JSON mode', async () => {
    fake.script({ type: 'completion', content: JSON.stringify(validQuestion) });

    const question = await coach().quizQuestion({ sport: 'football', asked: ['What is a safety?'] });

    expect(question).toEqual(validQuestion);
    expect(fake.requests).toHaveLength(1);
    const body = fake.requests[0]?.body;
    expect(body?.response_format).toEqual({ type: 'json_object' });
    expect(body?.stream).toBeFalsy();
    expect(body?.messages).toEqual([
      { role: 'system', content: systemPrompt('quizMaster', 'football') },
      { role: 'user', content: quizQuestionPrompt('football', ['What is a safety?']) },
    ]);
  });

  it('asks for a question on the topic the player named', async () => {
    fake.script({ type: 'completion', content: JSON.stringify(validQuestion) });

    await coach().quizQuestion({ sport: 'soccer', asked: [], topic: 'offside' });

    const prompt = String(fake.requests[0]?.body.messages[1]?.content);
    expect(prompt).toBe(quizQuestionPrompt('soccer', [], 'offside'));
    expect(prompt).toContain('The player asked for questions about: "offside"');
    expect(prompt).toContain('must be on that Soccer topic');
    // Without a topic, the prompt says nothing about one.
    expect(quizQuestionPrompt('soccer', [])).not.toContain('asked for questions about');
  });

  it('parses a question wrapped in a ```json fence', async () => {
    fake.script({
      type: 'completion',
      content: `Here you go:\n\`\`\`json\n${JSON.stringify(validQuestion, null, 2)}\n\`\`\``,
    });

    expect(await coach().quizQuestion({ sport: 'football', asked: [] })).toEqual(validQuestion);
  });

  it('retries once after a malformed answer and returns the valid second one', async () => {
    fake.script(
      { type: 'completion', content: '{"question": "How many downs' },
      { type: 'completion', content: JSON.stringify(validQuestion) },
    );

    expect(await coach().quizQuestion({ sport: 'football', asked: [] })).toEqual(validQuestion);
    expect(fake.requests).toHaveLength(2);
  });

  it('retries once after an answer with missing fields or no content', async () => {
    const { explanation: _, ...withoutExplanation } = validQuestion;
    fake.script(
      { type: 'completion', content: JSON.stringify(withoutExplanation) },
      { type: 'completion', content: JSON.stringify(validQuestion) },
    );
    expect(await coach().quizQuestion({ sport: 'football', asked: [] })).toEqual(validQuestion);

    fake.script({ type: 'completion', content: null }, { type: 'completion', content: JSON.stringify(validQuestion) });
    expect(await coach().quizQuestion({ sport: 'football', asked: [] })).toEqual(validQuestion);
    expect(fake.requests).toHaveLength(4);
  });

  it('fails with invalid_output after two malformed answers', async () => {
    fake.script({ type: 'completion', content: 'Sure! What is a first down?' });

    const error = await coach()
      .quizQuestion({ sport: 'football', asked: [] })
      .catch((e: unknown) => e);

    expectCoachError(error, 'invalid_output');
    expect(fake.requests).toHaveLength(2);
  });

  it('asks again when the model repeats a question already asked, and fails if it repeats it twice', async () => {
    const fresh = { ...validQuestion, question: 'How many points is a field goal worth?' };
    fake.script(
      { type: 'completion', content: JSON.stringify(validQuestion) },
      { type: 'completion', content: JSON.stringify(fresh) },
    );
    const asked = ['how many points is a touchdown worth'];

    expect(await coach().quizQuestion({ sport: 'football', asked })).toEqual(fresh);
    expect(fake.requests[1]?.body.messages[1]?.content).toContain(validQuestion.question);

    fake.script({ type: 'completion', content: JSON.stringify(validQuestion) });
    const error = await coach()
      .quizQuestion({ sport: 'football', asked })
      .catch((e: unknown) => e);
    expectCoachError(error, 'invalid_output');
  });

  it('reports a server error as unavailable, not as invalid output', async () => {
    fake.script({ type: 'status', status: 503, body: { error: { message: 'overloaded' } } });

    const error = await coach()
      .quizQuestion({ sport: 'football', asked: [] })
      .catch((e: unknown) => e);

    expectCoachError(error, 'unavailable');
    expect(fake.requests).toHaveLength(2);
  });

  it('reports a server that never answers as a timeout', async () => {
    fake.script({ type: 'hang' });

    const error = await coach(300)
      .quizQuestion({ sport: 'football', asked: [] })
      .catch((e: unknown) => e);

    expectCoachError(error, 'timeout');
  });
});

describe('quiz question parsing', () => {
  it.each([
    ['options that repeat', { ...validQuestion, options: ['6', '6 ', '7', '2'] }],
    ['three options', { ...validQuestion, options: ['6', '7', '2'] }],
    ['an empty option', { ...validQuestion, options: ['6', '', '7', '2'] }],
    ['a letter outside A-D', { ...validQuestion, correct: 'E' }],
    ['an overlong question', { ...validQuestion, question: 'x'.repeat(301) }],
    ['an overlong explanation', { ...validQuestion, explanation: 'x'.repeat(601) }],
  ])('rejects a question with %s', (_, candidate) => {
    expect(parseQuizQuestion(JSON.stringify(candidate))).toBeNull();
  });

  it('accepts a lower-case letter and surrounding whitespace', () => {
    expect(parseQuizQuestion(` ${JSON.stringify({ ...validQuestion, correct: 'b' })}\n`)).toEqual(validQuestion);
  });
});

// ---------------------------------------------------------------------------------------------
// Secrets

describe('openai coach errors', () => {
  it('never include the API key or the conversation, even when the provider echoes them', async () => {
    const message = 'my secret trick play';
    const echo = {
      error: { message: `Incorrect API key provided: ${API_KEY} for "${message}"`, code: 'invalid_api_key' },
    };
    const failures: unknown[] = [];

    fake.script({ type: 'status', status: 401, body: echo });
    failures.push((await consume(coach().reply({ ...ask, message }))).error);
    fake.script({ type: 'status', status: 500, body: echo });
    failures.push((await consume(coach().reply({ ...ask, message }))).error);
    fake.script({ type: 'hang' });
    failures.push((await consume(coach(300).reply({ ...ask, message }))).error);
    fake.script({ type: 'stream', steps: [{ send: API_KEY }, { drop: true }] });
    failures.push((await consume(coach().reply({ ...ask, message }))).error);
    fake.script({ type: 'status', status: 401, body: echo });
    failures.push(
      await coach()
        .quizQuestion({ sport: 'golf', asked: [message] })
        .catch((e: unknown) => e),
    );
    fake.script({ type: 'completion', content: `${API_KEY} ${message}` });
    failures.push(
      await coach()
        .quizQuestion({ sport: 'golf', asked: [message] })
        .catch((e: unknown) => e),
    );

    expect(failures).toHaveLength(6);
    for (const failure of failures) {
      expect(failure).toBeInstanceOf(CoachError);
      const text = failure instanceof Error ? `${failure.message} ${String(failure.stack)}` : String(failure);
      expect(text).not.toContain(API_KEY);
      expect(text).not.toContain(message);
    }
  });
});

// ---------------------------------------------------------------------------------------------
// Prompts

// ---------------------------------------------------------------------------------------------
// Tool calls: the model asks for an engine, gets its result, and answers with its numbers

const FourthDownArgs = z.object({
  yardsToGo: z.number().int().min(1).max(99),
  yardsFromEndZone: z.number().int().min(1).max(99),
  scoreMargin: z.number().int().default(0),
});

const toolRuns: unknown[] = [];
const fourthDownTool: CoachTool = {
  name: 'fourth_down_decision',
  sport: 'football',
  description: 'Go, kick or punt on fourth down.',
  parameters: FourthDownArgs,
  run(input) {
    toolRuns.push(input);
    const { yardsToGo } = FourthDownArgs.parse(input);
    return { recommendation: yardsToGo <= 2 ? 'Go for it' : 'Punt', winProbabilityGain: yardsToGo <= 2 ? 0.03 : -0.02 };
  },
};
const clubTool: CoachTool = {
  name: 'club_adjustment',
  sport: 'golf',
  description: 'Plays-like yardage.',
  parameters: z.object({ distanceYards: z.number() }),
  run: () => ({ playsLike: 0 }),
};

function toolCoach(): CoachProvider {
  return createOpenAiCoach({
    apiKey: API_KEY,
    baseURL,
    model: 'fake-model',
    timeoutMs: 5000,
    tools: [fourthDownTool, clubTool],
  });
}

const situation: CoachRequest = {
  mode: 'gameOnTheLine',
  sport: 'football',
  history: [],
  message: '4th and 1 at midfield, tied. Go for it?',
};

describe('openai coach tool calls', () => {
  beforeEach(() => {
    toolRuns.length = 0;
  });

  it('runs the tool the model calls, sends its result back, and streams only the answer that quotes it', async () => {
    fake.script(
      {
        type: 'stream',
        steps: [
          { toolCall: { index: 0, id: 'call_a', name: 'fourth_down_decision', arguments: '{"yardsToGo":1,' } },
          { toolCall: { index: 0, arguments: '"yardsFromEndZone":50}' } },
          { doneWithToolCalls: true },
        ],
      },
      { type: 'stream', steps: [{ send: 'Go for it: ' }, { send: '+3% win probability.' }, { done: true }] },
    );

    const { pieces, error } = await consume(toolCoach().reply(situation));

    expect(error).toBeUndefined();
    expect(pieces).toEqual(['Go for it: ', '+3% win probability.']);
    expect(toolRuns).toEqual([{ yardsToGo: 1, yardsFromEndZone: 50, scoreMargin: 0 }]);
    expect(fake.requests).toHaveLength(2);
    const [first, second] = fake.requests.map((request) => request.body);
    // Only the chat's sport's tools are offered, described by the input side of their schema.
    expect(first?.tools?.map((tool) => tool.function.name)).toEqual(['fourth_down_decision']);
    expect(first?.tools?.[0]?.function.parameters).toMatchObject({
      type: 'object',
      required: ['yardsToGo', 'yardsFromEndZone'],
    });
    expect(first?.tool_choice).toBe('auto');
    expect(first?.messages[0]?.content).toBe(systemPrompt('gameOnTheLine', 'football', { tools: true }));
    expect(first?.messages[0]?.content).toContain('Never invent a probability');
    expect(second?.messages.slice(-2)).toEqual([
      {
        role: 'assistant',
        content: null,
        tool_calls: [
          {
            id: 'call_a',
            type: 'function',
            function: { name: 'fourth_down_decision', arguments: '{"yardsToGo":1,"yardsFromEndZone":50}' },
          },
        ],
      },
      {
        role: 'tool',
        tool_call_id: 'call_a',
        content: JSON.stringify({ recommendation: 'Go for it', winProbabilityGain: 0.03 }),
      },
    ]);
  });

  it('answers bad tool calls with errors the model can read, and the reply still completes', async () => {
    fake.script(
      {
        type: 'stream',
        steps: [
          { toolCall: { index: 0, id: 'call_unknown', name: 'win_the_game', arguments: '{}' } },
          { toolCall: { index: 1, id: 'call_json', name: 'fourth_down_decision', arguments: '{"yardsToGo": 1' } },
          {
            toolCall: {
              index: 2,
              id: 'call_range',
              name: 'fourth_down_decision',
              arguments: '{"yardsToGo": 0, "yardsFromEndZone": 500}',
            },
          },
          { doneWithToolCalls: true },
        ],
      },
      { type: 'stream', steps: [{ send: 'Short yardage: go for it.' }, { done: true }] },
    );

    const { pieces, error } = await consume(toolCoach().reply(situation));

    expect(error).toBeUndefined();
    expect(pieces.join('')).toBe('Short yardage: go for it.');
    expect(toolRuns).toEqual([]);
    const results = fake.requests[1]?.body.messages.filter((entry) => entry.role === 'tool') ?? [];
    expect(results.map((entry) => entry.tool_call_id)).toEqual(['call_unknown', 'call_json', 'call_range']);
    expect(results[0]?.content).toContain('Unknown tool');
    expect(results[0]?.content).toContain('fourth_down_decision');
    expect(results[1]?.content).toContain('not valid JSON');
    expect(results[2]?.content).toContain('Invalid arguments');
  });

  it('stops offering tools after the last tool round, so a looping model must answer', async () => {
    const calling: FakeResponse = {
      type: 'stream',
      steps: [
        {
          toolCall: {
            index: 0,
            id: 'call_loop',
            name: 'fourth_down_decision',
            arguments: '{"yardsToGo":4,"yardsFromEndZone":60}',
          },
        },
        { doneWithToolCalls: true },
      ],
    };
    fake.script(...Array.from({ length: MAX_TOOL_ROUNDS }, () => calling), {
      type: 'stream',
      steps: [{ send: 'Punt it.' }, { done: true }],
    });

    const { pieces, error } = await consume(toolCoach().reply(situation));

    expect(error).toBeUndefined();
    expect(pieces).toEqual(['Punt it.']);
    expect(fake.requests.map((request) => request.body.tool_choice)).toEqual([
      ...Array.from({ length: MAX_TOOL_ROUNDS }, () => 'auto'),
      'none',
    ]);
    expect(toolRuns).toHaveLength(MAX_TOOL_ROUNDS);
  });

  it('offers no tools in Quiz mode and keeps the plain request when no tools are configured', async () => {
    fake.script({ type: 'stream', steps: [{ send: 'Pick a letter.' }, { done: true }] });

    await consume(toolCoach().reply({ ...situation, mode: 'quizMaster' }));
    await consume(coach().reply(situation));

    for (const request of fake.requests) {
      expect(request.body.tools).toBeUndefined();
      expect(request.body.tool_choice).toBeUndefined();
    }
    expect(fake.requests[1]?.body.messages[0]?.content).toBe(systemPrompt('gameOnTheLine', 'football'));
  });
});

describe('openai coach with the coach engines', () => {
  function engineCoach(): CoachProvider {
    return createOpenAiCoach({ apiKey: API_KEY, baseURL, model: 'fake-model', timeoutMs: 5000, tools: COACH_TOOLS });
  }

  function toolResults(): unknown[] {
    return (fake.requests[1]?.body.messages ?? [])
      .filter((entry) => entry.role === 'tool')
      .map((entry) => JSON.parse(entry.content ?? 'null'));
  }

  it("hands the model the fourth-down engine's recommendation and numbers for the issue's midfield question", async () => {
    fake.script(
      {
        type: 'stream',
        steps: [
          {
            toolCall: {
              index: 0,
              id: 'call_4th',
              name: 'fourth_down_decision',
              arguments: JSON.stringify({ yardsToGo: 1, yardsToEndZone: 50, scoreMargin: 0, secondsLeft: 360 }),
            },
          },
          { doneWithToolCalls: true },
        ],
      },
      { type: 'stream', steps: [{ send: 'Go for it.' }, { done: true }] },
    );

    const { error } = await consume(engineCoach().reply(situation));

    expect(error).toBeUndefined();
    const [advice] = toolResults();
    const expected = runEngineTool('fourth_down_decision', { yardsToGo: 1, yardsToEndZone: 50, secondsLeft: 360 });
    expect(expected.ok).toBe(true);
    expect(advice).toEqual(expected.ok ? expected.advice : null);
    expect(advice).toMatchObject({ recommendation: 'Go for it', engine: 'fourth_down_decision' });
    expect(JSON.stringify(advice)).toMatch(/win probability/);
  });

  it('builds a practice plan whose minutes add up, and finds drills, when the model asks', async () => {
    fake.script(
      {
        type: 'stream',
        steps: [
          {
            toolCall: {
              index: 0,
              id: 'call_plan',
              name: 'practice_plan',
              arguments: JSON.stringify({
                sport: 'soccer',
                minutes: 60,
                players: 12,
                level: 'youth',
                focus: ['passing'],
              }),
            },
          },
          {
            toolCall: {
              index: 1,
              id: 'call_drills',
              name: 'find_drills',
              arguments: JSON.stringify({ sport: 'soccer', skill: 'passing', limit: 2 }),
            },
          },
          { doneWithToolCalls: true },
        ],
      },
      { type: 'stream', steps: [{ send: 'Here is your session.' }, { done: true }] },
    );

    const { error } = await consume(engineCoach().reply({ ...situation, sport: 'soccer', mode: 'comprehensiveCoach' }));

    expect(error).toBeUndefined();
    const [plan, drills] = toolResults();
    const PlanResult = z.object({ totalMinutes: z.number(), blocks: z.array(z.object({ minutes: z.number() })) });
    const parsedPlan = PlanResult.parse(plan);
    expect(parsedPlan.totalMinutes).toBe(60);
    expect(parsedPlan.blocks.reduce((sum, block) => sum + block.minutes, 0)).toBe(60);
    const parsedDrills = z.array(z.object({ title: z.string(), minutes: z.number().int().positive() })).parse(drills);
    expect(parsedDrills).toHaveLength(2);
  });

  it("offers a chat only its own sport's engines beside the plan and drill tools", async () => {
    fake.script({ type: 'stream', steps: [{ send: 'Take one more club.' }, { done: true }] });

    await consume(engineCoach().reply({ ...situation, sport: 'golf', message: '150 into a 15 mph wind?' }));

    expect(fake.requests[0]?.body.tools?.map((tool) => tool.function.name).sort()).toEqual(
      ['club_adjustment', 'find_drills', 'go_or_lay_up', 'practice_plan', 'target_choice'].sort(),
    );
  });
});

describe('tool call runner', () => {
  it('validates arguments with the tool schema and applies its defaults', () => {
    const result = runToolCall([fourthDownTool], 'fourth_down_decision', '{"yardsToGo":2,"yardsFromEndZone":45}');
    expect(JSON.parse(result)).toEqual({ recommendation: 'Go for it', winProbabilityGain: 0.03 });
    expect(toolRuns.at(-1)).toEqual({ yardsToGo: 2, yardsFromEndZone: 45, scoreMargin: 0 });
  });

  it('turns a throwing tool into an error result instead of an exception', () => {
    const broken: CoachTool = {
      ...fourthDownTool,
      run: () => {
        throw new Error('boom');
      },
    };
    const result = runToolCall([broken], 'fourth_down_decision', '{"yardsToGo":2,"yardsFromEndZone":45}');
    expect(JSON.parse(result)).toEqual({ error: 'The fourth_down_decision tool failed on these arguments.' });
  });
});

describe('coach prompts', () => {
  it('introduce the coach for the sport and keep football American', () => {
    expect(systemPrompt('gameOnTheLine', 'tennis')).toMatch(/^You are Playcaller, an expert Tennis coach/);
    expect(systemPrompt('gameOnTheLine', 'football')).toMatch(/American football \(NFL/);
  });

  it('give each mode its own reply shape', () => {
    expect(systemPrompt('gameOnTheLine', 'soccer')).toMatch(/at most 15 words/);
    const strategic = systemPrompt('comprehensiveCoach', 'soccer');
    for (const section of ['### Situation', '### Options', '### Recommendation', '### Drill to practise it']) {
      expect(strategic).toContain(section);
    }
    expect(strategic).toContain('flowchart LR');
    expect(systemPrompt('personalTrainer', 'soccer')).toContain('> Assumed:');
  });

  it('ask for one JSON quiz question that avoids the questions already asked', () => {
    const prompt = quizQuestionPrompt('baseball', ['What is a balk?']);
    expect(prompt).toContain('Baseball');
    expect(prompt).toContain('- What is a balk?');
    expect(prompt).toMatch(/JSON only/);
  });
});

describe('openai coach clarifying questions and decisions', () => {
  const QUESTION = 'Are you running the 1-3-1 zone, or facing it?';
  const CHOICES = ['How do we beat a 1-3-1 zone?', 'How do we run a 1-3-1 zone?'];
  const WRITTEN = `${QUESTION}\n\n- ${CHOICES[0]}\n- ${CHOICES[1]}`;

  it('tells the model both formats in the answering modes, and neither to the Trainer or the quiz', () => {
    for (const mode of ['gameOnTheLine', 'comprehensiveCoach'] as const) {
      const system = systemPrompt(mode, 'basketball');
      expect(system).toContain(CLARIFY_FORMAT);
      expect(system).toContain(DECISION_FORMAT);
    }
    expect(CLARIFY_FORMAT).toMatch(/2 or 3 choices/);
    expect(CLARIFY_FORMAT).toMatch(/Never ask when the message is clear/);
    expect(DECISION_FORMAT).toMatch(/at most 15 words/);
    expect(DECISION_FORMAT).toContain('"Why? "');
    for (const mode of ['personalTrainer', 'quizMaster'] as const) {
      expect(systemPrompt(mode, 'basketball')).not.toContain(CLARIFY_FORMAT);
    }
  });

  it('adds the data block to a reply written as a clarifying question, so the app draws its buttons', async () => {
    fake.script({
      type: 'stream',
      steps: [{ send: `${QUESTION}\n\n` }, { send: `- ${CHOICES[0]}\n` }, { send: `- ${CHOICES[1]}` }, { done: true }],
    });

    const { pieces, error } = await consume(coach().reply({ ...ask, sport: 'basketball', message: '1-3-1?' }));

    expect(error).toBeUndefined();
    const text = pieces.join('');
    expect(readableReply(text)).toBe(WRITTEN);
    expect(clarifyOf(text)).toEqual({ question: QUESTION, choices: CHOICES });
  });

  it('adds no block to an answer, even one that ends with a question and a list', async () => {
    const answer = `### Situation\n\nThey sit in a 1-3-1.\n\nWhich do you prefer?\n\n- ${CHOICES[0]}\n- ${CHOICES[1]}`;
    fake.script({ type: 'stream', steps: [{ send: answer }, { done: true }] });

    const { pieces } = await consume(coach().reply({ ...ask, sport: 'basketball', message: 'beat a 1-3-1' }));

    expect(pieces.join('')).toBe(answer);
    expect(clarifyOf(pieces.join(''))).toBeNull();
  });

  it('passes a one-line decision with its Why? through whole, for the app to fold after an engine call', async () => {
    const call = 'Go for it: 64% to win, 2 points above the punt.';
    const why = 'Fourth-down model: 4th and 1 at midfield, tied, 6:00 left; go 64%, punt 62%.';
    fake.script(
      {
        type: 'stream',
        steps: [
          {
            toolCall: {
              index: 0,
              id: 'call_4th',
              name: 'fourth_down_decision',
              arguments: JSON.stringify({ yardsToGo: 1, yardsToEndZone: 50, scoreMargin: 0, secondsLeft: 360 }),
            },
          },
          { doneWithToolCalls: true },
        ],
      },
      { type: 'stream', steps: [{ send: `${call}\n\n` }, { send: `Why? ${why}` }, { done: true }] },
    );
    const engines = createOpenAiCoach({
      apiKey: API_KEY,
      baseURL,
      model: 'fake-model',
      timeoutMs: 5000,
      tools: COACH_TOOLS,
    });

    const { pieces, error } = await consume(
      engines.reply({ ...ask, message: '4th and 1 at midfield, tied, 6:00 left' }),
    );

    expect(error).toBeUndefined();
    expect(String(fake.requests[0]?.body.messages[0]?.content)).toContain(DECISION_FORMAT);
    const text = pieces.join('');
    expect(splitWhy(text)).toEqual({ answer: call, why });
    expect(call.split(/\s+/).length).toBeLessThanOrEqual(15);
    expect(clarifyOf(text)).toBeNull();
  });
});
