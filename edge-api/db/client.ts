import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Config } from '../config';
import type { DatabaseHandle } from './database';

/**
 * The same schema, migrations and queries on either driver: PostgreSQL (postgres.js) when
 * DATABASE_URL is set, otherwise PGlite persisted under DATA_DIR.
 */
export async function createDb(config: Pick<Config, 'DATABASE_URL' | 'DATA_DIR'>): Promise<DatabaseHandle> {
  if (config.DATABASE_URL) {
    const { createPostgresDb } = await import('./postgres');
    return createPostgresDb(config.DATABASE_URL);
  }
  const { createPgliteDb } = await import('./pglite');
  // PGlite creates its own folder but not the parents: a fresh clone has no .data/ yet.
  mkdirSync(config.DATA_DIR, { recursive: true });
  return createPgliteDb(join(config.DATA_DIR, 'pglite'));
}
