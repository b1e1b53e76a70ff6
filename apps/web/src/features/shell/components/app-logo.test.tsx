import { fireEvent, screen, within } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { envelope, mockFetch, on } from "../../../test/fetch-mock";
import { renderWithProviders } from "../../../test/render";
import { signInForEachTest } from "../../../test/signed-in";
import { AppLogo } from "./app-logo";

const LOGO = "/webrtc/mobex/logo/get/";

describe("the app-bar logo", () => {
  signInForEachTest();

  it("draws the default logo as the Mobex wordmark in text", async () => {
    mockFetch(on(LOGO, () => envelope(200, { light: "/logo.png", dark: "/logo.png" })));
    renderWithProviders(<AppLogo />);
    const home = screen.getByRole("link", { name: "Mobex home" });
    expect(await within(home).findByText("Mobex")).toBeVisible();
  });

  it("shows a tenant's own logo, and the wordmark when that image fails", async () => {
    mockFetch(on(LOGO, () => envelope(200, { light: "/brand/acme.png", dark: "/brand/acme-dark.png" })));
    const { container } = renderWithProviders(<AppLogo />);
    await vi.waitFor(() => expect(container.querySelector("img")).not.toBeNull());
    const image = container.querySelector("img")!;
    expect(image.getAttribute("src")).toBe("/brand/acme.png");
    expect(screen.queryByText("Mobex")).toBeNull();
    fireEvent.error(image);
    expect(await screen.findByText("Mobex")).toBeVisible();
  });
});
