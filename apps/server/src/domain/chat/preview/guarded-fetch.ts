import { lookup as dnsLookup } from "node:dns/promises";
import http, { type IncomingMessage } from "node:http";
import https from "node:https";
import type { LookupFunction } from "node:net";
import { isIP } from "node:net";
import type { PreviewRefusal } from "@mobex/contracts/chat";
import { isPublicAddress } from "./public-address";

export type ResolvedAddress = { address: string; family: 4 | 6 };
/** Name resolution, a hook so that tests can make a name resolve to loopback. */
export type Resolver = (hostname: string) => Promise<ResolvedAddress[]>;

export const systemResolver: Resolver = async (hostname) =>
  (await dnsLookup(hostname, { all: true, verbatim: true })).map(({ address, family }) => ({
    address,
    family: family === 6 ? 6 : 4,
  }));

export type FetchPolicy = {
  resolve: Resolver;
  /** `host:port` pairs reached whatever their address (CHAT_PREVIEW_ALLOW_HOSTS, for tests only). */
  allowHosts: ReadonlySet<string>;
  timeoutMs: number;
  maxBytes: number;
  maxRedirects: number;
};

/** spec 2 has no numbers here; ours: 5 s for the whole chain, 512 KB, 3 redirects. */
export const DEFAULT_FETCH_POLICY: FetchPolicy = {
  resolve: systemResolver,
  allowHosts: new Set(),
  timeoutMs: 5000,
  maxBytes: 512 * 1024,
  maxRedirects: 3,
};

export class FetchRefused extends Error {
  override readonly name = "FetchRefused";

  constructor(
    readonly reason: PreviewRefusal,
    detail: string,
  ) {
    super(`${reason}: ${detail}`);
  }
}

export type FetchedPage = { url: string; contentType: string; body: Buffer };

/**
 * The address to connect to for `url`: every address the name resolves to must be public (a name
 * with one public and one private answer is refused: the private one might be used next), unless the
 * host is allow-listed. The connection then goes to this checked address: no second lookup.
 */
export async function checkedAddress(url: URL, policy: FetchPolicy): Promise<ResolvedAddress> {
  if (url.protocol !== "http:" && url.protocol !== "https:") throw new FetchRefused("scheme", url.protocol);
  const hostname = url.hostname.replace(/^\[(.*)\]$/, "$1");
  const literal = isIP(hostname);
  let addresses: ResolvedAddress[];
  if (literal !== 0) addresses = [{ address: hostname, family: literal === 6 ? 6 : 4 }];
  else {
    try {
      addresses = await policy.resolve(hostname);
    } catch (error) {
      throw new FetchRefused("unreachable", `${hostname}: ${(error as Error).message}`);
    }
  }
  const first = addresses[0];
  if (!first) throw new FetchRefused("unreachable", `${hostname} has no address`);
  if (!policy.allowHosts.has(url.host) && !addresses.every(({ address }) => isPublicAddress(address)))
    throw new FetchRefused("address", `${hostname} is not a public address`);
  return first;
}

/** A `lookup` for sockets that answers the checked address, whatever the name (no second lookup). */
export function pinnedLookup(target: ResolvedAddress): LookupFunction {
  return (_hostname, options, callback) => {
    if (options.all) callback(null, [target]);
    else callback(null, target.address, target.family);
  };
}

function request(url: URL, target: ResolvedAddress, signal: AbortSignal): Promise<IncomingMessage> {
  const client = url.protocol === "https:" ? https : http;
  return new Promise((resolve, reject) => {
    const outgoing = client.request(url, {
      method: "GET",
      lookup: pinnedLookup(target),
      signal,
      headers: {
        "user-agent": "MobexLinkPreview/1.0",
        accept: "text/html,application/xhtml+xml;q=0.9,*/*;q=0.1",
        "accept-encoding": "identity",
      },
    });
    outgoing.once("response", resolve);
    outgoing.once("error", reject);
    outgoing.end();
  });
}

async function readBounded(response: IncomingMessage, maxBytes: number): Promise<Buffer> {
  const declared = Number(response.headers["content-length"] ?? "0");
  if (declared > maxBytes) {
    response.destroy();
    throw new FetchRefused("too-large", `${declared} bytes declared`);
  }
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of response) {
    const buffer = chunk as Buffer;
    size += buffer.length;
    if (size > maxBytes) {
      response.destroy();
      throw new FetchRefused("too-large", `over ${maxBytes} bytes`);
    }
    chunks.push(buffer);
  }
  return Buffer.concat(chunks);
}

/**
 * GETs an HTML page for a link preview without letting a user aim the server at our own network
 * (SSRF): http/https only; each hop's name resolved and every address checked (checkedAddress);
 * the socket pinned to that address; at most `maxRedirects` redirects, each checked alike; one
 * deadline for the whole chain; at most `maxBytes` read. Refusals are FetchRefused with a reason.
 */
export async function fetchPage(site: string, policy: FetchPolicy): Promise<FetchedPage> {
  let url: URL;
  try {
    url = new URL(site);
  } catch {
    throw new FetchRefused("scheme", "not a URL");
  }
  const deadline = AbortSignal.timeout(policy.timeoutMs);
  try {
    for (let hop = 0; ; hop += 1) {
      const target = await checkedAddress(url, policy);
      if (deadline.aborted) throw new FetchRefused("timeout", `${policy.timeoutMs} ms`);
      const response = await request(url, target, deadline);
      const status = response.statusCode ?? 0;
      const location = response.headers.location;
      if (status >= 300 && status < 400 && location) {
        response.destroy();
        if (hop >= policy.maxRedirects)
          throw new FetchRefused("redirects", `more than ${policy.maxRedirects}`);
        url = new URL(location, url);
        continue;
      }
      const contentType = String(response.headers["content-type"] ?? "").toLowerCase();
      if (status < 200 || status >= 300) {
        response.destroy();
        throw new FetchRefused("unreachable", `status ${status}`);
      }
      if (!/^(text\/html|application\/xhtml\+xml)/.test(contentType)) {
        response.destroy();
        throw new FetchRefused("not-html", contentType || "no content type");
      }
      return { url: url.href, contentType, body: await readBounded(response, policy.maxBytes) };
    }
  } catch (error) {
    if (error instanceof FetchRefused) throw error;
    if (deadline.aborted) throw new FetchRefused("timeout", `${policy.timeoutMs} ms`);
    throw new FetchRefused("unreachable", (error as Error).message);
  }
}
