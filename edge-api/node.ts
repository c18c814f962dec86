import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { ConfigError, loadConfig, type Config } from './config';
import { startNodeServer } from './node-server';

const DIST_DIR = fileURLToPath(new URL('../dist', import.meta.url));

let config: Config;
try {
  config = loadConfig(process.env);
} catch (error) {
  if (!(error instanceof ConfigError)) throw error;
  console.error(error.message);
  process.exit(1);
}
if (!existsSync(join(DIST_DIR, 'index.html'))) {
  console.error('The PWA is not built: run `npm run build` (npm start does it for you).');
  process.exit(1);
}
await startNodeServer(config, DIST_DIR);
