import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { act, cleanup, fireEvent, render, screen } from "@testing-library/react";
import type { Profile } from "@mobex/contracts/profile";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { envelope, mockFetch, on } from "../../../test/fetch-mock";
import { profileFixture } from "../../../test/profile";
import { accessToken } from "../../../test/tokens";
import { startSessionServices } from "../../auth/commands";
import { authTransitions } from "../../auth/model/auth-store";
import { StatusTextField } from "./status-text-field";

const statusPath = "/webrtc/mobex/status/";
const saved = () => envelope(204, null, "No Content");

/** The field over a query cache that holds the profile, as the settings menu has it. */
function renderField(profile: Profile = profileFixture()) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  client.setQueryData(["profile"], profile);
  const view = render(
    <QueryClientProvider client={client}>
      <StatusTextField profile={profile} />
    </QueryClientProvider>,
  );
  const field = screen.getByRole("textbox", { name: "Status" });
  return { ...view, client, field, type: (value: string) => fireEvent.change(field, { target: { value } }) };
}

describe("the status text field", () => {
  let stop: () => void;
  beforeEach(() => {
    vi.useFakeTimers();
    stop = startSessionServices();
    authTransitions.renewed({
      token: accessToken(),
      jwetoken: "jwe",
      email: "alice@example.com",
      onetimetoken: "123456",
    });
  });
  afterEach(() => {
    // Unmounting saves a pending change: that happens while still signed in.
    cleanup();
    stop();
    vi.useRealTimers();
  });

  it("saves once, 3 s after typing stops (spec 1 §9)", async () => {
    const { requests } = mockFetch(on(statusPath, saved));
    const { type } = renderField();
    type("At lunch");
    await act(() => vi.advanceTimersByTimeAsync(2_000));
    type("At lunch, back 2pm");
    await act(() => vi.advanceTimersByTimeAsync(2_999));
    expect(requests.filter((r) => r.url.pathname === statusPath)).toHaveLength(0);
    await act(() => vi.advanceTimersByTimeAsync(1));
    const saves = requests.filter((r) => r.url.pathname === statusPath);
    expect(saves.map((r) => r.body)).toEqual([
      { phone: "400011001", status: "At lunch, back 2pm", online: "O", token: "jwe" },
    ]);
  });

  it("puts the new text into the profile as it saves, so the app bar shows it at once", async () => {
    mockFetch(on(statusPath, saved));
    const { client, type } = renderField();
    type("Back at 3pm");
    await act(() => vi.advanceTimersByTimeAsync(3_000));
    expect(client.getQueryData<Profile>(["profile"])?.status_text).toBe("Back at 3pm");
  });

  it("saves a pending change at once when the menu closes (the field unmounts)", async () => {
    const { requests } = mockFetch(on(statusPath, saved));
    const { type, unmount } = renderField();
    type("In a meeting");
    unmount();
    await act(() => vi.advanceTimersByTimeAsync(0));
    expect(requests.map((r) => r.body)).toEqual([
      { phone: "400011001", status: "In a meeting", online: "O", token: "jwe" },
    ]);
    await act(() => vi.advanceTimersByTimeAsync(5_000));
    expect(requests).toHaveLength(1);
  });

  it("saves at once on Enter, and not again when typing stops", async () => {
    const { requests } = mockFetch(on(statusPath, saved));
    const { field, type } = renderField();
    type("Working from home");
    fireEvent.keyDown(field, { key: "Enter" });
    const statuses = () => requests.map((r) => (r.body as { status: string }).status);
    await act(() => vi.advanceTimersByTimeAsync(0));
    expect(statuses()).toEqual(["Working from home"]);
    await act(() => vi.advanceTimersByTimeAsync(5_000));
    expect(statuses()).toEqual(["Working from home"]);
  });

  it("tries a failed save again when the user leaves the field", async () => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => undefined);
    const { requests } = mockFetch(on(statusPath, () => envelope(400, null, "Bad Request"), saved));
    const { client, field, type } = renderField();
    type("Off sick");
    fireEvent.keyDown(field, { key: "Enter" });
    await act(() => vi.advanceTimersByTimeAsync(0));
    expect(warn).toHaveBeenCalledWith("Status text not saved", expect.anything());
    fireEvent.blur(field);
    await act(() => vi.advanceTimersByTimeAsync(0));
    expect(requests.map((r) => (r.body as { status: string }).status)).toEqual(["Off sick", "Off sick"]);
    expect(client.getQueryData<Profile>(["profile"])?.status_text).toBe("Off sick");
  });

  it("shows the counter only as the text nears the limit", () => {
    mockFetch(on(statusPath, saved));
    const { type } = renderField();
    type("x".repeat(13));
    expect(screen.queryByText("13/20")).not.toBeInTheDocument();
    type("x".repeat(14));
    expect(screen.getByText("14/20")).toBeInTheDocument();
  });

  it("cuts input past 20 characters with a warning, not silently", () => {
    mockFetch(on(statusPath, saved));
    const { field, type } = renderField();
    type("x".repeat(25));
    expect(field).toHaveValue("x".repeat(20));
    expect(screen.getByText("20/20")).toBeInTheDocument();
    expect(screen.getByRole("alert")).toHaveTextContent("Only the first 20 characters were kept");
    expect(field).toHaveAttribute("aria-invalid", "true");
    type("x".repeat(19));
    expect(screen.queryByRole("alert")).not.toBeInTheDocument();
  });

  it("sends nothing while the text is unchanged, not even when the menu closes", async () => {
    const { requests } = mockFetch(on(statusPath, saved));
    const { unmount } = renderField(profileFixture({ status_text: "Busy" }));
    await act(() => vi.advanceTimersByTimeAsync(5_000));
    unmount();
    expect(requests).toHaveLength(0);
  });
});
