// Builds the PWA when dist/ is missing or older than its sources, so `npm start` always serves
// what is in the tree without rebuilding on every start. Retrains the coach's learned reader first
// when its corpus (or the code that makes its features) no longer matches the committed model's hash.
import { execSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

const OUTPUT = 'dist/index.html';
const SOURCES = ['pwa', 'shared', 'vite.config.ts', 'package.json'];

function newestMtime(path) {
  const stats = statSync(path);
  if (!stats.isDirectory()) return stats.mtimeMs;
  let newest = stats.mtimeMs;
  for (const entry of readdirSync(path)) {
    if (entry === 'node_modules') continue;
    newest = Math.max(newest, newestMtime(join(path, entry)));
  }
  return newest;
}

execSync('npx tsx scripts/train-readers.ts --if-stale', { stdio: 'inherit' });

const stale =
  !existsSync(OUTPUT) || SOURCES.some((source) => existsSync(source) && newestMtime(source) > statSync(OUTPUT).mtimeMs);
if (stale) {
  console.log('Building the PWA...');
  execSync('npx vite build', { stdio: 'inherit' });
}
