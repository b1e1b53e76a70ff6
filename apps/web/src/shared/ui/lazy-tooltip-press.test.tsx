import { act, fireEvent, render, screen } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { LazyTooltip } from "./lazy-tooltip";
import { tooltipArrival as arrival } from "./tooltip-arrival.test-support";

// MUI's Tooltip arrives when the test lets it (arrival.release()).
vi.mock("@mui/material/Tooltip", async (importOriginal) => {
  const { tooltipArrivingOnRelease } = await import("./tooltip-arrival.test-support");
  return tooltipArrivingOnRelease(importOriginal);
});

describe("a tooltip that arrives while its button is pressed", () => {
  it(
    "waits for the release, so the click is not lost (Answer pressed as the Tooltip comes)",
    { timeout: 30_000 },
    async () => {
      const answer = vi.fn();
      render(
        <LazyTooltip title="Answer (Space or Shift+Alt+A)" describeChild>
          <button type="button" aria-label="Answer" onClick={answer}>
            a
          </button>
        </LazyTooltip>,
      );
      const pressed = screen.getByRole("button", { name: "Answer" });
      fireEvent.pointerDown(pressed);
      await act(async () => {
        arrival.release();
        await import("@mui/material/Tooltip");
        await new Promise((resolve) => setTimeout(resolve, 50));
      });
      // Still the element the press began on: the release and its click reach it.
      expect(screen.getByRole("button", { name: "Answer" })).toBe(pressed);
      fireEvent.pointerUp(pressed);
      fireEvent.click(pressed);
      expect(answer).toHaveBeenCalledTimes(1);
      // Then the Tooltip wraps it.
      await vi.waitFor(() => expect(pressed.isConnected).toBe(false), { timeout: 10_000 });
      expect(screen.getByRole("button", { name: "Answer" })).toHaveAccessibleDescription(
        "Answer (Space or Shift+Alt+A)",
      );
    },
  );
});
