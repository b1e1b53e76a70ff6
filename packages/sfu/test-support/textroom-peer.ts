import type { RTCDataChannel } from "werift";
import { createPeer, gatheringComplete } from "../src/rtc/rtc-network";
import type { JanusClient } from "./janus-client";

const network = { bindAddress: "127.0.0.1", portRange: [43000, 43999] as const };

function whenOpen(channel: RTCDataChannel): Promise<RTCDataChannel> {
  return new Promise((resolve) => {
    if (channel.readyState === "open") resolve(channel);
    else channel.stateChanged.subscribe((state) => state === "open" && resolve(channel));
  });
}

/**
 * A TextRoom participant as janus.js sets one up: `setup`, answer the data channel offer, `ack`.
 * With `ownChannel`, it also opens a channel of its own before answering, as janus.js does for
 * `tracks: [{type: "data"}]`, and sends its requests there.
 */
export class TextRoomPeer {
  readonly peer = createPeer(network);
  readonly messages: Record<string, unknown>[] = [];
  private channel: RTCDataChannel | undefined;
  private listeners: (() => void)[] = [];

  static async connect(
    client: JanusClient,
    session: number,
    options: { ownChannel?: boolean } = {},
  ): Promise<TextRoomPeer> {
    const self = new TextRoomPeer();
    const handle = await client.attach(session, "janus.plugin.textroom");
    const offered = new Promise<RTCDataChannel>((resolve) => {
      self.peer.onDataChannel.subscribe((channel) => void whenOpen(channel).then(resolve));
    });
    const setup = await client.message(session, handle, { request: "setup" });
    await self.peer.setRemoteDescription(setup.jsep as { type: "offer"; sdp: string });
    const own = options.ownChannel ? self.peer.createDataChannel("JanusDataChannel") : undefined;
    await self.peer.setLocalDescription(await self.peer.createAnswer());
    await gatheringComplete(self.peer);
    await client.message(session, handle, { request: "ack" }, self.peer.localDescription);
    const theirs = await offered;
    self.channel = own ? await whenOpen(own) : theirs;
    for (const channel of own ? [own, theirs] : [theirs])
      channel.onMessage.subscribe((data) => {
        self.messages.push(JSON.parse(data.toString()) as Record<string, unknown>);
        for (const listener of self.listeners) listener();
      });
    return self;
  }

  send(request: Record<string, unknown>): void {
    this.channel?.send(JSON.stringify(request));
  }

  /** The first message (received or coming) that matches. */
  receive(
    match: (message: Record<string, unknown>) => boolean,
    timeoutMs = 5000,
  ): Promise<Record<string, unknown>> {
    return new Promise((resolve, reject) => {
      const check = () => {
        const found = this.messages.find(match);
        if (!found) return false;
        clearTimeout(timer);
        this.listeners = this.listeners.filter((listener) => listener !== onMessage);
        resolve(found);
        return true;
      };
      const onMessage = () => void check();
      const timer = setTimeout(
        () => reject(new Error(`no matching TextRoom message: ${JSON.stringify(this.messages)}`)),
        timeoutMs,
      );
      if (!check()) this.listeners.push(onMessage);
    });
  }

  close(): void {
    void this.peer.close();
  }
}
