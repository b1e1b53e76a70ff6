import { act, fireEvent, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { COPY_CONFIRMATION_MS, CopyButton } from "./copy-button";

function stubClipboard(writeText: (text: string) => Promise<void>) {
  Object.defineProperty(navigator, "clipboard", { value: { writeText }, configurable: true });
}

describe("the copy button", () => {
  afterEach(() => {
    vi.useRealTimers();
    Reflect.deleteProperty(navigator, "clipboard");
  });

  it("copies the number and confirms it for 2.5 s (spec 1 §9)", async () => {
    vi.useFakeTimers();
    const writeText = vi.fn(() => Promise.resolve());
    stubClipboard(writeText);
    render(<CopyButton text="400011002" label="Copy 400011002" />);
    fireEvent.click(screen.getByRole("button", { name: "Copy 400011002" }));
    await act(() => Promise.resolve());
    expect(writeText).toHaveBeenCalledWith("400011002");
    expect(screen.getByRole("tooltip")).toHaveTextContent("Copied");
    act(() => {
      vi.advanceTimersByTime(COPY_CONFIRMATION_MS - 100);
    });
    expect(screen.getByRole("tooltip")).toHaveTextContent("Copied");
    act(() => {
      vi.advanceTimersByTime(100);
    });
    // Closed at 2.5 s; its fade-out then takes a few hundred milliseconds more.
    act(() => {
      vi.advanceTimersByTime(1_000);
    });
    expect(screen.queryByRole("tooltip")).toBeNull();
    expect(COPY_CONFIRMATION_MS).toBe(2_500);
  });

  it("says so when the browser refuses the clipboard", async () => {
    stubClipboard(() => Promise.reject(new DOMException("denied", "NotAllowedError")));
    render(<CopyButton text="1002" label="Copy 1002" />);
    fireEvent.click(screen.getByRole("button", { name: "Copy 1002" }));
    expect(await screen.findByRole("tooltip")).toHaveTextContent("Couldn't copy");
  });
});
