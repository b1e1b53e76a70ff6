import { type DiagnosticsConfig, diagnosticsConfigEndpoint } from "@mobex/contracts/diagnostics";
import { call, dataOf } from "../../../shared/api/api-client";

/** Where error reports go (contracts/diagnostics.ts). */
export async function fetchDiagnosticsConfig(): Promise<DiagnosticsConfig> {
  return dataOf(await call(diagnosticsConfigEndpoint, {}));
}
