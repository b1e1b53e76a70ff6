// Shared steps of the conference specs (issue 14): a room made through the rooms API, the join from
// the preview, the room's controls (which hide after 2 s), the tiles, and getStats() of the room's
// peer connections as the media probe records them.
import type { Page } from "@playwright/test";
import { expect } from "./media";

export interface ProbeWindow {
  __e2ePeers: RTCPeerConnection[];
}

/** Inbound video streams of the page's live connections that decoded more than `frames` frames. */
export function videosDecoding(page: Page, frames: number): Promise<number> {
  return page.evaluate(async (minimum) => {
    let count = 0;
    for (const pc of (window as unknown as ProbeWindow).__e2ePeers) {
      if (pc.connectionState === "closed") continue;
      (await pc.getStats()).forEach((entry: Record<string, unknown>) => {
        if (
          entry.type === "inbound-rtp" &&
          entry.kind === "video" &&
          Number(entry.framesDecoded ?? 0) > minimum
        )
          count += 1;
      });
    }
    return count;
  }, frames);
}

/** Frank creates a public room through the rooms API with his session, as the New tile does. */
export async function createRoom(page: Page): Promise<string> {
  const roomId = `e2e${Date.now().toString(36)}`.padEnd(13, "0").slice(0, 13);
  const code = await page.evaluate(async (id) => {
    const auth = JSON.parse(localStorage.getItem("auth") ?? "{}") as { jwetoken?: string; email?: string };
    const response = await fetch(`/webrtc/mobex/rooms/create/${id}`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({
        token: auth.jwetoken,
        is_private: false,
        moderator: { email: auth.email ?? "", extension: "1006", name: "Frank Fisher" },
        plugins: { pin: "246810", is_private: false },
      }),
    });
    const body = (await response.json()) as { responses?: { code?: number }[] };
    return body.responses?.[0]?.code ?? response.status;
  }, roomId);
  expect(code).toBe(200);
  return roomId;
}

/** Joins from the preview; `shootPreview` takes pictures of the dialog first. */
export async function join(
  page: Page,
  roomId: string,
  name: string,
  shootPreview?: () => Promise<void>,
): Promise<void> {
  await page.goto(`/conference/${roomId}`);
  const dialog = page.getByRole("dialog", { name: "Join room" });
  await expect(dialog.getByLabel("Your camera preview")).toBeVisible();
  await dialog.getByLabel("Name").fill(name);
  await shootPreview?.();
  await dialog.getByRole("button", { name: "Join", exact: true }).click();
  const controls = page.getByRole("toolbar", { name: "Room controls" });
  // A failed join says why in an alert: the assertion then names it.
  const alert = page.getByRole("alert");
  await expect(controls.or(alert)).toBeVisible({ timeout: 30_000 });
  expect(await alert.allTextContents(), "a join that failed says why").toEqual([]);
  // They may have hidden already on a busy machine (2 s without mouse movement).
  await showControls(page);
}

let pointerX = 200;

/** spec 2 §4: the controls hide after 2 s without mouse movement; a movement brings them back. */
async function showControls(page: Page) {
  const controls = page.getByRole("toolbar", { name: "Room controls" });
  // Somewhere else each time, so that the pointer really moves.
  pointerX = pointerX === 200 ? 260 : 200;
  await page.mouse.move(pointerX, 300);
  await expect(controls).toBeVisible();
  return controls;
}

export async function control(page: Page, name: string) {
  return (await showControls(page)).getByRole("button", { name, exact: true });
}

/** Clicks a control, moving the pointer again when the controls hid before the click landed (busy machine). */
export async function clickControl(page: Page, name: string): Promise<void> {
  await expect(async () => {
    await (await control(page, name)).click({ timeout: 5_000 });
  }).toPass({ timeout: 40_000 });
}

export const tile = (page: Page, name: string) =>
  page.getByRole("main", { name: "Videos" }).getByRole("group", { name, exact: true });
