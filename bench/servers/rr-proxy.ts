// A tiny round-robin HTTP proxy over keep-alive connections: BACKENDS is a comma-separated list of
// loopback origins. Bodies are piped both ways, so SSE events pass through as they are written.
import { Agent, createServer, request } from 'node:http';

const backends = (process.env.BACKENDS ?? '')
  .split(',')
  .filter(Boolean)
  .map((origin) => new URL(origin));
if (!backends.length || backends.some((url) => !['127.0.0.1', 'localhost'].includes(url.hostname))) {
  throw new Error('BACKENDS must list loopback origins');
}
const agent = new Agent({ keepAlive: true, maxSockets: 256 });
let next = 0;

const server = createServer((req, res) => {
  const backend = backends[next++ % backends.length]!;
  const upstream = request(
    { host: backend.hostname, port: backend.port, method: req.method, path: req.url, headers: req.headers, agent },
    (answer) => {
      res.writeHead(answer.statusCode ?? 502, answer.headers);
      answer.pipe(res);
    },
  );
  upstream.on('error', () => {
    if (!res.headersSent) res.writeHead(502).end();
    else res.destroy();
  });
  req.pipe(upstream);
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
