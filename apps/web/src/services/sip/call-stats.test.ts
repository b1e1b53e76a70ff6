import { describe, expect, it } from "vitest";
import { callStatsOf } from "./call-stats";

describe("call statistics", () => {
  it("reads jitter, loss and packets from the audio inbound stream and RTT from the receiver report", () => {
    const report = new Map<string, unknown>([
      ["v", { type: "inbound-rtp", kind: "video", packetsReceived: 999 }],
      ["a", { type: "inbound-rtp", kind: "audio", jitter: 0.004, packetsLost: 2, packetsReceived: 480 }],
      ["r", { type: "remote-inbound-rtp", kind: "audio", roundTripTime: 0.012, fractionLost: 0.01 }],
    ]);
    expect(callStatsOf(report)).toEqual({
      jitter: 0.004,
      packetsLost: 2,
      packetsReceived: 480,
      roundTripTime: 0.012,
      fractionLost: 0.01,
    });
  });

  it("has no figures before audio arrives, and no RTT before a receiver report", () => {
    expect(callStatsOf(new Map())).toBeNull();
    const early = new Map<string, unknown>([
      ["a", { type: "inbound-rtp", kind: "audio", packetsReceived: 3 }],
    ]);
    expect(callStatsOf(early)).toMatchObject({ packetsReceived: 3, roundTripTime: null, fractionLost: null });
  });
});
