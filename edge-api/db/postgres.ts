import { drizzle } from 'drizzle-orm/postgres-js';
import postgres from 'postgres';
import type { DatabaseHandle } from './database';
import { schema } from './schema';

export function createPostgresDb(url: string, options: { max?: number } = {}): DatabaseHandle {
  // prepare: false keeps the client compatible with poolers such as Hyperdrive and PgBouncer.
  const client = postgres(url, { max: options.max ?? 10, prepare: false, onnotice: () => {} });
  const db = drizzle(client, { schema });
  return { db, driver: 'postgres', close: () => client.end({ timeout: 5 }) };
}
