// The conference room's steps shared by the room specs (issue 14): a room made through the rooms
// API, joining it from the preview, the room's tiles, and what getStats() says is decoded.
import type { Page } from "@playwright/test";
import { expect } from "./media";

interface ProbeWindow {
  __e2ePeers: RTCPeerConnection[];
}

/** The pin every room these helpers create has. */
export const ROOM_PIN = "246810";

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

/**
 * Creates a public room (pin ROOM_PIN) through the rooms API with the page user's session, as the
 * New tile does (the moderator's card is Frank's, the user the room specs create rooms with).
 */
export async function createRoom(page: Page): Promise<string> {
  const roomId = `e2e${Date.now().toString(36)}`.padEnd(13, "0").slice(0, 13);
  const code = await page.evaluate(
    async ({ id, pin }) => {
      const auth = JSON.parse(localStorage.getItem("auth") ?? "{}") as { jwetoken?: string; email?: string };
      const response = await fetch(`/webrtc/mobex/rooms/create/${id}`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({
          token: auth.jwetoken,
          is_private: false,
          moderator: { email: auth.email ?? "", extension: "1006", name: "Frank Fisher" },
          plugins: { pin, is_private: false },
        }),
      });
      const body = (await response.json()) as { responses?: { code?: number }[] };
      return body.responses?.[0]?.code ?? response.status;
    },
    { id: roomId, pin: ROOM_PIN },
  );
  expect(code).toBe(200);
  return roomId;
}

/** Joins from the preview; `shootPreview` takes pictures of the dialog first. */
export async function joinRoom(
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
  await expect(controls).toBeVisible();
}

export const roomTile = (page: Page, name: string) =>
  page.getByRole("main", { name: "Videos" }).getByRole("group", { name, exact: true });
