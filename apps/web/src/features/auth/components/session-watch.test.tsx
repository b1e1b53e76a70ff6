import { waitFor } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { envelope, mockFetch, on } from "../../../test/fetch-mock";
import { renderWithProviders } from "../../../test/render";
import { profileFixture } from "../../../test/profile";
import { accessToken } from "../../../test/tokens";
import { authTransitions, useAuthStore } from "../model/auth-store";
import { startSessionServices } from "../model/session-services";
import { SessionWatch } from "./session-watch";

describe("the session watch", () => {
  let stop: () => void;
  beforeEach(() => {
    stop = startSessionServices();
    authTransitions.renewed({
      token: accessToken(),
      jwetoken: "jwe",
      email: "alice@example.com",
      onetimetoken: "123456",
    });
  });
  afterEach(() => stop());

  it("logs out when the profile's webrtc_id is empty", async () => {
    mockFetch(
      on("/webrtc/api/", () => envelope(200, profileFixture({ webrtc_id: "" }))),
      on("/webrtc/mobex/logout/", () => envelope(200)),
    );
    renderWithProviders(<SessionWatch />);
    await waitFor(() => expect(useAuthStore.getState().phase).toBe("signedOut"));
  });
});
