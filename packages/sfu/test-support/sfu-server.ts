import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { createSfu, type Sfu, type SfuOptions } from "../src/sfu";

/** The SFU on a real HTTP server on loopback, as the app mounts it at /janus. */
export async function startSfuServer(
  options: Partial<SfuOptions> = {},
): Promise<{ sfu: Sfu; url: string; close(): Promise<void> }> {
  const sfu = createSfu({ network: { bindAddress: "127.0.0.1", portRange: [41000, 41999] }, ...options });
  const server: Server = createServer((_, response) => response.writeHead(404).end());
  server.on("upgrade", (request, socket, head) => sfu.handleUpgrade(request, socket, head));
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    sfu,
    url: `ws://127.0.0.1:${port}/janus`,
    async close() {
      sfu.close();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
