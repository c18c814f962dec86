import type { z } from 'zod';
import type { ErrorBody } from '../../shared/contract/common';
import { AUTH_HEADER } from '../../shared/contract/headers';
import type * as SchemaModule from './schemas';

export type Schemas = typeof SchemaModule;

/** The schemas and zod, fetched on first use: first paint does without them. */
export const loadSchemas = (): Promise<Schemas> => import('./schemas');

/**
 * A failed call. `message` follows SPEC §7: "<status>: <body text or status text>"; `body` is the
 * parsed JSON error when there was one, so callers can show the server's own `message`.
 */
export class ApiError extends Error {
  override name = 'ApiError';
  constructor(
    readonly status: number,
    message: string,
    readonly body: Record<string, unknown> | null,
    /** The HTTP reason phrase, for messages that name it. */
    readonly statusText = '',
  ) {
    super(message);
  }

  /** The server's human message, or null when it sent none. */
  get serverMessage(): ErrorBody['message'] | null {
    // Read without the schema chunk: a failed call must explain itself even before it loads.
    const message = this.body?.message;
    return typeof message === 'string' ? message : null;
  }
}

export interface RequestOptions {
  body?: unknown;
  token?: string | null;
  signal?: AbortSignal;
  headers?: Record<string, string>;
  cache?: RequestCache;
  /** The service worker passes its own fetch; tests one that reaches their server. */
  fetch?: typeof fetch;
}

async function send(method: string, path: string, options: RequestOptions): Promise<Response> {
  const headers: Record<string, string> = { ...options.headers };
  if (options.body !== undefined) headers['content-type'] = 'application/json';
  if (options.token) headers[AUTH_HEADER] = options.token;
  const response = await (options.fetch ?? fetch)(path, {
    method,
    headers,
    credentials: 'include',
    body: options.body === undefined ? undefined : JSON.stringify(options.body),
    signal: options.signal,
    cache: options.cache,
  });
  if (!response.ok) {
    const text = await response.text().catch(() => '');
    let body: Record<string, unknown> | null = null;
    try {
      const parsed: unknown = JSON.parse(text);
      if (parsed && typeof parsed === 'object' && !Array.isArray(parsed)) body = parsed as Record<string, unknown>;
    } catch {
      // not JSON: the text itself is the message
    }
    throw new ApiError(
      response.status,
      `${response.status}: ${text || response.statusText}`,
      body,
      response.statusText,
    );
  }
  return response;
}

/**
 * The one API client: every answer is parsed with its shared schema before anyone sees it. Code
 * that runs at first paint names the schema by a pick from `Schemas`, which loads them alongside
 * the request; code in chunks of its own may pass the schema itself.
 */
export async function api<Schema extends z.ZodType>(
  method: 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE',
  path: string,
  schema: Schema | ((schemas: Schemas) => Schema),
  options: RequestOptions = {},
): Promise<z.infer<Schema>> {
  const [response, parser] = await Promise.all([
    send(method, path, options),
    typeof schema === 'function' ? loadSchemas().then(schema) : schema,
  ]);
  return parser.parse(await response.json());
}

/**
 * The same call with its schema in hand, for code that does without the lazily loaded schema
 * chunk: the service worker, whose bundle must hold no dynamic import.
 */
export async function apiWithSchema<Schema extends z.ZodType>(
  method: 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE',
  path: string,
  schema: Schema,
  options: RequestOptions = {},
): Promise<z.infer<Schema>> {
  const response = await send(method, path, options);
  return schema.parse(await response.json());
}

/** For streaming answers: the raw response once its status is known to be OK. */
export function apiStream(path: string, options: RequestOptions): Promise<Response> {
  return send('POST', path, { ...options, headers: { accept: 'text/event-stream', ...options.headers } });
}

/**
 * The plan's limit refused the call (the allowance of messages, saved items or live links): the
 * person is offered an upgrade rather than a retry.
 */
export function isPlanLimitError(error: unknown): boolean {
  if (!(error instanceof ApiError) || (error.status !== 402 && error.status !== 403)) return false;
  const { limitReached, code } = error.body ?? {};
  return limitReached === true || (typeof code === 'string' && /limit/i.test(code));
}

/** The text a person should see for a failed call. */
export function errorText(error: unknown, fallback: string): string {
  if (error instanceof ApiError) return error.serverMessage ?? fallback;
  return fallback;
}
