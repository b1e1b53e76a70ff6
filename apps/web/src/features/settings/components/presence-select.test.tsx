import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { envelope, mockFetch, on } from "../../../test/fetch-mock";
import { profileFixture } from "../../../test/profile";
import { renderWithProviders } from "../../../test/render";
import { PresenceSelect } from "./presence-select";
import { signInForEachTest } from "../../../test/signed-in";

async function choose(label: string) {
  const user = userEvent.setup();
  await user.click(screen.getByRole("combobox", { name: "Presence" }));
  await user.click(within(screen.getByRole("listbox")).getByRole("option", { name: label }));
}

describe("the presence select", () => {
  signInForEachTest();
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it("switches do-not-disturb on and nothing else when DND is chosen", async () => {
    const { requests } = mockFetch(
      on("/phones/update/", () => envelope(200, { dnd: "1" })),
      on("/webrtc/api/", () => envelope(200, profileFixture({ dnd: "1" }))),
    );
    renderWithProviders(<PresenceSelect profile={profileFixture()} />);
    await choose("Do not disturb");
    await vi.waitFor(() => expect(requests.some((r) => r.url.pathname === "/phones/update/")).toBe(true));
    const changes = requests.filter((r) => r.url.pathname !== "/webrtc/api/");
    expect(changes.map((r) => [r.url.pathname, r.body])).toEqual([
      ["/phones/update/", { name: "400011001", dnd: "1", token: "jwe" }],
    ]);
  });

  it("switches DND off first and then sets the status when leaving DND (spec 1 §4)", async () => {
    const { requests } = mockFetch(
      on("/phones/update/", () => envelope(200, { dnd: "0" })),
      on("/webrtc/mobex/online_status/", () => envelope(200, { online_status: "U" })),
      on("/webrtc/api/", () => envelope(200, profileFixture({ online_status: "U" }))),
    );
    renderWithProviders(<PresenceSelect profile={profileFixture({ dnd: "1" })} />);
    await choose("Unavailable");
    await vi.waitFor(() =>
      expect(requests.some((r) => r.url.pathname === "/webrtc/mobex/online_status/")).toBe(true),
    );
    const changes = requests.filter((r) => r.url.pathname !== "/webrtc/api/").map((r) => r.url.pathname);
    expect(changes).toEqual(["/phones/update/", "/webrtc/mobex/online_status/"]);
    expect(requests.find((r) => r.url.pathname === "/webrtc/mobex/online_status/")?.body).toMatchObject({
      phone: "400011001",
      status: "U",
    });
  });

  it("tells the user when the change failed", async () => {
    mockFetch(
      on("/phones/update/", () => envelope(400, null, "Invalid request")),
      on("/webrtc/api/", () => envelope(200, profileFixture())),
    );
    renderWithProviders(<PresenceSelect profile={profileFixture()} />);
    await choose("Do not disturb");
    expect(await screen.findByText("Could not change your presence. Please try again.")).toBeVisible();
  });
});
