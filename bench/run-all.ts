// Runs every bench in sequence, each in its own process exactly as `npx tsx bench/<name>.ts` would,
// then prints one summary table from bench/results/*.json. `npx tsx bench/run-all.ts [name…]` runs
// a subset. The PWA is built once (by bundle-size, into a temp dir) and reused by the browser benches.
// Exits non-zero only when a bench crashed; missed targets are reported, not failed.
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { formatTable, holdsText, REPO_ROOT, RESULTS_DIR, type BenchResult } from './lib/report';

const BENCHES = [
  'bundle-size',
  'mermaid-on-demand',
  'framework-overhead',
  'send-ttfb',
  'gateway',
  'throughput',
  'pglite-vs-postgres',
  'dexie-render',
  'history-search',
  'gameday-tap',
  'streaming-longtasks',
  'offline-repeat',
  'coach-quality',
  'reading-accuracy',
];
/** Per bench; a bench that overruns is stopped and counted as crashed. */
const BENCH_TIMEOUT_MS = 4 * 60_000;

let current: ChildProcess | null = null;
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    current?.kill('SIGTERM');
    process.exit(130);
  });
}

function runOne(name: string, env: NodeJS.ProcessEnv): Promise<number> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, ['--import', 'tsx', join('bench', `${name}.ts`)], {
      cwd: REPO_ROOT,
      env,
      stdio: 'inherit',
    });
    current = child;
    const timer = setTimeout(() => {
      console.error(`${name} ran past ${BENCH_TIMEOUT_MS / 1000} s: stopping it`);
      child.kill('SIGTERM');
    }, BENCH_TIMEOUT_MS);
    child.on('exit', (code, signal) => {
      clearTimeout(timer);
      current = null;
      resolve(code ?? (signal ? 1 : 0));
    });
  });
}

const wanted = process.argv.slice(2);
const selected = wanted.length ? BENCHES.filter((name) => wanted.includes(name)) : BENCHES;
const unknown = wanted.filter((name) => !BENCHES.includes(name));
if (unknown.length) {
  console.error(`unknown bench: ${unknown.join(', ')} (known: ${BENCHES.join(', ')})`);
  process.exit(2);
}

const buildRoot = mkdtempSync(join(tmpdir(), 'playcaller-bench-run-'));
const env: NodeJS.ProcessEnv = { ...process.env, BENCH_DIST_DIR: join(buildRoot, 'dist') };
const started = performance.now();
const outcomes: { name: string; code: number; result: BenchResult | null }[] = [];
try {
  for (const name of selected) {
    const file = join(RESULTS_DIR, `${name}.json`);
    rmSync(file, { force: true });
    const code = await runOne(name, env);
    const result = existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as BenchResult) : null;
    outcomes.push({ name, code, result });
  }
} finally {
  rmSync(buildRoot, { recursive: true, force: true });
}

const rows = outcomes.flatMap(({ name, code, result }) => {
  if (!result || result.error || code !== 0) {
    return [
      {
        figure: `${name}: CRASHED`,
        measured: (result?.error ?? `exit ${code}`).split('\n')[0]!.slice(0, 100),
        target: '—',
        holds: null,
      },
    ];
  }
  if (!result.rows.length)
    return [{ figure: `${name}: skipped`, measured: (result.notes ?? []).join('; '), target: '—', holds: null }];
  return result.rows.map((row) => ({ ...row, figure: `${name}: ${row.figure}` }));
});
const judged = rows.filter((row) => row.holds !== null);
const held = judged.filter((row) => row.holds).length;
const crashed = outcomes.filter(({ code, result }) => code !== 0 || !result || result.error).map(({ name }) => name);
console.log(`\n==== Summary (${((performance.now() - started) / 1000).toFixed(0)} s) ====`);
console.log(formatTable(rows));
console.log(`\n${held} of ${judged.length} targets held${crashed.length ? `; crashed: ${crashed.join(', ')}` : ''}`);
const missed = judged
  .filter((row) => !row.holds)
  .map((row) => `${row.figure} (${row.measured}, target ${row.target}: ${holdsText(row.holds)})`);
if (missed.length) console.log(`missed:\n  ${missed.join('\n  ')}`);
writeFileSync(
  join(RESULTS_DIR, 'run-all.json'),
  `${JSON.stringify({ finishedAt: new Date().toISOString(), benches: outcomes.map(({ name, code }) => ({ name, code })), rows, held, judged: judged.length, crashed }, null, 2)}\n`,
);
process.exit(crashed.length ? 1 : 0);
