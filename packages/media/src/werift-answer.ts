// The werift side of answering: one RTCPeerConnection per session, BUNDLE and rtcp-mux (the only
// modes werift offers), DTLS-SRTP, and ICE host candidates on `bindAddress` only, from `portRange`.
import { isIPv6 } from "node:net";
import { RTCPeerConnection, RTCRtpCodecParameters, type RTCRtpTransceiver } from "werift";
import { MediaBusyError, MediaOfferError } from "./errors";
import type { AcceptedOffer } from "./offer-sdp";

export interface AnswerNetwork {
  readonly bindAddress: string;
  readonly announcedAddress?: string;
  readonly portRange: readonly [min: number, max: number];
}

export interface WeriftAnswer {
  readonly peer: RTCPeerConnection;
  readonly transceiver: RTCRtpTransceiver;
  readonly answerSdp: string;
}

export async function answerWithWerift(offer: AcceptedOffer, network: AnswerNetwork): Promise<WeriftAnswer> {
  const peer = new RTCPeerConnection({
    codecs: { audio: codecsFor(offer) },
    headerExtensions: { audio: [] },
    ...hostIceOptions(network),
    bundlePolicy: "max-bundle",
  });
  try {
    await peer.setRemoteDescription({ type: "offer", sdp: offer.sdp });
  } catch (error) {
    await peer.close();
    throw new MediaOfferError(
      `the offer could not be applied: ${error instanceof Error ? error.message : String(error)}`,
    );
  }
  try {
    const transceiver = peer.getTransceivers().find((candidate) => candidate.kind === "audio");
    if (!transceiver) throw new MediaOfferError("the offer has no audio m-line");
    transceiver.setDirection("sendrecv");
    await peer.setLocalDescription(await peer.createAnswer());
    await gatheringComplete(peer);
    const local = peer.localDescription?.sdp;
    if (!local) throw new Error("werift produced no local description");
    // werift logs a port search that failed and gathers nothing: the range is full.
    if (!local.includes("\r\na=candidate:")) {
      const [min, max] = network.portRange;
      throw new MediaBusyError(`no free UDP port in ${min}–${max} on ${network.bindAddress}`);
    }
    return { peer, transceiver, answerSdp: announce(local, network) };
  } catch (error) {
    await peer.close();
    throw error;
  }
}

/** werift's ICE settings for host candidates on `bindAddress` only, with ports from `portRange`. */
export function hostIceOptions(network: AnswerNetwork) {
  const [min, max] = network.portRange;
  // werift wants two distinct ends; a one-port range still means that one port.
  const icePortRange: [number, number] = min === max ? [min, max + 1] : [min, max];
  return {
    // werift gathers every non-loopback interface unless told otherwise: no interfaces of its own,
    // only the bind address (which may well be loopback), and its sockets bound there.
    iceUseIpv4: false,
    iceUseIpv6: false,
    iceAdditionalHostAddresses: [network.bindAddress],
    iceInterfaceAddresses: isIPv6(network.bindAddress)
      ? { udp6: network.bindAddress }
      : { udp4: network.bindAddress },
    icePortRange,
  };
}

function codecsFor(offer: AcceptedOffer): RTCRtpCodecParameters[] {
  const codecs = [
    new RTCRtpCodecParameters({
      mimeType: `audio/${offer.codec}`,
      clockRate: 8000,
      channels: 1,
      payloadType: offer.codecPayloadType,
    }),
  ];
  if (offer.telephoneEventPayloadType !== undefined) {
    codecs.push(
      new RTCRtpCodecParameters({
        mimeType: "audio/telephone-event",
        clockRate: 8000,
        channels: 1,
        payloadType: offer.telephoneEventPayloadType,
        parameters: "0-16",
      }),
    );
  }
  return codecs;
}

// Host candidates on one address take milliseconds; answers wait in one queue, so one that hangs
// must not hold up the others.
const GATHERING_TIMEOUT_MS = 5000;

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

/** Behind a 1:1 NAT the candidates carry the public address instead of the bound one. */
export function announce(sdp: string, network: AnswerNetwork): string {
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
