import { act, fireEvent, screen } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { envelope, mockFetch, on } from "../../../test/fetch-mock";
import { profileFixture } from "../../../test/profile";
import { renderWithProviders } from "../../../test/render";
import { accessToken } from "../../../test/tokens";
import { startSessionServices } from "../../auth/commands";
import { authTransitions } from "../../auth/model/auth-store";
import { StatusTextField } from "./status-text-field";

const statusPath = "/webrtc/mobex/status/";

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
    stop();
    vi.useRealTimers();
  });

  it("saves once, 3 s after typing stops (spec 1 §9)", async () => {
    const { requests } = mockFetch(on(statusPath, () => envelope(204, null, "No Content")));
    renderWithProviders(<StatusTextField profile={profileFixture()} />);
    const field = screen.getByRole("textbox", { name: "Status" });
    fireEvent.change(field, { target: { value: "At lunch" } });
    await act(() => vi.advanceTimersByTimeAsync(2_000));
    fireEvent.change(field, { target: { value: "At lunch, back 2pm" } });
    await act(() => vi.advanceTimersByTimeAsync(2_999));
    expect(requests.filter((r) => r.url.pathname === statusPath)).toHaveLength(0);
    await act(() => vi.advanceTimersByTimeAsync(1));
    const saves = requests.filter((r) => r.url.pathname === statusPath);
    expect(saves.map((r) => r.body)).toEqual([
      { phone: "400011001", status: "At lunch, back 2pm", online: "O", token: "jwe" },
    ]);
  });

  it("keeps at most 20 characters and shows the count", () => {
    mockFetch(on(statusPath, () => envelope(204, null, "No Content")));
    renderWithProviders(<StatusTextField profile={profileFixture()} />);
    const field = screen.getByRole("textbox", { name: "Status" });
    fireEvent.change(field, { target: { value: "x".repeat(25) } });
    expect(field).toHaveValue("x".repeat(20));
    expect(screen.getByText("20/20")).toBeInTheDocument();
  });

  it("sends nothing while the text is unchanged", async () => {
    const { requests } = mockFetch(on(statusPath, () => envelope(204, null, "No Content")));
    renderWithProviders(<StatusTextField profile={profileFixture({ status_text: "Busy" })} />);
    await act(() => vi.advanceTimersByTimeAsync(5_000));
    expect(requests).toHaveLength(0);
  });
});
