// A local OpenAI-compatible chat completions server: every POST …/chat/completions with stream:true
// answers `chunks` content chunks `intervalMs` apart (the first at once), then [DONE]. Chunks are
// scheduled against the stream's start time, so timer lateness does not accumulate. It counts the
// calls it saw, and those whose caller hung up before [DONE], so a test can tell a call was cancelled.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface FakeOpenAiCalls {
  started: number;
  finished: number;
  cancelled: number;
}

const chunk = (index: number) =>
  `data: ${JSON.stringify({
    id: 'chatcmpl-fake',
    object: 'chat.completion.chunk',
    created: Math.floor(Date.now() / 1000),
    model: 'fake-model',
    choices: [
      {
        index: 0,
        delta: index === 0 ? { role: 'assistant', content: 'Word0 ' } : { content: `word${index} ` },
        finish_reason: null,
      },
    ],
  })}\n\n`;

export function createFakeOpenAi({ chunks, intervalMs }: { chunks: number; intervalMs: number }) {
  const calls: FakeOpenAiCalls = { started: 0, finished: 0, cancelled: 0 };
  const server: Server = createServer((req, res) => {
    if (req.method !== 'POST' || !req.url?.endsWith('/chat/completions')) {
      res.writeHead(404, { 'content-type': 'application/json' }).end('{"error":{"message":"not found"}}');
      return;
    }
    req.resume();
    req.on('end', () => {
      calls.started += 1;
      res.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-cache' });
      const started = performance.now();
      let index = 0;
      let timer: NodeJS.Timeout | undefined;
      let done = false;
      const next = () => {
        if (res.destroyed) return;
        res.write(chunk(index));
        index += 1;
        if (index < chunks) {
          timer = setTimeout(next, Math.max(0, started + index * intervalMs - performance.now()));
        } else {
          done = true;
          calls.finished += 1;
          res.end('data: [DONE]\n\n');
        }
      };
      res.on('close', () => {
        clearTimeout(timer);
        if (!done) calls.cancelled += 1;
      });
      next();
    });
  });
  server.keepAliveTimeout = 60_000;
  return {
    calls,
    server,
    listen: (port = 0) =>
      new Promise<number>((resolve) => {
        server.listen(port, '127.0.0.1', () => resolve((server.address() as AddressInfo).port));
      }),
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
