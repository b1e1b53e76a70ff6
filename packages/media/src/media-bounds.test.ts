import { createSocket, type Socket } from "node:dgram";
import { afterEach, describe, expect, it } from "vitest";
import { CHROMIUM_AUDIO_OFFER } from "../test-support/chromium-offer";
import { createMediaHarness } from "../test-support/media-harness";
import { MediaBusyError, MediaOfferError } from "./errors";
import type { MediaSession } from "./media-types";
import { tone } from "./pcm";

const PORTS = [41200, 41399] as const;
const harness = createMediaHarness(PORTS);
afterEach(() => harness.close());

describe("media endpoint bounds", () => {
  it("refuses a session beyond maxSessions with MediaBusyError, and takes one again after a hangup", async () => {
    const media = harness.endpoint({ maxSessions: 2 });
    const first = await harness.call(media);
    await harness.call(media);
    const third = await harness.peer();
    await expect(media.answer(third.offerSdp)).rejects.toThrow(MediaBusyError);
    expect(media.activeSessions).toBe(2);
    first.session.hangup();
    await expect(first.session.ended).resolves.toBe("hangup");
    await expect.poll(() => media.activeSessions).toBe(1);
    await expect(media.answer(third.offerSdp)).resolves.toMatchObject({ codec: "PCMU" });
  });

  it("ends a session at maxSessionMs with time-limit, ending its play", async () => {
    const { session } = await harness.call(harness.endpoint({ maxSessionMs: 1500 }));
    const playing = session.play(tone(440, 60_000));
    await expect(session.ended).resolves.toBe("time-limit");
    await expect(playing).resolves.toEqual({ ended: true });
  });

  it("ends a session whose peer never connects with no-media", async () => {
    const media = harness.endpoint({ connectTimeoutMs: 1000 });
    const peer = await harness.peer();
    const session = await media.answer(peer.offerSdp); // the answer never reaches the peer
    await expect(session.connected()).rejects.toThrow(/no-media/);
    await expect(session.ended).resolves.toBe("no-media");
    await expect(session.play(tone(440, 100))).resolves.toEqual({ ended: true });
    await expect(session.record({ maxMs: 1000 })).resolves.toMatchObject({ endedBy: "ended", durationMs: 0 });
    await expect(session.collectDigits({ max: 1, timeoutMs: 1000 })).resolves.toBe("");
    expect(media.activeSessions).toBe(0);
  });

  it("ends every session with closed when the endpoint closes", async () => {
    const media = harness.endpoint();
    const { session } = await harness.call(media);
    const recording = session.record({ maxMs: 60_000 });
    await media.close();
    await expect(session.ended).resolves.toBe("closed");
    await expect(recording).resolves.toMatchObject({ endedBy: "ended" });
    await expect(media.answer(CHROMIUM_AUDIO_OFFER)).rejects.toThrow(MediaBusyError);
  });

  it.each([
    ["garbage", "INVITE is not SDP"],
    ["no audio m-line", CHROMIUM_AUDIO_OFFER.replace("m=audio", "m=video")],
  ])("refuses %s with MediaOfferError", async (_, sdp) => {
    await expect(harness.endpoint().answer(sdp)).rejects.toThrow(MediaOfferError);
  });

  it("refuses a browser that offers only Opus, naming what it offered", async () => {
    const peer = await harness.peer(["opus", "telephone-event"]);
    await expect(harness.endpoint().answer(peer.offerSdp)).rejects.toThrow(
      /no PCMU or PCMA \(offered: opus\/48000, telephone-event\/8000\)/,
    );
  });

  it("never throws anything but MediaOfferError, nor keeps a session, for offers with junk values", async () => {
    const media = harness.endpoint({ connectTimeoutMs: 300 });
    const lines = (await harness.peer()).offerSdp.split("\r\n");
    const junk = ["", "\u0000", "99999999999999999999", "x y z::\u{1F600}"];
    let reachedWerift = 0;
    for (let index = 1; index < lines.length; index += 1) {
      for (const value of junk) {
        const mangled = lines
          .map((line, at) => (at === index ? line.replace(/([:=]).*$/, `$1${value}`) : line))
          .join("\r\n");
        const outcome = await media.answer(mangled).then(
          (session) => session,
          (error: unknown) => error,
        );
        if (outcome instanceof Error) expect(outcome).toBeInstanceOf(MediaOfferError);
        else (outcome as MediaSession).hangup();
        if (!(outcome instanceof Error) || /could not be applied/.test(outcome.message)) reachedWerift += 1;
      }
    }
    expect(reachedWerift).toBeGreaterThan(20);
    await expect.poll(() => media.activeSessions).toBe(0);
  }, 30_000);

  it("refuses with MediaBusyError when every port of the range is taken", async () => {
    const holders = await Promise.all([41410, 41411].map(holdPort));
    try {
      const peer = await harness.peer();
      const media = harness.endpoint({}, [41410, 41411]);
      await expect(media.answer(peer.offerSdp)).rejects.toThrow(/no free UDP port in 41410–41411/);
      expect(media.activeSessions).toBe(0);
    } finally {
      for (const holder of holders) holder.close();
    }
  });

  it("announces only host candidates on the bind address, with ports from the range", async () => {
    const media = harness.endpoint({}, [41400, 41409]);
    const answers = [];
    for (let index = 0; index < 3; index += 1) answers.push((await harness.call(media)).session.answerSdp);
    const candidates = answers.flatMap((sdp) =>
      sdp.split("\r\n").filter((line) => line.startsWith("a=candidate:")),
    );
    expect(candidates.length).toBeGreaterThanOrEqual(3);
    const ports = new Set<number>();
    for (const candidate of candidates) {
      const [, , transport, , address, port, , type] = candidate.split(" ");
      expect({ transport: transport?.toLowerCase(), address, type }).toEqual({
        transport: "udp",
        address: "127.0.0.1",
        type: "host",
      });
      expect(Number(port)).toBeGreaterThanOrEqual(41400);
      expect(Number(port)).toBeLessThanOrEqual(41409);
      ports.add(Number(port));
    }
    expect(ports.size).toBe(3);
  });
});

function holdPort(port: number): Promise<Socket> {
  const socket = createSocket("udp4");
  return new Promise((resolve, reject) => {
    socket.once("error", reject);
    socket.bind(port, "127.0.0.1", () => resolve(socket));
  });
}
