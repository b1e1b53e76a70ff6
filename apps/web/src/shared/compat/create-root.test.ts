import { h } from "preact";
import { useEffect } from "preact/hooks";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { createRoot } from "./create-root";
import { inNextTask } from "./next-task";

/** Resolves after every task queued so far has run. */
const nextTask = () => new Promise<void>((resolve) => inNextTask(resolve));

describe("the Preact build's react-dom/client root", () => {
  let container: HTMLElement;

  beforeEach(() => {
    container = document.createElement("div");
    container.textContent = "Mobex needs JavaScript to run.";
    document.body.append(container);
  });

  afterEach(() => {
    vi.useRealTimers();
    container.remove();
  });

  it("renders after the calling script, as React does, not inside render()", async () => {
    const root = createRoot(container);
    root.render(h("p", null, "Sign in to Mobex"));
    expect(container.textContent).toBe("Mobex needs JavaScript to run.");
    await nextTask();
    // What the container held before is replaced, as with React.
    expect(container.innerHTML).toBe("<p>Sign in to Mobex</p>");
  });

  it("renders only the last children given before the render happens", async () => {
    const root = createRoot(container);
    root.render(h("p", null, "first"));
    root.render(h("p", null, "second"));
    await nextTask();
    expect(container.innerHTML).toBe("<p>second</p>");
    root.render(h("p", null, "third"));
    await nextTask();
    expect(container.innerHTML).toBe("<p>third</p>");
  });

  it("unmounts at once, and a render still scheduled does not happen", async () => {
    const root = createRoot(container);
    root.render(h("p", null, "shown"));
    await nextTask();
    root.render(h("p", null, "never shown"));
    root.unmount();
    expect(container.innerHTML).toBe("");
    await nextTask();
    expect(container.innerHTML).toBe("");
  });

  it("runs effects without frames or timers, as in a hidden tab", async () => {
    // A hidden tab: no animation frames, and timers that do not fire for now.
    vi.useFakeTimers({
      toFake: ["setTimeout", "clearTimeout", "requestAnimationFrame", "cancelAnimationFrame"],
    });
    const ringing = vi.fn();
    function Ringer() {
      useEffect(ringing, []);
      return h("p", null, "Incoming Call...");
    }
    createRoot(container).render(h(Ringer, null));
    await nextTask();
    expect(container.textContent).toBe("Incoming Call...");
    await nextTask();
    expect(ringing).toHaveBeenCalledTimes(1);
  });
});
