// Conference room scenarios (issue 14, spec 2 §2, §4): a room made through the rooms API with a
// user's session, joining from the preview, the room's controls, tiles, guests in browsers of their
// own, and what getStats() says the page receives.
import type { Browser, Locator, Page } from "@playwright/test";
import { expect, installMediaProbe, test as mediaTest } from "./media";

export interface ProbeWindow {
  __e2ePeers: RTCPeerConnection[];
}

/** Inbound `kind` streams of the page's live connections whose `stat` counter is above `minimum`. */
function inboundAbove(page: Page, kind: "audio" | "video", stat: string, minimum: number): Promise<number> {
  return page.evaluate(
    async ({ kind, stat, minimum }) => {
      let count = 0;
      for (const pc of (window as unknown as ProbeWindow).__e2ePeers) {
        if (pc.connectionState === "closed") continue;
        (await pc.getStats()).forEach((entry: Record<string, unknown>) => {
          if (entry.type === "inbound-rtp" && entry.kind === kind && Number(entry[stat] ?? 0) > minimum)
            count += 1;
        });
      }
      return count;
    },
    { kind, stat, minimum },
  );
}

/** Inbound video streams of the page's live connections that decoded more than `frames` frames. */
export const videosDecoding = (page: Page, frames: number): Promise<number> =>
  inboundAbove(page, "video", "framesDecoded", frames);

/** Inbound audio streams that received more than `packets` packets. */
export const audiosReceiving = (page: Page, packets: number): Promise<number> =>
  inboundAbove(page, "audio", "packetsReceived", packets);

/** Inbound video streams whose decoded frames grow over one second: the subscribed videos. */
export function videosFlowing(page: Page): Promise<number> {
  return page.evaluate(async () => {
    const read = async () => {
      const frames = new Map<string, number>();
      for (const pc of (window as unknown as ProbeWindow).__e2ePeers) {
        if (pc.connectionState === "closed") continue;
        (await pc.getStats()).forEach((entry: Record<string, unknown>) => {
          if (entry.type === "inbound-rtp" && entry.kind === "video")
            frames.set(String(entry.id), Number(entry.framesDecoded ?? 0));
        });
      }
      return frames;
    };
    const before = await read();
    await new Promise((done) => setTimeout(done, 1_000));
    const after = await read();
    return [...after].filter(([id, frames]) => frames > (before.get(id) ?? 0)).length;
  });
}

export interface NewRoom {
  /** Invited people (spec 2 §3 invitee): a guest among them must ask for an e-mailed token. */
  readonly invitedPeople?: readonly { name: string; email: string }[];
}

/** The pin of every room these helpers create. */
export const ROOM_PIN = "246810";

let roomsMade = 0;

/** The page's signed-in user creates a public room through the rooms API, as the New tile does. */
export async function createRoom(page: Page, { invitedPeople }: NewRoom = {}): Promise<string> {
  roomsMade += 1;
  const roomId = `e2e${Date.now().toString(36)}${roomsMade.toString(36)}`.padEnd(13, "0").slice(-13);
  const code = await page.evaluate(
    async ({ id, invited, pin }) => {
      const auth = JSON.parse(localStorage.getItem("auth") ?? "{}") as { jwetoken?: string; email?: string };
      const response = await fetch(`/webrtc/mobex/rooms/create/${id}`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({
          token: auth.jwetoken,
          is_private: false,
          moderator: { email: auth.email ?? "", extension: "", name: "Moderator" },
          plugins: { pin, is_private: false },
          ...(invited.length === 0 ? {} : { invite: { invitedPeople: invited, inviteText: "" } }),
        }),
      });
      const body = (await response.json()) as { responses?: { code?: number }[] };
      return body.responses?.[0]?.code ?? response.status;
    },
    { id: roomId, invited: invitedPeople ?? [], pin: ROOM_PIN },
  );
  expect(code).toBe(200);
  return roomId;
}

export const joinDialog = (page: Page): Locator => page.getByRole("dialog", { name: "Join room" });

export const roomControls = (page: Page): Locator => page.getByRole("toolbar", { name: "Room controls" });

/** Joins from the preview; `shootPreview` takes pictures of the dialog first. */
export async function joinRoom(
  page: Page,
  roomId: string,
  name: string,
  shootPreview?: () => Promise<void>,
): Promise<void> {
  await page.goto(`/conference/${roomId}`);
  const dialog = joinDialog(page);
  // The lookup and the camera: slow on a machine busy decoding other pages' videos.
  await expect(dialog.getByLabel("Your camera preview")).toBeVisible({ timeout: 30_000 });
  await dialog.getByLabel("Name").fill(name);
  await shootPreview?.();
  await dialog.getByRole("button", { name: "Join", exact: true }).click();
  await expectInRoom(page);
}

/**
 * The room is on screen (its video area: the controls hide after 2 s idle, so they are no sign); a
 * failed join says why in an alert, which the assertion then names.
 */
export async function expectInRoom(page: Page): Promise<void> {
  const videos = page.getByRole("main", { name: "Videos" });
  const alert = page.getByRole("alert");
  await expect(videos.or(alert).first()).toBeVisible({ timeout: 30_000 });
  expect(await alert.allTextContents(), "a join that failed says why").toEqual([]);
  await expect(videos).toBeVisible();
}

let pointerX = 200;

/** spec 2 §4: the controls hide after 2 s without mouse movement; a movement brings them back. */
export async function control(page: Page, name: string): Promise<Locator> {
  const controls = roomControls(page);
  // Somewhere else each time, so that the pointer really moves.
  pointerX = pointerX === 200 ? 260 : 200;
  await page.mouse.move(pointerX, 300);
  await expect(controls).toBeVisible();
  return controls.getByRole("button", { name, exact: true });
}

/** Clicks a control, moving the pointer again when the controls hid before the click landed (busy machine). */
export async function clickControl(page: Page, name: string): Promise<void> {
  await expect(async () => {
    await (await control(page, name)).click({ timeout: 5_000 });
  }).toPass({ timeout: 40_000 });
}

/** The tile of `name` in the video area. */
export const tile = (page: Page, name: string): Locator =>
  page.getByRole("main", { name: "Videos" }).getByRole("group", { name, exact: true });

/** A guest: no session, a browser context of its own with the media probe; errors fail the test. */
export async function guestPage(browser: Browser, appUrl: string, pageErrors: string[]): Promise<Page> {
  const context = await browser.newContext({ baseURL: appUrl });
  context.on("weberror", (webError) => pageErrors.push(`guest: ${String(webError.error())}`));
  await installMediaProbe(context);
  return context.newPage();
}

/** A guest opens the room, names themself (and gives an e-mail when one is asked for). */
export async function openAsGuest(page: Page, roomId: string, name: string): Promise<Locator> {
  await page.goto(`/conference/${roomId}`);
  const dialog = joinDialog(page);
  await expect(dialog.getByLabel("Your camera preview")).toBeVisible();
  await dialog.getByLabel("Name").fill(name);
  return dialog;
}

/** The media spec's `test` with `guest`: a guest's page, closed with its context when the test ends. */
export const test = mediaTest.extend<{ guest: Page }>({
  guest: async ({ browser, appUrl, pageErrors }, use) => {
    const page = await guestPage(browser, appUrl, pageErrors);
    await use(page);
    await page.context().close();
  },
});
