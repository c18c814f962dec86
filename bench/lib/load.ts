import { Pool } from 'undici';

export interface RequestSpec {
  method: 'GET' | 'POST';
  path: string;
  headers?: Record<string, string>;
  body?: string;
}

export interface Sample {
  index: number;
  status: number;
  /** Request start to the first byte of the response body (the first SSE event on a stream). */
  firstByteMs: number;
  /** Request start to the end of the body. */
  totalMs: number;
  body: string;
}

export interface SseEvent {
  event: string;
  data: string;
  /** Arrival time, ms since the request started. */
  at: number;
}

/** A keep-alive connection pool to one loopback origin. */
export function pool(origin: string, connections: number): Pool {
  if (!/^http:\/\/(127\.0\.0\.1|localhost)(:\d+)?$/.test(origin))
    throw new Error(`benches only target loopback, not ${origin}`);
  return new Pool(origin, { connections, pipelining: 1, keepAliveTimeout: 60_000, keepAliveMaxTimeout: 60_000 });
}

export async function request(target: Pool, spec: RequestSpec, index = 0): Promise<Sample> {
  const started = performance.now();
  const response = await target.request({
    method: spec.method,
    path: spec.path,
    headers: spec.headers,
    body: spec.body,
  });
  let firstByte = -1;
  const chunks: Buffer[] = [];
  for await (const chunk of response.body) {
    if (firstByte < 0) firstByte = performance.now();
    chunks.push(chunk as Buffer);
  }
  const ended = performance.now();
  return {
    index,
    status: response.statusCode,
    firstByteMs: (firstByte < 0 ? ended : firstByte) - started,
    totalMs: ended - started,
    body: Buffer.concat(chunks).toString('utf8'),
  };
}

/** Reads a text/event-stream response, timing each event as it arrives. */
export async function requestSse(
  target: Pool,
  spec: RequestSpec,
): Promise<{ status: number; events: SseEvent[]; totalMs: number }> {
  const started = performance.now();
  const response = await target.request({
    method: spec.method,
    path: spec.path,
    headers: spec.headers,
    body: spec.body,
  });
  const events: SseEvent[] = [];
  let buffer = '';
  for await (const chunk of response.body) {
    const at = performance.now() - started;
    buffer += (chunk as Buffer).toString('utf8');
    let end: number;
    while ((end = buffer.search(/\r?\n\r?\n/)) >= 0) {
      const block = buffer.slice(0, end);
      buffer = buffer.slice(end).replace(/^\r?\n\r?\n/, '');
      let event = 'message';
      const data: string[] = [];
      for (const line of block.split(/\r?\n/)) {
        if (line.startsWith('event:')) event = line.slice(6).trim();
        else if (line.startsWith('data:')) data.push(line.slice(5).replace(/^ /, ''));
      }
      if (data.length || event !== 'message') events.push({ event, data: data.join('\n'), at });
    }
  }
  return { status: response.statusCode, events, totalMs: performance.now() - started };
}

export interface LoadOptions {
  target: Pool;
  total: number;
  concurrency: number;
  /** Stops issuing new requests after this long (requests in flight still finish). */
  maxMs: number;
  make: (index: number) => RequestSpec;
  onSample?: (sample: Sample) => void;
}

export interface LoadResult {
  samples: Sample[];
  errors: number;
  wallMs: number;
  stoppedByTime: boolean;
}

/** A closed-loop load: `concurrency` workers each send their next request when the last one ends. */
export async function runLoad(options: LoadOptions): Promise<LoadResult> {
  const samples: Sample[] = [];
  let next = 0;
  let errors = 0;
  let stoppedByTime = false;
  const started = performance.now();
  async function worker() {
    while (next < options.total) {
      if (performance.now() - started > options.maxMs) {
        stoppedByTime = true;
        return;
      }
      const index = next++;
      try {
        const sample = await request(options.target, options.make(index), index);
        samples.push(sample);
        options.onSample?.(sample);
      } catch {
        errors += 1;
      }
    }
  }
  await Promise.all(Array.from({ length: options.concurrency }, worker));
  return { samples, errors, wallMs: performance.now() - started, stoppedByTime };
}
