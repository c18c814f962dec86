import { Param, sql, type Column } from 'drizzle-orm';
import type { Database } from './database';

/**
 * A query built once per database and then reused with new values: on the send path, building
 * queries is most of the server's own work per query. Values are given as placeholders.
 */
export function preparedPer<Query>(build: (db: Database) => Query): (db: Database) => Query {
  const built = new WeakMap<Database, Query>();
  return (db) => {
    let query = built.get(db);
    if (!query) {
      query = build(db);
      built.set(db, query);
    }
    return query;
  };
}

/**
 * A placeholder whose value is encoded as `column`'s values are (a Date as timestamp text): in a
 * condition Drizzle would otherwise hand a bare placeholder's value to the driver as it is.
 */
export function placeholderLike(column: Column, name: string): Param {
  return new Param(sql.placeholder(name), column);
}
