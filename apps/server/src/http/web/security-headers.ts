import { BUSYLIGHT_ORIGIN } from "@mobex/busylight-protocol/lamp-query";
import type { FastifyInstance } from "fastify";
import type { AppConfig } from "../../config";
import { planeUrls } from "../profile/profile-presenter";

/**
 * The Content-Security-Policy of the app (CSP Level 3). The session tokens live in local storage,
 * so injected script would own the session: script only from this origin, none inline (the built
 * index.html has none), no eval, no plugins, no <base> tricks. 'wasm-unsafe-eval' lets the page compile
 * WebAssembly (the background effects' segmentation model, served from this origin), and nothing
 * else: eval and new Function stay refused.
 *
 * style-src allows inline styles: MUI's styling engine (emotion) writes its rules into <style>
 * elements it creates at run time. A nonce would need index.html rendered per response and the
 * nonce handed to emotion's cache; inline CSS cannot run script or read local storage, and the
 * markup that could abuse it is escaped by React, so the nonce's gain is small next to its cost.
 *
 * connect-src adds PUBLIC_URL's ws(s) origin, the SIP plane the profile names (behind a proxy it
 * may differ from the page's host), and the busylight service on the user's own computer (spec 1
 * §7: GET on the local machine, port 8989); media-src and img-src allow blob: and data: for the ring
 * tones, avatar previews and data-URL avatars; worker-src is the app's service worker (call and
 * chat notifications).
 * With SENTRY_DSN, connect-src adds the DSN's origin, where the app then sends its error reports.
 */
export function contentSecurityPolicy(
  config: Pick<AppConfig, "publicUrl" | "frameAncestors" | "sentryDsn">,
): string {
  const sip = new URL(planeUrls(config.publicUrl).sip);
  const reports = config.sentryDsn === null ? [] : [new URL(config.sentryDsn).origin];
  const directives: [string, ...string[]][] = [
    ["default-src", "'self'"],
    ["script-src", "'self'", "'wasm-unsafe-eval'"],
    ["style-src", "'self'", "'unsafe-inline'"],
    ["img-src", "'self'", "data:", "blob:"],
    ["font-src", "'self'"],
    ["media-src", "'self'", "blob:"],
    ["connect-src", "'self'", `${sip.protocol}//${sip.host}`, BUSYLIGHT_ORIGIN, ...reports],
    ["worker-src", "'self'"],
    ["manifest-src", "'self'"],
    ["object-src", "'none'"],
    ["base-uri", "'self'"],
    ["form-action", "'self'"],
    // The Teams tab (spec 2) runs in Microsoft's frames; nobody else may frame the app (clickjacking).
    ["frame-ancestors", "'self'", ...config.frameAncestors],
  ];
  return directives.map((directive) => directive.join(" ")).join("; ");
}

/**
 * A policy governs the document or worker it comes with; a script, style sheet or font the page
 * loads obeys the page's policy and ignores its own. The build's hashed scripts, styles and fonts
 * go without it: some 430 bytes less on each of the login page's two dozen answers (issue 9).
 * Everything else keeps it, SVG (a document when opened) and the service worker's script included.
 */
const HASHED_SUBRESOURCE = /^\/assets\/[^?#]+\.(?:js|css|woff2?|map)(?:[?#]|$)/;

/**
 * Security headers on every answer, the SPA's files and the API alike (the policy as above). No X-Frame-Options: it
 * cannot name several framing hosts, and browsers obey frame-ancestors instead when both are set.
 */
export function installSecurityHeaders(
  app: FastifyInstance,
  config: Pick<AppConfig, "publicUrl" | "frameAncestors" | "sentryDsn">,
): void {
  const policy = contentSecurityPolicy(config);
  const headers = {
    "x-content-type-options": "nosniff",
    // Nothing the app links to needs to know where the user came from.
    "referrer-policy": "no-referrer",
  };
  app.addHook("onRequest", (request, reply, done) => {
    void reply.headers(headers);
    if (!HASHED_SUBRESOURCE.test(request.url)) void reply.header("content-security-policy", policy);
    done();
  });
}
