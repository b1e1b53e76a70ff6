// Measures, never asserts (timings on a shared machine are noise for a test): the time from the
// callee's click on Answer to the first remote frame the caller decodes, over ten video calls on
// loopback (issue 11 "Done means"). Prints the samples and their median.
import type { Locator, Page } from "@playwright/test";
import { callDrawer, expect, test, waitRegistered } from "../support/media";

const CALLS = 10;
const panel = (page: Page): Locator => callDrawer(page).getByRole("region", { name: /^Video call with/ });

interface ProbeWindow {
  __e2ePeers: RTCPeerConnection[];
}

/** Resolves with Date.now() when the page's live connection (the call's) decodes its first video frame. */
function firstFrameAt(page: Page): Promise<number> {
  return page.evaluate(async () => {
    const peers = (window as unknown as ProbeWindow).__e2ePeers;
    for (;;) {
      const live = peers.filter((peer) => peer.connectionState !== "closed").at(-1);
      if (live !== undefined) {
        let frames = 0;
        (await live.getStats()).forEach((entry: Record<string, unknown>) => {
          if (entry.type === "inbound-rtp" && entry.kind === "video")
            frames += Number(entry.framesDecoded ?? 0);
        });
        if (frames > 0) return Date.now();
      }
      await new Promise((done) => setTimeout(done, 5));
    }
  });
}

test(
  "click on Answer → the caller's first remote frame, median of ten video calls",
  { tag: "@measure" },
  async ({ phonePage }) => {
    test.setTimeout(600_000);
    const dave = await phonePage("dave@example.com");
    const erin = await phonePage("erin@example.com");
    await Promise.all([waitRegistered(dave), waitRegistered(erin)]);
    const start = dave
      .getByRole("list", { name: "Presence board" })
      .getByRole("listitem", { name: "Erin Evans", exact: true })
      .getByRole("button", { name: "Video call with Erin Evans" });

    const samples: number[] = [];
    // In-app navigation back to the board after each call: reloading it ten times trips the board's request limit.
    const presenceLink = dave
      .getByRole("navigation", { name: "Main navigation" })
      .getByRole("link", { name: "Presence" });
    for (let round = 0; round < CALLS; round++) {
      await presenceLink.click();
      await expect(start).toBeVisible({ timeout: 30_000 });
      await start.click();
      const answer = panel(erin).getByRole("button", { name: "Answer" });
      await expect(answer).toBeVisible();
      await expect(panel(dave).getByText("Calling...")).toBeVisible();
      const firstFrame = firstFrameAt(dave);
      const clickedAt = Date.now();
      await answer.click();
      samples.push((await firstFrame) - clickedAt);
      await panel(dave).getByRole("button", { name: "Hang Up" }).click();
      await expect(panel(erin)).toHaveCount(0);
      await expect(panel(dave)).toHaveCount(0);
    }
    const sorted = [...samples].sort((a, b) => a - b);
    const median = (sorted[(CALLS - 1) >> 1]! + sorted[CALLS >> 1]!) / 2;
    console.log(
      `[video] Answer click → caller's first remote frame, ms: ${samples.join(", ")}; median ${median}`,
    );
  },
);
