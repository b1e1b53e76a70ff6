import { STATUS_TEXT_MAX_LENGTH } from "@mobex/contracts/presence";
import { describe, expect, it } from "vitest";
import { fitStatusText, showsCounter } from "./status-text";

describe("fitting a status text to its 20 characters", () => {
  it("keeps a text that fits as it is", () => {
    expect(fitStatusText("Back at 3pm")).toEqual({ text: "Back at 3pm", cut: false });
    expect(fitStatusText("x".repeat(20))).toEqual({ text: "x".repeat(20), cut: false });
  });

  it("cuts a longer one at 20 and says so", () => {
    expect(fitStatusText("In a meeting until 4:30pm")).toEqual({ text: "In a meeting until 4", cut: true });
  });

  it("never splits an emoji in two", () => {
    const fitted = fitStatusText(`${"x".repeat(STATUS_TEXT_MAX_LENGTH - 1)}🌴 away`);
    expect(fitted).toEqual({ text: "x".repeat(STATUS_TEXT_MAX_LENGTH - 1), cut: true });
  });
});

describe("the counter", () => {
  it("shows as the text nears the limit, not before", () => {
    expect(showsCounter("x".repeat(13), false)).toBe(false);
    expect(showsCounter("x".repeat(14), false)).toBe(true);
  });

  it("shows whenever something was cut", () => {
    expect(showsCounter("", true)).toBe(true);
  });
});
