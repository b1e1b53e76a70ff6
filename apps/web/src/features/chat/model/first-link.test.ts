import { describe, expect, it } from "vitest";
import { firstLink } from "./first-link";

describe("firstLink", () => {
  it("finds the first http(s) link without the sentence's punctuation", () => {
    expect(firstLink("see https://example.com/a?b=1. and http://x.test")).toBe("https://example.com/a?b=1");
    expect(firstLink("(http://127.0.0.1:8080/page)")).toBe("http://127.0.0.1:8080/page");
  });

  it("gives null without a link", () => {
    expect(firstLink("no link, just www")).toBeNull();
  });
});
