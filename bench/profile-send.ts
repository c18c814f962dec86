// Where a send's CPU goes in the app server: runs bench/throughput.ts with its app servers writing
// V8 CPU profiles, then sums those profiles by function and by source
// (our code, each package, Node's internals, GC and idle). `npx tsx bench/profile-send.ts [dir]`
// keeps the .cpuprofile files in dir (open them in Chrome DevTools) and prints the tables that
// bench/PROFILE.md quotes. Shares of one profile, not absolute times, are what compare across runs.
import { spawn } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { REPO_ROOT } from './lib/report';

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
  children?: number[];
}
interface CpuProfile {
  nodes: ProfileNode[];
  samples: number[];
  timeDeltas: number[];
}

const TOP = 30;
const dir = process.argv[2] ?? mkdtempSync(join(tmpdir(), 'playcaller-send-profile-'));

await new Promise<void>((resolve, reject) => {
  const child = spawn(process.execPath, ['--import', 'tsx', join('bench', 'throughput.ts')], {
    cwd: REPO_ROOT,
    env: { ...process.env, BENCH_APP_PROFILE_DIR: dir },
    stdio: 'inherit',
  });
  child.on('exit', (code) => (code === 0 ? resolve() : reject(new Error(`throughput exited with ${code}`))));
});

/** The package a script belongs to, or our own file's path, or Node's / V8's own work. */
function sourceOf(url: string, name: string): string {
  if (!url) return name.startsWith('(') ? name : '(native)';
  const path = url.replace(/^file:\/\//, '');
  const pkg = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(path);
  if (pkg) return pkg[1]!;
  if (path.startsWith('node:')) return 'node internals';
  return relative(REPO_ROOT, path);
}

const byFunction = new Map<string, number>();
const bySource = new Map<string, number>();
let total = 0;
let profiles = 0;
for (const file of readdirSync(dir).filter((name) => name.endsWith('.cpuprofile'))) {
  const profile = JSON.parse(readFileSync(join(dir, file), 'utf8')) as CpuProfile;
  profiles += 1;
  const nodeById = new Map(profile.nodes.map((node) => [node.id, node]));
  profile.samples.forEach((id, index) => {
    const node = nodeById.get(id)!;
    const micros = profile.timeDeltas[index] ?? 0;
    const { functionName, url, lineNumber } = node.callFrame;
    const source = sourceOf(url, functionName);
    if (functionName === '(idle)') return;
    total += micros;
    const key = `${functionName || '(anonymous)'} ${source}${url ? `:${lineNumber + 1}` : ''}`;
    byFunction.set(key, (byFunction.get(key) ?? 0) + micros);
    bySource.set(source, (bySource.get(source) ?? 0) + micros);
  });
}

const share = (micros: number) => `${((micros / total) * 100).toFixed(1).padStart(5)} %`;
const top = (map: Map<string, number>, count: number) =>
  [...map.entries()]
    .sort((a, b) => b[1] - a[1])
    .slice(0, count)
    .map(([key, micros]) => `${share(micros)}  ${key}`)
    .join('\n');
console.log(`\n${profiles} app server profiles in ${dir}, ${(total / 1e6).toFixed(1)} s busy (idle left out)`);
console.log(`\nSelf time by source:\n${top(bySource, 20)}`);
console.log(`\nSelf time by function (top ${TOP}):\n${top(byFunction, TOP)}`);
