// The floor for framework overhead: node:http answering one JSON route.
import { createServer } from 'node:http';

const body = JSON.stringify({ status: 'ok', message: 'hello' });
const server = createServer((req, res) => {
  if (req.method === 'GET' && req.url === '/json') {
    res.writeHead(200, { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) });
    res.end(body);
    return;
  }
  res.writeHead(404).end();
});
server.keepAliveTimeout = 60_000;
server.listen(0, '127.0.0.1', () => {
  const address = server.address();
  console.log(`LISTENING ${typeof address === 'object' && address ? address.port : 0}`);
});
process.on('SIGTERM', () => server.close(() => process.exit(0)));
