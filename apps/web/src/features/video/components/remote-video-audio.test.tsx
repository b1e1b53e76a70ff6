import { act, render } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { updateSettings } from "../../../shared/settings/settings-store";
import { useVideoStreamsStore } from "../model/video-streams-store";
import { RemoteVideoAudio } from "./remote-video-audio";

describe("the far side's sound in a video call", () => {
  const setSinkId = vi.fn(function (this: HTMLMediaElement & { sinkId: string }, id: string) {
    this.sinkId = id;
    return Promise.resolve();
  });
  beforeEach(() => {
    Object.defineProperty(HTMLMediaElement.prototype, "setSinkId", { value: setSinkId, configurable: true });
    Object.defineProperty(HTMLMediaElement.prototype, "sinkId", {
      value: "",
      configurable: true,
      writable: true,
    });
  });
  afterEach(() => {
    Reflect.deleteProperty(HTMLMediaElement.prototype, "setSinkId");
    Reflect.deleteProperty(HTMLMediaElement.prototype, "sinkId");
    useVideoStreamsStore.setState({ local: null, remote: null });
    updateSettings({ audioOutput: "default" });
    setSinkId.mockClear();
  });

  it("plays on the speaker chosen in the settings (audioOutput), and moves when another is chosen", () => {
    updateSettings({ audioOutput: "speaker-2" });
    render(<RemoteVideoAudio />);
    act(() => useVideoStreamsStore.setState({ remote: {} as MediaStream }));
    expect(setSinkId).toHaveBeenLastCalledWith("speaker-2");
    act(() => updateSettings({ audioOutput: "headset-7" }));
    expect(setSinkId).toHaveBeenLastCalledWith("headset-7");
  });

  it("leaves the system default to the browser", () => {
    render(<RemoteVideoAudio />);
    act(() => useVideoStreamsStore.setState({ remote: {} as MediaStream }));
    expect(setSinkId).not.toHaveBeenCalled();
  });
});
