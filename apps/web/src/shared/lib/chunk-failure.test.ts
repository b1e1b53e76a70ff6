import { describe, expect, it } from "vitest";
import { isChunkLoadFailure } from "./chunk-failure";
import { ChunkLoadError } from "./lazy-with-timeout";

describe("a part of the app that could not be fetched", () => {
  it("is told by each engine's failed dynamic import and by the chunk timeout", () => {
    for (const message of [
      "Failed to fetch dynamically imported module: http://localhost/assets/presence-board-page-1.js",
      "error loading dynamically imported module: http://localhost/assets/presence-board-page-1.js",
      "Importing a module script failed.",
    ])
      expect(isChunkLoadFailure(new TypeError(message))).toBe(true);
    expect(isChunkLoadFailure(new ChunkLoadError("A part of the app took too long to load"))).toBe(true);
  });

  it("is not any other failure", () => {
    expect(isChunkLoadFailure(new TypeError("Cannot read properties of undefined"))).toBe(false);
    expect(isChunkLoadFailure(new Error("Failed to fetch dynamically imported module"))).toBe(false);
    expect(isChunkLoadFailure("Failed to fetch dynamically imported module")).toBe(false);
  });
});
