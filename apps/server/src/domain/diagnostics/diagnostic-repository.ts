import { and, desc, eq, getTableColumns, lt, type SQL } from "drizzle-orm";
import type { Db } from "../../db/client";
import { diagnosticReports, tenants, users, type DiagnosticReportRow } from "../../db/schema";

export type NewDiagnosticReport = Omit<DiagnosticReportRow, "id">;
export type DiagnosticReportListing = Omit<DiagnosticReportRow, "payload"> & {
  tenantPrefix: string;
  userEmail: string | null;
};
export type DiagnosticReportFilter = { tenantId?: string; userId?: string; limit: number };

/** The `diagnostic_reports` rows: written by the envelope intake, read by the admin CLI. */
export class DiagnosticRepository {
  constructor(private readonly db: Db) {}

  /** False when the tenant already holds this event (the SDK retried the envelope). */
  async add(report: NewDiagnosticReport): Promise<boolean> {
    const rows = await this.db
      .insert(diagnosticReports)
      .values(report)
      .onConflictDoNothing({ target: [diagnosticReports.tenantId, diagnosticReports.eventId] })
      .returning({ id: diagnosticReports.id });
    return rows.length > 0;
  }

  /** Newest first. */
  async list(filter: DiagnosticReportFilter): Promise<DiagnosticReportListing[]> {
    const conditions: SQL[] = [];
    if (filter.tenantId) conditions.push(eq(diagnosticReports.tenantId, filter.tenantId));
    if (filter.userId) conditions.push(eq(diagnosticReports.userId, filter.userId));
    const { payload: _payload, ...columns } = getTableColumns(diagnosticReports);
    return this.db
      .select({ ...columns, tenantPrefix: tenants.prefix, userEmail: users.email })
      .from(diagnosticReports)
      .innerJoin(tenants, eq(tenants.id, diagnosticReports.tenantId))
      .leftJoin(users, eq(users.id, diagnosticReports.userId))
      .where(and(...conditions))
      .orderBy(desc(diagnosticReports.receivedAt))
      .limit(filter.limit);
  }

  async find(id: string): Promise<(DiagnosticReportListing & { payload: unknown }) | undefined> {
    const [row] = await this.db
      .select({ ...getTableColumns(diagnosticReports), tenantPrefix: tenants.prefix, userEmail: users.email })
      .from(diagnosticReports)
      .innerJoin(tenants, eq(tenants.id, diagnosticReports.tenantId))
      .leftJoin(users, eq(users.id, diagnosticReports.userId))
      .where(eq(diagnosticReports.id, id));
    return row;
  }

  /** Removes reports received before `cutoff`; returns how many. */
  async pruneBefore(cutoff: Date): Promise<number> {
    const rows = await this.db
      .delete(diagnosticReports)
      .where(lt(diagnosticReports.receivedAt, cutoff))
      .returning({ id: diagnosticReports.id });
    return rows.length;
  }
}
