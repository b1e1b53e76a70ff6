import { act, screen } from "@testing-library/react";
import { APP_VERSION } from "@mobex/contracts/version";
import { afterEach, describe, expect, it, vi } from "vitest";
import { mockFetch, on } from "../../../test/fetch-mock";
import { renderWithProviders } from "../../../test/render";
import { Banners } from "./banners";

const NEW_VERSION_TEXT = "New version available - click here to apply";
const versionAnswer = (text: string) => () => new Response(text, { status: 200 });

describe("the banners", () => {
  afterEach(() => vi.restoreAllMocks());

  it("offers the update when the server runs another version", async () => {
    mockFetch(on("/version.txt", versionAnswer("4.5.0\n")));
    renderWithProviders(<Banners />);
    expect(await screen.findByRole("button", { name: NEW_VERSION_TEXT })).toBeVisible();
  });

  it("stays quiet while the versions match", async () => {
    const { requests } = mockFetch(on("/version.txt", versionAnswer(APP_VERSION)));
    renderWithProviders(<Banners />);
    await vi.waitFor(() => expect(requests).toHaveLength(1));
    expect(screen.queryByText(NEW_VERSION_TEXT)).not.toBeInTheDocument();
  });

  it("says the app is not connected while the browser is offline and the server is out of reach, then that it is back", async () => {
    mockFetch();
    const onLine = vi.spyOn(navigator, "onLine", "get").mockReturnValue(false);
    renderWithProviders(<Banners />);
    const connection = screen.getByRole("status", { name: "Connection" });
    await vi.waitFor(() => expect(connection).toHaveTextContent("Not connected. Trying to reconnect…"));
    mockFetch(on("/version.txt", versionAnswer(APP_VERSION)));
    onLine.mockReturnValue(true);
    act(() => void window.dispatchEvent(new Event("online")));
    await vi.waitFor(() => expect(connection).toHaveTextContent("Connected again"));
  });

  it("trusts the server over the browser: no banner while the server answers", async () => {
    const { requests } = mockFetch(on("/version.txt", versionAnswer(APP_VERSION)));
    vi.spyOn(navigator, "onLine", "get").mockReturnValue(false);
    renderWithProviders(<Banners />);
    await vi.waitFor(() => expect(requests.length).toBeGreaterThanOrEqual(2));
    expect(screen.getByRole("status", { name: "Connection" })).toBeEmptyDOMElement();
  });
});
