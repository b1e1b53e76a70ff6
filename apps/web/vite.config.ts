import { defineConfig, type ProxyOptions } from "vite";
import react from "@vitejs/plugin-react";
import { fileURLToPath } from "node:url";
import { precompress } from "./vite-plugins/precompress";
import { reactRuntime, runtimeAliases } from "./vite-plugins/react-runtime";
import { segmentationAssets } from "./vite-plugins/segmentation-assets";
import { loginPageGroup, signedInGroup } from "./vite-plugins/signed-in-chunk";

// ARCHITECTURE.md: one port serves the API and every WebSocket plane; in development Vite forwards
// them to the platform on 8080 so that the SPA speaks to the same paths it uses in production.
const backend = process.env.MOBEX_BACKEND ?? "http://localhost:8080";
const httpPaths = [
  "/api",
  "/webrtc",
  "/contacts",
  "/cloudphonebook",
  "/phones",
  "/version.txt",
  "/healthz",
  "/dev",
  "/logo.png",
];
const wsPaths = ["/sip", "/xmpp-websocket", "/janus", "/socket.io"];

const proxy: Record<string, ProxyOptions> = Object.fromEntries([
  ...httpPaths.map((path) => [path, { target: backend, changeOrigin: true }] as const),
  ...wsPaths.map((path) => [path, { target: backend, changeOrigin: true, ws: true }] as const),
]);

const runtime = reactRuntime();

export default defineConfig({
  // React Fast Refresh patches React's renderer, which Preact does not have: an edit would be
  // accepted and never drawn. Without it, an edit reloads the page.
  plugins: [
    runtime === "preact" ? react({ refreshExclude: /./ }) : react(),
    segmentationAssets(),
    precompress(),
  ],
  resolve: { alias: runtimeAliases(runtime) },
  server: { port: 5173, proxy },
  preview: { proxy },
  build: {
    outDir: "dist",
    emptyOutDir: true,
    sourcemap: true,
    // <link rel="modulepreload"> is Baseline widely available, as is the build target: no polyfill.
    modulePreload: { polyfill: false },
    rolldownOptions: {
      output: {
        // Budget (ARCHITECTURE.md): login + home ≤ 250 KB on the wire. React changes rarely, so it gets
        // its own long-cached chunk; React Router, which the login page goes without (app/login-entry),
        // comes with the signed-in chunk. MUI and its icons stay in automatic splitting so that
        // components and icons used only by lazy screens (System Settings …) never join the entry.
        codeSplitting: {
          groups: [
            {
              name: "react",
              test: /node_modules[\\/](preact|react|react-dom|scheduler|zustand)[\\/]/,
              priority: 2,
            },
            // The outlined text field of the sign-in form (shared/ui/text-input) with what it builds on,
            // MUI's styling core: one file where there were seven (each costs its response headers on
            // the wire), all of it on the login page anyway.
            {
              name: "mui",
              test: /node_modules[\\/]@mui[\\/]material[\\/](InputBase|InputLabel|OutlinedInput|FormControl|FormHelperText|FormLabel)[\\/]/,
              priority: 1,
            },
            // zod-without-eval must run before any schema is built, which happens as modules load:
            // in zod's own chunk it runs as soon as zod does, whichever chunk loads zod first. The
            // chunk holds zod's core and its mini API, which the login page's schemas use; the
            // classic API (signed-in features) and the JSON Schema conversion, which only the classic
            // schemas reference, build on that core from chunks of their own.
            {
              name: "zod",
              test: /node_modules[\\/]zod[\\/](v4[\\/](core[\\/](?!to-json-schema|json-schema-processors)|mini[\\/]|locales[\\/])|mini[\\/])|[\\/]src[\\/]app[\\/]zod-without-eval\.ts$/,
              priority: 3,
            },
            // Server state (TanStack Query): the welcome screen's and the signed-in screens', one file.
            {
              name: "query",
              test: /node_modules[\\/]@tanstack[\\/](query-core|react-query)[\\/]/,
              priority: 1,
            },
            // spec 1 §5's rules for + numbers, fetched when one is typed (shared/phone-number).
            { name: "phone-number-rules", test: /node_modules[\\/]libphonenumber-js[\\/]/, priority: 1 },
            // The phone runtime's SIP stack, which changes with its releases rather than ours.
            {
              name: "jssip",
              test: /node_modules[\\/](jssip|sdp-transform|events|debug|ms)[\\/]/,
              priority: 1,
            },
            // What sign-in fetches for the first signed-in screen, in one file (vite-plugins/signed-in-chunk.ts).
            signedInGroup(fileURLToPath(new URL(".", import.meta.url))),
            // The login page's own code in one file (vite-plugins/signed-in-chunk.ts).
            loginPageGroup(fileURLToPath(new URL(".", import.meta.url))),
          ],
        },
      },
    },
  },
});
