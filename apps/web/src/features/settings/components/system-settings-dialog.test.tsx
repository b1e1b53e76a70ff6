import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { envelope, mockFetch, on } from "../../../test/fetch-mock";
import { profileFixture } from "../../../test/profile";
import { renderWithProviders } from "../../../test/render";
import { useSettingsStore } from "../../../shared/settings/settings-store";
import { SystemSettingsDialog } from "./system-settings-dialog";
import { signInForEachTest } from "../../../test/signed-in";

describe("the System Settings dialog", () => {
  signInForEachTest();

  it("names every switch by its label and hides the ones the profile disables", async () => {
    mockFetch(
      on("/webrtc/api/", () => envelope(200, profileFixture({ chat_disabled: "1", busylight: "0" }))),
      on("/webrtc/mobex/diagnostics/get/", () =>
        envelope(200, {
          sentryDsn: "https://abc123@glitchtip.example.org/7",
          project: "40001",
          publicKey: "0123456789abcdef0123456789abcdef",
          release: "4.4.1",
        }),
      ),
    );
    renderWithProviders(<SystemSettingsDialog onClose={vi.fn()} />);
    expect(await screen.findByRole("switch", { name: "Disable video calls" })).not.toBeChecked();
    expect(screen.getByRole("dialog", { name: "System Settings" })).toBeVisible();
    // It says what goes where: here the external Sentry the server names (SENTRY_DSN).
    await waitFor(() =>
      expect(screen.getByRole("switch", { name: "Send debug data" })).toHaveAccessibleDescription(
        "Every error and failed call, with the steps before it, goes to glitchtip.example.org.",
      ),
    );
    expect(screen.getByRole("switch", { name: "Show BLF surname" })).toBeInTheDocument();
    expect(screen.queryByRole("switch", { name: "Disable chat" })).not.toBeInTheDocument();
    expect(screen.queryByRole("switch", { name: "Hardware busylight" })).not.toBeInTheDocument();
  });

  it("keeps Show BLF surname with the board arrangement, so it follows the user to every device", async () => {
    const stored = { arrangeSelected: "Sales", customArranges: { Sales: ["b2"] }, sortAlphabetically: "asc" };
    let value: unknown = { ...stored, showSurname: false, searchText: "" };
    const { requests } = mockFetch(
      on("/webrtc/api/", () => envelope(200, profileFixture())),
      on("/webrtc/mobex/configs/get", () => envelope(200, { config: "blfArrange", value })),
      (request) => {
        if (request.url.pathname !== "/webrtc/mobex/configs/update") return undefined;
        value = (request.body as { value: unknown }).value;
        return envelope(200, { config: "blfArrange", value });
      },
    );
    const user = userEvent.setup();
    renderWithProviders(<SystemSettingsDialog onClose={vi.fn()} />);
    const toggle = screen.getByRole("switch", { name: "Show BLF surname" });
    await waitFor(() => expect(toggle).toBeEnabled());
    expect(toggle).not.toBeChecked();
    await user.click(toggle);
    await waitFor(() => expect(toggle).toBeChecked());
    await waitFor(() =>
      expect(
        requests.find((request) => request.url.pathname === "/webrtc/mobex/configs/update")?.body,
      ).toMatchObject({ config: "blfArrange", value: { ...stored, showSurname: true, searchText: "" } }),
    );
  });

  it("applies a colour mode as soon as it is chosen", async () => {
    mockFetch(on("/webrtc/api/", () => envelope(200, profileFixture())));
    const user = userEvent.setup();
    renderWithProviders(<SystemSettingsDialog onClose={vi.fn()} />);
    expect(screen.getByRole("tab", { name: "Colour Mode", selected: true })).toBeVisible();
    await user.click(screen.getByRole("radio", { name: "Tritanopia" }));
    expect(useSettingsStore.getState().theme).toBe("ttheme");
    expect(screen.getByRole("radio", { name: "Protanopia & Deuteranopia" })).not.toBeChecked();
    await user.click(screen.getByRole("radio", { name: "Default" }));
    expect(useSettingsStore.getState().theme).toBe("main");
  });
});
