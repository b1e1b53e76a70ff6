import { afterEach, describe, expect, it } from "vitest";
import { createMediaHarness } from "../test-support/media-harness";
import { dominantFrequency, toneShare, trimSilence } from "../test-support/audio-analysis";
import { concat, durationMsOf, silence, tone } from "./pcm";

const harness = createMediaHarness();
afterEach(() => harness.close());
const call = (...args: Parameters<typeof harness.call>) => harness.call(...args);
const endpoint = () => harness.endpoint();

describe("media endpoint with a WebRTC peer", () => {
  it("answers a Chromium-style offer with PCMU and connects", async () => {
    const { session } = await call(endpoint());
    expect(session.codec).toBe("PCMU");
    expect(session.answerSdp).toMatch(/^m=audio \d+ UDP\/TLS\/RTP\/SAVPF 0 126\r$/m);
    expect(session.answerSdp).toContain("a=rtpmap:126 telephone-event/8000");
    expect(session.answerSdp).not.toMatch(/opus/i);
  });

  it("answers with PCMA when the browser offers no PCMU, and plays through it", async () => {
    const { peer, session } = await call(endpoint(), ["opus", "PCMA", "telephone-event"]);
    expect(session.codec).toBe("PCMA");
    await session.play(tone(600, 400));
    await expect.poll(() => peer.received().samples.length).toBeGreaterThanOrEqual(3200 - 160);
    expect(toneShare(peer.received().samples, 600)).toBeGreaterThan(0.8);
  });

  it("plays a tone the peer receives", async () => {
    const { peer, session } = await call(endpoint());
    const result = await session.play(tone(440, 600));
    expect(result).toEqual({});
    await expect.poll(() => peer.received().samples.length).toBeGreaterThanOrEqual(4800 - 160);
    const heard = peer.received().samples;
    expect(toneShare(heard, 440)).toBeGreaterThan(0.8);
    expect(dominantFrequency(heard)).toBe(440);
  });

  it("records what the peer sends, in order and at its length, until #", async () => {
    const { peer, session } = await call(endpoint());
    const recording = session.record({ maxMs: 10_000, endOnDigits: "#" });
    await peer.sendAudio(concat(tone(600, 500), tone(1400, 500)));
    await peer.sendDigit("#");
    const { audio, durationMs, endedBy } = await recording;
    expect(endedBy).toBe("digit");
    expect(Math.abs(durationMs - 1000)).toBeLessThanOrEqual(60);
    const sound = trimSilence(audio);
    expect(Math.abs(durationMsOf({ sampleRate: 8000, samples: sound }) - 1000)).toBeLessThanOrEqual(60);
    expect(dominantFrequency(sound.subarray(400, 3600))).toBe(600);
    expect(dominantFrequency(sound.subarray(4400, 7600))).toBe(1400);
  });

  it("collects RFC 4733 digits, each key press once", async () => {
    const { peer, session } = await call(endpoint());
    const digits = session.collectDigits({ max: 4, timeoutMs: 5000 });
    for (const digit of "12*9") await peer.sendDigit(digit);
    await expect(digits).resolves.toBe("12*9");
  });

  it("stops a play when a digit arrives, and keeps the digit", async () => {
    const { peer, session } = await call(endpoint());
    const playing = session.play(concat(tone(440, 5000), silence(100)), { interruptOnDigit: true });
    await peer.sendDigit("5");
    await expect(playing).resolves.toEqual({ interruptedBy: "5" });
    await expect(session.collectDigits({ max: 1, timeoutMs: 1000 })).resolves.toBe("5");
  });

  it("stops a play on its signal, and lets a new play replace the current one", async () => {
    const { peer, session } = await call(endpoint());
    const abort = new AbortController();
    const first = session.play(tone(440, 10_000), { signal: abort.signal });
    await expect.poll(() => peer.received().samples.length).toBeGreaterThan(800);
    abort.abort();
    await expect(first).resolves.toEqual({});
    const second = session.play(tone(440, 10_000));
    const third = session.play(tone(1200, 400));
    await expect(second).resolves.toEqual({});
    await expect(third).resolves.toEqual({});
    expect(peer.received().samples.length).toBeLessThan(8000 * 3);
  });

  it("ends a recording at maxMs, and never beyond limits.maxRecordingMs", async () => {
    const { peer, session } = await call(harness.endpoint({ maxRecordingMs: 600 }));
    const recording = session.record({ maxMs: 10_000 });
    const sending = peer.sendAudio(tone(800, 1500));
    const { durationMs, endedBy } = await recording;
    await sending;
    expect(endedBy).toBe("limit");
    expect(durationMs).toBeLessThanOrEqual(600);
    expect(durationMs).toBeGreaterThan(400);
  });

  it("ends a recording on its signal, and keeps digits that are not its end digits", async () => {
    const { peer, session } = await call(endpoint());
    const abort = new AbortController();
    const recording = session.record({ maxMs: 10_000, endOnDigits: "#", signal: abort.signal });
    await peer.sendAudio(tone(500, 300));
    await peer.sendDigit("4");
    await expect.poll(() => session.collectDigits({ max: 1, timeoutMs: 50 })).toBe("4");
    abort.abort();
    const { endedBy, durationMs } = await recording;
    expect(endedBy).toBe("signal");
    expect(durationMs).toBeGreaterThanOrEqual(300 - 60);
  });

  it("collects digits until a terminator, which is not returned", async () => {
    const { peer, session } = await call(endpoint());
    const digits = session.collectDigits({ max: 10, timeoutMs: 5000, terminators: "#" });
    for (const digit of "42#") await peer.sendDigit(digit);
    await expect(digits).resolves.toBe("42");
  });

  it("takes SIP INFO digits pushed by the signalling like RTP ones", async () => {
    const { session } = await call(endpoint());
    const heard: string[] = [];
    session.onDigit((digit) => heard.push(digit));
    const digits = session.collectDigits({ max: 2, timeoutMs: 5000 });
    session.pushDigit("7");
    session.pushDigit("x"); // not a digit: ignored
    session.pushDigit("*");
    await expect(digits).resolves.toBe("7*");
    expect(heard).toEqual(["7", "*"]);
  });
});
