import { AdminError } from "../directory/admin-commands";
import type { TenantRepository } from "../directory/tenant-repository";
import type { UserRepository } from "../directory/user-repository";
import type {
  DiagnosticsAdminCommand,
  DiagnosticsAdminResult,
  ReportSummary,
} from "./diagnostics-admin-commands";
import type { DiagnosticReportListing, DiagnosticRepository } from "./diagnostic-repository";

const summaryOf = (row: DiagnosticReportListing): ReportSummary => ({
  id: row.id,
  receivedAt: row.receivedAt.toISOString(),
  level: row.level,
  title: row.title,
  tenant: row.tenantPrefix,
  email: row.userEmail,
  release: row.release,
});

/** `npm run admin -- diagnostics list|show`: the client error reports, newest first. */
export class DiagnosticsAdmin {
  constructor(
    private readonly tenants: TenantRepository,
    private readonly users: UserRepository,
    private readonly reports: DiagnosticRepository,
  ) {}

  async run(command: DiagnosticsAdminCommand): Promise<DiagnosticsAdminResult> {
    switch (command.command) {
      case "diagnostics.list": {
        const tenantId = command.tenant === undefined ? undefined : await this.tenantId(command.tenant);
        const userId = command.email === undefined ? undefined : await this.userId(command.email);
        const rows = await this.reports.list({ tenantId, userId, limit: command.limit });
        return { kind: "diagnostics", reports: rows.map(summaryOf) };
      }
      case "diagnostics.show": {
        const row = await this.reports.find(command.id);
        if (!row) throw new AdminError(`no diagnostic report has id ${command.id}`);
        return {
          kind: "diagnostic",
          report: {
            ...summaryOf(row),
            occurredAt: row.occurredAt.toISOString(),
            url: row.url,
            userAgent: row.userAgent,
            event: row.payload,
          },
        };
      }
    }
  }

  private async tenantId(prefix: string): Promise<string> {
    const tenant = await this.tenants.findByPrefix(prefix);
    if (!tenant) throw new AdminError(`no tenant has prefix ${prefix}`);
    return tenant.id;
  }

  private async userId(email: string): Promise<string> {
    const user = await this.users.findByEmail(email);
    if (!user) throw new AdminError(`no user has e-mail ${email}`);
    return user.id;
  }
}
