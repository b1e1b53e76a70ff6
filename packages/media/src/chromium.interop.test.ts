/// <reference lib="dom" />
// The endpoint against the browser it serves: Debian's Chromium (through Playwright), with a fake
// microphone playing a known tone, answering Chromium's own offer. Chromium's candidates are kept
// to loopback (ARCHITECTURE.md, Tests: media stays on loopback). The DOM lib above types the code
// that runs in the page.
import { existsSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { createServer, type Server } from "node:http";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { chromium, type Browser, type Page } from "@playwright/test";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { dominantFrequency, trimSilence } from "../test-support/audio-analysis";
import { createMediaEndpoint } from "./media-endpoint";
import type { MediaEndpoint } from "./media-types";
import { encodeWav, tone } from "./pcm";

const CHROMIUM = "/usr/bin/chromium";
const MICROPHONE_HZ = 700;

declare global {
  interface Window {
    peer: RTCPeerConnection;
    analyser: AnalyserNode;
  }
}

describe.skipIf(!existsSync(CHROMIUM))("media endpoint with Chromium", () => {
  let browser: Browser;
  let page: Page;
  let server: Server;
  let media: MediaEndpoint;
  let directory: string;

  beforeAll(async () => {
    directory = mkdtempSync(join(tmpdir(), "media-chromium-"));
    const microphone = join(directory, "microphone.wav");
    writeFileSync(microphone, encodeWav(tone(MICROPHONE_HZ, 10_000, 0.5)));
    browser = await chromium.launch({
      executablePath: CHROMIUM,
      args: [
        "--use-fake-ui-for-media-stream",
        "--use-fake-device-for-media-stream",
        `--use-file-for-fake-audio-capture=${microphone}`,
        "--allow-loopback-in-peer-connection",
        "--autoplay-policy=no-user-gesture-required",
        "--no-sandbox",
        "--disable-gpu",
        // Outside the end-to-end run's namespace: nothing but this page's loopback traffic.
        "--disable-background-networking",
        "--disable-component-update",
        "--disable-sync",
        "--disable-quic",
        "--no-first-run",
      ],
    });
    // getUserMedia wants a secure context: a page from http://127.0.0.1 is one.
    server = createServer((_, response) => response.end("<!doctype html><title>media</title>"));
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    const address = server.address();
    page = await browser.newPage();
    await page.goto(`http://127.0.0.1:${typeof address === "object" && address ? address.port : 0}/`);
    media = createMediaEndpoint({ bindAddress: "127.0.0.1", portRange: [41500, 41599] });
  }, 60_000);

  afterAll(async () => {
    await media?.close();
    await browser?.close();
    server?.close();
    if (directory) rmSync(directory, { recursive: true, force: true });
  });

  it("answers Chromium's offer, plays to it, records its microphone and hears its DTMF", async () => {
    const offer = await page.evaluate(async () => {
      const microphone = await navigator.mediaDevices.getUserMedia({ audio: true });
      window.peer = new RTCPeerConnection();
      // Chromium decodes (and measures the energy of) received audio only when something plays it.
      window.peer.addEventListener("track", ({ streams }) => {
        const speaker = new Audio();
        speaker.srcObject = streams[0] ?? null;
        void speaker.play();
        const context = new AudioContext();
        window.analyser = context.createAnalyser();
        window.analyser.fftSize = 4096;
        context.createMediaStreamSource(speaker.srcObject as MediaStream).connect(window.analyser);
      });
      for (const track of microphone.getTracks()) window.peer.addTrack(track, microphone);
      await window.peer.setLocalDescription(await window.peer.createOffer());
      await new Promise<void>((resolve) => {
        if (window.peer.iceGatheringState === "complete") resolve();
        window.peer.addEventListener(
          "icegatheringstatechange",
          () => window.peer.iceGatheringState === "complete" && resolve(),
        );
      });
      return window.peer.localDescription?.sdp ?? "";
    });
    const loopbackOnly = offer
      .split("\r\n")
      .filter((line) => !line.startsWith("a=candidate:") || line.split(" ")[4] === "127.0.0.1")
      .join("\r\n");
    expect(loopbackOnly).toContain(" 127.0.0.1 ");

    const session = await media.answer(loopbackOnly);
    expect(session.codec).toBe("PCMU");
    await page.evaluate(
      (sdp) => window.peer.setRemoteDescription({ type: "answer", sdp }),
      session.answerSdp,
    );
    await session.connected();
    await expect.poll(() => page.evaluate(() => window.peer.connectionState)).toBe("connected");

    const playing = session.play(tone(440, 2000));
    const loudestHz = () =>
      page.evaluate(() => {
        const levels = new Float32Array(window.analyser.frequencyBinCount);
        window.analyser.getFloatFrequencyData(levels);
        const loudest = levels.indexOf(Math.max(...levels));
        return (loudest * window.analyser.context.sampleRate) / window.analyser.fftSize;
      });
    await expect.poll(async () => Math.abs((await loudestHz()) - 440)).toBeLessThan(25);
    await playing;
    const inbound = () =>
      page.evaluate(async () => {
        const stats = [...(await window.peer.getStats()).values()] as {
          type: string;
          kind?: string;
          packetsReceived?: number;
          totalAudioEnergy?: number;
        }[];
        const audio = stats.find((report) => report.type === "inbound-rtp" && report.kind === "audio");
        return { packets: audio?.packetsReceived ?? 0, energy: audio?.totalAudioEnergy ?? 0 };
      });
    await expect.poll(async () => (await inbound()).packets).toBeGreaterThanOrEqual(95);
    expect((await inbound()).energy).toBeGreaterThan(0);

    const recording = await session.record({ maxMs: 1500 });
    expect(recording.endedBy).toBe("limit");
    expect(recording.durationMs).toBeGreaterThan(1000);
    expect(dominantFrequency(trimSilence(recording.audio))).toBe(MICROPHONE_HZ);

    const digits = session.collectDigits({ max: 4, timeoutMs: 5000 });
    await page.evaluate(() => window.peer.getSenders()[0]?.dtmf?.insertDTMF("19*#", 100, 70));
    await expect(digits).resolves.toBe("19*#");

    session.hangup();
    await expect(session.ended).resolves.toBe("hangup");
  }, 60_000);
});
