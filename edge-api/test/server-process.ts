import { spawn, type ChildProcess } from 'node:child_process';
import net from 'node:net';
import { fileURLToPath } from 'node:url';
import { AUTH_HEADER } from '../../shared/contract/headers';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
/**
 * The server as edge-api/node.ts wires it (createApp, @hono/node-server, migrations at start-up),
 * API only: unit suites run before `npm test` builds the PWA that node.ts insists on serving.
 */
const ENTRY = 'bench/servers/app-server.ts';
const START_TIMEOUT_MS = 120_000;

const running = new Set<ChildProcess>();
// A worker that dies without its afterAll still takes its servers with it.
process.once('exit', () => {
  for (const child of running) killGroup(child, 'SIGKILL');
});

function killGroup(child: ChildProcess, signal: NodeJS.Signals) {
  try {
    process.kill(-child.pid!, signal);
  } catch {
    // already gone
  }
}

/** A port nothing listens on right now, so a restarted server can come back on the same one. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}

export interface ServerProcess {
  origin: string;
  pid: number;
  /** Everything the process wrote, for failure messages and log-line waits. */
  output(): string;
  /** SIGKILL to the whole process group, resolved once the process has exited. */
  kill(): Promise<void>;
  /** SIGTERM (the server closes its database cleanly), SIGKILL if it is still there after 10 s. */
  stop(): Promise<void>;
}

export interface ServerOptions {
  port: number;
  /** PostgreSQL; without it the server runs PGlite in `dataDir`. */
  databaseUrl?: string;
  dataDir: string;
  /** Pause between the built-in coach's chunks: a slower reply leaves a send in flight for longer. */
  coachPaceMs?: number;
  /** An OpenAI-compatible server to use as the coach instead of the built-in one, so a test decides when a reply ends. */
  openAiBaseUrl?: string;
}

/**
 * Starts one real server process in its own process group and resolves once /api/health answers
 * 200 (the database is migrated and reachable). Rejects with the process's output if it exits first.
 */
export async function startServer(options: ServerOptions): Promise<ServerProcess> {
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    NODE_ENV: 'development',
    HOST: '127.0.0.1',
    PORT: String(options.port),
    DATABASE_URL: options.databaseUrl ?? '',
    DATA_DIR: options.dataDir,
    AUTH_SECRET: 'server-process-secret-0123456789-abcdefghijklmnop',
    AI_PROVIDER: options.openAiBaseUrl ? 'openai' : 'builtin',
    BUILTIN_COACH_PACE_MS: String(options.coachPaceMs ?? 0),
    OPENAI_BASE_URL: options.openAiBaseUrl ?? '',
    OPENAI_API_KEY: options.openAiBaseUrl ? 'test-coach-key' : '',
    MAIL_PROVIDER: 'dev',
    BILLING_PROVIDER: 'local',
    LOG_REQUESTS: '0',
  };
  delete env.TEST_DB_KIND;
  delete env.TEST_DATABASE_URL;
  const child = spawn(process.execPath, ['--import', 'tsx', ENTRY], {
    cwd: ROOT,
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
    env,
  });
  running.add(child);
  let log = '';
  const keep = (chunk: Buffer) => {
    log += chunk.toString();
  };
  child.stdout!.on('data', keep);
  child.stderr!.on('data', keep);
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  void exited.then(() => running.delete(child));
  const origin = `http://127.0.0.1:${options.port}`;
  const server: ServerProcess = {
    origin,
    pid: child.pid!,
    output: () => log,
    async kill() {
      if (child.exitCode === null && child.signalCode === null) killGroup(child, 'SIGKILL');
      await exited;
    },
    async stop() {
      if (child.exitCode !== null || child.signalCode !== null) return;
      const escalate = setTimeout(() => killGroup(child, 'SIGKILL'), 10_000);
      killGroup(child, 'SIGTERM');
      await exited;
      clearTimeout(escalate);
    },
  };

  const deadline = Date.now() + START_TIMEOUT_MS;
  let gone = false;
  void exited.then(() => {
    gone = true;
  });
  for (;;) {
    if (gone) throw new Error(`the server exited before it was healthy:\n${log.slice(-2000)}`);
    if (Date.now() > deadline) {
      await server.kill();
      throw new Error(`the server was not healthy within ${START_TIMEOUT_MS} ms:\n${log.slice(-2000)}`);
    }
    const healthy = await fetch(`${origin}/api/health`).then(
      (response) => response.ok,
      () => false,
    );
    if (healthy) return server;
    // Polls the health endpoint itself; the pause only keeps the poll from spinning a core.
    await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 100))]);
  }
}

export interface JsonAnswer {
  status: number;
  body: Record<string, unknown>;
}

/** One JSON request to a server process, as the PWA makes it. */
export async function requestJson(
  origin: string,
  path: string,
  init: { body?: unknown; token?: string } = {},
): Promise<JsonAnswer> {
  const headers: Record<string, string> = {};
  if (init.body !== undefined) headers['content-type'] = 'application/json';
  if (init.token) headers[AUTH_HEADER] = init.token;
  const response = await fetch(`${origin}${path}`, {
    method: init.body === undefined ? 'GET' : 'POST',
    headers,
    body: init.body === undefined ? undefined : JSON.stringify(init.body),
  });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

/** Signs a new account in through register → dev mailbox → verify on a server process. */
export async function signUpOn(origin: string): Promise<{ token: string; userId: string }> {
  const suffix = crypto.randomUUID().replaceAll('-', '').slice(0, 12);
  const email = `coach.${suffix}@example.com`;
  const registered = await requestJson(origin, '/api/auth/register', { body: { email, username: `u_${suffix}` } });
  if (registered.status !== 200) throw new Error(`register failed: ${JSON.stringify(registered.body)}`);
  const mailbox = await requestJson(origin, `/api/dev/mailbox?to=${encodeURIComponent(email)}`);
  const code = (mailbox.body.messages as { code: string | null }[])[0]?.code;
  if (!code) throw new Error(`no code in the mailbox for ${email}`);
  const verified = await requestJson(origin, '/api/auth/verify', { body: { email, code } });
  if (verified.status !== 200) throw new Error(`verify failed: ${JSON.stringify(verified.body)}`);
  return { token: String(verified.body.token), userId: String((verified.body.user as { id: string }).id) };
}
