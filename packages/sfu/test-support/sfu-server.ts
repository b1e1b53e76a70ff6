import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { createSfu, type Sfu, type SfuOptions } from "../src/sfu";

export type SfuTestServer = { sfu: Sfu; url: string; httpUrl: string; close(): Promise<void> };

/**
 * The SFU on a real HTTP server on loopback, as the app mounts it at /janus; with `pageHtml`, also
 * a page for a browser to run from (getUserMedia wants a secure context: http://127.0.0.1 is one).
 */
export async function startSfuServer(
  options: Partial<SfuOptions> & { pageHtml?: string } = {},
): Promise<SfuTestServer> {
  const { pageHtml, ...sfuOptions } = options;
  const sfu = createSfu({ network: { bindAddress: "127.0.0.1", portRange: [41000, 41999] }, ...sfuOptions });
  const server: Server = createServer((_, response) => {
    if (pageHtml === undefined) response.writeHead(404).end();
    else response.writeHead(200, { "content-type": "text/html" }).end(pageHtml);
  });
  server.on("upgrade", (request, socket, head) => sfu.handleUpgrade(request, socket, head));
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    sfu,
    url: `ws://127.0.0.1:${port}/janus`,
    httpUrl: `http://127.0.0.1:${port}/`,
    async close() {
      sfu.close();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
