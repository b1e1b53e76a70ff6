import type { Profile } from "@mobex/contracts/profile";
import { VIDEO_NAMESPACE } from "@mobex/contracts/video";
import type { AppConfig } from "../../config";
import type { TenantRow, UserRow } from "../../db/schema";

const flag = (value: boolean) => (value ? "1" : "0");

/**
 * Where the browser finds the SIP and XMPP planes (PUBLIC_URL with ws(s), RFC 7118, RFC 7395) and
 * the video signalling namespace (socket.io-client takes the http(s) URL; the path names the namespace).
 */
export function planeUrls(publicUrl: string): { sip: string; xmpp: string; video: string } {
  const base = new URL(publicUrl);
  const http = base.toString().replace(/\/+$/, "");
  base.protocol = base.protocol === "https:" ? "wss:" : "ws:";
  const root = base.toString().replace(/\/+$/, "");
  return { sip: `${root}/sip`, xmpp: `${root}/xmpp-websocket`, video: `${http}${VIDEO_NAMESPACE}` };
}

/** The profile answer (spec 1 §3 "Profile/features response data", contracts/profile.ts). */
export function presentProfile(user: UserRow, tenant: TenantRow, config: AppConfig): Profile {
  const urls = planeUrls(config.publicUrl);
  return {
    cpb: flag(user.cpb),
    // Voicemail message status and queue status of the app-bar status line; no queues or
    // voicemail plane exist yet, so both are empty.
    m_status: "",
    q_status: "",
    display: user.name,
    callerid_internal: user.callerIdInternal,
    name: user.name,
    description: user.description,
    callername_internal: user.callerNameInternal,
    dnd: flag(user.dnd),
    mailbox: user.mailbox,
    // spec 1 §4: an empty webrtc_id logs the client out; that is how a withdrawn licence shows.
    webrtc_id: user.licensed ? user.webrtcId : "",
    online_status: user.onlineStatus === "U" ? "U" : "O",
    chat_support: flag(user.chatSupport),
    chat_disabled: flag(user.chatDisabled),
    video_support: flag(user.videoSupport),
    conference: flag(user.conference),
    busylight: flag(user.busylight),
    email: user.email,
    phone: user.phone,
    extension: user.extension,
    tenant: tenant.name,
    status_text: user.statusText,
    sip_ws_url: urls.sip,
    xmpp_ws_url: urls.xmpp,
    video_socket_url: urls.video,
    sip_domain: config.sipDomain,
    stun_servers: config.stunUrls,
  };
}
