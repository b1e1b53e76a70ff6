// The answers the bench gives the built app instead of a server: a signed-in session, a profile,
// and a board of N colleagues in a realistic mix of states (most free, some talking, ringing, DND),
// most with a picture.
import type { BlfEntry } from "@mobex/contracts/blf";
import type { Profile } from "@mobex/contracts/profile";
import { crc32, deflateSync } from "node:zlib";

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
    video_socket_url: "http://127.0.0.1:9/video",
    sip_domain: "mobex.local",
    stun_servers: [],
  };
}

const FIRST = ["Ada", "Ben", "Cleo", "Dan", "Eve", "Finn", "Gus", "Hana", "Ivo", "Jade", "Kai", "Lena"];
const LAST = ["Adams", "Brown", "Clark", "Davis", "Evans", "Fisher", "Green", "Hill", "Ito", "Jones"];

export function boardEntries(count: number, avatars = true): BlfEntry[] {
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
      // Most colleagues have a picture; every fourth shows initials.
      avatar_hash: avatars && index % 4 !== 3 ? `bench${index}` : "",
    } satisfies BlfEntry;
  });
}

const AVATAR_PX = 250; // AVATAR_CROP_SIZE: what the avatar dialog uploads.

function pngChunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, "latin1"), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/** A colleague's picture as the server stores one (a 250 px PNG): head and shoulders on a colour of their own. */
export function avatarPng(phone: string): Buffer {
  let hue = 0;
  for (const char of phone) hue = (hue * 31 + char.charCodeAt(0)) % 360;
  const [back, front] = [hslToRgb(hue, 0.45, 0.62), hslToRgb(hue, 0.35, 0.92)];
  const rows: Buffer[] = [];
  for (let y = 0; y < AVATAR_PX; y++) {
    const row = Buffer.alloc(1 + AVATAR_PX * 3); // filter byte 0, then RGB
    for (let x = 0; x < AVATAR_PX; x++) {
      const [u, v] = [x / AVATAR_PX - 0.5, y / AVATAR_PX];
      const head = u * u + (v - 0.4) ** 2 < 0.035;
      const shoulders = (u / 0.36) ** 2 + ((v - 0.98) / 0.28) ** 2 < 1;
      (head || shoulders ? front : back).forEach((channel, index) =>
        row.writeUInt8(channel, 1 + x * 3 + index),
      );
    }
    rows.push(row);
  }
  const header = Buffer.alloc(13);
  header.writeUInt32BE(AVATAR_PX, 0);
  header.writeUInt32BE(AVATAR_PX, 4);
  header.set([8, 2, 0, 0, 0], 8); // 8-bit RGB
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk("IHDR", header),
    pngChunk("IDAT", deflateSync(Buffer.concat(rows))),
    pngChunk("IEND", Buffer.alloc(0)),
  ]);
}

function hslToRgb(hue: number, saturation: number, lightness: number): [number, number, number] {
  const f = (n: number) => {
    const k = (n + hue / 30) % 12;
    const a = saturation * Math.min(lightness, 1 - lightness);
    return Math.round(255 * (lightness - a * Math.max(-1, Math.min(k - 3, 9 - k, 1))));
  };
  return [f(0), f(8), f(4)];
}
