import { describe, expect, it } from "vitest";
import { blfEntry } from "../test/blf-entries";
import { callSeconds, formatCallTime } from "./call-time";
import { hasCallTime, lampOf, presenceLine } from "./lamp";
import { directAction, directActionName, menuActions } from "./tile-actions";

describe("a tile's lamp and presence line", () => {
  it("shows a call over DND, DND over the chosen status, and the status text when free", () => {
    const onCall = blfEntry({ status: "oncall", dnd: "1", start: 100 });
    expect(lampOf(onCall)).toBe("onCall");
    expect(presenceLine(onCall, "onCall")).toBe("On a call");
    expect(hasCallTime(onCall, "onCall")).toBe(true);

    const dnd = blfEntry({ dnd: "1", mobex_status: "Lunch" });
    expect(lampOf(dnd)).toBe("dnd");
    expect(presenceLine(dnd, "dnd")).toBe("Do Not Disturb");

    const free = blfEntry({ mobex_status: "In the office" });
    expect(presenceLine(free, lampOf(free))).toBe("In the office");
    expect(presenceLine(blfEntry(), "available")).toBe("Available");
  });

  it("marks unavailable and unregistered colleagues with X, and keys have no lamp", () => {
    expect(lampOf(blfEntry({ online_status: "U" }))).toBe("unavailable");
    expect(lampOf(blfEntry({ status: "offline", online: "0" }))).toBe("offline");
    expect(lampOf(blfEntry({ status: "ringing", start: 5 }))).toBe("ringing");
    expect(lampOf(blfEntry({ type: "D" }))).toBeNull();
    expect(lampOf(blfEntry({ type: "L" }))).toBe("available");
  });

  it("counts the call time from start", () => {
    expect(callSeconds(1_000, 1_065_900)).toBe(65);
    expect(callSeconds(2_000, 1_000_000)).toBe(0);
    expect(formatCallTime(65)).toBe("1:05");
    expect(formatCallTime(3_725)).toBe("1:02:05");
  });
});

describe("a tile's actions", () => {
  it("offers Pick up while a colleague's phone rings, and Call", () => {
    const ringing = blfEntry({ status: "ringing", start: 5 });
    expect(menuActions(ringing, lampOf(ringing), false).map((a) => a.label)).toEqual(["Pick up", "Call"]);
    expect(menuActions(blfEntry(), "available", false).map((a) => a.label)).toEqual(["Call"]);
    expect(directAction(blfEntry(), "available")).toMatchObject({ id: "call" });
    expect(directAction(ringing, lampOf(ringing))).toMatchObject({ id: "pickUp" });
  });

  it("speed dials D and S keys directly; voicemail dials *1", () => {
    expect(directAction(blfEntry({ type: "D", blf_number: "0800" }), null)).toMatchObject({
      id: "speedDial",
      number: "0800",
    });
    expect(directAction(blfEntry({ type: "V", blf_number: "1001" }), null)).toMatchObject({
      id: "voicemail",
      number: "*1",
    });
  });

  it("picks up with a P tile while it rings and calls otherwise; never calls your own line", () => {
    const pickup = blfEntry({ type: "P", status: "ringing" });
    expect(directAction(pickup, lampOf(pickup))).toMatchObject({ id: "pickUp" });
    expect(directAction(blfEntry({ type: "P" }), "available")).toMatchObject({ id: "call" });
    expect(menuActions(blfEntry({ type: "L" }), "available", false)).toEqual([]);
    expect(directAction(blfEntry({ type: "L" }), "available")).toBeNull();
  });

  it("answers or hangs up with the headset key, directly and from its menu", () => {
    const headset = blfEntry({ type: "H", blf_name: "Headset" });
    expect(directAction(headset, lampOf(headset))).toEqual({
      id: "answerOrHangUp",
      label: "Answer or hang up",
    });
    expect(menuActions(headset, null, false).map((a) => a.label)).toEqual(["Answer or hang up"]);
  });

  it("names the direct action after whom it reaches", () => {
    expect(directActionName({ id: "call", label: "Call", number: "1002" }, "Bob Brown")).toBe(
      "Call Bob Brown",
    );
    expect(directActionName({ id: "voicemail", label: "Call voicemail", number: "*1" }, "Voicemail")).toBe(
      "Call voicemail",
    );
  });
});
