import {
  diagnosticsConfigAnswerSchema,
  diagnosticsConfigBodySchema,
  type DiagnosticsConfig,
} from "@mobex/contracts/diagnostics";
import { call, dataOf } from "../../../shared/api/api-client";
import { defineEndpoint } from "../../../shared/api/endpoint";

/** POST /webrtc/mobex/diagnostics/get/ {token} → where error reports go (contracts/diagnostics.ts). */
export const diagnosticsConfigEndpoint = defineEndpoint({
  method: "POST",
  path: "/webrtc/mobex/diagnostics/get/",
  request: diagnosticsConfigBodySchema,
  answer: diagnosticsConfigAnswerSchema,
});

export async function fetchDiagnosticsConfig(): Promise<DiagnosticsConfig> {
  return dataOf(await call(diagnosticsConfigEndpoint, {}));
}
