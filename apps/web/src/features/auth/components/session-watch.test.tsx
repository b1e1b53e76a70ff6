import { waitFor } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { envelope, mockFetch, on } from "../../../test/fetch-mock";
import { renderWithProviders } from "../../../test/render";
import { profileFixture } from "../../../test/profile";
import { useAuthStore } from "../model/auth-store";
import { SessionWatch } from "./session-watch";
import { signInForEachTest } from "../../../test/signed-in";

describe("the session watch", () => {
  signInForEachTest();

  it("logs out when the profile's webrtc_id is empty", async () => {
    mockFetch(
      on("/webrtc/api/", () => envelope(200, profileFixture({ webrtc_id: "" }))),
      on("/webrtc/mobex/logout/", () => envelope(200)),
    );
    renderWithProviders(<SessionWatch />);
    await waitFor(() => expect(useAuthStore.getState().phase).toBe("signedOut"));
  });
});
