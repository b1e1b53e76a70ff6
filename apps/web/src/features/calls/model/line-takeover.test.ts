import { describe, expect, it } from "vitest";
import type { VideoLine } from "../../video/commands";
import { testCall, testOutgoingCall } from "./call-fixtures";
import { sipTookTheLine, videoTookTheLine } from "./line-takeover";

const idle: VideoLine = { busy: false, ringing: false, ringingOut: false, held: false };
const up: VideoLine = { busy: true, ringing: false, ringingOut: false, held: false };
const held: VideoLine = { busy: true, ringing: false, ringingOut: false, held: true };

describe("which call takes the line (spec 1 §4: becoming active unholds, becoming inactive holds)", () => {
  it("a SIP call placed, an incoming one answered, a held one resumed", () => {
    const placed = testOutgoingCall({ status: "init", answerTime: null });
    expect(sipTookTheLine([placed], [])).toBe(true);
    const ringing = testCall();
    expect(sipTookTheLine([ringing], [])).toBe(false);
    expect(sipTookTheLine([{ ...ringing, status: "answered" }], [ringing])).toBe(true);
    const onHold = testOutgoingCall({ localHold: true });
    expect(sipTookTheLine([{ ...onHold, localHold: false }], [onHold])).toBe(true);
  });

  it("not a SIP call put on hold or ending", () => {
    const talking = testOutgoingCall();
    expect(sipTookTheLine([{ ...talking, localHold: true }], [talking])).toBe(false);
    expect(sipTookTheLine([{ ...talking, status: "ended" }], [talking])).toBe(false);
  });

  it("a video call placed or answered, or resumed from hold", () => {
    expect(videoTookTheLine(up, idle)).toBe(true);
    expect(videoTookTheLine(up, { ...idle, ringing: true })).toBe(true);
    expect(videoTookTheLine(up, held)).toBe(true);
    expect(videoTookTheLine(held, up)).toBe(false);
    expect(videoTookTheLine({ ...idle, ringing: true }, idle)).toBe(false);
    expect(videoTookTheLine(idle, held)).toBe(false);
  });
});
