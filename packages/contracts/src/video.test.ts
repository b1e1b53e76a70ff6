import { describe, expect, it } from "vitest";
import {
  VIDEO_MAX_CANDIDATE_BYTES,
  VIDEO_MAX_SDP_BYTES,
  callUserSchema,
  iceCandidatePayloadSchema,
  rsdpSchema,
  setNumberSchema,
} from "./video";

const offer = { type: "offer", sdp: "v=0\r\n" } as const;

describe("video signalling contracts", () => {
  it("accepts a call to a colleague's extension with an offer", () => {
    expect(callUserSchema.parse({ to: " 1002 ", sdp: offer })).toEqual({ to: "1002", sdp: offer });
  });

  it("refuses an answer where the initial offer belongs", () => {
    const result = callUserSchema.safeParse({ to: "1002", sdp: { type: "answer", sdp: "v=0" } });
    expect(result.error?.issues[0]?.path).toEqual(["sdp", "type"]);
  });

  it("measures the SDP limit in UTF-8 bytes, not characters", () => {
    const atLimit = "a".repeat(VIDEO_MAX_SDP_BYTES);
    const overInBytes = "é".repeat(VIDEO_MAX_SDP_BYTES / 2 + 1);
    expect(rsdpSchema.safeParse({ callId: "c", sdp: { type: "answer", sdp: atLimit } }).success).toBe(true);
    expect(rsdpSchema.safeParse({ callId: "c", sdp: { type: "answer", sdp: overInBytes } }).success).toBe(
      false,
    );
  });

  it("refuses an oversized ICE candidate and accepts the end-of-candidates marker", () => {
    const long = { candidate: "x".repeat(VIDEO_MAX_CANDIDATE_BYTES + 1), sdpMid: "0", sdpMLineIndex: 0 };
    expect(iceCandidatePayloadSchema.safeParse({ callId: "c", candidate: long }).success).toBe(false);
    expect(iceCandidatePayloadSchema.safeParse({ callId: "c", candidate: { candidate: "" } }).success).toBe(
      true,
    );
  });

  it("needs an explicit on or off with the device's number", () => {
    expect(setNumberSchema.safeParse({ number: "100001001" }).success).toBe(false);
    expect(setNumberSchema.safeParse({ number: "sip:1001", enabled: true }).success).toBe(false);
  });
});
