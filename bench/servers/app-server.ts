// The app exactly as edge-api/node.ts starts it, serving the PWA from BENCH_DIST_DIR (a temp build)
// instead of the repository's dist/, so browser benches never depend on a build someone else is
// replacing. Without BENCH_DIST_DIR it serves the API only.
import { loadConfig } from '../../edge-api/config';
import { startNodeServer } from '../../edge-api/node-server';

await startNodeServer(loadConfig(process.env), process.env.BENCH_DIST_DIR);
