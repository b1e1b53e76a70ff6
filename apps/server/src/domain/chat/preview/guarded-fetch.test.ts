import { createServer, type RequestListener, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  DEFAULT_FETCH_POLICY,
  fetchPage,
  FetchRefused,
  type FetchPolicy,
  type Resolver,
} from "./guarded-fetch";

/** A loopback HTTP server for one test case; its `host` is what an allow-list names. */
async function serve(listener: RequestListener): Promise<{ server: Server; host: string; url: string }> {
  const server = createServer(listener);
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const host = `127.0.0.1:${(server.address() as AddressInfo).port}`;
  return { server, host, url: `http://${host}` };
}

async function refusal(site: string, policy: FetchPolicy): Promise<string> {
  try {
    await fetchPage(site, policy);
    return "fetched";
  } catch (error) {
    if (error instanceof FetchRefused) return error.reason;
    throw error;
  }
}

const PAGE = `<!doctype html><html><head><title>Quarterly report</title>
<meta property="og:title" content="Q3 report"><meta property="og:image" content="/img/cover.png">
<meta name="description" content="Numbers, mostly."></head><body>hi</body></html>`;

describe("fetchPage: a link preview's fetch cannot reach our own network", () => {
  const servers: Server[] = [];
  let good: { host: string; url: string };
  let hits = 0;
  const policy = (overrides: Partial<FetchPolicy> = {}): FetchPolicy => ({
    ...DEFAULT_FETCH_POLICY,
    allowHosts: new Set([good.host]),
    timeoutMs: 1000,
    ...overrides,
  });
  const track = async (listener: RequestListener) => {
    const served = await serve(listener);
    servers.push(served.server);
    return served;
  };

  beforeAll(async () => {
    good = await track((request, response) => {
      hits += 1;
      if (request.url === "/big") {
        response.writeHead(200, { "content-type": "text/html" });
        response.end("x".repeat(600 * 1024));
      } else if (request.url === "/big-chunked") {
        response.writeHead(200, { "content-type": "text/html" });
        for (let index = 0; index < 600; index += 1) response.write("y".repeat(1024));
        response.end();
      } else if (request.url === "/slow") {
        response.writeHead(200, { "content-type": "text/html" });
        response.write("<html><head>");
      } else if (request.url === "/picture") {
        response.writeHead(200, { "content-type": "image/png" });
        response.end("png");
      } else if (request.url?.startsWith("/hop/")) {
        const left = Number(request.url.slice(5));
        response.writeHead(302, { location: left > 0 ? `/hop/${left - 1}` : "/page" });
        response.end();
      } else if (request.url === "/to-loopback") {
        response.writeHead(301, { location: "http://127.0.0.1:9/" });
        response.end();
      } else if (request.url === "/to-metadata") {
        response.writeHead(302, { location: "http://169.254.169.254/latest/meta-data/" });
        response.end();
      } else {
        response.writeHead(200, { "content-type": "text/html; charset=utf-8" });
        response.end(PAGE);
      }
    });
  });
  afterAll(() => Promise.all(servers.map((server) => new Promise((resolve) => server.close(resolve)))));

  it("fetches an allowed page", async () => {
    const page = await fetchPage(`${good.url}/page`, policy());
    expect(page.url).toBe(`${good.url}/page`);
    expect(page.body.toString()).toBe(PAGE);
  });

  it("refuses schemes other than http and https", async () => {
    for (const site of [
      "ftp://example.com/",
      "file:///etc/passwd",
      "javascript:alert(1)",
      "gopher://x/",
      "not a url",
    ])
      expect([site, await refusal(site, policy())]).toEqual([site, "scheme"]);
  });

  it("refuses private, loopback, link-local, CGNAT, multicast, unique-local and v4-mapped addresses", async () => {
    for (const site of [
      "http://10.0.0.1/",
      "http://192.168.1.1/",
      "http://127.0.0.1/",
      "http://127.0.0.1:8080/admin",
      "http://[::1]/",
      "http://169.254.169.254/latest/meta-data/",
      "http://100.64.0.1/",
      "http://224.0.0.1/",
      "http://[fd00::1]/",
      "http://[::ffff:127.0.0.1]/",
      "http://0.0.0.0/",
    ])
      expect([site, await refusal(site, policy())]).toEqual([site, "address"]);
  });

  it("refuses a name that resolves to loopback, or to any private address among public ones", async () => {
    const resolve: Resolver = (hostname) =>
      Promise.resolve(
        hostname === "rebind.example"
          ? [
              { address: "93.184.215.14", family: 4 },
              { address: "127.0.0.1", family: 4 },
            ]
          : [{ address: "127.0.0.1", family: 4 }],
      );
    expect(await refusal("http://intranet.example/", policy({ resolve }))).toBe("address");
    expect(await refusal("http://rebind.example/", policy({ resolve }))).toBe("address");
  });

  it("connects to the address it checked, not to a second lookup of the name", async () => {
    const port = good.host.split(":")[1];
    const resolve: Resolver = () => Promise.resolve([{ address: "127.0.0.1", family: 4 }]);
    const page = await fetchPage(`http://preview.test:${port}/page`, {
      ...policy({ resolve }),
      allowHosts: new Set([`preview.test:${port}`]),
    });
    expect(page.body.toString()).toBe(PAGE);
  });

  it("checks every redirect like the first request, and follows at most 3", async () => {
    expect(await refusal(`${good.url}/to-loopback`, policy())).toBe("address");
    expect(await refusal(`${good.url}/to-metadata`, policy())).toBe("address");
    expect((await fetchPage(`${good.url}/hop/2`, policy())).url).toBe(`${good.url}/page`);
    expect(await refusal(`${good.url}/hop/3`, policy())).toBe("redirects");
  });

  it("refuses a page over 512 KB, declared or streamed", async () => {
    expect(await refusal(`${good.url}/big`, policy())).toBe("too-large");
    expect(await refusal(`${good.url}/big-chunked`, policy())).toBe("too-large");
  });

  it("gives up on a page that does not finish in time", async () => {
    expect(await refusal(`${good.url}/slow`, policy({ timeoutMs: 300 }))).toBe("timeout");
  });

  it("refuses what is not a page, and an unreachable site", async () => {
    expect(await refusal(`${good.url}/picture`, policy())).toBe("not-html");
    const resolve: Resolver = () => Promise.reject(new Error("ENOTFOUND"));
    expect(await refusal("https://nowhere.invalid/", policy({ resolve }))).toBe("unreachable");
    expect(hits).toBeGreaterThan(0);
  });
});
