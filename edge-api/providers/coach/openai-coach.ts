import OpenAI, { APIConnectionError, APIConnectionTimeoutError, APIError } from 'openai';
import { z } from 'zod';
import { clarifyDataBlock, clarifyInText } from '../../../shared/clarify';
import { QUIZ_OPTION_LETTERS } from '../../../shared/constants';
import { CoachError, type CoachProvider, type CoachRequest, type QuizQuestionRequest } from './coach-provider';
import { runToolCall, toolDefinitions, toolsFor, type CoachTool } from './coach-tool';
import type { QuizBankQuestion } from './knowledge/content-schema';
import { quizQuestionPrompt, systemPrompt } from './prompts';
import { readingNote } from './reading-note';

export interface OpenAiCoachOptions {
  apiKey: string;
  /** Any OpenAI-compatible server (Ollama, vLLM, llama.cpp); the OpenAI API when absent. */
  baseURL?: string;
  model: string;
  /** Longest silence accepted: before the first piece of a reply, between pieces, or for a whole quiz answer. */
  timeoutMs: number;
  /** Game-situation engines and other functions the model may call (none: plain chat completions). */
  tools?: readonly CoachTool[];
}

/** Only the latest turns are sent: they carry the context that matters and keep the prompt (and its cost) bounded. */
export const HISTORY_MAX_TURNS = 20;
/** Sent after the reply so far when a stopped or cut-off reply is continued. */
export const CONTINUE_PROMPT =
  'Your reply above was cut off. Continue it exactly where it stopped, without repeating any of it or adding a preamble.';

export const QUIZ_QUESTION_MAX_LENGTH = 300;
export const QUIZ_OPTION_MAX_LENGTH = 120;
export const QUIZ_EXPLANATION_MAX_LENGTH = 600;
/**
 * Rounds in which the model may call tools before it must answer: a situation needs one engine, a
 * comparison two; more rounds would only let a confused model loop while the user waits.
 */
export const MAX_TOOL_ROUNDS = 3;
/** Calls honoured per round; further parallel calls in the same round are answered as skipped. */
export const MAX_TOOL_CALLS_PER_ROUND = 4;

/** One retry: a model that fails twice in a row is unlikely to succeed on a third try, and the user is waiting. */
const QUIZ_ATTEMPTS = 2;

// The SDK types its responses but does not validate them, and a compatible server may send anything:
// only the fields we read are checked, everything else is ignored.
const ToolCallDeltaSchema = z.object({
  index: z.number().int().nonnegative(),
  id: z.string().max(200).nullish(),
  function: z.object({ name: z.string().nullish(), arguments: z.string().nullish() }).nullish(),
});

const StreamChunkSchema = z.object({
  choices: z
    .array(
      z.object({
        delta: z
          .object({ content: z.string().nullish(), tool_calls: z.array(ToolCallDeltaSchema).nullish() })
          .nullish(),
      }),
    )
    .nullish(),
});

/** A tool call assembled from its streamed pieces: the name and the JSON arguments arrive in fragments. */
interface PendingToolCall {
  id: string;
  name: string;
  arguments: string;
}

const TOOL_ARGUMENTS_MAX_CHARS = 8000;

function collectToolCall(calls: PendingToolCall[], part: z.infer<typeof ToolCallDeltaSchema>, round: number): void {
  const call = (calls[part.index] ??= { id: `call_${round}_${part.index}`, name: '', arguments: '' });
  if (part.id) call.id = part.id;
  if (part.function?.name) call.name += part.function.name;
  if (part.function?.arguments && call.arguments.length < TOOL_ARGUMENTS_MAX_CHARS) {
    call.arguments += part.function.arguments;
  }
}

const CompletionSchema = z.object({
  choices: z.array(z.object({ message: z.object({ content: z.string().nullish() }) })).min(1),
});

/** Compares question and option texts the way a reader would: case, spacing and trailing marks do not matter. */
function normalise(text: string): string {
  return text
    .trim()
    .toLowerCase()
    .replace(/\s+/g, ' ')
    .replace(/[\s?.!]+$/, '');
}

export const QuizQuestionSchema = z.object({
  question: z.string().trim().min(1).max(QUIZ_QUESTION_MAX_LENGTH),
  options: z
    .tuple([
      z.string().trim().min(1).max(QUIZ_OPTION_MAX_LENGTH),
      z.string().trim().min(1).max(QUIZ_OPTION_MAX_LENGTH),
      z.string().trim().min(1).max(QUIZ_OPTION_MAX_LENGTH),
      z.string().trim().min(1).max(QUIZ_OPTION_MAX_LENGTH),
    ])
    // Two identical options would make the question unanswerable or give the answer away.
    .refine((options) => new Set(options.map(normalise)).size === options.length, 'options must be distinct'),
  // Models sometimes answer "b" or " B": the letter is what matters.
  correct: z.string().trim().toUpperCase().pipe(z.enum(QUIZ_OPTION_LETTERS)),
  explanation: z.string().trim().min(1).max(QUIZ_EXPLANATION_MAX_LENGTH),
});

const FENCED = /```(?:json)?\s*([\s\S]*?)```/i;

/**
 * Reads a quiz question out of the model's answer. JSON mode should give a bare object, but some
 * compatible servers ignore it and wrap the object in a ```json fence or a sentence.
 */
export function parseQuizQuestion(content: string): QuizBankQuestion | null {
  const fenced = FENCED.exec(content)?.[1];
  const text = (fenced ?? content).trim();
  const start = text.indexOf('{');
  const end = text.lastIndexOf('}');
  if (start === -1 || end < start) return null;
  let json: unknown;
  try {
    json = JSON.parse(text.slice(start, end + 1));
  } catch {
    return null;
  }
  const parsed = QuizQuestionSchema.safeParse(json);
  return parsed.success ? parsed.data : null;
}

/**
 * Turns an SDK or network failure into a CoachError. Security: messages are built here from the
 * status and error code only, never from the SDK's message or the request, because a provider's
 * message can quote the (partly masked) API key and the request carries the user's conversation.
 */
function toCoachError(error: unknown, action: string): CoachError {
  if (error instanceof CoachError) return error;
  if (error instanceof APIConnectionTimeoutError) {
    return new CoachError('timeout', `${action}: the AI provider did not answer in time`);
  }
  if (error instanceof APIConnectionError) {
    return new CoachError('unavailable', `${action}: could not reach the AI provider`);
  }
  if (error instanceof APIError) {
    const code = typeof error.code === 'string' && /^[\w.-]{1,64}$/.test(error.code) ? ` (${error.code})` : '';
    return error.status === undefined
      ? new CoachError('unavailable', `${action}: the AI provider reported an error mid-stream${code}`)
      : new CoachError('unavailable', `${action}: the AI provider answered HTTP ${error.status}${code}`);
  }
  // Whatever else reaches us is the connection dropping or the stream being garbled (undici's
  // "terminated", a SyntaxError from a half-written SSE event): the name is enough to log.
  const name = error instanceof Error ? error.name : typeof error;
  return new CoachError('unavailable', `${action}: the AI provider connection failed (${name})`);
}

/**
 * An AbortController for one request that aborts when the caller's signal does or when nothing has
 * happened for `timeoutMs`. The SDK's own `timeout` only covers waiting for response headers, so
 * without this a server that sends headers and then stalls would hold the request forever.
 */
function requestGuard(timeoutMs: number, callerSignal: AbortSignal | undefined) {
  const controller = new AbortController();
  let timer: ReturnType<typeof setTimeout> | undefined;
  let timedOut = false;
  const onCallerAbort = () => controller.abort();
  callerSignal?.addEventListener('abort', onCallerAbort, { once: true });
  const pause = () => clearTimeout(timer);
  return {
    signal: controller.signal,
    get timedOut() {
      return timedOut;
    },
    /** (Re)starts the idle countdown. */
    arm() {
      pause();
      timer = setTimeout(() => {
        timedOut = true;
        controller.abort();
      }, timeoutMs);
    },
    pause,
    /** Stops the timer and releases the connection if the request is still open. */
    dispose() {
      pause();
      callerSignal?.removeEventListener('abort', onCallerAbort);
      controller.abort();
    },
  };
}

export function createOpenAiCoach(options: OpenAiCoachOptions): CoachProvider {
  const { model, timeoutMs } = options;
  const client = new OpenAI({
    apiKey: options.apiKey,
    // null, not undefined: the SDK would otherwise read OPENAI_BASE_URL / OPENAI_ORG_ID /
    // OPENAI_PROJECT_ID from the environment behind config.ts's back.
    baseURL: options.baseURL ?? null,
    organization: null,
    project: null,
    timeout: timeoutMs,
    // The SDK retries 408/409/429/5xx and connection errors; one retry rides out a blip without
    // making the user wait through a long backoff.
    maxRetries: 1,
  });

  async function* reply(request: CoachRequest): AsyncGenerator<string, void, undefined> {
    const { mode, sport, history, message, profile, partial, signal } = request;
    if (signal?.aborted) return;
    // A quiz's questions come from quizQuestion(); chat in Quiz mode is small talk and needs no engine.
    const tools = mode === 'quizMaster' ? [] : toolsFor(options.tools ?? [], sport);
    // A continue carries on the reply it has; the reading was given with the question.
    const note = partial ? null : readingNote(request);
    const messages: OpenAI.ChatCompletionMessageParam[] = [
      { role: 'system', content: systemPrompt(mode, sport, { tools: tools.length > 0, profile }) },
      ...history.slice(-HISTORY_MAX_TURNS).map((turn) => ({ role: turn.role, content: turn.content })),
      ...(note ? [{ role: 'system' as const, content: note }] : []),
      { role: 'user', content: message },
      // Continuing: the model sees its own reply so far and is asked for the rest only.
      ...(partial
        ? [
            { role: 'assistant' as const, content: partial },
            { role: 'user' as const, content: CONTINUE_PROMPT },
          ]
        : []),
    ];
    let receivedContent = false;
    let written = partial ?? '';
    for (let round = 0; ; round += 1) {
      const toolsAllowed = tools.length > 0 && round < MAX_TOOL_ROUNDS;
      const guard = requestGuard(timeoutMs, signal);
      const calls: PendingToolCall[] = [];
      let roundText = '';
      try {
        guard.arm();
        const stream = await client.chat.completions.create(
          {
            model,
            stream: true,
            messages,
            ...(tools.length > 0
              ? { tools: toolDefinitions(tools), tool_choice: toolsAllowed ? ('auto' as const) : ('none' as const) }
              : {}),
          },
          { signal: guard.signal },
        );
        for await (const chunk of stream) {
          // The countdown is paused while the caller handles a piece, so a slow consumer is never
          // mistaken for a stalled provider.
          guard.pause();
          const parsed = StreamChunkSchema.safeParse(chunk);
          const delta = parsed.success ? parsed.data.choices?.[0]?.delta : undefined;
          if (delta?.content) {
            receivedContent = true;
            roundText += delta.content;
            written += delta.content;
            yield delta.content;
          }
          for (const part of delta?.tool_calls ?? []) collectToolCall(calls, part, round);
          guard.arm();
        }
      } catch (error) {
        if (signal?.aborted) return;
        if (guard.timedOut) throw new CoachError('timeout', 'reply: the AI provider went silent');
        throw toCoachError(error, 'reply');
      } finally {
        guard.dispose();
      }
      // The SDK ends a stream quietly when its signal aborts, so an abort is recognised here too.
      if (signal?.aborted) return;
      if (guard.timedOut) throw new CoachError('timeout', 'reply: the AI provider went silent');
      const requested = calls.filter((call) => call !== undefined);
      if (!toolsAllowed || requested.length === 0) break;
      messages.push({
        role: 'assistant',
        content: roundText === '' ? null : roundText,
        tool_calls: requested.map((call) => ({
          id: call.id,
          type: 'function' as const,
          function: { name: call.name, arguments: call.arguments },
        })),
      });
      requested.forEach((call, index) => {
        const content =
          index < MAX_TOOL_CALLS_PER_ROUND
            ? runToolCall(tools, call.name, call.arguments)
            : JSON.stringify({ error: `Skipped: at most ${MAX_TOOL_CALLS_PER_ROUND} tool calls at a time.` });
        messages.push({ role: 'tool', tool_call_id: call.id, content });
      });
    }
    if (!receivedContent) throw new CoachError('unavailable', 'reply: the AI provider sent an empty reply');
    // A reply written as a clarifying question gets the data block the app draws its buttons from,
    // exactly as the built-in coach's does; the model only writes the readable part.
    const clarify = clarifyInText(written);
    if (clarify) yield clarifyDataBlock(clarify);
  }

  /** One quiz completion; null when the answer has no usable content. */
  async function requestQuizContent(prompt: string, request: QuizQuestionRequest): Promise<string | null> {
    const guard = requestGuard(timeoutMs, request.signal);
    try {
      // Unlike a reply there is nothing to show until the whole answer is in, so the countdown runs
      // for the whole request rather than between pieces.
      guard.arm();
      const completion = await client.chat.completions.create(
        {
          model,
          response_format: { type: 'json_object' },
          messages: [
            { role: 'system', content: systemPrompt('quizMaster', request.sport) },
            { role: 'user', content: prompt },
          ],
        },
        { signal: guard.signal },
      );
      const parsed = CompletionSchema.safeParse(completion);
      return parsed.success ? (parsed.data.choices[0]?.message.content ?? null) : null;
    } catch (error) {
      // The caller gave up: reject with its reason (an AbortError), as fetch does.
      request.signal?.throwIfAborted();
      if (guard.timedOut) throw new CoachError('timeout', 'quiz question: the AI provider did not answer in time');
      throw toCoachError(error, 'quiz question');
    } finally {
      guard.dispose();
    }
  }

  async function quizQuestion(request: QuizQuestionRequest): Promise<QuizBankQuestion> {
    request.signal?.throwIfAborted();
    const asked = [...request.asked];
    const askedKeys = new Set(asked.map(normalise));
    let problem = 'no answer';
    for (let attempt = 1; attempt <= QUIZ_ATTEMPTS; attempt += 1) {
      const content = await requestQuizContent(quizQuestionPrompt(request.sport, asked, request.topic), request);
      const question = content === null ? null : parseQuizQuestion(content);
      if (question === null) {
        problem = content === null ? 'no answer' : 'an answer that is not a valid question';
      } else if (askedKeys.has(normalise(question.question))) {
        problem = 'a question already asked';
        // Listed in the retry's prompt, so the model knows this one is taken too.
        asked.push(question.question);
      } else {
        return question;
      }
    }
    throw new CoachError('invalid_output', `quiz question: the AI provider gave ${problem} twice`);
  }

  return { name: 'openai', reply, quizQuestion };
}
