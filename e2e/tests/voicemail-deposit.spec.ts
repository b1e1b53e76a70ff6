// Voicemail answers for a colleague (issue 12): Bob calls Alice, who lets it ring; after her
// no-answer time the voicemail agent answers Bob with her greeting (audio he receives), he leaves a
// message by talking and hangs up, and Alice's badge counts it; she plays it in the app (the
// recording carries Bob's microphone tone) and her other device's badge follows at once. A caller of a user on Do not disturb
// reaches voicemail at once; Alice holds 1 on the dialpad and her mailbox answers with its menu.
import type { Page } from "@playwright/test";
import { choosePresence } from "../support/presence";
import { DESIGN_SIZES, screenshotAtWidths } from "../support/screenshots";
import {
  callDrawer as calls,
  dialFromHome as dial,
  expect,
  history,
  inboundDuring,
  packetsReceived,
  packetsSent,
  test,
  waitRegistered,
} from "../support/media";
import { newVoicemails, setVoicemail } from "../support/voicemail";
import { decodeWav, durationMsOf } from "@mobex/media/pcm";
import { dominantFrequency, trimSilence } from "@mobex/media/test-support/audio-analysis";

/** The shortest ring the settings allow (contracts/voicemail-settings.ts): the spec waits for it. */
const NO_ANSWER_SECONDS = 5;
/** Bob's microphone: a tone the recording must carry. */
const BOB_TONE_HZ = 440;
const badge = (page: Page, count: number) =>
  page.getByRole("banner").getByRole("button", { name: `Voicemail, ${count} new` });
/** Packets of 20 ms: about four seconds of Bob talking into the mailbox. */
const MESSAGE_PACKETS = 200;

test("an unanswered call goes to voicemail, the caller hears the greeting and leaves a message", async ({
  phonePage,
}) => {
  const alice = await phonePage("alice@example.com");
  const bob = await phonePage("bob@example.com", { toneHz: BOB_TONE_HZ });
  await Promise.all([waitRegistered(alice), waitRegistered(bob)]);
  await setVoicemail(alice, { enabled: true, noAnswerSeconds: NO_ANSWER_SECONDS });
  const before = await newVoicemails(alice);

  await test.step("Bob calls Alice; her phone rings and she does not answer", async () => {
    await dial(bob, "1001");
    await expect(calls(alice).getByText("Incoming Call...")).toBeVisible();
  });

  await test.step("after her no-answer time voicemail answers Bob, and Alice's phone stops ringing", async () => {
    await expect(calls(bob).getByRole("timer", { name: "Call duration" })).toBeVisible({ timeout: 30_000 });
    await expect(calls(alice).getByText("Incoming Call...")).toBeHidden();
  });

  await test.step("Bob hears the greeting: audio with energy arrives", async () => {
    await expect.poll(() => packetsReceived(bob)).toBeGreaterThan(25);
    await expect.poll(async () => (await inboundDuring(bob, 500)).energy).toBeGreaterThan(0);
    await screenshotAtWidths(bob, test.info(), "bob-in-alices-voicemail", [DESIGN_SIZES[0]]);
  });

  await test.step("once greeting and tone are over (no more audio comes) Bob talks for a few seconds and hangs up", async () => {
    await expect.poll(async () => (await inboundDuring(bob, 500)).packets, { timeout: 30_000 }).toBe(0);
    const before = await packetsSent(bob);
    await expect.poll(() => packetsSent(bob), { timeout: 30_000 }).toBeGreaterThan(before + MESSAGE_PACKETS);
    await calls(bob).getByRole("button", { name: "Hang Up" }).click();
    await expect(calls(bob).getByRole("region")).toHaveCount(0);
  });

  await test.step("Alice's mailbox counts the new message, and her badge shows it", async () => {
    await expect.poll(() => newVoicemails(alice), { timeout: 30_000 }).toBe(before + 1);
    await expect(alice.getByRole("button", { name: `Voicemail, ${before + 1} new` })).toBeVisible({
      timeout: 30_000,
    });
    await screenshotAtWidths(alice, test.info(), "alice-voicemail-badge");
  });

  await test.step("Alice plays it in the app: the recording is Bob's 440 Hz microphone, and it plays aloud", async () => {
    // Her second device, open meanwhile: the mailbox's message-waiting MESSAGE updates it, no reload.
    const laptop = await phonePage("alice@example.com");
    await expect(badge(laptop, before + 1)).toBeVisible({ timeout: 30_000 });
    const fetched: Buffer[] = [];
    await alice.route("**/webrtc/mobex/voicemail/audio", async (route) => {
      const response = await route.fetch();
      fetched.push(await response.body());
      await route.fulfill({ response });
    });
    await badge(alice, before + 1).click();
    await alice.getByRole("button", { name: "Play message from Bob Brown" }).first().click();
    await expect.poll(() => fetched.length).toBe(1);
    const recording = decodeWav(fetched[0]!);
    expect(durationMsOf(recording)).toBeGreaterThan(3_000);
    expect(Math.abs(dominantFrequency(trimSilence(recording)) - BOB_TONE_HZ)).toBeLessThanOrEqual(20);
    await expect
      .poll(() =>
        alice.getByLabel("Voicemail player").evaluate((audio: HTMLAudioElement) => audio.currentTime),
      )
      .toBeGreaterThan(0.5);

    // Playing marked it heard: this device at once, the other through the MESSAGE.
    await expect(badge(alice, before)).toBeVisible();
    await expect(badge(laptop, before)).toBeVisible({ timeout: 15_000 });
    await laptop.context().close();
  });

  await test.step("history: a missed call marked Voicemail for Alice, a call to voicemail for Bob", async () => {
    await expect
      .poll(async () => (await history(alice))[0])
      .toMatchObject({ call_type: "INB", status: "noanswer", call_b: "400011002", call_desc: "Voicemail" });
    await expect
      .poll(async () => (await history(bob))[0])
      .toMatchObject({ call_type: "OUT", call_b: "400011001", call_desc: "Voicemail" });
  });
  await setVoicemail(alice, null);
});

test("a caller of a user on Do not disturb reaches voicemail at once", async ({ phonePage }) => {
  const henry = await phonePage("henry@example.com");
  const bob = await phonePage("bob@example.com");
  await Promise.all([waitRegistered(henry), waitRegistered(bob)]);
  await setVoicemail(henry, { enabled: true });
  await choosePresence(henry, "Do not disturb");
  try {
    await dial(bob, "1008");
    await expect(calls(bob).getByRole("timer", { name: "Call duration" })).toBeVisible();
    await expect.poll(() => packetsReceived(bob)).toBeGreaterThan(25);
    await expect(calls(henry).getByText("Incoming Call...")).toBeHidden();
    await calls(bob).getByRole("button", { name: "Hang Up" }).click();
    await expect(calls(bob).getByRole("region")).toHaveCount(0);
  } finally {
    await choosePresence(henry, "Available");
    await setVoicemail(henry, null);
  }
});

test("Alice holds 1 on the dialpad and her mailbox answers with its menu", async ({ phonePage }) => {
  const alice = await phonePage("alice@example.com");
  await waitRegistered(alice);
  const dialpad = alice.getByRole("region", { name: "Dialpad" });
  await dialpad.getByRole("button", { name: "1", exact: true }).hover();
  await alice.mouse.down();
  await expect(calls(alice).getByText("Voicemail")).toBeVisible();
  await alice.mouse.up();
  await expect(calls(alice).getByRole("timer", { name: "Call duration" })).toBeVisible();
  await expect.poll(() => packetsReceived(alice)).toBeGreaterThan(25);
  await expect.poll(async () => (await inboundDuring(alice, 500)).energy).toBeGreaterThan(0);
  await calls(alice).getByRole("button", { name: "Hang Up" }).click();
  await expect
    .poll(async () => (await history(alice))[0])
    .toMatchObject({ call_type: "OUT", call_b: "*1", status: "answer" });
});

const ROUNDS = 5;
type Stamped = Window & { __ringAt?: number; __greetingAt?: number; __e2ePeers: RTCPeerConnection[] };

/** The callee's page notes when its phone starts ringing (one machine, one clock: timeOrigin + now). */
function stampRing(page: Page): Promise<void> {
  return page.evaluate(() => {
    const stamped = window as unknown as Stamped;
    delete stamped.__ringAt;
    const observer = new MutationObserver(() => {
      if (!document.querySelector('aside[aria-label="Calls"]')?.textContent?.includes("Incoming Call..."))
        return;
      stamped.__ringAt = performance.timeOrigin + performance.now();
      observer.disconnect();
    });
    observer.observe(document.body, { subtree: true, childList: true, characterData: true });
  });
}

/** The caller's page notes the first inbound audio with energy: the greeting's first sound. */
function stampGreeting(page: Page): Promise<void> {
  return page.evaluate(() => {
    const stamped = window as unknown as Stamped;
    delete stamped.__greetingAt;
    const poll = async () => {
      let energy = 0;
      for (const pc of stamped.__e2ePeers) {
        if (pc.connectionState === "closed") continue;
        (await pc.getStats()).forEach((entry: Record<string, unknown>) => {
          if (entry.type === "inbound-rtp" && entry.kind === "audio")
            energy += Number(entry.totalAudioEnergy ?? 0);
        });
      }
      if (energy > 0) stamped.__greetingAt = performance.timeOrigin + performance.now();
      else setTimeout(() => void poll(), 5);
    };
    void poll();
  });
}

const stampOf = (page: Page, key: "__ringAt" | "__greetingAt") =>
  page.evaluate((name) => (window as unknown as Stamped)[name] ?? null, key);

test(
  "from the no-answer timeout to the greeting's first sound",
  { tag: "@measure" },
  async ({ phonePage }) => {
    const alice = await phonePage("alice@example.com");
    const bob = await phonePage("bob@example.com");
    await Promise.all([waitRegistered(alice), waitRegistered(bob)]);
    await setVoicemail(alice, { enabled: true, noAnswerSeconds: NO_ANSWER_SECONDS });
    const delays: number[] = [];
    for (let round = 0; round < ROUNDS; round++) {
      await stampRing(alice);
      await stampGreeting(bob);
      await dial(bob, "1001");
      await expect.poll(() => stampOf(alice, "__ringAt")).not.toBeNull();
      await expect.poll(() => stampOf(bob, "__greetingAt"), { timeout: 30_000 }).not.toBeNull();
      const timeoutAt = (await stampOf(alice, "__ringAt"))! + NO_ANSWER_SECONDS * 1000;
      delays.push((await stampOf(bob, "__greetingAt"))! - timeoutAt);
      await calls(bob).getByRole("button", { name: "Hang Up" }).click();
      await expect(calls(bob).getByRole("region")).toHaveCount(0);
      await expect(calls(alice).getByRole("region")).toHaveCount(0);
    }
    await setVoicemail(alice, null);
    const sorted = [...delays].sort((a, b) => a - b);
    const line =
      `no-answer timeout to greeting: median ${sorted[Math.floor(sorted.length / 2)]!.toFixed(0)} ms ` +
      `(min ${sorted[0]!.toFixed(0)}, max ${sorted.at(-1)!.toFixed(0)}, n=${sorted.length})`;
    console.log(`[mobex] voicemail: ${line}`);
    test.info().annotations.push({ type: "measurement", description: line });
  },
);
