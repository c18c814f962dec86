import { PGlite } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import type { DatabaseHandle } from './database';
import { schema } from './schema';

/** dataDir undefined keeps the database in memory (tests); otherwise it persists on disk. */
export async function createPgliteDb(dataDir?: string): Promise<DatabaseHandle> {
  const client = dataDir ? await PGlite.create(dataDir) : await PGlite.create();
  const db = drizzle(client, { schema });
  return { db, driver: 'pglite', close: () => client.close() };
}
