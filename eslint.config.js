// One lint setup for the whole repository (STYLE.md: typed ESLint, import boundaries, zero warnings).
import js from "@eslint/js";
import tseslint from "typescript-eslint";
import importX from "eslint-plugin-import-x";
import reactHooks from "eslint-plugin-react-hooks";
import globals from "globals";

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
      "import-x/no-restricted-paths": [
        "error",
        {
          zones: [
            // Packages never import the apps (ARCHITECTURE.md, Layout).
            { target: "./packages", from: "./apps" },
            // Web: app → features → services/shared, never back.
            { target: "./apps/web/src/services", from: "./apps/web/src/features" },
            { target: "./apps/web/src/shared", from: "./apps/web/src/features" },
            { target: "./apps/web/src/services", from: "./apps/web/src/app" },
            { target: "./apps/web/src/shared", from: "./apps/web/src/app" },
            { target: "./apps/web/src/features", from: "./apps/web/src/app" },
          ],
        },
      ],
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
            { name: "socket.io-client", message: "Only apps/web/src/services/signalling may import socket.io-client." },
            { name: "@xmpp/client", message: "Only apps/web/src/services/xmpp may import @xmpp/client." },
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
