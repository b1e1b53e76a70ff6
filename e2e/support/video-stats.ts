// Evidence for 1:1 video calls read from getStats() of the connections the media probe keeps
// (support/media.ts): frames decoded, the size of the frames received, audio packets received.
import type { Page } from "@playwright/test";

export interface InboundVideo {
  readonly framesDecoded: number;
  readonly frameWidth: number;
  readonly frameHeight: number;
  readonly audioPackets: number;
}

interface ProbeWindow {
  __e2ePeers: RTCPeerConnection[];
}

/** Inbound video and audio over the page's live connections. */
export function inboundVideo(page: Page): Promise<InboundVideo> {
  return page.evaluate(async () => {
    const found = { framesDecoded: 0, frameWidth: 0, frameHeight: 0, audioPackets: 0 };
    for (const pc of (window as unknown as ProbeWindow).__e2ePeers) {
      if (pc.connectionState === "closed") continue;
      (await pc.getStats()).forEach((entry: Record<string, unknown>) => {
        if (entry.type !== "inbound-rtp") return;
        if (entry.kind === "audio") found.audioPackets += Number(entry.packetsReceived ?? 0);
        if (entry.kind !== "video") return;
        found.framesDecoded += Number(entry.framesDecoded ?? 0);
        found.frameWidth = Number(entry.frameWidth ?? found.frameWidth);
        found.frameHeight = Number(entry.frameHeight ?? found.frameHeight);
      });
    }
    return found;
  });
}

/** Frames the page decodes over `windowMs`, measured in the page. */
export function framesDecodedDuring(page: Page, windowMs = 1_000): Promise<number> {
  return page.evaluate(async (ms) => {
    const read = async () => {
      let frames = 0;
      for (const pc of (window as unknown as ProbeWindow).__e2ePeers) {
        if (pc.connectionState === "closed") continue;
        (await pc.getStats()).forEach((entry: Record<string, unknown>) => {
          if (entry.type === "inbound-rtp" && entry.kind === "video")
            frames += Number(entry.framesDecoded ?? 0);
        });
      }
      return frames;
    };
    const before = await read();
    await new Promise((done) => setTimeout(done, ms));
    return (await read()) - before;
  }, windowMs);
}

/** The settings (width, height) of the video track the page sends, and whether one is sent at all. */
export function sentVideoTrack(page: Page): Promise<{ width: number; height: number } | null> {
  return page.evaluate(() => {
    for (const pc of (window as unknown as ProbeWindow).__e2ePeers) {
      if (pc.connectionState === "closed") continue;
      for (const sender of pc.getSenders()) {
        if (sender.track?.kind !== "video") continue;
        const { width = 0, height = 0 } = sender.track.getSettings();
        return { width, height };
      }
    }
    return null;
  });
}

/** The local ICE username fragment of the page's live video connection (a restart changes it). */
export function localIceUfrag(page: Page): Promise<string | null> {
  return page.evaluate(() => {
    const pc = (window as unknown as ProbeWindow).__e2ePeers.find(
      (peer) => peer.connectionState !== "closed",
    );
    return /a=ice-ufrag:(\S+)/.exec(pc?.localDescription?.sdp ?? "")?.[1] ?? null;
  });
}
