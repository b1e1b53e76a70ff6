import { announce, gatheringComplete, hostIceOptions } from "@mobex/media/werift-answer";
import {
  RTCPeerConnection,
  RTCRtpCodecParameters,
  useAbsSendTime,
  useFIR,
  useNACK,
  usePLI,
  useREMB,
  useSdesMid,
  type RTCIceServer,
} from "werift";

/** Where media sockets live: one bind address, a UDP port range, and the address to announce. */
export type RtcNetwork = {
  readonly bindAddress: string;
  readonly announcedAddress?: string | null;
  readonly portRange: readonly [min: number, max: number];
  readonly iceServers?: readonly RTCIceServer[];
  /** How many PeerConnections may be open at once: each holds a UDP port of the range. */
  readonly budget?: PeerBudget;
};

/** Counts the open PeerConnections against a maximum, so that scripts cannot drain the port range. */
export class PeerBudget {
  live = 0;
  constructor(readonly max: number) {}
}

export class PeerBudgetError extends Error {}

/** RFC 6464: the audio level the browser writes on every audio packet (talking detection). */
export const AUDIO_LEVEL_URI = "urn:ietf:params:rtp-hdrext:ssrc-audio-level";

/**
 * The codecs the rooms route: Opus and VP8, Janus VideoRoom's defaults (`audiocodec = opus`,
 * `videocodec = vp8`). One codec per kind means RTP is forwarded with no transcoding or PT maps.
 */
export const OPUS = { mimeType: "audio/opus", clockRate: 48000, channels: 2, payloadType: 111 } as const;
export const VP8 = { mimeType: "video/VP8", clockRate: 90000, payloadType: 96 } as const;

export function createPeer(network: RtcNetwork): RTCPeerConnection {
  const { budget } = network;
  if (budget && budget.live >= budget.max) throw new PeerBudgetError("The media server is full");
  const peer = openPeer(network);
  if (budget) {
    budget.live += 1;
    const { unSubscribe } = peer.signalingStateChange.subscribe((state) => {
      if (state !== "closed") return;
      budget.live -= 1;
      unSubscribe();
    });
  }
  return peer;
}

function openPeer(network: RtcNetwork): RTCPeerConnection {
  return new RTCPeerConnection({
    codecs: {
      audio: [new RTCRtpCodecParameters({ ...OPUS, parameters: "minptime=10;useinbandfec=1" })],
      video: [
        new RTCRtpCodecParameters({
          ...VP8,
          rtcpFeedback: [useNACK(), usePLI(), useFIR(), useREMB()],
        }),
      ],
    },
    headerExtensions: {
      audio: [useSdesMid(), { id: 10, uri: AUDIO_LEVEL_URI }],
      video: [useSdesMid(), useAbsSendTime()],
    },
    // Only the bind address (loopback in tests), from the configured range.
    ...hostIceOptions({ ...network, announcedAddress: network.announcedAddress ?? undefined }),
    iceServers: [...(network.iceServers ?? [])],
    bundlePolicy: "max-bundle",
  });
}

/** Janus sends full SDPs (candidates inside): a local description waits for gathering (media's helper). */
export { gatheringComplete };

/** The local SDP, candidates rewritten to the announced address behind a 1:1 NAT. */
export function localSdp(peer: RTCPeerConnection, network: RtcNetwork): string {
  const sdp = peer.localDescription?.sdp;
  if (!sdp) throw new Error("werift produced no local description");
  return announce(sdp, { ...network, announcedAddress: network.announcedAddress ?? undefined });
}

/**
 * After an ICE restart werift leaves the checks unstarted when DTLS is still up (its `connect()`
 * returns early on a connected DTLS transport): start them on every transport the restart reset.
 */
export function resumeIceAfterRestart(peer: RTCPeerConnection): void {
  for (const dtls of peer.dtlsTransports) {
    const ice = dtls.iceTransport;
    // A restart drops the nominated pair; nothing else says the checks must run again.
    if (dtls.state === "connected" && !ice.connection.nominated) void ice.start().catch(() => undefined);
  }
}
