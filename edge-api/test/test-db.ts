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
  /**
   * Only on PostgreSQL: resolves once no client other than this handle is connected to the
   * database, for suites whose server under test closes its own connections after a response.
   */
  untilOthersLeave?(timeoutMs?: number): Promise<void>;
}

/** Tells this harness's own sessions apart from those of a server under test on the same database. */
const OWN_APPLICATION_NAME = 'playcaller-test-harness';

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
  const ownUrl = new URL(url);
  ownUrl.searchParams.set('application_name', OWN_APPLICATION_NAME);
  const handle = createPostgresDb(ownUrl.toString(), { max: 20 });
  await migrateDb(handle);
  return {
    ...handle,
    url: url.toString(),
    async untilOthersLeave(timeoutMs = 15_000) {
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        const [row] = await admin<{ others: number }[]>`
          select count(*)::int as others from pg_stat_activity
          where datname = ${name} and backend_type = 'client backend'
            and application_name <> ${OWN_APPLICATION_NAME}`;
        if (row!.others === 0) return;
        if (Date.now() > deadline) throw new Error(`${row!.others} clients still connected to ${name}`);
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
    },
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
