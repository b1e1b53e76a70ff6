import type { HandleLink, Jsep, PluginData, PluginInstance } from "./plugin";

export type JanusMessage = Record<string, unknown>;

/** One attached plugin handle: its link back to the client and the plugin's state behind it. */
export type Handle = { readonly id: number; readonly pluginName: string; instance: PluginInstance };

/**
 * A Janus session: the handles a client attached, alive while keepalives (or any request) arrive
 * within the session timeout. Closing it destroys every handle (mediasoup-style cascade).
 */
export class JanusSession {
  readonly handles = new Map<number, Handle>();
  lastSeenMs: number;
  private ended = false;

  constructor(
    readonly id: number,
    private readonly send: (message: JanusMessage) => void,
    nowMs: number,
  ) {
    this.lastSeenMs = nowMs;
  }

  get isEnded(): boolean {
    return this.ended;
  }

  linkFor(handleId: number, pluginName: string): HandleLink {
    const sessionId = this.id;
    const notify = (janus: string, extra: JanusMessage = {}) => {
      if (this.ended || !this.handles.has(handleId)) return;
      this.send({ janus, session_id: sessionId, sender: handleId, ...extra });
    };
    return {
      sessionId,
      handleId,
      pushEvent: (data: PluginData, jsep?: Jsep, transaction?: string) =>
        notify("event", {
          ...(transaction === undefined ? {} : { transaction }),
          plugindata: { plugin: pluginName, data },
          ...(jsep === undefined ? {} : { jsep }),
        }),
      notifyWebrtcUp: () => notify("webrtcup"),
      notifyMedia: (type, mid, receiving) => notify("media", { mid, type, receiving }),
      notifySlowLink: (mid, media, uplink, lost) => notify("slowlink", { mid, media, uplink, lost }),
      notifyHangup: (reason) => notify("hangup", { reason }),
    };
  }

  detach(handleId: number): boolean {
    const handle = this.handles.get(handleId);
    if (!handle) return false;
    this.handles.delete(handleId);
    handle.instance.destroy();
    if (!this.ended) this.send({ janus: "detached", session_id: this.id, sender: handleId });
    return true;
  }

  /** Ends the session; `timedOut` tells the client why, as Janus does. */
  end(timedOut: boolean): void {
    if (this.ended) return;
    if (timedOut) this.send({ janus: "timeout", session_id: this.id });
    this.ended = true;
    for (const handle of this.handles.values()) handle.instance.destroy();
    this.handles.clear();
  }
}
