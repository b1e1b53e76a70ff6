import type { ProvisioningResult } from "../domain/provisioning/provisioning-commands";

/** One line per CSV line ("line 7: created …", "line 9: error: …"), then the counts. */
export function formatProvisioningResult(result: ProvisioningResult): string {
  const count = (outcome: string) => result.lines.filter((line) => line.outcome === outcome).length;
  const what = result.what === "users" ? "user(s)" : "button(s)";
  const verb = result.dryRun ? "would be " : "";
  return [
    ...result.lines.map((line) => `line ${line.line}: ${line.outcome}: ${line.message}`),
    `${what}: ${verb}created ${count("created")}, ${verb}updated ${count("updated")}, errors ${count("error")}` +
      (result.dryRun ? " (dry run: nothing was saved)" : ""),
  ].join("\n");
}
