// A local OpenAI-compatible chat completions server: every POST …/chat/completions with stream:true
// answers FAKE_CHUNKS content chunks FAKE_INTERVAL_MS apart (the first at once), then [DONE].
// Chunks are scheduled against the stream's start time, so timer lateness does not accumulate.
import { createServer } from 'node:http';

const CHUNKS = Number(process.env.FAKE_CHUNKS ?? 50);
const INTERVAL_MS = Number(process.env.FAKE_INTERVAL_MS ?? 20);

const chunk = (index: number) =>
  `data: ${JSON.stringify({
    id: 'chatcmpl-bench',
    object: 'chat.completion.chunk',
    created: Math.floor(Date.now() / 1000),
    model: 'bench-model',
    choices: [
      {
        index: 0,
        delta: index === 0 ? { role: 'assistant', content: 'Word0 ' } : { content: `word${index} ` },
        finish_reason: null,
      },
    ],
  })}\n\n`;

const server = createServer((req, res) => {
  if (req.method !== 'POST' || !req.url?.endsWith('/chat/completions')) {
    res.writeHead(404, { 'content-type': 'application/json' }).end('{"error":{"message":"not found"}}');
    return;
  }
  req.resume();
  req.on('end', () => {
    res.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-cache' });
    const started = performance.now();
    let index = 0;
    let timer: NodeJS.Timeout | undefined;
    const next = () => {
      if (res.destroyed) return;
      res.write(chunk(index));
      index += 1;
      if (index < CHUNKS) {
        timer = setTimeout(next, Math.max(0, started + index * INTERVAL_MS - performance.now()));
      } else {
        res.end('data: [DONE]\n\n');
      }
    };
    res.on('close', () => clearTimeout(timer));
    next();
  });
});
server.keepAliveTimeout = 60_000;
server.listen(0, '127.0.0.1', () => {
  const address = server.address();
  console.log(`LISTENING ${typeof address === 'object' && address ? address.port : 0}`);
});
process.on('SIGTERM', () => {
  server.closeAllConnections();
  server.close(() => process.exit(0));
});
