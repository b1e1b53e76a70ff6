import { describe, expect, it } from "vitest";
import type { VideoLine } from "../../video/commands";
import { testCall, testOutgoingCall } from "./call-fixtures";
import {
  incomingSipTreatment,
  incomingTreatment,
  incomingVideoTreatment,
  ringingSound,
} from "./call-waiting";

const noVideo: VideoLine = { busy: false, ringing: false, ringingOut: false, held: false };
const onVideo: VideoLine = { busy: true, ringing: false, ringingOut: false, held: false };
const videoRinging: VideoLine = { busy: false, ringing: true, ringingOut: false, held: false };
const talking = testOutgoingCall({ id: "talk" });
const ringing = testCall({ id: "new" });

describe("incomingTreatment (spec 1 §4 call waiting)", () => {
  it("rings when no other call has the line, whatever call waiting says", () => {
    expect(incomingTreatment(true, false)).toBe("ring");
    expect(incomingTreatment(false, false)).toBe("ring");
  });

  it("rings as call waiting while another call has the line and call waiting is on", () => {
    expect(incomingTreatment(true, true)).toBe("waiting");
  });

  it("ignores the call while another call has the line and call waiting is off", () => {
    expect(incomingTreatment(false, true)).toBe("ignore");
  });
});

describe("a SIP call and a video call together", () => {
  it("treats a video call placed or answered as another call for an incoming SIP call", () => {
    expect(incomingSipTreatment([], onVideo, true)).toBe("waiting");
    expect(incomingSipTreatment([], onVideo, false)).toBe("ignore");
    expect(incomingSipTreatment([], noVideo, false)).toBe("ring");
    // A video offer still ringing is no call on the line yet.
    expect(incomingSipTreatment([], videoRinging, false)).toBe("ring");
  });

  it("treats an answered SIP call as another call for a video offer", () => {
    expect(incomingVideoTreatment([talking], true)).toBe("waiting");
    expect(incomingVideoTreatment([talking], false)).toBe("ignore");
    expect(incomingVideoTreatment([testOutgoingCall({ status: "ringing", answerTime: null })], false)).toBe(
      "ring",
    );
  });

  it("plays the waiting tone, not the full ring, for a call that waits", () => {
    expect(ringingSound([ringing], noVideo)).toBe("ring");
    expect(ringingSound([talking, ringing], noVideo)).toBe("waiting");
    expect(ringingSound([ringing], onVideo)).toBe("waiting");
    expect(ringingSound([talking], videoRinging)).toBe("waiting");
    expect(ringingSound([], videoRinging)).toBe("ring");
    expect(ringingSound([talking], onVideo)).toBeNull();
  });
});
