import { sql } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { migrateDb } from './migrate';
import { createTestDb, rowsOf, type TestDb } from '../test/test-db';

describe('migrations', () => {
  let db: TestDb | undefined;
  afterEach(async () => {
    await db?.dispose();
  });

  it('bring a fresh database to the latest schema, and a second run changes nothing', async () => {
    db = await createTestDb();
    const tables = async () => {
      const result = await db!.db.execute(
        sql`select table_name from information_schema.tables where table_schema = 'public' order by table_name`,
      );
      return rowsOf(result).map((row) => String(row.table_name));
    };
    const before = await tables();
    expect(before).toEqual(
      expect.arrayContaining(['users', 'messages', 'chat_sessions', 'usage_counters', 'mail_outbox']),
    );
    const applied = await db.db.execute(sql`select count(*)::int as n from drizzle.__drizzle_migrations`);
    await migrateDb(db);
    const appliedAgain = await db.db.execute(sql`select count(*)::int as n from drizzle.__drizzle_migrations`);
    expect(JSON.stringify(appliedAgain)).toBe(JSON.stringify(applied));
    expect(await tables()).toEqual(before);
  });

  it('protect data with constraints: one account per e-mail', async () => {
    db = await createTestDb();
    await db.db.execute(sql`insert into users (email) values ('same@example.com')`);
    await expect(db.db.execute(sql`insert into users (email) values ('same@example.com')`)).rejects.toThrow();
  });
});
