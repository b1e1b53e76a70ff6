import { existsSync } from "node:fs";
import { join, relative, sep } from "node:path";
import fastifyStatic from "@fastify/static";
import type { FastifyInstance } from "fastify";
import type { NotFoundFallback } from "../error-handler";
import { isSpaNavigation } from "./spa-navigation";

/** Vite puts content-hashed files under assets/; their content never changes under one name. */
const IMMUTABLE = "public, max-age=31536000, immutable";

/**
 * Serves the built SPA from WEB_DIST when it exists and returns its history fallback (index.html
 * for client-side routes). index.html and unhashed files revalidate on every load, so a new
 * version reaches the browser at once (spec 1 §4 "Version"). The build wrote Brotli and gzip
 * variants beside each text file (issue 9): the one Accept-Encoding allows is sent, with
 * `Vary: Accept-Encoding`, and nothing is compressed per request.
 */
export async function registerWebApp(
  app: FastifyInstance,
  webDist: string,
): Promise<NotFoundFallback | null> {
  if (!existsSync(join(webDist, "index.html"))) {
    app.log.info(`no web app at ${webDist} (build apps/web or set WEB_DIST); serving the API only`);
    return null;
  }
  await app.register(fastifyStatic, {
    root: webDist,
    preCompressed: true,
    cacheControl: false,
    setHeaders(reply, path) {
      const hashed = relative(webDist, path).split(sep)[0] === "assets";
      void reply.header("cache-control", hashed ? IMMUTABLE : "no-cache");
    },
  });
  return async (request, reply) => {
    if (!isSpaNavigation(request)) return false;
    await reply.sendFile("index.html");
    return true;
  };
}
