import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterEach, describe, expect, it } from "vitest";
import { callRemoteAdmin } from "./remote-admin";

let server: Server | undefined;
afterEach(() => new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve())));

function endpointAt(port: number) {
  return { protocol: "http" as const, host: "127.0.0.1", port, secret: "s" };
}

describe("callRemoteAdmin", () => {
  it("answers null when no server listens, so the CLI may open the database itself", async () => {
    const probe = createServer();
    await new Promise<void>((resolve) => probe.listen(0, "127.0.0.1", resolve));
    const { port } = probe.address() as AddressInfo;
    await new Promise<void>((resolve) => probe.close(() => resolve()));

    await expect(callRemoteAdmin(endpointAt(port), { command: "tenant.list" }, 2000)).resolves.toBeNull();
  });

  it("fails, rather than answering null, when the server took the command but answers too slowly", async () => {
    server = createServer(() => {
      // Holds the request: a server busy with a long import.
    });
    await new Promise<void>((resolve) => server!.listen(0, "127.0.0.1", resolve));
    const { port } = server.address() as AddressInfo;

    await expect(callRemoteAdmin(endpointAt(port), { command: "tenant.list" }, 300)).rejects.toThrow(
      /did not answer within/,
    );
    server.closeAllConnections();
  });
});
