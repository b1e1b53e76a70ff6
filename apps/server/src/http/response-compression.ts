import { promisify } from "node:util";
import { brotliCompress, constants, gzip } from "node:zlib";
import { Negotiator } from "@fastify/accept-negotiator";
import type { FastifyInstance, FastifyReply } from "fastify";

// Below about a kilobyte the saving is smaller than the headers that carry it (issue 9).
export const MIN_COMPRESSED_JSON_BYTES = 1024;

const JSON_TYPE = /^application\/(?:[\w.+-]+\+)?json\b/i;
const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);
// Brotli first when a client takes both at the same weight: smaller for the same CPU at these levels.
const encodings = new Negotiator<"br" | "gzip">({ supportedValues: ["br", "gzip"] });

function compress(encoding: "br" | "gzip", body: Buffer): Promise<Buffer> {
  // Answers are made per request: fast levels (Brotli 4 is about gzip 6's speed and smaller),
  // on libuv's thread pool so that the SIP plane's event loop keeps its pace.
  if (encoding === "gzip") return gzipAsync(body, { level: 6 });
  return brotli(body, {
    params: {
      [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
      [constants.BROTLI_PARAM_QUALITY]: 4,
      [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
    },
  });
}

function varyOnAcceptEncoding(reply: FastifyReply): void {
  const vary = reply.getHeader("vary");
  const current = Array.isArray(vary) ? vary.join(", ") : vary === undefined ? "" : String(vary);
  if (/(?:^|,)\s*(?:accept-encoding|\*)\s*(?:,|$)/i.test(current)) return;
  void reply.header("vary", current === "" ? "accept-encoding" : `${current}, accept-encoding`);
}

/**
 * JSON answers of the API compressed with what Accept-Encoding allows, above a kilobyte, always
 * with `Vary: Accept-Encoding`. Streams (the web app's files, which the build compressed once,
 * avatars and other files) and bodies that already carry a Content-Encoding pass untouched;
 * WebSocket upgrades never reach Fastify's reply hooks.
 */
export function installResponseCompression(app: FastifyInstance): void {
  // A callback hook: most answers pass through without a promise (the blf/get hot path).
  app.addHook("onSend", (request, reply, payload, done) => {
    if (
      (typeof payload !== "string" && !Buffer.isBuffer(payload)) ||
      !JSON_TYPE.test(String(reply.getHeader("content-type") ?? "")) ||
      reply.hasHeader("content-encoding") ||
      reply.statusCode === 204 ||
      reply.statusCode === 304
    ) {
      done(null, payload);
      return;
    }
    varyOnAcceptEncoding(reply);
    const body = typeof payload === "string" ? Buffer.from(payload) : payload;
    const encoding = encodings.negotiate(request.headers["accept-encoding"] ?? "");
    if (encoding === null || body.length < MIN_COMPRESSED_JSON_BYTES) {
      done(null, payload);
      return;
    }
    compress(encoding, body).then(
      (compressed) => {
        void reply.header("content-encoding", encoding).header("content-length", compressed.length);
        done(null, compressed);
      },
      (error: Error) => done(error),
    );
  });
}
