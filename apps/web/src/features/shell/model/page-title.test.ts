import { describe, expect, it } from "vitest";
import { pageTitle } from "./page-title";

describe("the page title", () => {
  it("is the product name when nothing is unread", () => {
    expect(pageTitle(0)).toBe("Mobex");
  });

  it("counts one unread message in the singular", () => {
    expect(pageTitle(1)).toBe("Mobex - (1) Message");
  });

  it("counts several unread messages in the plural", () => {
    expect(pageTitle(12)).toBe("Mobex - (12) Messages");
  });
});
