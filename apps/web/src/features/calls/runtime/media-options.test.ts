import { afterEach, describe, expect, it } from "vitest";
import { useSettingsStore } from "../../../shared/settings/settings-store";
import { iceServersOf, mediaOptions } from "./media-options";

describe("media options", () => {
  afterEach(() => useSettingsStore.getState().update({ audioInput: "default", echoCancellation: true }));

  it("takes STUN servers as they are and gives TURN servers the ephemeral credentials", () => {
    expect(
      iceServersOf(["stun:stun.example.net:3478", "turns:turn.example.net:5349"], "1700:400011001", "pw"),
    ).toEqual([
      { urls: ["stun:stun.example.net:3478"] },
      { urls: ["turns:turn.example.net:5349"], username: "1700:400011001", credential: "pw" },
    ]);
    expect(iceServersOf([], "u", "p")).toEqual([]);
  });

  it("asks for the chosen microphone, preferred rather than required, with the processing switches", () => {
    useSettingsStore.getState().update({ audioInput: "mic-2", echoCancellation: false });
    expect(mediaOptions([]).mediaConstraints).toEqual({
      audio: {
        deviceId: { ideal: "mic-2" },
        echoCancellation: false,
        noiseSuppression: true,
        autoGainControl: true,
      },
      video: false,
    });
  });
});
