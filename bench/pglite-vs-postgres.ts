// Bench 6 — PGlite vs PostgreSQL on the hot paths: GET /api/health, GET /api/auth/me and a send
// (POST /api/messages, SSE, built-in coach at pace 0), the same server code on either driver, both
// servers up at once and requests alternating between them one at a time.
import { join } from 'node:path';
import {
  createTempPostgres,
  openMigrated,
  postgresReachable,
  seedUsers,
  sendBody,
  sendHeaders,
  tempDir,
  type BenchUser,
} from './lib/db';
import { pool, request, type RequestSpec } from './lib/load';
import { startApp } from './lib/procs';
import { exitWith, isMain, ms, ratio, runBench, type Row } from './lib/report';
import { summarize } from './lib/stats';

const PER_PATH = 200;
const WARMUP = 20;

export async function pgliteVsPostgres() {
  return runBench('pglite-vs-postgres', 'PGlite vs PostgreSQL on hot paths', async () => {
    if (!(await postgresReachable())) return { rows: [], notes: ['skipped: PostgreSQL is not reachable'] };
    const userCount = Math.ceil((PER_PATH + WARMUP) / 15) + 2;
    const pgliteDir = tempDir('pglite-hot');
    const local = await openMigrated({ pgliteDir: join(pgliteDir, 'pglite') });
    const pgliteUsers = await seedUsers(local, userCount, 'hot');
    await local.close();
    const temp = await createTempPostgres();
    const remote = await openMigrated({ url: temp.url });
    const postgresUsers = await seedUsers(remote, userCount, 'hot');
    await remote.close();
    const servers = {
      pglite: await startApp('app-pglite', { dataDir: pgliteDir }),
      postgres: await startApp('app-postgres', { dataDir: tempDir('pg-hot'), databaseUrl: temp.url }),
    };
    const users: Record<'pglite' | 'postgres', BenchUser[]> = { pglite: pgliteUsers, postgres: postgresUsers };
    const targets = { pglite: pool(servers.pglite.origin, 1), postgres: pool(servers.postgres.origin, 1) };
    const paths: Record<string, (user: BenchUser) => RequestSpec> = {
      health: () => ({ method: 'GET', path: '/api/health' }),
      me: (user) => ({ method: 'GET', path: '/api/auth/me', headers: { 'x-auth-token': user.token } }),
      send: (user) => ({
        method: 'POST',
        path: '/api/messages',
        headers: sendHeaders(user),
        body: sendBody(user, 'What is cover 2?'),
      }),
    };
    const rows: Row[] = [];
    const details: Record<string, unknown> = { perPath: PER_PATH, warmup: WARMUP, concurrency: 1 };
    for (const [name, make] of Object.entries(paths)) {
      const times: Record<'pglite' | 'postgres', number[]> = { pglite: [], postgres: [] };
      for (let i = 0; i < WARMUP + PER_PATH; i++) {
        const order = i % 2 === 0 ? (['pglite', 'postgres'] as const) : (['postgres', 'pglite'] as const);
        for (const driver of order) {
          const user = users[driver][i % users[driver].length]!;
          const sample = await request(targets[driver], make(user));
          if (sample.status !== 200)
            throw new Error(`${name} on ${driver}: ${sample.status} ${sample.body.slice(0, 200)}`);
          if (i >= WARMUP) times[driver].push(sample.totalMs);
        }
      }
      const lite = summarize(times.pglite);
      const pg = summarize(times.postgres);
      details[name] = { pglite: lite, postgres: pg };
      rows.push(
        {
          figure: `${name}: PGlite / PostgreSQL p50`,
          measured: `${ms(lite.p50)} / ${ms(pg.p50)} = ${ratio(lite.p50 / pg.p50)}`,
          target: 'report',
          holds: null,
        },
        {
          figure: `${name}: PGlite / PostgreSQL p99`,
          measured: `${ms(lite.p99)} / ${ms(pg.p99)} = ${ratio(lite.p99 / pg.p99)}`,
          target: 'report',
          holds: null,
        },
      );
    }
    await Promise.all([targets.pglite.close(), targets.postgres.close()]);
    return {
      rows,
      details,
      notes: [
        `${PER_PATH} requests per path and driver after ${WARMUP} warm-up, one at a time, alternating; PGlite on disk under DATA_DIR as npm start runs it`,
      ],
    };
  });
}

if (isMain(import.meta.url)) exitWith(await pgliteVsPostgres());
