// Reads a browser's WebRTC offer (RFC 8866 SDP, RFC 8829 JSEP) far enough to decide whether we can
// answer it, before any of it reaches werift: one audio m-line over DTLS-SRTP with ICE, and G.711.
// The offer werift sees keeps only the codecs we answer with (G.711 and telephone-event/8000), so
// werift cannot pick telephone-event/48000 (Chromium offers both under one name) or Opus.
import { isIP } from "node:net";
import { MediaOfferError } from "./errors";
import type { G711Law } from "./g711";

const MAX_OFFER_BYTES = 64 * 1024;
const SDP_LINE = /^[a-z]=.*$/;
// RFC 3551 Table 4: the static payload types an offer may list without an rtpmap.
const STATIC_PAYLOAD_TYPES: Readonly<Record<string, string>> = { "0": "pcmu/8000", "8": "pcma/8000" };

export interface AcceptedOffer {
  readonly codec: G711Law;
  readonly codecPayloadType: number;
  readonly telephoneEventPayloadType: number | undefined;
  /** The offer reduced to the codecs we answer with. */
  readonly sdp: string;
}

interface Section {
  readonly lines: string[];
}

export function acceptOffer(offerSdp: unknown): AcceptedOffer {
  if (typeof offerSdp !== "string" || offerSdp.trim() === "")
    throw new MediaOfferError("malformed SDP: the offer is empty");
  if (offerSdp.length > MAX_OFFER_BYTES)
    throw new MediaOfferError("malformed SDP: the offer is larger than 64 KB");
  const lines = offerSdp.split(/\r?\n/).filter((line) => line !== "");
  if (lines[0] !== "v=0") throw new MediaOfferError("malformed SDP: it does not begin with v=0");
  const badLine = lines.find((line) => !SDP_LINE.test(line));
  if (badLine !== undefined) throw new MediaOfferError(`malformed SDP: bad line "${badLine.slice(0, 40)}"`);

  const [session, ...media] = splitSections(lines);
  const audioIndex = media.findIndex((section) => section.lines[0]?.startsWith("m=audio "));
  const audio = media[audioIndex];
  if (!session || !audio) throw new MediaOfferError("the offer has no audio m-line");
  const mLine = audio.lines[0]?.split(" ") ?? [];
  if (mLine.length < 4 || mLine[1] === "0")
    throw new MediaOfferError("the offer's audio m-line is malformed or rejected");
  if (!/^(UDP\/TLS\/RTP\/SAVPF|RTP\/SAVPF)$/.test(mLine[2] ?? "")) {
    throw new MediaOfferError(`the offer's audio is not DTLS-SRTP (profile ${mLine[2]})`);
  }
  const attribute = (name: string) =>
    audio.lines.some((line) => line.startsWith(`a=${name}:`)) ||
    session.lines.some((line) => line.startsWith(`a=${name}:`));
  if (!attribute("fingerprint")) throw new MediaOfferError("the offer has no DTLS fingerprint");
  if (!attribute("ice-ufrag") || !attribute("ice-pwd"))
    throw new MediaOfferError("the offer has no ICE credentials");

  const formats = mLine.slice(3);
  const codecs = new Map(formats.map((format) => [format, codecNameOf(audio, format)]));
  const payloadTypeOf = (name: string) => formats.find((format) => codecs.get(format) === name);
  const pcmu = payloadTypeOf("pcmu/8000");
  const pcma = payloadTypeOf("pcma/8000");
  const chosen = pcmu ?? pcma;
  if (chosen === undefined) {
    const offered = [...codecs.values()].filter((name) => name !== undefined).join(", ") || "none";
    throw new MediaOfferError(`the offer's audio has no PCMU or PCMA (offered: ${offered})`);
  }
  const telephoneEvent = payloadTypeOf("telephone-event/8000");
  const kept = [chosen, ...(telephoneEvent === undefined ? [] : [telephoneEvent])];
  media[audioIndex] = { lines: reduceToFormats(audio, mLine, kept) };
  return {
    codec: pcmu === undefined ? "PCMA" : "PCMU",
    codecPayloadType: Number(chosen),
    telephoneEventPayloadType: telephoneEvent === undefined ? undefined : Number(telephoneEvent),
    sdp: [session, ...media].flatMap((section) => section.lines).join("\r\n") + "\r\n",
  };
}

function splitSections(lines: readonly string[]): Section[] {
  const sections: Section[] = [{ lines: [] }];
  for (const line of lines) {
    if (line.startsWith("m=")) sections.push({ lines: [] });
    sections.at(-1)?.lines.push(line);
  }
  return sections;
}

/** "pcmu/8000", "opus/48000" … (lower case, channels dropped) for a format of the section. */
function codecNameOf(section: Section, format: string): string | undefined {
  const rtpmap = section.lines.find((line) => line.startsWith(`a=rtpmap:${format} `));
  if (!rtpmap) return STATIC_PAYLOAD_TYPES[format];
  const [name, rate] = rtpmap.slice(`a=rtpmap:${format} `.length).toLowerCase().split("/");
  return `${name}/${rate}`;
}

const PER_FORMAT_ATTRIBUTE = /^a=(rtpmap|fmtp|rtcp-fb):(\S+)/;

function reduceToFormats(section: Section, mLine: readonly string[], kept: readonly string[]): string[] {
  const reduced = section.lines.slice(1).filter((line) => {
    if (line.startsWith("a=candidate:")) return hasAddressLiteral(line);
    const format = PER_FORMAT_ATTRIBUTE.exec(line)?.[2];
    return format === undefined || format === "*" || kept.includes(format);
  });
  return [[...mLine.slice(0, 3), ...kept].join(" "), ...reduced];
}

/**
 * RFC 8839 §5.1: a candidate's address may be a name (Chromium's mDNS `….local`). werift would look
 * it up (DNS, or multicast on every interface): a caller would steer our lookups, and a server cannot
 * reach a browser's LAN name anyway. The browser's own checks reveal its address (peer-reflexive).
 */
function hasAddressLiteral(candidateLine: string): boolean {
  return isIP(candidateLine.split(" ")[4] ?? "") !== 0;
}
