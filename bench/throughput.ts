// Bench 5 — throughput of sends under load on PostgreSQL: 50 connections, many signed-in free users
// (rows inserted directly), built-in coach at pace 0, SSE like the PWA. One server direct, then
// right after it the floor route (bench/servers/floor-send.ts: the same database writes with raw SQL
// and a fixed reply) under the same load, one server behind the round-robin proxy (to see the
// proxy's own cost), and two server processes behind it. Users are drawn at random, so some pass the free limit of 15 and are refused: at the
// end every user's usage_counters row must equal the sends the client saw accepted, and the stored
// complete user messages must too.
import postgres from 'postgres';
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
import { cpuMeter, cpuSeconds, cpuSecondsByName } from './lib/cpu';
import { pool, runLoad, type Sample } from './lib/load';
import { LINE_READY, startApp, startTs } from './lib/procs';
import { exitWith, isMain, ms, runBench, type Row } from './lib/report';
import { summarize } from './lib/stats';

const CONNECTIONS = 50;
const SENDS = 1500;
const USERS_PER_CONFIG = 125;
const WARMUP = 150;
const MAX_MS = 30_000;

export async function throughput() {
  return runBench('throughput', 'Throughput of sends: one server vs two behind a proxy (PostgreSQL)', async () => {
    if (!(await postgresReachable())) return { rows: [], notes: ['skipped: PostgreSQL is not reachable'] };
    const temp = await createTempPostgres();
    const handle = await openMigrated({ url: temp.url });
    const configs = ['1 server', 'floor route', '1 server + proxy', '2 servers + proxy'] as const;
    const usersOf = new Map<string, BenchUser[]>();
    for (const config of configs)
      usersOf.set(config, await seedUsers(handle, USERS_PER_CONFIG, config.replace(/\W+/g, '')));
    await handle.close();

    const dataDir = tempDir('throughput');
    const app1 = await startApp('app-1', { dataDir, databaseUrl: temp.url });
    const app2 = await startApp('app-2', { dataDir, databaseUrl: temp.url });
    const proxy1 = await startTs('proxy-1', 'bench/servers/rr-proxy.ts', {
      env: { BACKENDS: app1.origin },
      ready: LINE_READY,
    });
    const proxy2 = await startTs('proxy-2', 'bench/servers/rr-proxy.ts', {
      env: { BACKENDS: `${app1.origin},${app2.origin}` },
      ready: LINE_READY,
    });
    const floor = await startTs('floor', 'bench/servers/floor-send.ts', {
      env: { FLOOR_DRIVER: 'postgres', FLOOR_DATABASE_URL: temp.url },
      ready: LINE_READY,
    });
    const origins = {
      '1 server': app1.origin,
      'floor route': floor.origin,
      '1 server + proxy': proxy1.origin,
      '2 servers + proxy': proxy2.origin,
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
      const target = pool(origins[config], CONNECTIONS);
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
        app1: () => cpuSeconds(app1.pid),
        app2: () => cpuSeconds(app2.pid),
        proxy: () => cpuSeconds(proxy1.pid) + cpuSeconds(proxy2.pid),
        floor: () => cpuSeconds(floor.pid),
        postgres: () => cpuSecondsByName('postgres'),
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
    const single = details['1 server'] as { rps: number };
    const floorRun = details['floor route'] as { rps: number };
    const viaProxy = details['1 server + proxy'] as { rps: number };
    const double = details['2 servers + proxy'] as { rps: number };
    const perSend = (details['1 server'] as { cpuMsPerSend: Record<string, number> }).cpuMsPerSend;
    rows.push({
      figure: '1 server: CPU ms per send app / postgres / client',
      measured: `${perSend.app1} / ${perSend.postgres} / ${perSend.client}`,
      target: '—',
      holds: null,
    });
    const ofFloor = single.rps / floorRun.rps;
    rows.push({
      figure: '1 server / floor route: sends/s',
      measured: `${ofFloor.toFixed(2)}×`,
      target: '≥ 0.7×',
      holds: ofFloor >= 0.7,
    });
    rows.push({
      figure: '2 servers + proxy / 1 server + proxy',
      measured: `${(double.rps / viaProxy.rps).toFixed(2)}×`,
      target: '—',
      holds: null,
    });
    rows.push({
      figure: '2 servers + proxy / 1 server direct',
      measured: `${(double.rps / single.rps).toFixed(2)}×`,
      target: '—',
      holds: null,
    });

    // Stop the servers before reading the counters: every send has finished writing.
    await Promise.all([proxy1.stop(), proxy2.stop()]);
    await Promise.all([app1.stop(), app2.stop(), floor.stop()]);
    const sql = postgres(temp.url, { max: 1, onnotice: () => {} });
    const counters = await sql<
      { subject: string; count: number }[]
    >`select subject, count from usage_counters where subject like 'user:%'`;
    const stored = await sql<{ user_id: string; n: number }[]>`
      select user_id, count(*)::int as n from messages where role = 'user' and status = 'complete' group by user_id`;
    const leftovers = await sql<{ n: number }[]>`select count(*)::int as n from messages where status <> 'complete'`;
    await sql.end({ timeout: 5 });
    const counterOf = new Map(counters.map((row) => [row.subject.slice('user:'.length), row.count]));
    const storedOf = new Map(stored.map((row) => [row.user_id, row.n]));
    const allUsers = [...usersOf.values()].flat();
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
      measured: `${overLimit.length} over, ${unexpected} unexpected, ${leftovers[0]!.n} pending/failed rows`,
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
        'client, proxy, servers and PostgreSQL share the same 2 cores',
      ],
    };
  });
}

if (isMain(import.meta.url)) exitWith(await throughput());
