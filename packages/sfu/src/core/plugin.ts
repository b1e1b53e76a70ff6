/** What the core hands a plugin and expects back (Janus's plugin API, `src/plugins/plugin.h`, in TS). */

export type Jsep = { type: "offer" | "answer"; sdp: string; trickle?: boolean; restart?: boolean };

export type PluginData = Record<string, unknown>;

/** An ICE candidate as janus.js trickles it; `null` means end of candidates. */
export type TrickleCandidate = { candidate: string; sdpMid?: string | null; sdpMLineIndex?: number | null };

/** The core side of one handle, which a plugin instance uses to talk back to its client. */
export interface HandleLink {
  readonly sessionId: number;
  readonly handleId: number;
  /** An asynchronous plugin event (`{janus:"event"}`), answering `transaction` when given. */
  pushEvent(data: PluginData, jsep?: Jsep, transaction?: string): void;
  /** `webrtcup`, `media`, `slowlink` and `hangup` notifications of the handle's PeerConnection. */
  notifyWebrtcUp(): void;
  notifyMedia(type: "audio" | "video" | "data", mid: string, receiving: boolean): void;
  notifySlowLink(mid: string, media: "audio" | "video", uplink: boolean, lost: number): void;
  notifyHangup(reason: string): void;
}

/** A synchronous answer (`{janus:"success", plugindata}`) or an asynchronous one that comes as an event. */
export type MessageOutcome = { kind: "sync"; data: PluginData } | { kind: "async" };

export interface PluginInstance {
  /** A `message` request; async work pushes its event through the link itself. */
  message(body: Record<string, unknown>, jsep: Jsep | undefined, transaction: string): MessageOutcome;
  trickle(candidate: TrickleCandidate | null): void;
  /** `hangup` request: the PeerConnection goes, the handle stays. */
  hangup(): void;
  /** `detach`, the session's end or the server's: every resource of the handle goes. */
  destroy(): void;
}

export interface Plugin {
  readonly name: string;
  attach(link: HandleLink): PluginInstance;
}
