import { request as httpRequest, type IncomingMessage } from "node:http";
import { request as httpsRequest } from "node:https";
import { anyEnvelopeSchema } from "@mobex/contracts/envelope";
import {
  AdminError,
  adminResultSchema,
  type AdminRequest,
  type AdminResult,
} from "../domain/directory/admin-commands";
import { ADMIN_SECRET_HEADER } from "../http/internal/admin-route";
import type { AdminEndpoint } from "./admin-endpoint-file";

const UNREACHABLE = new Set(["ECONNREFUSED", "ECONNRESET", "EHOSTUNREACH", "ETIMEDOUT", "EADDRNOTAVAIL"]);

/**
 * Sends the command to the server that owns the database (POST /internal/admin). Null when no
 * server answers there (admin.json left behind by a server that did not shut down cleanly).
 */
export async function callRemoteAdmin(
  endpoint: AdminEndpoint,
  command: AdminRequest,
  timeoutMs = 5000,
): Promise<AdminResult | null> {
  const body = JSON.stringify(command);
  let response: { status: number; text: string };
  try {
    response = await post(endpoint, body, timeoutMs);
  } catch (error) {
    if (UNREACHABLE.has((error as NodeJS.ErrnoException).code ?? "")) return null;
    throw error;
  }
  const envelope = anyEnvelopeSchema.parse(JSON.parse(response.text));
  const message = envelope.responses[0]?.message ?? "";
  if (response.status === 200) return adminResultSchema.parse(envelope.data);
  if (response.status === 400) throw new AdminError(message);
  throw new Error(`the server at port ${endpoint.port} answered ${response.status}: ${message}`);
}

function post(
  endpoint: AdminEndpoint,
  body: string,
  timeoutMs: number,
): Promise<{ status: number; text: string }> {
  return new Promise((resolve, reject) => {
    const options = {
      host: endpoint.host,
      port: endpoint.port,
      path: "/internal/admin",
      method: "POST",
      headers: { "content-type": "application/json", [ADMIN_SECRET_HEADER]: endpoint.secret },
      // Loopback to our own server: its certificate names the public host, not 127.0.0.1, and the
      // secret (not the certificate) is what authenticates this exchange.
      rejectUnauthorized: false,
      // One request, then exit: no keep-alive socket to hold the CLI open.
      agent: false,
    };
    const onResponse = (response: IncomingMessage) => {
      const chunks: Buffer[] = [];
      response.on("data", (chunk: Buffer) => chunks.push(chunk));
      response.on("end", () =>
        resolve({ status: response.statusCode ?? 0, text: Buffer.concat(chunks).toString("utf8") }),
      );
      response.on("error", reject);
    };
    const request =
      endpoint.protocol === "https" ? httpsRequest(options, onResponse) : httpRequest(options, onResponse);
    // Only a server that never accepted the connection is "unreachable": once the command is sent,
    // a slow answer must not make the CLI open the database the server still holds.
    let connected = false;
    request.on("socket", (socket) => {
      if (!socket.connecting) connected = true;
      else socket.once("connect", () => (connected = true));
    });
    request.setTimeout(timeoutMs, () =>
      request.destroy(
        connected
          ? new Error(
              `the server at port ${endpoint.port} did not answer within ${Math.round(timeoutMs / 1000)} s; ` +
                "the command may still complete there — check with a list command",
            )
          : Object.assign(new Error("admin request timed out"), { code: "ETIMEDOUT" }),
      ),
    );
    request.on("error", reject);
    request.end(body);
  });
}
