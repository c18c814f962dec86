import postgres from 'postgres';
import type { DatabaseHandle } from '../db/database';
import { migrateDb } from '../db/migrate';
import { createPgliteDb } from '../db/pglite';
import { createPostgresDb } from '../db/postgres';

export type TestDbKind = 'pglite' | 'postgres';

export function testDbKind(): TestDbKind {
  return process.env.TEST_DB_KIND === 'postgres' ? 'postgres' : 'pglite';
}

export interface TestDb extends DatabaseHandle {
  /** Closes the connection and, on PostgreSQL, drops the database this test file made. */
  dispose(): Promise<void>;
  /** Only on PostgreSQL: the URL of this file's own database. */
  url?: string;
}

function adminUrl(): string {
  const url = process.env.TEST_DATABASE_URL;
  if (!url) throw new Error('TEST_DATABASE_URL is not set: the postgres test project needs a server');
  return url;
}

/**
 * A fresh, migrated database per test file: in-memory PGlite, or on PostgreSQL a database with a
 * random name that is dropped afterwards, so runs never see each other's data.
 */
export async function createTestDb(kind: TestDbKind = testDbKind()): Promise<TestDb> {
  if (kind === 'pglite') {
    const handle = await createPgliteDb();
    await migrateDb(handle);
    return { ...handle, dispose: () => handle.close() };
  }
  const admin = postgres(adminUrl(), { max: 1, onnotice: () => {} });
  const name = `playcaller_test_${crypto.randomUUID().replaceAll('-', '').slice(0, 16)}`;
  await admin.unsafe(`create database ${name}`);
  const url = new URL(adminUrl());
  url.pathname = `/${name}`;
  const handle = createPostgresDb(url.toString(), { max: 20 });
  await migrateDb(handle);
  return {
    ...handle,
    url: url.toString(),
    async dispose() {
      await handle.close();
      await admin.unsafe(`drop database if exists ${name} with (force)`);
      await admin.end({ timeout: 5 });
    },
  };
}

/** `db.execute` answers `{ rows }` on PGlite and an array on postgres.js. */
export function rowsOf(result: unknown): Record<string, unknown>[] {
  if (Array.isArray(result)) return result as Record<string, unknown>[];
  if (result && typeof result === 'object' && 'rows' in result && Array.isArray(result.rows)) {
    return result.rows as Record<string, unknown>[];
  }
  return [];
}
