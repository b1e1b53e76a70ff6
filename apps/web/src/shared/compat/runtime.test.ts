// The unit tests run on the runtime that ships (vite-plugins/react-runtime.ts): React's entry points,
// and those the libraries built on React reach, are Preact's, and no copy of React is loaded beside
// it (two runtimes in one tree fail with "Invalid hook call" or "A React Element from an older
// version of React was rendered").
import { createRequire } from "node:module";
import { Component as PreactComponent } from "preact";
import { describe, expect, it } from "vitest";

const onPreact = (process.env.MOBEX_REACT_RUNTIME ?? "preact") === "preact";

describe.runIf(onPreact)("the unit tests' runtime", () => {
  it("is Preact behind React's entry points", async () => {
    const react = await import("react");
    const reactDom = await import("react-dom");
    const client = await import("react-dom/client");
    expect(react.Component).toBe(PreactComponent);
    expect(reactDom.createPortal).toBe((await import("preact/compat")).createPortal);
    expect(client.createRoot).toBe((await import("./create-root")).createRoot);
  });

  it("is the only one the app's libraries load", { timeout: 60_000 }, async () => {
    // Every library built on React that the app or its tests use (vite-plugins/react-runtime.ts,
    // REACT_DEPENDENTS).
    await Promise.all([
      import("@dnd-kit/core"),
      import("@dnd-kit/sortable"),
      import("@emotion/react"),
      import("@emotion/styled"),
      import("@mui/material/Button"),
      import("@tanstack/react-query"),
      import("@tanstack/react-virtual"),
      import("@testing-library/react"),
      import("react-dropzone"),
      import("react-easy-crop"),
      import("react-router"),
      import("zustand"),
    ]);
    const loadedByNode = Object.keys(createRequire(import.meta.url).cache);
    expect(loadedByNode.filter((path) => /[\\/]node_modules[\\/](react|react-dom)[\\/]/.test(path))).toEqual(
      [],
    );
  });
});
