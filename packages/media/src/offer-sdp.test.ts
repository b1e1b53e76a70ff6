import { randomBytes } from "node:crypto";
import { describe, expect, it } from "vitest";
import { CHROMIUM_AUDIO_OFFER } from "../test-support/chromium-offer";
import { MediaOfferError } from "./errors";
import { acceptOffer } from "./offer-sdp";

const withoutCodec = (sdp: string, payloadType: string) =>
  sdp
    .replace(/^(m=audio .*)$/m, (line) =>
      line
        .split(" ")
        .filter((token, index) => index < 3 || token !== payloadType)
        .join(" "),
    )
    .replace(new RegExp(`^a=rtpmap:${payloadType} .*\\r\\n`, "m"), "");

describe("acceptOffer", () => {
  it("chooses PCMU and telephone-event/8000 from Chromium's offer, and keeps only those for werift", () => {
    const accepted = acceptOffer(CHROMIUM_AUDIO_OFFER);
    expect(accepted).toMatchObject({ codec: "PCMU", codecPayloadType: 0, telephoneEventPayloadType: 126 });
    expect(accepted.sdp).toMatch(/^m=audio 50123 UDP\/TLS\/RTP\/SAVPF 0 126\r$/m);
    expect(accepted.sdp).not.toMatch(/opus|telephone-event\/48000|a=fmtp:111|a=rtcp-fb:111/);
    expect(accepted.sdp).toContain("a=fingerprint:sha-256");
    expect(accepted.sdp).toContain("a=candidate:1467250027 1 udp");
  });

  it("drops candidates named by host name (mDNS), so a caller cannot make us look names up", () => {
    const named = CHROMIUM_AUDIO_OFFER.replace(
      "a=candidate:1467250027",
      "a=candidate:2 1 udp 2122260223 0b4e2a1c-7d3f-4c55-9a1e-3f2b6c8d9e10.local 50124 typ host generation 0\r\na=candidate:1467250027",
    );
    const { sdp } = acceptOffer(named);
    expect(sdp).not.toContain(".local");
    expect(sdp).toContain("a=candidate:1467250027 1 udp 2122260223 127.0.0.1 50123 typ host");
  });

  it("falls back to PCMA when PCMU is not offered", () => {
    expect(acceptOffer(withoutCodec(CHROMIUM_AUDIO_OFFER, "0"))).toMatchObject({
      codec: "PCMA",
      codecPayloadType: 8,
    });
  });

  it("answers without digits when telephone-event/8000 is not offered", () => {
    expect(acceptOffer(withoutCodec(CHROMIUM_AUDIO_OFFER, "126")).telephoneEventPayloadType).toBeUndefined();
  });

  it.each([
    ["an empty offer", "", /empty/],
    ["garbage", "hello there\r\nthis is no SDP", /v=0/],
    ["a bad line", "v=0\r\no=- 1 1 IN IP4 0.0.0.0\r\n{not sdp}\r\n", /bad line/],
    ["no audio m-line", CHROMIUM_AUDIO_OFFER.replace("m=audio", "m=video"), /no audio m-line/],
    [
      "only Opus",
      withoutCodec(withoutCodec(CHROMIUM_AUDIO_OFFER, "0"), "8"),
      /no PCMU or PCMA \(offered: opus\/48000/,
    ],
    ["plain RTP", CHROMIUM_AUDIO_OFFER.replace("UDP/TLS/RTP/SAVPF", "RTP/AVP"), /not DTLS-SRTP/],
    ["no fingerprint", CHROMIUM_AUDIO_OFFER.replace(/^a=fingerprint.*\r\n/m, ""), /fingerprint/],
    ["no ICE credentials", CHROMIUM_AUDIO_OFFER.replace(/^a=ice-pwd.*\r\n/m, ""), /ICE/],
    ["a rejected audio m-line", CHROMIUM_AUDIO_OFFER.replace("m=audio 50123", "m=audio 0"), /rejected/],
  ])("refuses %s with a MediaOfferError that says why", (_, sdp, message) => {
    expect(() => acceptOffer(sdp)).toThrow(MediaOfferError);
    expect(() => acceptOffer(sdp)).toThrow(message);
  });

  it("throws only MediaOfferError on junk (fuzz)", () => {
    const lines = CHROMIUM_AUDIO_OFFER.split("\r\n");
    for (let round = 0; round < 2000; round += 1) {
      const bytes = randomBytes(round % 7);
      const mangled = lines
        .filter(() => Math.random() > 0.1)
        .map((line) =>
          Math.random() < 0.1
            ? line.slice(0, Math.floor(Math.random() * line.length)) + bytes.toString("latin1")
            : line,
        )
        .join(Math.random() < 0.5 ? "\r\n" : "\n");
      try {
        acceptOffer(mangled);
      } catch (error) {
        expect(error).toBeInstanceOf(MediaOfferError);
      }
    }
    for (const value of [undefined, null, 42, {}, "v=0", "v=0\r\n".repeat(20_000)]) {
      expect(() => acceptOffer(value)).toThrow(MediaOfferError);
    }
  });
});
