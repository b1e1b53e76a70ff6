// One lint setup for the whole repository (STYLE.md: typed ESLint, import boundaries, zero warnings).
import js from "@eslint/js";
import tseslint from "typescript-eslint";
import importX from "eslint-plugin-import-x";
import reactHooks from "eslint-plugin-react-hooks";
import globals from "globals";
import { readdirSync } from "node:fs";
import path from "node:path";

// Web features from the bottom up (ARCHITECTURE.md, Layout): a feature imports features of lower rows
// only, and only through their commands.ts, so the features form no cycle. A feature missing here
// sits above all rows: it may import any listed feature, and none may import it until it is placed.
const FEATURE_LAYERS = [
  ["auth"],
  ["avatar"],
  ["video"],
  ["calls"],
  // The presence board opens chat popups; the app hands the chat's unread total to the shell.
  ["chat"],
  ["busylight", "diagnostics", "presence", "voicemail"],
  // Contacts and history offer a video call to colleagues the presence board shows online with video.
  ["contacts", "history", "home"],
  ["shell"],
  ["settings"],
];
const FEATURES_DIR = path.join(import.meta.dirname, "apps/web/src/features");
const features = readdirSync(FEATURES_DIR, { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);
const layerOf = (feature) => {
  const row = FEATURE_LAYERS.findIndex((layer) => layer.includes(feature));
  return row === -1 ? FEATURE_LAYERS.length : row;
};

const featureZones = features.flatMap((feature) => {
  const target = `./apps/web/src/features/${feature}`;
  const others = features.filter((other) => other !== feature);
  const notBelow = others.filter((other) => layerOf(other) >= layerOf(feature));
  return [
    {
      target,
      from: "./apps/web/src/features",
      except: [`./${feature}`, ...others.map((other) => `./${other}/commands.ts`)],
      message: "A feature imports another only through that feature's commands.ts.",
    },
    ...notBelow.map((other) => ({
      target,
      from: `./apps/web/src/features/${other}`,
      message: `features/${other} is not below features/${feature} in FEATURE_LAYERS (eslint.config.js): features form no cycle.`,
    })),
  ];
});

// Packages never import the apps (ARCHITECTURE.md, Layout).
const packageZones = [{ target: "./packages", from: "./apps" }];

// Web: app → features → services/shared, never back.
const webZones = [
  { target: "./apps/web/src/services", from: "./apps/web/src/features" },
  { target: "./apps/web/src/shared", from: "./apps/web/src/features" },
  { target: "./apps/web/src/services", from: "./apps/web/src/app" },
  { target: "./apps/web/src/shared", from: "./apps/web/src/app" },
  { target: "./apps/web/src/features", from: "./apps/web/src/app" },
];

// Server layers: http → domain → db. The domain knows no HTTP (and no Fastify, below); the routes
// reach the database through the domain's repositories. Row types are the domain's records (drizzle
// infers them from db/schema.ts), so presenters may name them. Tests set up data as they need.
const serverZones = [
  { target: "./apps/server/src/domain", from: "./apps/server/src/http" },
  { target: "./apps/server/src/db", from: "./apps/server/src/http" },
  {
    target: "./apps/server/src/http",
    from: "./apps/server/src/db",
    except: ["./schema.ts"],
    message: "Routes reach the database through apps/server/src/domain.",
  },
];

const restrictedPaths = (...zones) => ["error", { zones: zones.flat() }];

export default tseslint.config(
  {
    ignores: [
      "**/node_modules/**",
      "**/dist/**",
      "var/**",
      "**/drizzle/**",
      "test-results/**",
      "playwright-report/**",
      ".e2e/**",
      "**/*.config.js",
      "**/*.mjs",
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommendedTypeChecked,
  {
    languageOptions: {
      parserOptions: {
        projectService: { allowDefaultProject: ["vitest.config.ts"] },
        tsconfigRootDir: import.meta.dirname,
      },
      globals: { ...globals.node },
    },
    plugins: { "import-x": importX },
    rules: {
      "@typescript-eslint/no-floating-promises": "error",
      "@typescript-eslint/switch-exhaustiveness-check": "error",
      "@typescript-eslint/consistent-type-imports": ["error", { fixStyle: "inline-type-imports" }],
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_" }],
      "@typescript-eslint/no-misused-promises": ["error", { checksVoidReturn: { attributes: false } }],
      "import-x/no-cycle": ["error", { maxDepth: 10 }],
      "import-x/no-restricted-paths": restrictedPaths(packageZones, webZones),
    },
    settings: {
      "import-x/resolver": { typescript: { alwaysTryTypes: true } },
    },
  },
  {
    files: ["apps/web/src/**/*.{ts,tsx}"],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { "react-hooks": reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      // Protocol libraries are imported only by their adapter under services/ (STYLE.md).
      "no-restricted-imports": [
        "error",
        {
          paths: [
            { name: "jssip", message: "Only apps/web/src/services/sip may import JsSIP." },
            {
              name: "socket.io-client",
              message: "Only apps/web/src/services/signalling may import socket.io-client.",
            },
            { name: "@xmpp/client", message: "Only apps/web/src/services/xmpp may import @xmpp/client." },
            {
              name: "@sentry/browser",
              message: "Only apps/web/src/services/diagnostics may import the Sentry SDK.",
            },
          ],
        },
      ],
    },
  },
  {
    files: ["apps/web/src/features/**/*.{ts,tsx}"],
    // Tests arrange state and fixtures as they need.
    ignores: ["**/*.test.{ts,tsx}"],
    rules: { "import-x/no-restricted-paths": restrictedPaths(packageZones, webZones, featureZones) },
  },
  {
    files: ["apps/server/src/**/*.ts"],
    ignores: ["**/*.test.ts", "apps/server/src/test-support/**"],
    rules: { "import-x/no-restricted-paths": restrictedPaths(packageZones, serverZones) },
  },
  {
    files: ["apps/server/src/domain/**/*.ts", "apps/server/src/db/**/*.ts"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          patterns: [
            { group: ["fastify", "@fastify/*"], message: "The domain and db know no HTTP framework." },
          ],
        },
      ],
    },
  },
  {
    files: ["apps/web/src/services/**/*.{ts,tsx}"],
    rules: { "no-restricted-imports": "off" },
  },
  {
    files: ["**/*.test.ts", "**/*.test.tsx", "e2e/**/*.ts", "bench/**/*.ts"],
    rules: {
      "@typescript-eslint/no-non-null-assertion": "off",
      "@typescript-eslint/unbound-method": "off",
    },
  },
);
