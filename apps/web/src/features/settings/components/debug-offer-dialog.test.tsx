import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { renderWithProviders } from "../../../test/render";
import { FATAL_ERROR_KEY } from "../../shell/commands";
import { DEBUG_MODE_KEY } from "../../diagnostics/commands";
import { useSettingsStore } from "../../../shared/settings/settings-store";
import { DebugOfferDialog } from "./debug-offer-dialog";

describe("the debug-mode offer", () => {
  it("appears after a fatal error and enables debug mode with a confirmation", async () => {
    sessionStorage.setItem(FATAL_ERROR_KEY, "true");
    const user = userEvent.setup();
    renderWithProviders(<DebugOfferDialog />);
    expect(screen.getByRole("dialog", { name: "Enable debug mode!" })).toBeVisible();
    await user.click(screen.getByRole("button", { name: "Enable" }));
    expect(await screen.findByText("Debug mode enabled!")).toBeVisible();
    expect(localStorage.getItem(DEBUG_MODE_KEY)).toBe("true");
    expect(useSettingsStore.getState().debug).toBe(true);
    expect(sessionStorage.getItem(FATAL_ERROR_KEY)).toBeNull();
  });

  it("can be ignored, and the flag is consumed", async () => {
    sessionStorage.setItem(FATAL_ERROR_KEY, "true");
    const user = userEvent.setup();
    renderWithProviders(<DebugOfferDialog />);
    await user.click(screen.getByRole("button", { name: "Ignore" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
    expect(sessionStorage.getItem(FATAL_ERROR_KEY)).toBeNull();
  });

  it("stays away without a fatal error", () => {
    renderWithProviders(<DebugOfferDialog />);
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
  });
});
