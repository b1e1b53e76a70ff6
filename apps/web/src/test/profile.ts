import type { Profile } from "@mobex/contracts/profile";

/** A profile answer as the platform sends it for the demo user Alice (contracts/profile.ts). */
export function profileFixture(overrides: Partial<Profile> = {}): Profile {
  return {
    cpb: "1",
    m_status: "",
    q_status: "",
    display: "Alice Adams",
    callerid_internal: "400011001",
    name: "Alice Adams",
    description: "",
    callername_internal: "Alice",
    dnd: "0",
    mailbox: "1001",
    webrtc_id: "w-1",
    online_status: "O",
    chat_support: "1",
    chat_disabled: "0",
    video_support: "1",
    conference: "1",
    busylight: "0",
    email: "alice@example.com",
    phone: "400011001",
    extension: "1001",
    tenant: "Demo",
    status_text: "",
    sip_ws_url: "ws://localhost/sip",
    xmpp_ws_url: "ws://localhost/xmpp-websocket",
    video_socket_url: "http://localhost/video",
    sip_domain: "mobex.local",
    stun_servers: [],
    ...overrides,
  };
}
