import { h } from "preact";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { createRoot } from "./create-root";

describe("the Preact build's react-dom/client root", () => {
  let container: HTMLElement;

  beforeEach(() => {
    vi.useFakeTimers();
    container = document.createElement("div");
    container.textContent = "Mobex needs JavaScript to run.";
    document.body.append(container);
  });

  afterEach(() => {
    vi.useRealTimers();
    container.remove();
  });

  it("renders after the calling script, as React does, not inside render()", () => {
    const root = createRoot(container);
    root.render(h("p", null, "Sign in to Mobex"));
    expect(container.textContent).toBe("Mobex needs JavaScript to run.");
    vi.runAllTimers();
    // What the container held before is replaced, as with React.
    expect(container.innerHTML).toBe("<p>Sign in to Mobex</p>");
  });

  it("renders only the last children given before the render happens", () => {
    const root = createRoot(container);
    root.render(h("p", null, "first"));
    root.render(h("p", null, "second"));
    vi.runAllTimers();
    expect(container.innerHTML).toBe("<p>second</p>");
    root.render(h("p", null, "third"));
    vi.runAllTimers();
    expect(container.innerHTML).toBe("<p>third</p>");
  });

  it("unmounts at once, and a render still scheduled does not happen", () => {
    const root = createRoot(container);
    root.render(h("p", null, "shown"));
    vi.runAllTimers();
    root.render(h("p", null, "never shown"));
    root.unmount();
    expect(container.innerHTML).toBe("");
    vi.runAllTimers();
    expect(container.innerHTML).toBe("");
  });
});
