import { act, fireEvent, render, screen } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { LazyTooltip } from "./lazy-tooltip";
import { tooltipArrival as arrival } from "./tooltip-arrival.test-support";

// MUI's Tooltip arrives when the test lets it (arrival.release()).
vi.mock("@mui/material/Tooltip", async (importOriginal) => {
  const { tooltipArrivingOnRelease } = await import("./tooltip-arrival.test-support");
  return tooltipArrivingOnRelease(importOriginal);
});

describe("the tooltip fetched with the first screen that has one (issue 9, budgets)", () => {
  // Its waits allow 10 s for MUI's Tooltip to be transformed on a busy machine.
  it(
    "names and describes its child as MUI's does, keeps the focus when it arrives, then opens on hover",
    {
      timeout: 30_000,
    },
    async () => {
      render(
        <>
          <LazyTooltip title="Hang Up (Esc)" describeChild>
            <button type="button" aria-label="Hang Up">
              x
            </button>
          </LazyTooltip>
          <LazyTooltip title="Split from the conference" placement="left">
            <button type="button">Bob</button>
          </LazyTooltip>
        </>,
      );
      const hangUp = screen.getByRole("button", { name: "Hang Up" });
      expect(hangUp).toHaveAttribute("title", "Hang Up (Esc)");
      expect(screen.getByRole("button", { name: "Split from the conference" })).toBeVisible();
      hangUp.focus();

      await act(async () => {
        arrival.release();
        await import("@mui/material/Tooltip");
      });
      // Drawn anew inside MUI's Tooltip: the same names, and the focus where it was.
      const wrapped = await screen.findByRole(
        "button",
        { name: "Hang Up", description: "Hang Up (Esc)" },
        { timeout: 10_000 },
      );
      expect(wrapped).not.toBe(hangUp);
      expect(wrapped).toHaveFocus();
      const split = screen.getByRole("button", { name: "Split from the conference" });
      fireEvent.mouseOver(split);
      expect(
        await screen.findByRole("tooltip", { name: "Split from the conference" }, { timeout: 10_000 }),
      ).toBeVisible();
    },
  );
});
