import type { Database } from "../db/client";

/** The driver methods every statement goes through: PGlite's and node-postgres' pool's. */
const STATEMENT_METHODS = ["query", "exec", "transaction", "connect"] as const;

type Driver = Partial<Record<(typeof STATEMENT_METHODS)[number], (...args: unknown[]) => unknown>>;

/**
 * Counts the statements the app sends to its database from now on, by wrapping the driver client
 * drizzle holds (`db.$client`): a test can then prove that a path runs no query at all.
 */
export function countQueries(database: Database): { readonly count: number; reset(): void; stop(): void } {
  // drizzle's PgDatabase type does not expose the driver it was built on; both drivers set $client.
  const client = (database.db as unknown as { $client: Driver }).$client;
  let count = 0;
  // node-postgres' Pool.query calls this.connect() itself, synchronously: one statement, one count.
  let nested = false;
  const wrapped: (keyof Driver)[] = [];
  for (const method of STATEMENT_METHODS) {
    const original = client[method];
    // Methods of the driver's prototype: the wrapper is an own property, deleted by stop().
    if (typeof original !== "function" || Object.hasOwn(client, method)) continue;
    wrapped.push(method);
    client[method] = (...args: unknown[]) => {
      if (nested) return original.apply(client, args);
      count += 1;
      nested = true;
      try {
        return original.apply(client, args);
      } finally {
        nested = false;
      }
    };
  }
  return {
    get count() {
      return count;
    },
    reset: () => (count = 0),
    stop: () => {
      for (const method of wrapped) delete client[method];
    },
  };
}
