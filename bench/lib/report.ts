import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { dropTemps } from './db';
import { stopAll } from './procs';

export const REPO_ROOT = fileURLToPath(new URL('../..', import.meta.url));
export const RESULTS_DIR = join(REPO_ROOT, 'bench', 'results');

/** One line of a bench's table. `holds` is null when the figure has no target (reported only). */
export interface Row {
  figure: string;
  measured: string;
  target: string;
  holds: boolean | null;
}

export interface BenchOutput {
  rows: Row[];
  /** Everything else worth keeping: raw summaries, settings, notes. */
  details?: Record<string, unknown>;
  notes?: string[];
}

export interface BenchResult extends BenchOutput {
  name: string;
  startedAt: string;
  durationMs: number;
  machine: { cpus: number; node: string; platform: string; loadavgAtStart: number[] };
  /** Set when the bench itself failed (not when a target was missed). */
  error?: string;
}

export const holdsText = (holds: boolean | null) => (holds === null ? 'n/a' : holds ? 'yes' : 'no');

export function formatTable(rows: Row[]): string {
  const header = ['figure', 'measured', 'target', 'holds'];
  const cells = rows.map((row) => [row.figure, row.measured, row.target, holdsText(row.holds)]);
  const widths = header.map((title, column) => Math.max(title.length, ...cells.map((line) => line[column]!.length)));
  const line = (values: string[]) => values.map((value, column) => value.padEnd(widths[column]!)).join(' | ');
  return [line(header), widths.map((width) => '-'.repeat(width)).join('-|-'), ...cells.map(line)].join('\n');
}

export const ms = (value: number, digits = 2) => `${value.toFixed(digits)} ms`;
export const ratio = (value: number) => `${value.toFixed(2)}×`;
export const kb = (bytes: number) => `${(bytes / 1000).toFixed(1)} kB`;

/**
 * Runs one bench: times it, prints its table, writes bench/results/<name>.json. A missed target is
 * only reported; the process exits non-zero only when the bench itself throws.
 */
export async function runBench(name: string, title: string, body: () => Promise<BenchOutput>): Promise<BenchResult> {
  process.chdir(REPO_ROOT);
  const startedAt = new Date();
  const started = performance.now();
  const os = await import('node:os');
  const machine = {
    cpus: os.cpus().length,
    node: process.version,
    platform: process.platform,
    loadavgAtStart: os.loadavg().map((value) => Math.round(value * 100) / 100),
  };
  let result: BenchResult;
  try {
    const output = await body();
    result = {
      name,
      startedAt: startedAt.toISOString(),
      durationMs: Math.round(performance.now() - started),
      machine,
      ...output,
    };
  } catch (error) {
    result = {
      name,
      startedAt: startedAt.toISOString(),
      durationMs: Math.round(performance.now() - started),
      machine,
      rows: [],
      error: error instanceof Error ? (error.stack ?? error.message) : String(error),
    };
  } finally {
    await stopAll();
    await dropTemps();
  }
  mkdirSync(RESULTS_DIR, { recursive: true });
  writeFileSync(join(RESULTS_DIR, `${name}.json`), `${JSON.stringify(result, null, 2)}\n`);
  const load = result.machine.loadavgAtStart[0]!.toFixed(1);
  console.log(
    `\n== ${title} (${name}, ${(result.durationMs / 1000).toFixed(1)} s, load average ${load} on ${result.machine.cpus} cores) ==`,
  );
  if (result.rows.length) console.log(formatTable(result.rows));
  for (const note of result.notes ?? []) console.log(`  note: ${note}`);
  if (result.error) console.error(`  bench failed: ${result.error}`);
  console.log(`  → bench/results/${name}.json`);
  return result;
}

/** For `npx tsx bench/<name>.ts`: exit 0 unless the bench crashed. */
export function exitWith(result: BenchResult): void {
  process.exit(result.error ? 1 : 0);
}

/** True when this module is the script node was asked to run (not imported by run-all). */
export function isMain(moduleUrl: string): boolean {
  return Boolean(process.argv[1]) && moduleUrl === pathToFileURL(process.argv[1]!).href;
}
