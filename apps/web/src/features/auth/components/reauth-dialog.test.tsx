import { act, fireEvent, screen } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { envelope, mockFetch, on } from "../../../test/fetch-mock";
import { renderWithProviders } from "../../../test/render";
import { accessToken } from "../../../test/tokens";
import { setLeaveConfirmer } from "../../../shared/lib/ongoing-uploads";
import { authTransitions, useAuthStore } from "../model/auth-store";
import { ReauthDialog } from "./reauth-dialog";

const PROVISIONING = "/api/json/webrtc/mobex/provisioning/get/";
const OTP = "/api/json/webrtc/mobex/otp/get/";

describe("the re-authorisation dialog", () => {
  beforeEach(() => {
    vi.useFakeTimers({ now: new Date("2026-01-05T09:00:00Z"), shouldAdvanceTime: false });
    authTransitions.renewed({
      token: accessToken(),
      jwetoken: "jwe-old",
      email: "alice@example.com",
      onetimetoken: "old-secret",
    });
    authTransitions.reauthRequired();
  });
  afterEach(() => vi.useRealTimers());

  it("counts down 60 s before a new token may be asked for", async () => {
    const { requests } = mockFetch(on(OTP, () => envelope(200, { sent: true, retry_after_seconds: 60 })));
    renderWithProviders(<ReauthDialog />);
    expect(screen.getByRole("dialog", { name: "We've sent you a new token" })).toBeVisible();
    expect(screen.getByRole("button", { name: "Ask for a new one (60s)" })).toBeDisabled();
    await act(() => vi.advanceTimersByTimeAsync(59_000));
    expect(screen.getByRole("button", { name: "Ask for a new one (1s)" })).toBeDisabled();
    await act(() => vi.advanceTimersByTimeAsync(1_000));
    fireEvent.click(screen.getByRole("button", { name: "Ask for a new one" }));
    await act(() => vi.advanceTimersByTimeAsync(0));
    expect(requests.map((request) => request.url.searchParams.get("email"))).toEqual(["alice@example.com"]);
    expect(screen.getByRole("button", { name: "Ask for a new one (60s)" })).toBeDisabled();
  });

  it("takes the device secret answered for the e-mailed token as the new renewal secret", async () => {
    const deviceSecret = "d".repeat(43);
    mockFetch(
      on(PROVISIONING, () =>
        envelope(200, { jwetoken: "jwe-new", token: accessToken(), device_secret: deviceSecret }),
      ),
    );
    renderWithProviders(<ReauthDialog />);
    fireEvent.change(screen.getByLabelText("Token"), { target: { value: "654321" } });
    fireEvent.click(screen.getByRole("button", { name: "Submit" }));
    await act(() => vi.advanceTimersByTimeAsync(0));
    expect(useAuthStore.getState()).toMatchObject({
      phase: "signedIn",
      session: { jwetoken: "jwe-new", onetimetoken: deviceSecret },
    });
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
  });

  it("says 'That went wrong.' with the server's words when the token is refused", async () => {
    mockFetch(on(PROVISIONING, () => envelope(401, null, "Wrong token!")));
    renderWithProviders(<ReauthDialog />);
    fireEvent.change(screen.getByLabelText("Token"), { target: { value: "000000" } });
    fireEvent.click(screen.getByRole("button", { name: "Submit" }));
    await act(() => vi.advanceTimersByTimeAsync(0));
    expect(screen.getByRole("alert")).toHaveTextContent("That went wrong. Wrong token!");
    expect(useAuthStore.getState().phase).toBe("reauthRequired");
  });

  it("logs out from the dialog", async () => {
    mockFetch(on("/webrtc/mobex/logout/", () => envelope(200)));
    renderWithProviders(<ReauthDialog />);
    fireEvent.click(screen.getByRole("button", { name: "Logout" }));
    await act(() => vi.advanceTimersByTimeAsync(0));
    expect(useAuthStore.getState()).toMatchObject({ phase: "signedOut", session: null });
  });

  it("asks first while an upload runs, and stays signed in on Stay (spec 2 §5)", async () => {
    mockFetch(on("/webrtc/mobex/logout/", () => envelope(200)));
    const asked = vi.fn(() => Promise.resolve(false));
    setLeaveConfirmer(asked);
    try {
      renderWithProviders(<ReauthDialog />);
      fireEvent.click(screen.getByRole("button", { name: "Logout" }));
      await act(() => vi.advanceTimersByTimeAsync(0));
      expect(asked).toHaveBeenCalledOnce();
      expect(useAuthStore.getState().session).not.toBeNull();
    } finally {
      setLeaveConfirmer(null);
    }
  });
});
