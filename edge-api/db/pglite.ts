import { PGlite, types, type QueryOptions, type Transaction } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import type { DatabaseHandle } from './database';
import { schema } from './schema';

/**
 * The types Drizzle's PGlite session keeps as text (its columns map them), in the parsers it hands
 * PGlite with every query: timestamp, timestamptz, interval, date, and the arrays of those and of
 * numeric. PGlite copies its whole table of 300+ parsers to merge per-query ones, which costs a
 * tenth of a millisecond or more on each query; installed on the client once, they need not be sent.
 */
const TEXT_TYPES = new Set([
  types.TIMESTAMP,
  types.TIMESTAMPTZ,
  types.INTERVAL,
  types.DATE,
  1231, // numeric[]
  1115, // timestamp[]
  1185, // timestamptz[]
  1187, // interval[]
  1182, // date[]
]);
const asText = (value: string) => value;

/** Drops per-query parsers that only repeat the installed ones; any other type keeps PGlite's merge. */
function withoutInstalledParsers(options: QueryOptions | undefined): QueryOptions | undefined {
  const parsers = options?.parsers;
  if (!parsers) return options;
  for (const type in parsers) if (!TEXT_TYPES.has(Number(type))) return options;
  return { ...options, parsers: undefined };
}

function installTextParsers(client: PGlite): void {
  // After create(): PGlite fills in the array types' parsers while it starts, which would replace these.
  for (const type of TEXT_TYPES) client.parsers[type] = asText;
  const query = client.query.bind(client);
  const transaction = client.transaction.bind(client);
  client.query = (text, params, options) => query(text, params, withoutInstalledParsers(options));
  client.transaction = (work) =>
    transaction((tx) => {
      const txQuery = tx.query.bind(tx);
      // The transaction object's getters (closed) must keep reading the original.
      const lean: Transaction = Object.create(tx, {
        query: {
          value: (text: string, params?: unknown[], options?: QueryOptions) =>
            txQuery(text, params, withoutInstalledParsers(options)),
        },
      });
      return work(lean);
    });
}

/** dataDir undefined keeps the database in memory (tests); otherwise it persists on disk. */
export async function createPgliteDb(dataDir?: string): Promise<DatabaseHandle> {
  const client = dataDir ? await PGlite.create(dataDir) : await PGlite.create();
  installTextParsers(client);
  const db = drizzle(client, { schema });
  return { db, driver: 'pglite', close: () => client.close() };
}
