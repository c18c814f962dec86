// Where a send's CPU goes before its first token: builds the app in this process exactly as
// edge-api/node-server.ts does (AI_PROVIDER=openai against bench/servers/fake-openai.ts, run as its
// own process so its work stays out of the profile), sends SENDS messages one after another under
// node:inspector's CPU profiler, and sums the samples taken between each request and its `meta`
// event (the send's checks and writes) and between `meta` and the first `delta`. Sends run one at a
// time, so every sample belongs to one window. `npx tsx bench/profile-send.ts [postgres|pglite]`
// (default: both, PostgreSQL when reachable); the .cpuprofile files are written to /tmp for Chrome
// DevTools. Shares within one profile are what compare across runs on a shared machine.
import { writeFileSync } from 'node:fs';
import { Session, type Profiler } from 'node:inspector/promises';
import { join, relative } from 'node:path';
import { createApp } from '../edge-api/app';
import { systemClock } from '../edge-api/clock';
import { loadConfig } from '../edge-api/config';
import { createDb } from '../edge-api/db/client';
import { consoleLogger } from '../edge-api/logger';
import { createCoachProvider } from '../edge-api/providers/coach/create-coach-provider';
import { createMailProvider } from '../edge-api/providers/mail/create-mail-provider';
import { dropTemps, postgresReachable, seededDatabase, sendBody, sendHeaders, tempDir } from './lib/db';
import { LINE_READY, startTs, stopAll } from './lib/procs';
import { REPO_ROOT } from './lib/report';
import { summarize } from './lib/stats';

const SENDS = Number(process.env.PROFILE_SENDS ?? 300);
const WARMUP = 40;
/** A free user has 15 sends a month; ten each keeps every send well below the limit, as most are. */
const SENDS_PER_USER = 10;
const TOP = 25;
const QUESTIONS = [
  'What is cover 2?',
  'How do I beat a blitz on 3rd and 8 from our own 30?',
  'My safety keeps biting on play action, how do I fix it?',
  'Give me a drill for tackling angles',
];

type Kind = 'postgres' | 'pglite';
/** The part of a send a sample fell in. */
type Phase = 'before meta' | 'meta to first token';

interface Window {
  phase: Phase;
  /** Microseconds on the profiler's clock (CLOCK_MONOTONIC, as process.hrtime). */
  from: number;
  to: number;
}

const nowMicros = () => Number(process.hrtime.bigint() / 1000n);

/** The package a script belongs to, our own file's path, or Node's / V8's own work. */
function sourceOf(url: string, name: string): string {
  if (!url) return name.startsWith('(') ? name : '(native)';
  const path = url.replace(/^file:\/\//, '');
  const pkg = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(path);
  if (pkg) return pkg[1]!;
  if (path.startsWith('node:')) return 'node internals';
  return relative(REPO_ROOT, path);
}

const isOurs = (source: string) => /^(edge-api|shared)\//.test(source);

async function profile(kind: Kind, fakeOrigin: string) {
  const dataDir = tempDir('profile-send');
  const seeded = await seededDatabase(kind, dataDir, ['prof'], Math.ceil((SENDS + WARMUP) / SENDS_PER_USER) + 1);
  const users = seeded.users.prof;
  // The app's database as edge-api/node-server.ts opens it.
  const database = await createDb({ DATABASE_URL: seeded.databaseUrl, DATA_DIR: dataDir });
  const config = loadConfig({
    NODE_ENV: 'development',
    LOG_REQUESTS: '0',
    DATA_DIR: dataDir,
    AUTH_SECRET: 'profile-send-secret-0123456789abcdefghijklmnop',
    AI_PROVIDER: 'openai',
    OPENAI_API_KEY: 'sk-bench-not-a-key',
    OPENAI_BASE_URL: `${fakeOrigin}/v1`,
    OPENAI_MODEL: 'bench-model',
  });
  const app = createApp({
    config,
    db: database.db,
    dbDriver: database.driver,
    clock: systemClock,
    logger: consoleLogger,
    mail: createMailProvider(config, consoleLogger),
    coach: createCoachProvider(config),
    authSecret: config.AUTH_SECRET!,
    defer: (work) =>
      void work.catch((error: unknown) => consoleLogger.error('deferred.error', { error: String(error) })),
    clientIp: () => '127.0.0.1',
  });

  const windows: Window[] = [];
  const toMeta: number[] = [];
  const metaToFirst: number[] = [];
  const send = async (index: number) => {
    const user = users[Math.floor(index / SENDS_PER_USER)]!;
    const started = nowMicros();
    const response = await app.request('/api/messages', {
      method: 'POST',
      headers: sendHeaders(user),
      body: sendBody(user, QUESTIONS[index % QUESTIONS.length]!),
    });
    if (response.status !== 200 || !response.body) throw new Error(`send failed: ${response.status}`);
    const decoder = new TextDecoder();
    let text = '';
    let metaAt = 0;
    let firstAt = 0;
    const reader = response.body.getReader();
    for (let read = await reader.read(); !read.done; read = await reader.read()) {
      text += decoder.decode(read.value, { stream: true });
      if (!metaAt && text.includes('event: meta')) metaAt = nowMicros();
      if (!firstAt && text.includes('event: delta')) firstAt = nowMicros();
    }
    if (!metaAt || !firstAt || !text.includes('event: done'))
      throw new Error(`send did not finish: ${text.slice(-300)}`);
    windows.push({ phase: 'before meta', from: started, to: metaAt });
    windows.push({ phase: 'meta to first token', from: metaAt, to: firstAt });
    toMeta.push((metaAt - started) / 1000);
    metaToFirst.push((firstAt - metaAt) / 1000);
  };

  for (let index = 0; index < WARMUP; index++) await send(index);
  windows.length = toMeta.length = metaToFirst.length = 0;
  const session = new Session();
  session.connect();
  await session.post('Profiler.enable');
  await session.post('Profiler.setSamplingInterval', { interval: 100 });
  await session.post('Profiler.start');
  // CPU time rather than wall time: on a busy machine this one moves least with the neighbours' load.
  const cpuBefore = process.cpuUsage();
  for (let index = WARMUP; index < WARMUP + SENDS; index++) await send(index);
  const cpuUsed = process.cpuUsage(cpuBefore);
  const { profile: cpuProfile } = await session.post('Profiler.stop');
  session.disconnect();
  await database.close();

  const file = join('/tmp', `playcaller-send-${kind}-${new Date().toISOString().replace(/[:.]/g, '-')}.cpuprofile`);
  writeFileSync(file, JSON.stringify(cpuProfile));
  report(kind, cpuProfile, windows, { toMeta, metaToFirst, cpuMicros: cpuUsed.user + cpuUsed.system }, file);
}

function report(
  kind: Kind,
  cpuProfile: Profiler.Profile,
  windows: Window[],
  timings: { toMeta: number[]; metaToFirst: number[]; cpuMicros: number },
  file: string,
) {
  const nodeById = new Map(cpuProfile.nodes.map((node) => [node.id, node]));
  const parentOf = new Map<number, number>();
  for (const node of cpuProfile.nodes) for (const child of node.children ?? []) parentOf.set(child, node.id);
  const phases: Phase[] = ['before meta', 'meta to first token'];
  const tally = () => ({
    total: 0,
    bySource: new Map<string, number>(),
    byFunction: new Map<string, number>(),
    ours: new Map<string, number>(),
  });
  const byPhase = new Map(phases.map((phase) => [phase, tally()]));
  const add = (map: Map<string, number>, key: string, micros: number) => map.set(key, (map.get(key) ?? 0) + micros);
  // tsx runs our files with their whitespace minified, so a line number there names nothing.
  const label = (node: Profiler.ProfileNode) => {
    const { functionName, url, lineNumber } = node.callFrame;
    const source = sourceOf(url, functionName);
    return `${functionName || '(anonymous)'} ${source}${url && !isOurs(source) ? `:${lineNumber + 1}` : ''}`;
  };

  // Samples and windows are both in time order: one pass walks them together.
  let at = cpuProfile.startTime;
  let windowIndex = 0;
  cpuProfile.samples!.forEach((id, index) => {
    const delta = cpuProfile.timeDeltas![index] ?? 0;
    at += delta;
    while (windowIndex < windows.length && windows[windowIndex]!.to < at) windowIndex++;
    const window = windows[windowIndex];
    if (!window || window.from > at) return;
    const node = nodeById.get(id)!;
    if (node.callFrame.functionName === '(idle)') return;
    const phase = byPhase.get(window.phase)!;
    phase.total += delta;
    add(phase.bySource, sourceOf(node.callFrame.url, node.callFrame.functionName), delta);
    add(phase.byFunction, label(node), delta);
    // Inclusive time of our own functions: each one on the stack once, however deep it recurses.
    const seen = new Set<string>();
    for (let current: number | undefined = id; current !== undefined; current = parentOf.get(current)) {
      const frame = nodeById.get(current)!;
      if (!isOurs(sourceOf(frame.callFrame.url, frame.callFrame.functionName))) continue;
      const key = label(frame);
      if (!seen.has(key)) add(phase.ours, key, delta);
      seen.add(key);
    }
  });

  const wall = (values: number[]) => {
    const summary = summarize(values);
    return `p50 ${summary.p50.toFixed(2)} ms, p99 ${summary.p99.toFixed(2)} ms`;
  };
  const perSend = (micros: number) => `${(micros / 1000 / SENDS).toFixed(2)} ms/send`;
  const top = (map: Map<string, number>, total: number, count: number) =>
    [...map.entries()]
      .sort((a, b) => b[1] - a[1])
      .slice(0, count)
      .map(
        ([key, micros]) =>
          `${((micros / total) * 100).toFixed(1).padStart(5)} %  ${perSend(micros).padStart(15)}  ${key}`,
      )
      .join('\n');
  console.log(`\n=== ${kind}: ${SENDS} sends one at a time, profile ${file}`);
  console.log(`wall: request → meta ${wall(timings.toMeta)}; meta → first token ${wall(timings.metaToFirst)}`);
  console.log(`process CPU: ${perSend(timings.cpuMicros)} (the whole send, reply and storing included)`);
  for (const phase of phases) {
    const { total, bySource, byFunction, ours } = byPhase.get(phase)!;
    console.log(`\n--- ${phase}: ${perSend(total)} of CPU (idle left out)`);
    console.log(`\nSelf time by source:\n${top(bySource, total, 15)}`);
    console.log(`\nSelf time by function (top ${TOP}):\n${top(byFunction, total, TOP)}`);
    console.log(`\nTotal time (self and callees) of our functions (top ${TOP}):\n${top(ours, total, TOP)}`);
  }
}

const requested = process.argv[2] as Kind | undefined;
const kinds: Kind[] = requested ? [requested] : (await postgresReachable()) ? ['postgres', 'pglite'] : ['pglite'];
// A short, fast reply: the profile is about the send's own work, not the model's pace.
const fake = await startTs('fake-openai', 'bench/servers/fake-openai.ts', {
  env: { FAKE_CHUNKS: '5', FAKE_INTERVAL_MS: '1' },
  ready: LINE_READY,
});
try {
  for (const kind of kinds) await profile(kind, fake.origin);
} finally {
  await stopAll();
  await dropTemps();
}
