// Bench 2 — framework overhead: a bare Hono JSON route vs a bare node:http server, side by side.
// Both servers run as their own processes on loopback; one client process drives them over
// keep-alive connections at a fixed concurrency, alternating rounds so drift hits both alike.
import { exitWith, isMain, ms, ratio, runBench } from './lib/report';
import { pool, runLoad } from './lib/load';
import { LINE_READY, startTs } from './lib/procs';
import { summarize } from './lib/stats';

const CONCURRENCY = 16;
const WARMUP = 3000;
const ROUNDS = 4;
const PER_ROUND = 6000;

export async function frameworkOverhead() {
  return runBench('framework-overhead', 'Framework overhead: Hono vs node:http', async () => {
    const node = await startTs('bare-node', 'bench/servers/bare-node.ts', { ready: LINE_READY });
    const hono = await startTs('bare-hono', 'bench/servers/bare-hono.ts', { ready: LINE_READY });
    const targets = { node: pool(node.origin, CONCURRENCY), hono: pool(hono.origin, CONCURRENCY) };
    const latencies: Record<'node' | 'hono', number[]> = { node: [], hono: [] };
    const rps: Record<'node' | 'hono', number[]> = { node: [], hono: [] };
    const spec = () => ({ method: 'GET' as const, path: '/json' });
    for (const key of ['node', 'hono'] as const) {
      await runLoad({ target: targets[key], total: WARMUP, concurrency: CONCURRENCY, maxMs: 20_000, make: spec });
    }
    for (let round = 0; round < ROUNDS; round++) {
      const order = round % 2 === 0 ? (['node', 'hono'] as const) : (['hono', 'node'] as const);
      for (const key of order) {
        const run = await runLoad({
          target: targets[key],
          total: PER_ROUND,
          concurrency: CONCURRENCY,
          maxMs: 15_000,
          make: spec,
        });
        const bad = run.samples.filter((sample) => sample.status !== 200).length + run.errors;
        if (bad) throw new Error(`${key}: ${bad} failed requests`);
        latencies[key].push(...run.samples.map((sample) => sample.totalMs));
        rps[key].push(run.samples.length / (run.wallMs / 1000));
      }
    }
    await Promise.all([targets.node.close(), targets.hono.close()]);
    const n = summarize(latencies.node);
    const h = summarize(latencies.hono);
    const p50 = h.p50 / n.p50;
    const p99 = h.p99 / n.p99;
    const meanRps = (values: number[]) => values.reduce((a, b) => a + b, 0) / values.length;
    return {
      rows: [
        { figure: 'node:http p50 / p99', measured: `${ms(n.p50, 3)} / ${ms(n.p99, 3)}`, target: '—', holds: null },
        { figure: 'Hono p50 / p99', measured: `${ms(h.p50, 3)} / ${ms(h.p99, 3)}`, target: '—', holds: null },
        { figure: 'Hono / node:http p50', measured: ratio(p50), target: '≤ 1.5×', holds: p50 <= 1.5 },
        { figure: 'Hono / node:http p99', measured: ratio(p99), target: '≤ 3×', holds: p99 <= 3 },
        {
          figure: 'throughput node:http / Hono',
          measured: `${meanRps(rps.node).toFixed(0)} / ${meanRps(rps.hono).toFixed(0)} req/s`,
          target: '—',
          holds: null,
        },
      ],
      details: {
        concurrency: CONCURRENCY,
        requestsPerServer: ROUNDS * PER_ROUND,
        warmup: WARMUP,
        node: n,
        hono: h,
        rps,
        ratios: { p50, p99 },
      },
      notes: [
        `${ROUNDS} alternating rounds of ${PER_ROUND} GETs per server at concurrency ${CONCURRENCY}, keep-alive, loopback`,
      ],
    };
  });
}

if (isMain(import.meta.url)) exitWith(await frameworkOverhead());
