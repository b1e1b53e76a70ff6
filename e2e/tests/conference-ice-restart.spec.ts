// ICE restarts of the room's two PeerConnections in Chromium against the embedded SFU (issue 14:
// "configure restart for ICE restarts"): when a connection's ICE fails, the publisher offers fresh
// credentials with "configure" (as janus.js does with `iceRestart: true`), and the subscriber asks
// Janus for a new offer with "configure" `restart: true`. The test tells Frank's page that both
// connections failed (the event the browser fires, with the state it reads), then proves by the
// SDPs that both sides took new ICE credentials, and by getStats that media keeps flowing: what
// Frank sends still reaches Grace, and what Frank receives keeps being decoded.
import type { Page } from "@playwright/test";
import { createRoom, joinRoom, tile, videosDecoding } from "../support/conference";
import { expect, test } from "../support/media";

const MEDIA_TIMEOUT_MS = 30_000;

type Role = "publisher" | "subscriber";

interface IceView {
  readonly local: string | null;
  readonly remote: string | null;
  readonly connection: RTCPeerConnectionState;
  readonly signaling: RTCSignalingState;
}

/**
 * In the page, on the live connection that sends the camera (publisher) or receives the others
 * (subscriber): "ice" reads its ICE username fragments and states; "fail" tells the client it
 * failed (the state reads "failed" for the event the browser would fire); "growth" measures how
 * much its video counter (packets sent, or frames decoded) grows in a second. One self-contained
 * function: page.evaluate sends it as source.
 */
async function onPeer(
  page: Page,
  role: Role,
  action: "ice" | "fail" | "growth",
): Promise<IceView | number | null> {
  return page.evaluate(
    async ({ role, action }) => {
      const peers = (window as unknown as { __e2ePeers: RTCPeerConnection[] }).__e2ePeers;
      const pc = peers.find(
        (peer) =>
          peer.connectionState !== "closed" &&
          peer
            .getTransceivers()
            .some((transceiver) =>
              role === "publisher"
                ? transceiver.sender.track?.kind === "video"
                : transceiver.direction === "recvonly",
            ),
      );
      if (pc === undefined) throw new Error(`no ${role} connection`);
      if (action === "fail") {
        Object.defineProperty(pc, "iceConnectionState", { configurable: true, get: () => "failed" });
        pc.dispatchEvent(new Event("iceconnectionstatechange"));
        // Back to the browser's own state (the prototype's getter).
        Reflect.deleteProperty(pc, "iceConnectionState");
        return null;
      }
      if (action === "ice") {
        const ufrag = (sdp: string | undefined) => /a=ice-ufrag:(\S+)/.exec(sdp ?? "")?.[1] ?? null;
        return {
          local: ufrag(pc.localDescription?.sdp),
          remote: ufrag(pc.remoteDescription?.sdp),
          connection: pc.connectionState,
          signaling: pc.signalingState,
        };
      }
      const read = async () => {
        let total = 0;
        (await pc.getStats()).forEach((entry: Record<string, unknown>) => {
          if (entry.kind !== "video") return;
          if (role === "publisher" && entry.type === "outbound-rtp") total += Number(entry.packetsSent ?? 0);
          if (role === "subscriber" && entry.type === "inbound-rtp")
            total += Number(entry.framesDecoded ?? 0);
        });
        return total;
      };
      const before = await read();
      await new Promise((done) => setTimeout(done, 1_000));
      return (await read()) - before;
    },
    { role, action },
  );
}

const iceOf = async (page: Page, role: Role) => (await onPeer(page, role, "ice")) as IceView;
const failIce = async (page: Page, role: Role) => void (await onPeer(page, role, "fail"));
const videoCounterGrowth = async (page: Page, role: Role) => (await onPeer(page, role, "growth")) as number;

test("after ICE restarts of the publisher and the subscriber, media keeps flowing both ways", async ({
  phonePage,
}) => {
  test.setTimeout(180_000);
  const frank = await phonePage("frank@example.com");
  const grace = await phonePage("grace@example.com");
  const roomId = await createRoom(frank);
  await joinRoom(frank, roomId, "Frank");
  await joinRoom(grace, roomId, "Grace");
  await expect(tile(frank, "Grace")).toBeVisible();
  for (const page of [frank, grace])
    await expect.poll(() => videosDecoding(page, 20), { timeout: MEDIA_TIMEOUT_MS }).toBe(1);

  const before = { publisher: await iceOf(frank, "publisher"), subscriber: await iceOf(frank, "subscriber") };
  await test.step("Frank's client restarts ICE on both connections when told they failed", async () => {
    await failIce(frank, "publisher");
    await failIce(frank, "subscriber");
    for (const role of ["publisher", "subscriber"] as const)
      await expect
        .poll(
          async () => {
            const now = await iceOf(frank, role);
            return (
              now.local !== before[role].local &&
              now.remote !== before[role].remote &&
              now.signaling === "stable" &&
              now.connection === "connected"
            );
          },
          { timeout: MEDIA_TIMEOUT_MS, message: `${role}: new local and remote ufrag, connected` },
        )
        .toBe(true);
  });

  await test.step("Frank still sends, Grace still decodes him, and Frank still decodes Grace", async () => {
    await expect
      .poll(() => videoCounterGrowth(frank, "publisher"), { timeout: MEDIA_TIMEOUT_MS })
      .toBeGreaterThan(0);
    await expect
      .poll(() => videoCounterGrowth(grace, "subscriber"), { timeout: MEDIA_TIMEOUT_MS })
      .toBeGreaterThan(0);
    await expect
      .poll(() => videoCounterGrowth(frank, "subscriber"), { timeout: MEDIA_TIMEOUT_MS })
      .toBeGreaterThan(0);
  });
});
