/// <reference lib="dom" />
// The SFU against the browser the web client runs in: Debian's Chromium (through Playwright) with a
// fake camera and microphone, speaking the Janus API from the page as janus.js does. Candidates stay
// on loopback. The DOM lib above types the code that runs in the page.
import { existsSync } from "node:fs";
import { chromium, type Browser, type Page } from "@playwright/test";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startSfuServer } from "../test-support/sfu-server";

const CHROMIUM = "/usr/bin/chromium";
const ROOM = "chromiumroom1";

type PageJanus = {
  request(message: Record<string, unknown>): Promise<Record<string, unknown>>;
  event(handle: number, match: (data: Record<string, unknown>) => boolean): Promise<Record<string, unknown>>;
};

declare global {
  interface Window {
    janus: PageJanus;
    session: number;
    publisher: RTCPeerConnection;
    viewer: RTCPeerConnection;
    chat: RTCDataChannel;
    chatMessages: Record<string, unknown>[];
  }
}

/** A minimal janus.js in the page: transactions, acks skipped, events by handle. */
async function openJanus(page: Page, url: string): Promise<void> {
  await page.evaluate(async (janusUrl) => {
    const socket = new WebSocket(janusUrl, "janus-protocol");
    await new Promise((resolve, reject) => {
      socket.onopen = resolve;
      socket.onerror = reject;
    });
    const seen: Record<string, unknown>[] = [];
    const waiters: {
      match: (message: Record<string, unknown>) => boolean;
      resolve: (message: Record<string, unknown>) => void;
    }[] = [];
    socket.onmessage = ({ data }) => {
      const message = JSON.parse(String(data)) as Record<string, unknown>;
      seen.push(message);
      for (const waiter of [...waiters]) {
        if (!waiter.match(message)) continue;
        waiters.splice(waiters.indexOf(waiter), 1);
        waiter.resolve(message);
      }
    };
    const wait = (match: (message: Record<string, unknown>) => boolean) =>
      new Promise<Record<string, unknown>>((resolve) => {
        const found = seen.find(match);
        if (found) resolve(found);
        else waiters.push({ match, resolve });
      });
    let counter = 0;
    window.janus = {
      request(message) {
        const transaction = `p${++counter}`;
        socket.send(JSON.stringify({ ...message, transaction }));
        return wait((reply) => reply.transaction === transaction && reply.janus !== "ack");
      },
      event: (handle, match) =>
        wait(
          (message) =>
            message.sender === handle &&
            match(((message.plugindata as { data?: Record<string, unknown> }) ?? {}).data ?? {}),
        ),
    };
    const created = await window.janus.request({ janus: "create" });
    window.session = (created.data as { id: number }).id;
  }, url);
}

async function attach(page: Page, plugin: string): Promise<number> {
  return page.evaluate(async (name) => {
    const reply = await window.janus.request({ janus: "attach", session_id: window.session, plugin: name });
    return (reply.data as { id: number }).id;
  }, plugin);
}

describe.skipIf(!existsSync(CHROMIUM))("the SFU with Chromium as publisher and subscriber", () => {
  let browser: Browser;
  let server: Awaited<ReturnType<typeof startSfuServer>>;
  let alice: Page;
  let bob: Page;

  beforeAll(async () => {
    server = await startSfuServer({ pageHtml: "<!doctype html><title>sfu</title>" });
    server.sfu.rooms.ensure(ROOM, { description: "Interop", pin: "111111", publishers: 4 });
    browser = await chromium.launch({
      executablePath: CHROMIUM,
      args: [
        "--use-fake-ui-for-media-stream",
        "--use-fake-device-for-media-stream=fps=10",
        "--allow-loopback-in-peer-connection",
        "--no-sandbox",
        "--disable-gpu",
        "--disable-background-networking",
        "--disable-component-update",
        "--disable-sync",
        "--disable-quic",
        "--no-first-run",
      ],
    });
    alice = await browser.newPage();
    bob = await browser.newPage();
    for (const page of [alice, bob]) {
      await page.goto(server.httpUrl);
      await openJanus(page, server.url);
    }
  }, 60_000);

  afterAll(async () => {
    await browser?.close();
    await server?.close();
  });

  it("forwards Chromium's camera and microphone to another Chromium, which decodes frames and audio", async () => {
    const aliceHandle = await attach(alice, "janus.plugin.videoroom");
    const published = await alice.evaluate(
      async ({ handle, room }) => {
        const { janus } = window;
        await janus.request({
          janus: "message",
          session_id: window.session,
          handle_id: handle,
          body: { request: "join", ptype: "publisher", room, pin: "111111", id: "1111555", display: "Alice" },
        });
        const media = await navigator.mediaDevices.getUserMedia({
          audio: true,
          video: { width: 320, height: 240 },
        });
        window.publisher = new RTCPeerConnection();
        for (const track of media.getTracks())
          window.publisher.addTransceiver(track, { direction: "sendonly", streams: [media] });
        await window.publisher.setLocalDescription(await window.publisher.createOffer());
        await new Promise<void>((resolve) => {
          if (window.publisher.iceGatheringState === "complete") resolve();
          window.publisher.addEventListener(
            "icegatheringstatechange",
            () => window.publisher.iceGatheringState === "complete" && resolve(),
          );
        });
        const reply = await janus.request({
          janus: "message",
          session_id: window.session,
          handle_id: handle,
          body: { request: "publish", bitrate: 256000 },
          jsep: window.publisher.localDescription?.toJSON(),
        });
        await window.publisher.setRemoteDescription(reply.jsep as RTCSessionDescriptionInit);
        return (reply.plugindata as { data: Record<string, unknown> }).data;
      },
      { handle: aliceHandle, room: ROOM },
    );
    expect(published).toMatchObject({
      configured: "ok",
      streams: [
        { type: "audio", codec: "opus" },
        { type: "video", codec: "vp8" },
      ],
    });

    const bobHandle = await attach(bob, "janus.plugin.videoroom");
    const received = await bob.evaluate(
      async ({ handle, room }) => {
        const { janus } = window;
        const attached = await janus.request({
          janus: "message",
          session_id: window.session,
          handle_id: handle,
          body: {
            request: "join",
            ptype: "subscriber",
            room,
            pin: "111111",
            streams: [{ feed: "1111555" }],
            use_msid: true,
          },
        });
        window.viewer = new RTCPeerConnection();
        const playing: Promise<void>[] = [];
        window.viewer.addEventListener("track", ({ track, streams }) => {
          const element = document.createElement(track.kind === "video" ? "video" : "audio");
          element.muted = true;
          element.srcObject = streams[0] ?? new MediaStream([track]);
          document.body.append(element);
          playing.push(element.play());
        });
        await window.viewer.setRemoteDescription(attached.jsep as RTCSessionDescriptionInit);
        await window.viewer.setLocalDescription(await window.viewer.createAnswer());
        await janus.request({
          janus: "message",
          session_id: window.session,
          handle_id: handle,
          body: { request: "start" },
          jsep: window.viewer.localDescription?.toJSON(),
        });
        await Promise.all(playing);
        // Wait for the state, not a time: frames decoded and audio samples received.
        for (;;) {
          const stats = [...(await window.viewer.getStats()).values()] as {
            type: string;
            kind?: string;
            framesDecoded?: number;
            totalSamplesReceived?: number;
          }[];
          const video = stats.find((entry) => entry.type === "inbound-rtp" && entry.kind === "video");
          const audio = stats.find((entry) => entry.type === "inbound-rtp" && entry.kind === "audio");
          if ((video?.framesDecoded ?? 0) > 5 && (audio?.totalSamplesReceived ?? 0) > 4800)
            return {
              frames: video?.framesDecoded ?? 0,
              attached: (attached.plugindata as { data: Record<string, unknown> }).data,
            };
          await new Promise((resolve) => requestAnimationFrame(resolve));
        }
      },
      { handle: bobHandle, room: ROOM },
    );
    expect(received.frames).toBeGreaterThan(5);
    expect(received.attached).toMatchObject({
      videoroom: "attached",
      streams: [
        { type: "audio", feed_id: "1111555" },
        { type: "video", feed_id: "1111555", feed_display: "Alice" },
      ],
    });

    // Unsubscribing the video and subscribing it again reuses its m-line, and Chromium decodes anew.
    const resubscribed = await bob.evaluate(
      async ({ handle }) => {
        const { janus } = window;
        const renegotiate = async (body: Record<string, unknown>) => {
          const reply = await janus.request({
            janus: "message",
            session_id: window.session,
            handle_id: handle,
            body,
          });
          await window.viewer.setRemoteDescription(reply.jsep as RTCSessionDescriptionInit);
          await window.viewer.setLocalDescription(await window.viewer.createAnswer());
          await janus.request({
            janus: "message",
            session_id: window.session,
            handle_id: handle,
            body: { request: "start" },
            jsep: window.viewer.localDescription?.toJSON(),
          });
          return (reply.plugindata as { data: { streams: { mid: string; active: boolean }[] } }).data.streams;
        };
        const dropped = await renegotiate({
          request: "update",
          unsubscribe: [{ feed: "1111555", mid: "1" }],
        });
        const videoTrackIds = async () =>
          (
            [...(await window.viewer.getStats()).values()] as {
              type: string;
              kind?: string;
              framesDecoded?: number;
              ssrc?: number;
            }[]
          )
            .filter((entry) => entry.type === "inbound-rtp" && entry.kind === "video")
            .map((entry) => ({ ssrc: entry.ssrc, frames: entry.framesDecoded ?? 0 }));
        // The reused m-line keeps its SSRC: its decoded frames must grow again.
        const framesOf = async () => Math.max(0, ...(await videoTrackIds()).map((entry) => entry.frames));
        const before = await framesOf();
        const again = await renegotiate({ request: "update", subscribe: [{ feed: "1111555", mid: "1" }] });
        for (;;) {
          const frames = await framesOf();
          if (frames > before + 3) return { dropped, again, frames: frames - before };
          await new Promise((resolve) => requestAnimationFrame(resolve));
        }
      },
      { handle: bobHandle },
    );
    expect(resubscribed.dropped).toEqual([
      expect.objectContaining({ mid: "0", active: true }),
      expect.objectContaining({ mid: "1", active: false }),
    ]);
    expect(resubscribed.again).toEqual([
      expect.objectContaining({ mid: "0", active: true }),
      expect.objectContaining({ mid: "1", active: true }),
    ]);
    expect(resubscribed.frames).toBeGreaterThan(3);
  }, 30_000);

  it("carries TextRoom messages over Chromium's data channel", async () => {
    const handle = await attach(bob, "janus.plugin.textroom");
    const reply = await bob.evaluate(
      async ({ handle, room }) => {
        const { janus } = window;
        const setup = await janus.request({
          janus: "message",
          session_id: window.session,
          handle_id: handle,
          body: { request: "setup" },
        });
        const peer = new RTCPeerConnection();
        window.chatMessages = [];
        const opened = new Promise<void>((resolve) => {
          peer.addEventListener("datachannel", ({ channel }) => {
            window.chat = channel;
            channel.onmessage = ({ data }) =>
              window.chatMessages.push(JSON.parse(String(data)) as Record<string, unknown>);
            channel.onopen = () => resolve();
          });
        });
        await peer.setRemoteDescription(setup.jsep as RTCSessionDescriptionInit);
        await peer.setLocalDescription(await peer.createAnswer());
        await janus.request({
          janus: "message",
          session_id: window.session,
          handle_id: handle,
          body: { request: "ack" },
          jsep: peer.localDescription?.toJSON(),
        });
        await opened;
        const next = (match: (message: Record<string, unknown>) => boolean) =>
          new Promise<Record<string, unknown>>((resolve) => {
            const check = () => {
              const found = window.chatMessages.find(match);
              if (found) resolve(found);
              else requestAnimationFrame(check);
            };
            check();
          });
        window.chat.send(
          JSON.stringify({
            textroom: "join",
            transaction: "j",
            room,
            username: "987202",
            display: "Bob",
            pin: "111111",
          }),
        );
        await next((message) => message.transaction === "j");
        window.chat.send(
          JSON.stringify({ textroom: "message", transaction: "m", room, text: "hello from Chromium" }),
        );
        return next((message) => message.textroom === "message");
      },
      { handle, room: ROOM },
    );
    expect(reply).toMatchObject({
      textroom: "message",
      room: ROOM,
      from: "987202",
      text: "hello from Chromium",
    });
  }, 20_000);
});
