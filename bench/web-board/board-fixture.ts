// The answers the bench gives the built app instead of a server: a signed-in session, a profile,
// and a board of N colleagues in a realistic mix of states (most free, some talking, ringing, DND).
import type { BlfEntry } from "@mobex/contracts/blf";
import type { Profile } from "@mobex/contracts/profile";

const PHONE = "400011001";
const base64url = (text: string) => Buffer.from(text).toString("base64url");

/** The local-storage session the app starts from (features/auth/model/session.ts). */
export function storedSession(): string {
  const claims = {
    exp: Math.floor(Date.now() / 1000) + 24 * 3600,
    username: `1700000000:${PHONE}`,
    password: "c2VjcmV0",
    host: "mobex.local",
    phone: PHONE,
    video_support: "1",
  };
  const token = `${base64url(JSON.stringify({ alg: "HS256", typ: "JWT" }))}.${base64url(JSON.stringify(claims))}.bench`;
  return JSON.stringify({ token, jwetoken: "bench", email: "alice@example.com", onetimetoken: "bench1" });
}

export function profile(): Profile {
  return {
    cpb: "1",
    m_status: "",
    q_status: "",
    display: "Alice Adams",
    callerid_internal: PHONE,
    name: "Alice Adams",
    description: "",
    callername_internal: "Alice",
    dnd: "0",
    mailbox: "1001",
    webrtc_id: "bench",
    online_status: "O",
    chat_support: "0",
    chat_disabled: "1",
    video_support: "1",
    conference: "0",
    busylight: "0",
    email: "alice@example.com",
    phone: PHONE,
    extension: "1001",
    tenant: "Bench",
    status_text: "",
    // Nothing listens here: the phone stays unregistered, which the board does not need.
    sip_ws_url: "ws://127.0.0.1:9/sip",
    xmpp_ws_url: "ws://127.0.0.1:9/xmpp-websocket",
    sip_domain: "mobex.local",
    stun_servers: [],
  };
}

const FIRST = ["Ada", "Ben", "Cleo", "Dan", "Eve", "Finn", "Gus", "Hana", "Ivo", "Jade", "Kai", "Lena"];
const LAST = ["Adams", "Brown", "Clark", "Davis", "Evans", "Fisher", "Green", "Hill", "Ito", "Jones"];

export function boardEntries(count: number): BlfEntry[] {
  const now = Math.floor(Date.now() / 1000);
  return Array.from({ length: count }, (_, index) => {
    const extension = String(2000 + index);
    const kind = index % 20;
    const talking = kind < 3;
    const ringing = kind === 3;
    return {
      id: `bench-${index}`,
      blf_name: `${FIRST[index % FIRST.length]} ${LAST[Math.floor(index / FIRST.length) % LAST.length]}`,
      blf_number: `40001${extension}`,
      cpb_name: "",
      type: "B",
      button: index + 1,
      video: "1",
      chat: "0",
      mobex_status: kind === 5 ? "In a meeting" : "",
      qstatus: "",
      status: talking ? "oncall" : ringing ? "ringing" : kind === 7 ? "offline" : "idle",
      online: kind === 7 ? "0" : "1",
      online_status: kind === 6 ? "U" : "O",
      dnd: kind === 4 ? "1" : "0",
      start: talking || ringing ? now - (index % 600) : 0,
      call_type: talking ? "OUT" : ringing ? "INB" : "",
      snumber: "",
      dnumber: "",
      cnumber: talking ? "0441234567" : "",
      stype: "phone",
      callerid_internal: `40001${extension}`,
      callername_internal: "",
      telephone: "",
      mobile: "",
      other: "",
      mail: "",
      company: "Bench Ltd",
      department: "",
      avatar_hash: "",
    } satisfies BlfEntry;
  });
}
