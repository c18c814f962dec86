import { fileURLToPath } from 'node:url';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import type { PgliteDatabase } from 'drizzle-orm/pglite';
import { migrate as migratePostgres } from 'drizzle-orm/postgres-js/migrator';
import type { PostgresJsDatabase } from 'drizzle-orm/postgres-js';
import type { DatabaseHandle } from './database';
import type { schema } from './schema';

export const MIGRATIONS_FOLDER = fileURLToPath(new URL('../../drizzle', import.meta.url));

/** Applies every committed migration not yet applied; running it again is a no-op. */
export async function migrateDb(handle: DatabaseHandle): Promise<void> {
  const config = { migrationsFolder: MIGRATIONS_FOLDER };
  // The two migrators differ only in their driver type; the handle says which one this is.
  if (handle.driver === 'pglite') await migratePglite(handle.db as PgliteDatabase<typeof schema>, config);
  else await migratePostgres(handle.db as PostgresJsDatabase<typeof schema>, config);
}
