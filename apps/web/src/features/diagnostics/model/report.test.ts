import { describe, expect, it } from "vitest";
import { ChunkLoadError } from "../../../shared/lib/lazy-with-timeout";
import { exceptionReport, isChunkLoadError } from "./report";

describe("a caught error as a report", () => {
  it("tells a chunk that did not arrive (spec 1 §9: after 120 s, or a failed import) from other errors", () => {
    expect(isChunkLoadError(new ChunkLoadError("A part of the app took too long to load"))).toBe(true);
    expect(
      isChunkLoadError(
        new TypeError("Failed to fetch dynamically imported module: /assets/history-page-x.js"),
      ),
    ).toBe(true);
    expect(isChunkLoadError(new TypeError("x is undefined"))).toBe(false);
    expect(isChunkLoadError("not an error")).toBe(false);
  });

  it("is an error report whose origin says where it was caught, or that a chunk failed", () => {
    const broken = new Error("render broke");
    expect(exceptionReport(broken, "render")).toEqual({
      kind: "exception",
      error: broken,
      origin: "render",
      level: "error",
    });
    expect(exceptionReport(new ChunkLoadError("late"), "render")).toMatchObject({ origin: "chunk" });
  });
});
