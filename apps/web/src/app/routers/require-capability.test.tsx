import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { envelope, mockFetch, on } from "../../test/fetch-mock";
import { profileFixture } from "../../test/profile";
import { renderWithProviders } from "../../test/render";
import { signInForEachTest } from "../../test/signed-in";
import { NothingHerePage } from "../../features/shell/components/nothing-here-page";
import { RequireCapability } from "./require-capability";

function renderContactsRoute() {
  renderWithProviders(
    <RequireCapability capability="phoneBookEnabled" unavailable={<NothingHerePage fill="area" />}>
      <h1>Contacts</h1>
    </RequireCapability>,
    { path: "/contacts" },
  );
}

describe("a route that needs a feature", () => {
  signInForEachTest();

  it("shows its screen to a user with the phone book", async () => {
    mockFetch(on("/webrtc/api/", () => envelope(200, profileFixture({ cpb: "1" }))));
    renderContactsRoute();
    expect(await screen.findByRole("heading", { name: "Contacts" })).toBeVisible();
  });

  it("is Nothing Here for a user without it (cpb '0')", async () => {
    mockFetch(on("/webrtc/api/", () => envelope(200, profileFixture({ cpb: "0" }))));
    renderContactsRoute();
    expect(await screen.findByRole("heading", { name: "Nothing Here" })).toBeVisible();
    expect(screen.queryByRole("heading", { name: "Contacts" })).not.toBeInTheDocument();
  });
});
