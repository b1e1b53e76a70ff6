import { describe, expect, it } from "vitest";
import { blfEntry } from "../test/blf-entries";
import { directActionName, menuActions, videoAction } from "./tile-actions";

describe("a tile's video call (spec 1 §4: offered only when video is enabled and the colleague is online with video)", () => {
  it("is offered for a colleague whose video device is connected, with the full number and the name", () => {
    expect(videoAction(blfEntry(), true)).toEqual({
      id: "videoCall",
      label: "Video call",
      number: "400011002",
      name: "Bob Brown",
    });
    expect(menuActions(blfEntry(), "available", true).map((action) => action.label)).toEqual([
      "Call",
      "Video call",
    ]);
    expect(videoAction(blfEntry({ type: "P" }), true)).toMatchObject({ id: "videoCall" });
  });

  it("is named so that the voice call's name does not also find it", () => {
    const video = videoAction(blfEntry(), true);
    expect(video && directActionName(video, "Bob Brown")).toBe("Video call with Bob Brown");
    expect(video && directActionName(video, "Bob Brown").includes("Call Bob Brown")).toBe(false);
  });

  it("is not offered while video is off on this device", () => {
    expect(videoAction(blfEntry(), false)).toBeNull();
    expect(menuActions(blfEntry(), "available", false).map((action) => action.id)).toEqual(["call"]);
  });

  it("is not offered for a colleague without a connected video device", () => {
    expect(videoAction(blfEntry({ video: "0" }), true)).toBeNull();
    expect(videoAction(blfEntry({ video: "0", online: "0", status: "offline" }), true)).toBeNull();
  });

  it("is never offered for the user's own line, speed dials, voicemail or the headset key", () => {
    for (const type of ["L", "D", "S", "V", "H"] as const) {
      expect(videoAction(blfEntry({ type }), true)).toBeNull();
      expect(menuActions(blfEntry({ type }), null, true).map((action) => action.id)).not.toContain(
        "videoCall",
      );
    }
    expect(videoAction(blfEntry({ stype: "external" }), true)).toBeNull();
  });
});

describe("the chat action (spec 2 §6: BLF or pickup keys with the chat flag, chat enabled)", () => {
  it("is offered for a colleague's B or P key with the chat flag, only while chat is enabled", () => {
    const colleague = blfEntry({ type: "B", blf_number: "1002", chat: "1" });
    expect(menuActions(colleague, null, false, true).map((action) => action.id)).toContain("chat");
    expect(menuActions({ ...colleague, type: "P" }, null, false, true).map((action) => action.id)).toContain(
      "chat",
    );
    expect(menuActions(colleague, null, false, false).map((action) => action.id)).not.toContain("chat");
    expect(
      menuActions({ ...colleague, chat: "0" }, null, false, true).map((action) => action.id),
    ).not.toContain("chat");
    expect(
      menuActions({ ...colleague, type: "D" }, null, false, true).map((action) => action.id),
    ).not.toContain("chat");
  });

  it("is named for the colleague", () => {
    expect(directActionName({ id: "chat", label: "Chat", number: "1002" }, "Bob Brown")).toBe(
      "Chat with Bob Brown",
    );
  });
});
