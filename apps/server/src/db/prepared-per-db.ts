import { is } from 'drizzle-orm';
import { PgTransaction } from 'drizzle-orm/pg-core';

import type { Db, Tx } from './client.ts';

/**
 * A statement prepared once per database (the query built once, and on PostgreSQL parsed once
 * per connection) for a repo method on the webhook's path, which runs for every message. A
 * prepared statement runs on the database's own connections, never inside a transaction: for a
 * transaction this answers undefined and the method builds its query as before.
 */
export function preparedPerDb<T>(build: (db: Db) => T): (tx: Tx) => T | undefined {
  const statements = new WeakMap<Db, T>();
  return (tx) => {
    if (is(tx, PgTransaction)) return undefined;
    let statement = statements.get(tx);
    if (statement === undefined) {
      statement = build(tx);
      statements.set(tx, statement);
    }
    return statement;
  };
}
