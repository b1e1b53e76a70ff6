import type { ButtonView } from "../domain/board/button-admin-commands";
import type { AdminResult, TenantView, UserView } from "../domain/directory/admin-commands";
import { formatDiagnosticsResult } from "./diagnostics-output";
import { formatPhonebookResult } from "./phonebook-output";
import { formatProvisioningResult } from "./provisioning-output";

/** Plain columns for a terminal; widths follow the content. */
function table(header: string[], rows: string[][]): string {
  const widths = header.map((title, column) =>
    Math.max(title.length, ...rows.map((row) => (row[column] ?? "").length)),
  );
  const line = (cells: string[]) =>
    cells
      .map((cell, column) => cell.padEnd(widths[column] ?? 0))
      .join("  ")
      .trimEnd();
  return [line(header), ...rows.map(line)].join("\n");
}

const tenantLine = (tenant: TenantView) =>
  `tenant ${tenant.prefix} "${tenant.name}" (${tenant.users} user(s))`;

const userLine = (user: UserView) =>
  `user ${user.email}: ${user.phone} (extension ${user.extension}) "${user.name}" in ${user.tenant} "${user.tenantName}", ` +
  `${user.licensed ? "licensed" : "unlicensed"}, features: ${user.features.join(",") || "none"}`;

const buttonLine = (email: string, button: ButtonView) =>
  `button ${button.position} of ${email}: ${button.type}` +
  `${button.target ? ` ${button.target}` : ""}${button.label ? ` "${button.label}"` : ""}`;

export function formatAdminResult(result: AdminResult): string {
  switch (result.kind) {
    case "tenant":
      return tenantLine(result.tenant);
    case "tenants":
      if (result.tenants.length === 0) return "no tenants";
      return table(
        ["PREFIX", "NAME", "USERS"],
        result.tenants.map((tenant) => [tenant.prefix, tenant.name, String(tenant.users)]),
      );
    case "user":
      return userLine(result.user);
    case "users":
      if (result.users.length === 0) return "no users";
      return table(
        ["PHONE", "EXT", "EMAIL", "NAME", "LICENSED", "FEATURES"],
        result.users.map((user) => [
          user.phone,
          user.extension,
          user.email,
          user.name,
          user.licensed ? "yes" : "no",
          user.features.join(",") || "none",
        ]),
      );
    case "contact":
    case "contacts":
    case "import":
      return formatPhonebookResult(result, table);
    case "removed":
      return `removed ${result.what}`;
    case "diagnostics":
    case "diagnostic":
      return formatDiagnosticsResult(result, table);
    case "provisioning":
      return formatProvisioningResult(result);
    case "voicemailDefaults":
      return (
        `tenant ${result.prefix} voicemail: rings ${result.noAnswerSeconds ?? "the server's default"}` +
        `${result.noAnswerSeconds === null ? "" : " s"} before voicemail, ` +
        `new-message e-mails ${result.attachRecording ? "attach" : "do not attach"} the recording`
      );
    case "button":
      return buttonLine(result.email, result.button);
    case "buttons":
      if (result.buttons.length === 0) return `${result.email} has no buttons`;
      return table(
        ["POS", "TYPE", "TARGET", "LABEL"],
        result.buttons.map((button) => [String(button.position), button.type, button.target, button.label]),
      );
  }
}
