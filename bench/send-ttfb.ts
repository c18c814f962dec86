// Bench 3 — POST /api/messages (SSE, built-in coach at pace 0, a signed-in free user): time to the
// first SSE byte against a floor route on the same driver doing the same database round trips.
//
// The app's statements for such a send (chat.service.ts, auth.service.ts), all made alike by the
// floor in bench/servers/floor-send.ts, which remembers as the app does how many units each sender
// had left after their last claim on the process, since that picks the statements:
//   authenticate (auth_sessions ⋈ users), skipped for a token verified in the last 5 s; then
//   - a sender left 3 or more units by a claim in the last minute (most sends here): one statement
//     reads the chat's state ('new', the sender's, another's) and the branch behind its latest reply
//     (the reply is opened right after it), the session is inserted only if the chat is new, then
//     the claim;
//   - a sender nearer the limit, or not known to the process (their first send, or the one after a
//     refusal): side by side the chat's latest reply and its owner (the session inserted on the
//     chat's first message), then side by side the claim, the history behind that reply and, for an
//     unknown sender, the plan and then the count that decide whether to open the reply early;
//   the claim is one statement that reads the plan, spends the unit under its limit and claims the
//   message only if it did; a refused one is followed by a look for an earlier claim of the pair.
//   The meta event follows the claim; after it (and the reads the reply waits for), one statement
//   stores the reply, completes the message and touches the session.
import { join } from 'node:path';
import {
  openMigrated,
  postgresReachable,
  createTempPostgres,
  seedUsers,
  sendBody,
  sendHeaders,
  tempDir,
  type BenchUser,
} from './lib/db';
import { pool, request, type Sample } from './lib/load';
import { LINE_READY, startApp, startTs } from './lib/procs';
import { exitWith, isMain, ms, ratio, runBench, type Row } from './lib/report';
import { summarize } from './lib/stats';

const SENDS = 200;
const WARMUP = 10;
const USERS = Math.ceil((SENDS + WARMUP) / 15) + 2;
const CONTENT = 'What is cover 2?';

async function measureDriver(driver: 'pglite' | 'postgres') {
  let appUsers: BenchUser[];
  let floorUsers: BenchUser[];
  const appDir = tempDir(`ttfb-${driver}`);
  let databaseUrl: string | undefined;
  let floorEnv: Record<string, string>;
  if (driver === 'pglite') {
    const appDb = await openMigrated({ pgliteDir: join(appDir, 'pglite') });
    appUsers = await seedUsers(appDb, USERS, 'app');
    await appDb.close();
    const floorDir = tempDir('ttfb-floor');
    const floorDb = await openMigrated({ pgliteDir: floorDir });
    floorUsers = await seedUsers(floorDb, USERS, 'floor');
    await floorDb.close();
    floorEnv = { FLOOR_DRIVER: 'pglite', FLOOR_PGLITE_DIR: floorDir };
  } else {
    const temp = await createTempPostgres();
    databaseUrl = temp.url;
    const handle = await openMigrated({ url: temp.url });
    appUsers = await seedUsers(handle, USERS, 'app');
    floorUsers = await seedUsers(handle, USERS, 'floor');
    await handle.close();
    floorEnv = { FLOOR_DRIVER: 'postgres', FLOOR_DATABASE_URL: temp.url };
  }
  const app = await startApp(`app-${driver}`, { dataDir: appDir, databaseUrl });
  const floor = await startTs(`floor-${driver}`, 'bench/servers/floor-send.ts', { env: floorEnv, ready: LINE_READY });
  const targets = { app: pool(app.origin, 1), floor: pool(floor.origin, 1) };
  const users = { app: appUsers, floor: floorUsers };
  const samples: Record<'app' | 'floor', Sample[]> = { app: [], floor: [] };
  let failures = 0;
  const once = async (key: 'app' | 'floor', index: number) => {
    const user = users[key][index % users[key].length]!;
    const sample = await request(targets[key], {
      method: 'POST',
      path: '/api/messages',
      headers: sendHeaders(user),
      body: sendBody(user, CONTENT),
    });
    if (sample.status !== 200 || !sample.body.startsWith('event: meta') || !sample.body.includes('event: done')) {
      failures += 1;
      if (failures <= 3) console.error(`${key} ${driver}: ${sample.status} ${sample.body.slice(0, 200)}`);
    }
    return sample;
  };
  for (let i = 0; i < WARMUP; i++) {
    await once('app', i);
    await once('floor', i);
  }
  for (let i = WARMUP; i < WARMUP + SENDS; i++) {
    const order = i % 2 === 0 ? (['app', 'floor'] as const) : (['floor', 'app'] as const);
    for (const key of order) samples[key].push(await once(key, i));
  }
  await Promise.all([targets.app.close(), targets.floor.close()]);
  await Promise.all([app.stop(), floor.stop()]);
  const first = {
    app: summarize(samples.app.map((s) => s.firstByteMs)),
    floor: summarize(samples.floor.map((s) => s.firstByteMs)),
  };
  const total = {
    app: summarize(samples.app.map((s) => s.totalMs)),
    floor: summarize(samples.floor.map((s) => s.totalMs)),
  };
  // Share of sends whose first event reached the client at least 1 ms before the response ended.
  const early = (list: Sample[]) => list.filter((s) => s.totalMs - s.firstByteMs >= 1).length / list.length;
  return {
    driver,
    first,
    total,
    failures,
    firstByteBeforeEnd: { app: early(samples.app), floor: early(samples.floor) },
  };
}

export async function sendTtfb() {
  return runBench('send-ttfb', 'POST /api/messages: time to first SSE byte vs a floor route', async () => {
    const drivers: ('pglite' | 'postgres')[] = ['pglite'];
    const notes: string[] = [];
    if (await postgresReachable()) drivers.push('postgres');
    else notes.push('PostgreSQL not reachable: only the PGlite variant ran');
    const rows: Row[] = [];
    const details: Record<string, unknown> = { sends: SENDS, warmup: WARMUP, concurrency: 1, content: CONTENT };
    for (const driver of drivers) {
      const result = await measureDriver(driver);
      details[driver] = result;
      const p50 = result.first.app.p50 / result.first.floor.p50;
      const p99 = result.first.app.p99 / result.first.floor.p99;
      rows.push(
        {
          figure: `${driver}: first byte app / floor p50`,
          measured: `${ms(result.first.app.p50)} / ${ms(result.first.floor.p50)} = ${ratio(p50)}`,
          target: '≤ 1.3×',
          holds: p50 <= 1.3,
        },
        {
          figure: `${driver}: first byte app / floor p99`,
          measured: `${ms(result.first.app.p99)} / ${ms(result.first.floor.p99)} = ${ratio(p99)}`,
          target: '≤ 3×',
          holds: p99 <= 3,
        },
        {
          figure: `${driver}: whole send app / floor p50`,
          measured: `${ms(result.total.app.p50)} / ${ms(result.total.floor.p50)}`,
          target: '—',
          holds: null,
        },
      );
      const early = result.firstByteBeforeEnd;
      if (early.app < 0.5)
        notes.push(
          `${driver}: the first event reached the client before the end of the response in only ${(early.app * 100).toFixed(0)}% of app sends ` +
            `(floor ${(early.floor * 100).toFixed(0)}%): PGlite answers inside the same run of promise callbacks, so the event loop ` +
            'gets no turn to flush the first event before the whole send is done (likely cause)',
        );
      if (result.failures) notes.push(`${driver}: ${result.failures} sends did not end with a done event`);
    }
    notes.push(`${SENDS} sends per server after ${WARMUP} warm-up, one at a time, app and floor alternating`);
    return { rows, details, notes };
  });
}

if (isMain(import.meta.url)) exitWith(await sendTtfb());
