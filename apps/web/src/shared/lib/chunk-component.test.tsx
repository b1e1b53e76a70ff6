import { render, screen } from "@testing-library/react";
import { Component, type ReactNode } from "react";
import { describe, expect, it, vi } from "vitest";
import { BACKGROUND_RETRY_MS, chunkComponent } from "./chunk-component";

function Greeting({ name }: { readonly name: string }) {
  return <p>Hello, {name}</p>;
}

class Boundary extends Component<{ children: ReactNode }, { error: string | null }> {
  override state = { error: null };
  static getDerivedStateFromError(error: Error) {
    return { error: error.message };
  }
  override render() {
    return this.state.error === null ? this.props.children : <p role="alert">{this.state.error}</p>;
  }
}

describe("a component in a chunk of its own", () => {
  it("fetches nothing until it is drawn or preloaded, and fetches once", async () => {
    const load = vi.fn(() => Promise.resolve(Greeting));
    const greeting = chunkComponent(load);
    expect(load).not.toHaveBeenCalled();
    await Promise.all([greeting.preload(), greeting.preload()]);
    render(<greeting.Component name="Alice" />);
    // Preloaded: drawn in the same render, without waiting for an effect.
    expect(screen.getByText("Hello, Alice")).toBeVisible();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it("draws itself when its chunk arrives", async () => {
    const greeting = chunkComponent(() => Promise.resolve(Greeting));
    render(<greeting.Component name="Bob" />);
    expect(await screen.findByText("Hello, Bob")).toBeVisible();
  });

  it("hands a chunk that failed to the error boundary, and fetches again the next time", async () => {
    vi.spyOn(console, "error").mockImplementation(() => undefined);
    const load = vi
      .fn<() => Promise<typeof Greeting>>()
      .mockRejectedValueOnce(new Error("chunk gone"))
      .mockResolvedValue(Greeting);
    const greeting = chunkComponent(load);
    render(
      <Boundary>
        <greeting.Component name="Carol" />
      </Boundary>,
    );
    expect(await screen.findByRole("alert")).toHaveTextContent("chunk gone");
    await greeting.preload();
    expect(load).toHaveBeenCalledTimes(2);
  });

  it("a background chunk that failed draws nothing, keeps the page, and is fetched again once the browser is online", async () => {
    const load = vi
      .fn<() => Promise<typeof Greeting>>()
      .mockRejectedValueOnce(new Error("chunk gone"))
      .mockResolvedValue(Greeting);
    const greeting = chunkComponent(load, { background: true });
    const listen = vi.spyOn(window, "addEventListener");
    render(
      <Boundary>
        <p>The page</p>
        <greeting.Component name="Dave" />
      </Boundary>,
    );
    // The failure is in: it waits for the browser to be online again.
    await vi.waitFor(() => expect(listen).toHaveBeenCalledWith("online", expect.any(Function)));
    expect(load).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole("alert")).toBeNull();
    expect(screen.getByText("The page")).toBeVisible();
    window.dispatchEvent(new Event("online"));
    expect(await screen.findByText("Hello, Dave")).toBeVisible();
    expect(load).toHaveBeenCalledTimes(2);
    listen.mockRestore();
  });

  it("a background chunk is fetched again after a while even without an online event", async () => {
    vi.useFakeTimers();
    try {
      const load = vi
        .fn<() => Promise<typeof Greeting>>()
        .mockRejectedValueOnce(new Error("chunk gone"))
        .mockResolvedValue(Greeting);
      const greeting = chunkComponent(load, { background: true });
      render(<greeting.Component name="Erin" />);
      await vi.advanceTimersByTimeAsync(0);
      expect(load).toHaveBeenCalledTimes(1);
      await vi.advanceTimersByTimeAsync(BACKGROUND_RETRY_MS);
      expect(load).toHaveBeenCalledTimes(2);
      expect(screen.getByText("Hello, Erin")).toBeVisible();
    } finally {
      vi.useRealTimers();
    }
  });
});
