import { isIPv6 } from "node:net";
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
};

/** RFC 6464: the audio level the browser writes on every audio packet (talking detection). */
export const AUDIO_LEVEL_URI = "urn:ietf:params:rtp-hdrext:ssrc-audio-level";

/**
 * The codecs the rooms route: Opus and VP8, Janus VideoRoom's defaults (`audiocodec = opus`,
 * `videocodec = vp8`). One codec per kind means RTP is forwarded with no transcoding or PT maps.
 */
export const OPUS = { mimeType: "audio/opus", clockRate: 48000, channels: 2, payloadType: 111 } as const;
export const VP8 = { mimeType: "video/VP8", clockRate: 90000, payloadType: 96 } as const;

export function createPeer(network: RtcNetwork): RTCPeerConnection {
  const [min, max] = network.portRange;
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
    // Only the bind address (loopback in tests), from the configured range; werift would
    // otherwise gather every interface of the machine.
    iceUseIpv4: false,
    iceUseIpv6: false,
    iceAdditionalHostAddresses: [network.bindAddress],
    iceInterfaceAddresses: isIPv6(network.bindAddress)
      ? { udp6: network.bindAddress }
      : { udp4: network.bindAddress },
    // werift wants two distinct ends; a one-port range still means that one port.
    icePortRange: min === max ? [min, max + 1] : [min, max],
    iceServers: [...(network.iceServers ?? [])],
    bundlePolicy: "max-bundle",
  });
}

const GATHERING_TIMEOUT_MS = 5000;

/** Janus sends full SDPs (candidates inside), so a local description waits for gathering. */
export function gatheringComplete(peer: RTCPeerConnection): Promise<void> {
  if (peer.iceGatheringState === "complete") return Promise.resolve();
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      unSubscribe();
      reject(new Error(`ICE gathering did not complete within ${GATHERING_TIMEOUT_MS} ms`));
    }, GATHERING_TIMEOUT_MS);
    const { unSubscribe } = peer.iceGatheringStateChange.subscribe((state) => {
      if (state !== "complete") return;
      clearTimeout(timer);
      unSubscribe();
      resolve();
    });
  });
}

/** The local SDP, candidates rewritten to the announced address behind a 1:1 NAT. */
export function localSdp(peer: RTCPeerConnection, network: RtcNetwork): string {
  const sdp = peer.localDescription?.sdp;
  if (!sdp) throw new Error("werift produced no local description");
  const { announcedAddress, bindAddress } = network;
  if (!announcedAddress || announcedAddress === bindAddress) return sdp;
  return sdp
    .split("\r\n")
    .map((line) =>
      line.startsWith("a=candidate:") || line.startsWith("c=IN ")
        ? line
            .split(" ")
            .map((token) => (token === bindAddress ? announcedAddress : token))
            .join(" ")
        : line,
    )
    .join("\r\n");
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
