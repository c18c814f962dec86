import { getTableColumns, Param, sql, type Column, type Query, type Table } from 'drizzle-orm';
import type { PreparedQueryConfig, SelectedFieldsOrdered } from 'drizzle-orm/pg-core';
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

/**
 * A statement built once and run in any transaction. Drizzle prepares a query on the client it was
 * built from, and a transaction has its own; building is the costly part, so the SQL is kept (with
 * its placeholders) and each run wraps it for the session of the database or transaction given.
 */
export function reusableStatement<Row>(query: Query, fields: SelectedFieldsOrdered) {
  return (db: Database, values: Record<string, unknown>): Promise<Row[]> =>
    db._.session.prepareQuery<PreparedQueryConfig & { execute: Row[] }>(query, fields, undefined, true).execute(values);
}

/** The ordered fields of a `returning()` of every column, as Drizzle maps them back into a row. */
export function allColumnsOf(table: Table): SelectedFieldsOrdered {
  return Object.entries(getTableColumns(table)).map(([key, field]) => ({ path: [key], field }));
}
