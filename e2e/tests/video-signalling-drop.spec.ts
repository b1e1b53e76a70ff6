// A signalling drop mid-call (issue 11; spec 1 §8 Video texts): the /video socket of one party goes
// away while the call is up. That party reads 'error on connection, trying to reconnect' while
// socket.io reconnects, and the peer-to-peer media keeps flowing; the server keeps the call 10 s for
// the device to come back (VideoSwitchboard VIDEO_RECONNECT_GRACE_MS). Back in time, the call goes
// on; not back in time, the other party reads 'User disconnected', and so does this one once back.
import type { Page, WebSocketRoute } from "@playwright/test";
import { expect, test, waitRegistered } from "../support/media";
import { videoCallFromBoard, videoPanel } from "../support/video-call";
import { framesDecodedDuring, inboundVideo } from "../support/video-stats";

/**
 * Routes the page's video signalling sockets through the test, so that it can drop them and keep
 * new ones from reaching the server until `restore()`. Takes effect at the next page load.
 */
async function signallingSwitch(page: Page): Promise<{ drop(): Promise<void>; restore(): void }> {
  let down = false;
  const live: { page: WebSocketRoute; server: WebSocketRoute }[] = [];
  await page.routeWebSocket(/\/socket\.io\//, (socket) => {
    const server = socket.connectToServer();
    if (!down) {
      live.push({ page: socket, server });
      return;
    }
    // The transport opens, but the socket never reaches the namespace: socket.io sees a dropped
    // connection and tries again, as when the server is away.
    socket.onMessage(() => {
      void server.close();
      void socket.close();
    });
  });
  return {
    async drop() {
      down = true;
      for (const { page: pageSide, server } of live.splice(0)) {
        await server.close();
        await pageSide.close();
      }
    },
    restore() {
      down = false;
    },
  };
}

test("a signalling drop mid-call keeps the media with 'error on connection, trying to reconnect'; too long a drop ends it with 'User disconnected'", async ({
  phonePage,
}) => {
  test.setTimeout(180_000);
  const dave = await phonePage("dave@example.com");
  const erin = await phonePage("erin@example.com");
  const daveSignalling = await signallingSwitch(dave);
  await dave.reload();
  await Promise.all([waitRegistered(dave), waitRegistered(erin)]);

  await videoCallFromBoard(dave, "Erin Evans");
  await videoPanel(erin).getByRole("button", { name: "Answer" }).click();
  await expect.poll(async () => (await inboundVideo(dave)).framesDecoded).toBeGreaterThan(10);
  await expect(videoPanel(dave).getByText("Connected")).toBeVisible();

  await test.step("Dave's socket drops: he reads the reconnect text, and Erin still sees him", async () => {
    await daveSignalling.drop();
    await expect(videoPanel(dave).getByText("error on connection, trying to reconnect")).toBeVisible();
    await expect.poll(() => framesDecodedDuring(erin)).toBeGreaterThan(3);
    await expect.poll(() => framesDecodedDuring(dave)).toBeGreaterThan(3);
    await expect(videoPanel(erin).getByText("Connected")).toBeVisible();
  });

  await test.step("his socket is back within the grace period: the call goes on", async () => {
    daveSignalling.restore();
    await expect(videoPanel(dave).getByText("Connected")).toBeVisible();
    await expect(videoPanel(dave).getByText("error on connection, trying to reconnect")).toBeHidden();
    await expect.poll(() => framesDecodedDuring(erin)).toBeGreaterThan(3);
  });

  await test.step("it drops for longer: Erin reads 'User disconnected', and Dave too once his socket is back", async () => {
    await daveSignalling.drop();
    await expect(videoPanel(dave).getByText("error on connection, trying to reconnect")).toBeVisible();
    await expect(erin.getByText("User disconnected")).toBeVisible({ timeout: 30_000 });
    await expect(videoPanel(erin)).toHaveCount(0);
    daveSignalling.restore();
    await expect(dave.getByText("User disconnected")).toBeVisible({ timeout: 30_000 });
    await expect(videoPanel(dave)).toHaveCount(0);
  });
});
