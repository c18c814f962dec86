import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const running = new Set<ChildProcess>();

export interface Started {
  name: string;
  pid: number;
  port: number;
  origin: string;
  output(): string;
  stop(): Promise<void>;
}

export interface StartOptions {
  env?: Record<string, string | undefined>;
  /** A stdout line that says the server is up; the first capture group is its port. */
  ready: RegExp;
  timeoutMs?: number;
  args?: string[];
  /** Flags for Node itself, before the entry point. */
  nodeArgs?: string[];
}

/**
 * Starts a TypeScript entry point as its own Node process (node --import tsx, no npx wrapper, so
 * the pid is the server itself) and waits for its ready line. Every process started here is
 * stopped by stopAll(), which runBench calls at the end.
 */
export function startTs(name: string, file: string, options: StartOptions): Promise<Started> {
  const env: NodeJS.ProcessEnv = { ...process.env, NODE_ENV: undefined };
  for (const [key, value] of Object.entries(options.env ?? {})) {
    if (value === undefined) delete env[key];
    else env[key] = value;
  }
  const child = spawn(
    process.execPath,
    [...(options.nodeArgs ?? []), '--import', 'tsx', file, ...(options.args ?? [])],
    {
      cwd: ROOT,
      env,
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  running.add(child);
  let log = '';
  const keep = (chunk: Buffer) => {
    log += chunk.toString();
    if (log.length > 200_000) log = log.slice(-100_000);
  };
  child.stdout!.on('data', keep);
  child.stderr!.on('data', keep);
  const stop = () => stopProcess(child);
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      void stop();
      reject(new Error(`${name} did not start within ${options.timeoutMs ?? 60_000} ms:\n${log.slice(-2000)}`));
    }, options.timeoutMs ?? 60_000);
    const onData = () => {
      const match = options.ready.exec(log);
      if (!match) return;
      clearTimeout(timer);
      child.stdout!.off('data', onData);
      const port = Number(match[1]);
      resolve({
        name,
        pid: child.pid!,
        port,
        origin: `http://127.0.0.1:${port}`,
        output: () => log,
        stop,
      });
    };
    child.stdout!.on('data', onData);
    child.once('exit', (code) => {
      running.delete(child);
      clearTimeout(timer);
      reject(new Error(`${name} exited with ${code} before it was ready:\n${log.slice(-2000)}`));
    });
  });
}

function stopProcess(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) {
    running.delete(child);
    return Promise.resolve();
  }
  return new Promise((resolve) => {
    const kill = setTimeout(() => child.kill('SIGKILL'), 8000);
    child.once('exit', () => {
      clearTimeout(kill);
      running.delete(child);
      resolve();
    });
    child.kill('SIGTERM');
  });
}

export async function stopAll(): Promise<void> {
  await Promise.all([...running].map(stopProcess));
}

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    void stopAll().finally(() => process.exit(130));
  });
}

export const APP_READY = /"event":"server\.listening","url":"http:\/\/localhost:(\d+)"/;
export const LINE_READY = /^LISTENING (\d+)$/m;

export interface AppServerOptions {
  dataDir: string;
  databaseUrl?: string;
  env?: Record<string, string | undefined>;
  /** Serve this built PWA instead of the repository's dist/ (the browser benches use a temp build). */
  distDir?: string;
}

/**
 * The real server. API benches run edge-api/node.ts itself; when a bench needs its own build of the
 * PWA (or dist/ is missing) bench/servers/app-server.ts starts the same server with another
 * static root.
 */
export function startApp(name: string, options: AppServerOptions): Promise<Started> {
  const env = {
    PORT: '0',
    HOST: '127.0.0.1',
    DATA_DIR: options.dataDir,
    LOG_REQUESTS: '0',
    BUILTIN_COACH_PACE_MS: '0',
    DATABASE_URL: options.databaseUrl,
    NODE_ENV: 'development',
    ...options.env,
  };
  const useRealEntry = !options.distDir && existsSync(join(ROOT, 'dist', 'index.html'));
  const entry = useRealEntry ? 'edge-api/node.ts' : 'bench/servers/app-server.ts';
  // BENCH_APP_PROFILE_DIR=dir asks for CPU profiles of the app servers, e.g. under bench/throughput.ts
  // (Node refuses --cpu-prof in NODE_OPTIONS).
  const profileDir = process.env.BENCH_APP_PROFILE_DIR;
  return startTs(name, entry, {
    env: { ...env, BENCH_DIST_DIR: options.distDir },
    ready: APP_READY,
    timeoutMs: 90_000,
    nodeArgs: profileDir ? ['--cpu-prof', `--cpu-prof-dir=${profileDir}`] : [],
  });
}
