import { type Mock, describe, expect, it, vi } from "vitest";
import { LateMicrophone, type LateMicrophoneCall } from "./late-microphone";

function microphone() {
  const track = { kind: "audio", enabled: true, stop: vi.fn() };
  const stream = { getAudioTracks: () => [track], getTracks: () => [track] } as unknown as MediaStream;
  return { track, stream };
}

function sender(track: object | null = null) {
  return { track, replaceTrack: vi.fn(() => Promise.resolve()) };
}

function call(silenced = false): LateMicrophoneCall & { refused: Mock<() => void> } {
  return { silenced: () => silenced, refused: vi.fn<() => void>() };
}

const settled = () => new Promise((resolve) => setTimeout(resolve, 0));

describe("a microphone that joins its call after the INVITE left (issue 8 §4)", () => {
  it("takes the offer's empty audio sender once open", async () => {
    const { track, stream } = microphone();
    const audio = sender();
    new LateMicrophone(Promise.resolve(stream), audio as unknown as RTCRtpSender, call());
    await settled();
    expect(audio.replaceTrack).toHaveBeenCalledWith(track);
    expect(track.enabled).toBe(true);
  });

  it("arrives silent on a call muted or held meanwhile", async () => {
    const { track, stream } = microphone();
    new LateMicrophone(Promise.resolve(stream), sender() as unknown as RTCRtpSender, call(true));
    await settled();
    expect(track.enabled).toBe(false);
  });

  it("leaves a sender the conference mix has taken", async () => {
    const { stream } = microphone();
    const audio = sender({ kind: "audio" });
    new LateMicrophone(Promise.resolve(stream), audio as unknown as RTCRtpSender, call());
    await settled();
    expect(audio.replaceTrack).not.toHaveBeenCalled();
  });

  it("tells its call when the browser refuses it", async () => {
    const owner = call();
    new LateMicrophone(
      Promise.reject(new Error("NotReadableError")),
      sender() as unknown as RTCRtpSender,
      owner,
    );
    await settled();
    expect(owner.refused).toHaveBeenCalledTimes(1);
  });

  it("closes a microphone that opens after its call ended, and says nothing of a late refusal", async () => {
    const { track, stream } = microphone();
    const audio = sender();
    let open: (stream: MediaStream) => void = () => undefined;
    const late = new LateMicrophone(
      new Promise<MediaStream>((resolve) => (open = resolve)),
      audio as unknown as RTCRtpSender,
      call(),
    );
    late.stop();
    open(stream);
    await settled();
    expect(track.stop).toHaveBeenCalled();
    expect(audio.replaceTrack).not.toHaveBeenCalled();

    const owner = call();
    new LateMicrophone(Promise.reject(new Error("gone")), sender() as unknown as RTCRtpSender, owner).stop();
    await settled();
    expect(owner.refused).not.toHaveBeenCalled();
  });

  it("stops the microphone with its call", async () => {
    const { track, stream } = microphone();
    const late = new LateMicrophone(Promise.resolve(stream), sender() as unknown as RTCRtpSender, call());
    await settled();
    late.stop();
    expect(track.stop).toHaveBeenCalled();
  });
});
