import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import postgres from 'postgres';
import { sha256Hex } from '../../edge-api/crypto';
import type { DatabaseHandle } from '../../edge-api/db/database';
import { migrateDb } from '../../edge-api/db/migrate';
import { createPgliteDb } from '../../edge-api/db/pglite';
import { createPostgresDb } from '../../edge-api/db/postgres';
import { authSessions, users } from '../../edge-api/db/schema';

export const ADMIN_URL =
  process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

export async function postgresReachable(): Promise<boolean> {
  const admin = postgres(ADMIN_URL, { max: 1, connect_timeout: 3, onnotice: () => {} });
  try {
    await admin`select 1`;
    return true;
  } catch {
    return false;
  } finally {
    await admin.end({ timeout: 1 });
  }
}

export interface TempPostgres {
  name: string;
  url: string;
  drop(): Promise<void>;
}

const cleanups: (() => Promise<void>)[] = [];

/** A database with a random name on the local server, dropped by drop() (or dropTemps()). */
export async function createTempPostgres(): Promise<TempPostgres> {
  const admin = postgres(ADMIN_URL, { max: 1, onnotice: () => {} });
  const name = `playcaller_bench_${crypto.randomUUID().replaceAll('-', '').slice(0, 12)}`;
  await admin.unsafe(`create database ${name}`);
  const url = new URL(ADMIN_URL);
  url.pathname = `/${name}`;
  let dropped = false;
  const drop = async () => {
    if (dropped) return;
    dropped = true;
    await admin.unsafe(`drop database if exists ${name} with (force)`);
    await admin.end({ timeout: 5 });
  };
  cleanups.push(drop);
  return { name, url: url.toString(), drop };
}

export function tempDir(prefix: string): string {
  const dir = mkdtempSync(join(tmpdir(), `playcaller-bench-${prefix}-`));
  cleanups.push(async () => rmSync(dir, { recursive: true, force: true }));
  return dir;
}

/** Drops every temp database and removes every temp dir made in this process. */
export async function dropTemps(): Promise<void> {
  while (cleanups.length) await cleanups.pop()!().catch(() => {});
}

/** Opens a database with the app's own driver code and applies the migrations. */
export async function openMigrated(target: { pgliteDir?: string; url?: string }): Promise<DatabaseHandle> {
  const handle = target.url ? createPostgresDb(target.url, { max: 4 }) : await createPgliteDb(target.pgliteDir);
  await migrateDb(handle);
  return handle;
}

export interface BenchUser {
  id: string;
  email: string;
  token: string;
  /** One chat per user, 21 characters like the PWA's ids. */
  sessionId: string;
}

export function randomId(length = 21): string {
  const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789_-';
  let id = '';
  for (const byte of crypto.getRandomValues(new Uint8Array(length))) id += alphabet[byte & 63];
  return id;
}

/**
 * Signed-in free users without the e-mail round trip (the auth routes allow 60 requests per IP per
 * 10 minutes): rows in users and auth_sessions, the token stored as its SHA-256 hex as
 * auth.service.ts does, expiring in 30 days so the session is not slid during the bench.
 */
export async function seedUsers(handle: DatabaseHandle, count: number, prefix = 'bench'): Promise<BenchUser[]> {
  const made: BenchUser[] = [];
  for (let start = 0; start < count; start += 200) {
    const batch: BenchUser[] = [];
    for (let i = start; i < Math.min(count, start + 200); i++) {
      batch.push({
        id: crypto.randomUUID(),
        email: `${prefix}.${i}.${randomId(6).toLowerCase()}@example.com`,
        token: randomId(43),
        sessionId: randomId(),
      });
    }
    await handle.db.insert(users).values(batch.map((user) => ({ id: user.id, email: user.email, verified: true })));
    const expiresAt = new Date(Date.now() + 30 * 24 * 60 * 60 * 1000);
    const rows = await Promise.all(
      batch.map(async (user) => ({ userId: user.id, tokenHash: await sha256Hex(user.token), expiresAt })),
    );
    await handle.db.insert(authSessions).values(rows);
    made.push(...batch);
  }
  return made;
}

/**
 * A fresh migrated database with `perGroup` signed-in free users in each group named (their e-mails
 * start with its name): a temp database on the local PostgreSQL (`databaseUrl`), or PGlite where the
 * app keeps it under `dataDir`. The seeding connection is closed: a server opens its own from
 * `{ dataDir, databaseUrl }`, as the app does.
 */
export async function seededDatabase<Group extends string>(
  driver: 'postgres' | 'pglite',
  dataDir: string,
  groups: readonly Group[],
  perGroup: number,
): Promise<{ databaseUrl?: string; users: Record<Group, BenchUser[]> }> {
  const databaseUrl = driver === 'postgres' ? (await createTempPostgres()).url : undefined;
  const handle = await openMigrated(databaseUrl ? { url: databaseUrl } : { pgliteDir: join(dataDir, 'pglite') });
  const users = {} as Record<Group, BenchUser[]>;
  try {
    for (const group of groups) users[group] = await seedUsers(handle, perGroup, group.replace(/\W+/g, ''));
  } finally {
    await handle.close();
  }
  return { databaseUrl, users };
}

/** The body of a send, as the PWA posts it. */
export function sendBody(user: BenchUser, content: string, mode = 'gameOnTheLine'): string {
  return JSON.stringify({
    content,
    role: 'user',
    sessionId: user.sessionId,
    personalityMode: mode,
    sportType: 'football',
    clientMessageId: randomId(),
  });
}

export const sendHeaders = (user: BenchUser, stream = true): Record<string, string> => ({
  'content-type': 'application/json',
  'x-auth-token': user.token,
  ...(stream ? { accept: 'text/event-stream' } : {}),
});
