import { afterEach, describe, expect, it } from "vitest";
import { createBrowserPeer, type BrowserPeer } from "../test-support/browser-peer";
import { dominantFrequency, toneShare, trimSilence } from "../test-support/audio-analysis";
import { createMediaEndpoint, type MediaEndpoint, type MediaSession } from "./media-endpoint";
import { concat, durationMsOf, silence, tone } from "./pcm";

const PORTS = [41000, 41099] as const;
const cleanups: (() => Promise<void>)[] = [];

afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

function endpoint(limits: Parameters<typeof createMediaEndpoint>[0]["limits"] = {}): MediaEndpoint {
  const created = createMediaEndpoint({ bindAddress: "127.0.0.1", portRange: PORTS, limits });
  cleanups.push(() => created.close());
  return created;
}

async function call(
  media: MediaEndpoint,
  peer?: BrowserPeer,
): Promise<{ peer: BrowserPeer; session: MediaSession }> {
  const browser = peer ?? (await createBrowserPeer());
  cleanups.push(() => browser.close());
  const session = await media.answer(browser.offerSdp);
  await browser.accept(session.answerSdp);
  await Promise.all([session.connected(), browser.connected()]);
  return { peer: browser, session };
}

describe("media endpoint with a WebRTC peer", () => {
  it("answers a Chromium-style offer with PCMU and connects", async () => {
    const { session } = await call(endpoint());
    expect(session.codec).toBe("PCMU");
    expect(session.answerSdp).toMatch(/^m=audio \d+ UDP\/TLS\/RTP\/SAVPF 0 126\r$/m);
    expect(session.answerSdp).toContain("a=rtpmap:126 telephone-event/8000");
    expect(session.answerSdp).not.toMatch(/opus/i);
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

  it("records what the peer sends, until # ", async () => {
    const { peer, session } = await call(endpoint());
    const recording = session.record({ maxMs: 10_000, endOnDigits: "#" });
    await peer.sendAudio(tone(1000, 1000));
    await peer.sendDigit("#");
    const { audio, durationMs, endedBy } = await recording;
    expect(endedBy).toBe("digit");
    expect(Math.abs(durationMs - 1000)).toBeLessThanOrEqual(60);
    expect(dominantFrequency(audio.samples)).toBe(1000);
    expect(durationMsOf({ sampleRate: 8000, samples: trimSilence(audio) })).toBeGreaterThan(900);
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
});
