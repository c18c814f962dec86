// A bare Hono app on @hono/node-server, the adapter edge-api/node.ts uses, answering one JSON route.
import { serve } from '@hono/node-server';
import { Hono } from 'hono';

const app = new Hono().get('/json', (c) => c.json({ status: 'ok', message: 'hello' }));
const server = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' }, (info) => {
  console.log(`LISTENING ${info.port}`);
});
process.on('SIGTERM', () => server.close(() => process.exit(0)));
