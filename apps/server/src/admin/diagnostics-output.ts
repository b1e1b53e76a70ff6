import type { DiagnosticsAdminResult, ReportDetail } from "../domain/diagnostics/diagnostics-admin-commands";

type Table = (header: string[], rows: string[][]) => string;

type Frame = { filename?: string; function?: string; lineno?: number; colno?: number };

/** What `diagnostics show` prints of an event: the fields a support engineer reads first. */
type ShownEvent = {
  exception?: { values: { type?: string; value?: string; stacktrace?: { frames?: Frame[] } }[] };
  tags?: Record<string, string>;
  contexts?: Record<string, Record<string, unknown>>;
  breadcrumbs?: { timestamp?: number; category?: string; level?: string; message?: string }[];
};

const frameLine = (frame: Frame) =>
  `    at ${frame.function ?? "?"} (${frame.filename ?? "?"}:${frame.lineno ?? "?"}:${frame.colno ?? "?"})`;

function detail(report: ReportDetail): string {
  // Stored only after diagnosticEventSchema parsed it; the admin result carries it as JSON.
  const event = (report.event ?? {}) as ShownEvent;
  const lines = [
    `report ${report.id}`,
    `  ${report.level}: ${report.title}`,
    `  tenant ${report.tenant}, ${report.email ?? "no user (tenant key)"}, release ${report.release || "?"}`,
    `  occurred ${report.occurredAt}, received ${report.receivedAt}`,
    `  page ${report.url || "?"}`,
    `  browser ${report.userAgent || "?"}`,
  ];
  const tags = Object.entries(event.tags ?? {});
  if (tags.length > 0) lines.push(`  tags ${tags.map(([name, value]) => `${name}=${value}`).join(", ")}`);
  for (const [name, context] of Object.entries(event.contexts ?? {})) {
    const fields = Object.entries(context).map(([field, value]) => `${field}=${String(value)}`);
    lines.push(`  ${name}: ${fields.join(", ")}`);
  }
  for (const exception of [...(event.exception?.values ?? [])].reverse()) {
    lines.push(`  ${exception.type ?? "Error"}: ${exception.value ?? ""}`);
    // Frames come oldest first; a stack trace reads newest first.
    const frames = [...(exception.stacktrace?.frames ?? [])].reverse().slice(0, 20);
    lines.push(...frames.map(frameLine));
  }
  const crumbs = event.breadcrumbs ?? [];
  if (crumbs.length > 0) {
    lines.push(`  steps before it (${crumbs.length}):`);
    for (const crumb of crumbs) {
      const at = crumb.timestamp === undefined ? "?" : new Date(crumb.timestamp * 1000).toISOString();
      lines.push(`    ${[at, crumb.category, crumb.level, crumb.message].filter(Boolean).join(" ")}`);
    }
  }
  return lines.join("\n");
}

/** `diagnostics list` as columns, `diagnostics show` as a report. */
export function formatDiagnosticsResult(result: DiagnosticsAdminResult, table: Table): string {
  switch (result.kind) {
    case "diagnostics":
      if (result.reports.length === 0) return "no diagnostic reports";
      return table(
        ["ID", "RECEIVED", "LEVEL", "TENANT", "USER", "TITLE"],
        result.reports.map((report) => [
          report.id,
          report.receivedAt,
          report.level,
          report.tenant,
          report.email ?? "-",
          report.title,
        ]),
      );
    case "diagnostic":
      return detail(result.report);
  }
}
