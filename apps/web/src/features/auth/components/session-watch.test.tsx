import { waitFor } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { envelope, mockFetch, on } from "../../../test/fetch-mock";
import { renderWithProviders } from "../../../test/render";
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
      on("/webrtc/api/", () => envelope(200, withdrawnProfile)),
      on("/webrtc/mobex/logout/", () => envelope(200)),
    );
    renderWithProviders(<SessionWatch />);
    await waitFor(() => expect(useAuthStore.getState().phase).toBe("signedOut"));
  });
});

const withdrawnProfile = {
  cpb: "0",
  m_status: "",
  q_status: "",
  display: "Alice",
  callerid_internal: "1001",
  name: "Alice",
  description: "",
  callername_internal: "Alice",
  dnd: "0",
  mailbox: "1001",
  webrtc_id: "",
  online_status: "O",
  chat_support: "0",
  chat_disabled: "0",
  video_support: "0",
  conference: "0",
  busylight: "0",
  email: "alice@example.com",
  phone: "400011001",
  extension: "1001",
  tenant: "Demo",
  status_text: "",
  sip_ws_url: "ws://localhost/sip",
  xmpp_ws_url: "ws://localhost/xmpp-websocket",
  sip_domain: "mobex.local",
  stun_servers: [],
};
