// Bench 5 — throughput of sends under load on PostgreSQL: 50 connections, many signed-in free users
// (rows inserted directly), built-in coach at pace 0, SSE like the PWA. One server direct, then
// right after it the floor route (bench/servers/floor-send.ts: the same database writes with raw SQL
// and a fixed reply) under the same load, one server behind the round-robin proxy (to see the
// proxy's own cost), and two server processes behind it. Users are drawn at random, so some pass the free limit of 15 and are refused: at the
// end every user's usage_counters row must equal the sends the client saw accepted, and the stored
// complete user messages must too.
//
// For a short run, or a profile (BENCH_APP_PROFILE_DIR): BENCH_THROUGHPUT_CONFIGS names the
// configurations to run ('1 server,floor route'), BENCH_THROUGHPUT_SENDS the sends of each, and
// BENCH_THROUGHPUT_DB=pglite runs the app and the floor each on a PGlite of its own (one process
// per PGlite, so only '1 server' and 'floor route').
import { join } from 'node:path';
import { sql as rawSql } from 'drizzle-orm';
import postgres from 'postgres';
import {
  openMigrated,
  postgresReachable,
  seededDatabase,
  sendBody,
  sendHeaders,
  tempDir,
  type BenchUser,
} from './lib/db';
import { cpuMeter, cpuSeconds, cpuSecondsByName } from './lib/cpu';
import { pool, runLoad, type Sample } from './lib/load';
import { LINE_READY, startApp, startTs } from './lib/procs';
import { exitWith, isMain, ms, runBench, type Row } from './lib/report';
import { summarize } from './lib/stats';

const CONNECTIONS = 50;
const SENDS = Number(process.env.BENCH_THROUGHPUT_SENDS ?? 1500);
const USERS_PER_CONFIG = 125;
const WARMUP = 150;
const MAX_MS = 30_000;
const ALL_CONFIGS = ['1 server', 'floor route', '1 server + proxy', '2 servers + proxy'] as const;
type Config = (typeof ALL_CONFIGS)[number];

function chosenConfigs(pglite: boolean): Config[] {
  const named = process.env.BENCH_THROUGHPUT_CONFIGS?.split(',').map((name) => name.trim());
  const allowed: readonly Config[] = pglite ? ['1 server', 'floor route'] : ALL_CONFIGS;
  return allowed.filter((config) => !named || named.includes(config));
}

/** Each user's usage counter and stored complete messages, read once every server has stopped. */
type Counts = {
  counters: { subject: string; count: number }[];
  stored: { user_id: string; n: number }[];
  leftovers: number;
};
const COUNTERS = `select subject, count from usage_counters where subject like 'user:%'`;
const STORED = `select user_id::text, count(*)::int as n from messages where role = 'user' and status = 'complete' group by user_id`;
const LEFTOVERS = `select count(*)::int as n from messages where status <> 'complete'`;

async function countsInPostgres(url: string): Promise<Counts> {
  const sql = postgres(url, { max: 1, onnotice: () => {} });
  const counters = await sql.unsafe<{ subject: string; count: number }[]>(COUNTERS);
  const stored = await sql.unsafe<{ user_id: string; n: number }[]>(STORED);
  const [leftover] = await sql.unsafe<{ n: number }[]>(LEFTOVERS);
  await sql.end({ timeout: 5 });
  return { counters: [...counters], stored: [...stored], leftovers: leftover!.n };
}

async function countsInPglite(dirs: string[]): Promise<Counts> {
  const counts: Counts = { counters: [], stored: [], leftovers: 0 };
  for (const dir of dirs) {
    const handle = await openMigrated({ pgliteDir: dir });
    const rows = async <Row>(text: string) => {
      const result = (await handle.db.execute(rawSql.raw(text))) as unknown as { rows: Row[] };
      return result.rows;
    };
    counts.counters.push(...(await rows<{ subject: string; count: number }>(COUNTERS)));
    counts.stored.push(...(await rows<{ user_id: string; n: number }>(STORED)));
    counts.leftovers += (await rows<{ n: number }>(LEFTOVERS))[0]!.n;
    await handle.close();
  }
  return counts;
}

export async function throughput() {
  const pglite = process.env.BENCH_THROUGHPUT_DB === 'pglite';
  const title = `Throughput of sends: one server vs two behind a proxy (${pglite ? 'PGlite' : 'PostgreSQL'})`;
  return runBench('throughput', title, async () => {
    if (!pglite && !(await postgresReachable())) return { rows: [], notes: ['skipped: PostgreSQL is not reachable'] };
    const configs = chosenConfigs(pglite);
    const dataDir = tempDir('throughput');
    const floorDir = tempDir('throughput-floor');
    const usersOf = new Map<Config, BenchUser[]>();
    let databaseUrl: string | undefined;
    if (pglite) {
      // PGlite is one database per process: the app and the floor each get their own.
      for (const [config, dir] of [
        ['1 server', dataDir],
        ['floor route', floorDir],
      ] as const)
        usersOf.set(config, (await seededDatabase('pglite', dir, [config], USERS_PER_CONFIG)).users[config]);
    } else {
      const seeded = await seededDatabase('postgres', dataDir, ALL_CONFIGS, USERS_PER_CONFIG);
      databaseUrl = seeded.databaseUrl;
      for (const config of ALL_CONFIGS) usersOf.set(config, seeded.users[config]);
    }

    const needs = (config: Config) => configs.includes(config);
    const app1 =
      needs('1 server') || needs('1 server + proxy') || needs('2 servers + proxy')
        ? await startApp('app-1', { dataDir, databaseUrl })
        : null;
    const app2 = needs('2 servers + proxy') ? await startApp('app-2', { dataDir, databaseUrl }) : null;
    const proxy1 = needs('1 server + proxy')
      ? await startTs('proxy-1', 'bench/servers/rr-proxy.ts', { env: { BACKENDS: app1!.origin }, ready: LINE_READY })
      : null;
    const proxy2 = app2
      ? await startTs('proxy-2', 'bench/servers/rr-proxy.ts', {
          env: { BACKENDS: `${app1!.origin},${app2.origin}` },
          ready: LINE_READY,
        })
      : null;
    const floor = needs('floor route')
      ? await startTs('floor', 'bench/servers/floor-send.ts', {
          env: pglite
            ? { FLOOR_DRIVER: 'pglite', FLOOR_PGLITE_DIR: join(floorDir, 'pglite') }
            : { FLOOR_DRIVER: 'postgres', FLOOR_DATABASE_URL: databaseUrl },
          ready: LINE_READY,
        })
      : null;
    const origins: Record<Config, string | undefined> = {
      '1 server': app1?.origin,
      'floor route': floor?.origin,
      '1 server + proxy': proxy1?.origin,
      '2 servers + proxy': proxy2?.origin,
    };
    const accepted = new Map<string, number>();
    const rows: Row[] = [];
    const details: Record<string, unknown> = {
      connections: CONNECTIONS,
      sends: SENDS,
      usersPerConfig: USERS_PER_CONFIG,
      warmup: WARMUP,
    };
    let unexpected = 0;

    for (const config of configs) {
      const users = usersOf.get(config)!;
      const target = pool(origins[config]!, CONNECTIONS);
      const picks: BenchUser[] = [];
      const make = (index: number) => {
        const user = users[Math.floor(Math.random() * users.length)]!;
        picks[index] = user;
        return {
          method: 'POST' as const,
          path: '/api/messages',
          headers: sendHeaders(user),
          body: sendBody(user, 'What is cover 2?'),
        };
      };
      const tally = (sample: Sample) => {
        const user = picks[sample.index]!;
        if (sample.status === 200 && sample.body.includes('event: done'))
          accepted.set(user.id, (accepted.get(user.id) ?? 0) + 1);
        else if (!(sample.status === 403 && sample.body.includes('limitReached'))) {
          unexpected += 1;
          if (unexpected <= 3) console.error(`${config}: ${sample.status} ${sample.body.slice(0, 200)}`);
        }
      };
      await runLoad({ target, total: WARMUP, concurrency: CONNECTIONS, maxMs: MAX_MS, make, onSample: tally });
      const offset = WARMUP;
      const meter = cpuMeter({
        client: () => process.cpuUsage().user / 1e6 + process.cpuUsage().system / 1e6,
        app1: () => (app1 ? cpuSeconds(app1.pid) : 0),
        app2: () => (app2 ? cpuSeconds(app2.pid) : 0),
        proxy: () => (proxy1 ? cpuSeconds(proxy1.pid) : 0) + (proxy2 ? cpuSeconds(proxy2.pid) : 0),
        floor: () => (floor ? cpuSeconds(floor.pid) : 0),
        postgres: () => (pglite ? 0 : cpuSecondsByName('postgres')),
      });
      const run = await runLoad({
        target,
        total: SENDS,
        concurrency: CONNECTIONS,
        maxMs: MAX_MS,
        make: (index) => make(index + offset),
        onSample: (sample) => tally({ ...sample, index: sample.index + offset }),
      });
      const cpu = meter.since();
      await target.close();
      const ok = run.samples.filter((sample) => sample.status === 200);
      const latency = summarize(run.samples.map((sample) => sample.totalMs));
      const rps = run.samples.length / (run.wallMs / 1000);
      const acceptedRps = ok.length / (run.wallMs / 1000);
      const perSend = Object.fromEntries(
        Object.entries(cpu).map(([key, seconds]) => [key, Math.round((seconds * 1e5) / run.samples.length) / 100]),
      );
      details[config] = {
        cpuSeconds: cpu,
        cpuMsPerSend: perSend,
        latency,
        rps,
        acceptedRps,
        completed: run.samples.length,
        accepted: ok.length,
        errors: run.errors,
        stoppedByTime: run.stoppedByTime,
        wallMs: run.wallMs,
      };
      rows.push({
        figure: `${config}: sends/s (accepted/s), p99`,
        measured: `${rps.toFixed(0)} (${acceptedRps.toFixed(0)}), ${ms(latency.p99, 1)}`,
        target: '—',
        holds: null,
      });
    }
    type Run = { rps: number; cpuMsPerSend: Record<string, number> };
    const single = details['1 server'] as Run | undefined;
    const floorRun = details['floor route'] as Run | undefined;
    const viaProxy = details['1 server + proxy'] as Run | undefined;
    const double = details['2 servers + proxy'] as Run | undefined;
    if (single) {
      const perSend = single.cpuMsPerSend;
      rows.push({
        figure: '1 server: CPU ms per send app / postgres / client',
        measured: `${perSend.app1} / ${perSend.postgres} / ${perSend.client}`,
        target: '—',
        holds: null,
      });
    }
    if (floorRun) {
      rows.push({
        figure: 'floor route: CPU ms per send floor / postgres',
        measured: `${floorRun.cpuMsPerSend.floor} / ${floorRun.cpuMsPerSend.postgres}`,
        target: '—',
        holds: null,
      });
    }
    if (single && floorRun) {
      const ofFloor = single.rps / floorRun.rps;
      rows.push({
        figure: '1 server / floor route: sends/s',
        measured: `${ofFloor.toFixed(2)}×`,
        target: '≥ 0.7×',
        holds: ofFloor >= 0.7,
      });
    }
    if (double && viaProxy)
      rows.push({
        figure: '2 servers + proxy / 1 server + proxy',
        measured: `${(double.rps / viaProxy.rps).toFixed(2)}×`,
        target: '—',
        holds: null,
      });
    if (double && single)
      rows.push({
        figure: '2 servers + proxy / 1 server direct',
        measured: `${(double.rps / single.rps).toFixed(2)}×`,
        target: '—',
        holds: null,
      });

    // Stop the servers before reading the counters: every send has finished writing.
    await Promise.all([proxy1?.stop(), proxy2?.stop()]);
    await Promise.all([app1?.stop(), app2?.stop(), floor?.stop()]);
    const { counters, stored, leftovers } = pglite
      ? await countsInPglite([
          ...(needs('1 server') ? [join(dataDir, 'pglite')] : []),
          ...(needs('floor route') ? [join(floorDir, 'pglite')] : []),
        ])
      : await countsInPostgres(databaseUrl!);
    const counterOf = new Map(counters.map((row) => [row.subject.slice('user:'.length), row.count]));
    const storedOf = new Map(stored.map((row) => [row.user_id, row.n]));
    const allUsers = configs.flatMap((config) => usersOf.get(config)!);
    const mismatched = allUsers.filter(
      (user) =>
        (counterOf.get(user.id) ?? 0) !== (accepted.get(user.id) ?? 0) ||
        (storedOf.get(user.id) ?? 0) !== (accepted.get(user.id) ?? 0),
    );
    const overLimit = allUsers.filter((user) => (counterOf.get(user.id) ?? 0) > 15);
    const refusedUsers = allUsers.filter((user) => (accepted.get(user.id) ?? 0) === 15).length;
    rows.push({
      figure: `usage_counters = accepted sends (${allUsers.length} users)`,
      measured: mismatched.length ? `${mismatched.length} users differ` : 'all equal',
      target: 'all equal',
      holds: mismatched.length === 0,
    });
    rows.push({
      figure: 'no counter over the free limit; no unexpected answers',
      measured: `${overLimit.length} over, ${unexpected} unexpected, ${leftovers} pending/failed rows`,
      target: '0, 0',
      holds: overLimit.length === 0 && unexpected === 0,
    });
    details.quota = {
      users: allUsers.length,
      usersAtLimit: refusedUsers,
      mismatched: mismatched.slice(0, 10).map((user) => ({
        id: user.id,
        accepted: accepted.get(user.id) ?? 0,
        counter: counterOf.get(user.id) ?? 0,
        stored: storedOf.get(user.id) ?? 0,
      })),
    };
    return {
      rows,
      details,
      notes: [
        `${SENDS} sends per configuration after ${WARMUP} warm-up, ${CONNECTIONS} connections, users drawn at random from ${USERS_PER_CONFIG} (free limit 15: ${refusedUsers} users reached it)`,
        `client, proxy, servers and ${pglite ? 'their PGlites' : 'PostgreSQL'} share the same 2 cores`,
      ],
    };
  });
}

if (isMain(import.meta.url)) exitWith(await throughput());
