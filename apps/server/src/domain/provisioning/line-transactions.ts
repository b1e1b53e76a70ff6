import type { Db } from "../../db/client";
import { AdminError } from "../directory/admin-commands";
import type { LineReport } from "./provisioning-commands";

/** What one line did: its report, and what to tell the in-memory directory once it is committed. */
export type LineDone = { report: LineReport; tenantId?: string; after?: () => Promise<void> };

class DryRunRollback extends Error {}

/**
 * Runs each line in a transaction of its own, so that one bad line never undoes or stops the
 * others. A dry run does the same inside one outer transaction (each line a savepoint, so that
 * line 9 sees what line 3 would have created) and rolls it all back at the end.
 */
export async function runLines<Row extends { line: number }>(
  db: Db,
  rows: readonly Row[],
  dryRun: boolean,
  runLine: (tx: Db, row: Row) => Promise<LineDone>,
): Promise<LineDone[]> {
  const results: LineDone[] = [];
  const each = async (scope: Db) => {
    for (const row of rows) {
      try {
        // A transaction's handle has the database's query API (drizzle's PgTransaction extends PgDatabase).
        results.push(await scope.transaction((tx) => runLine(tx as unknown as Db, row)));
      } catch (error) {
        if (!(error instanceof AdminError)) throw error;
        results.push({ report: { line: row.line, outcome: "error", message: error.message } });
      }
    }
  };
  if (!dryRun) {
    await each(db);
    return results;
  }
  try {
    await db.transaction(async (outer) => {
      await each(outer);
      throw new DryRunRollback();
    });
  } catch (error) {
    if (!(error instanceof DryRunRollback)) throw error;
  }
  return results;
}
