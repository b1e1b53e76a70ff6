import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { envelope, mockFetch, on } from "../../../test/fetch-mock";
import { profileFixture } from "../../../test/profile";
import { renderWithProviders } from "../../../test/render";
import { signInForEachTest } from "../../../test/signed-in";
import { PresenceSelect } from "./presence-select";

const saving = vi.hoisted(() => ({ finish: () => {} }));
vi.mock("../api/set-presence", () => ({
  setPresence: () => new Promise<void>((resolve) => (saving.finish = resolve)),
}));

describe("the presence select while the change is saved", () => {
  signInForEachTest();

  it("keeps the keyboard focus (so Escape still closes the menu around it) and cannot be opened again", async () => {
    mockFetch(on("/webrtc/api/", () => envelope(200, profileFixture({ dnd: "1" }))));
    renderWithProviders(<PresenceSelect profile={profileFixture()} />);
    const user = userEvent.setup();
    const select = screen.getByRole("combobox", { name: "Presence" });
    await user.click(select);
    await user.click(within(screen.getByRole("listbox")).getByRole("option", { name: "Do not disturb" }));
    await vi.waitFor(() => expect(select).toHaveAttribute("aria-busy", "true"));
    expect(select).toHaveFocus();
    await user.keyboard("{ArrowDown}");
    expect(screen.queryByRole("listbox")).toBeNull();
    saving.finish();
    await vi.waitFor(() => expect(select).toHaveAttribute("aria-busy", "false"));
  });
});
