// Voicemail answers for a colleague (issue 12): Bob calls Alice, who lets it ring; after her
// no-answer time the voicemail agent answers Bob with her greeting (audio he receives), he leaves a
// message by talking and hangs up, and Alice's badge counts it. A caller of a user on Do not disturb
// reaches voicemail at once; Alice holds 1 on the dialpad and her mailbox answers with its menu.
import { choosePresence } from "../support/presence";
import {
  callDrawer as calls,
  dialFromHome as dial,
  expect,
  history,
  inboundDuring,
  packetsReceived,
  test,
  waitRegistered,
} from "../support/media";
import { newVoicemails, setVoicemail } from "../support/voicemail";

/** The shortest ring the settings allow (contracts/voicemail-settings.ts): the spec waits for it. */
const NO_ANSWER_SECONDS = 5;
/** Packets of 20 ms: about four seconds of Bob talking into the mailbox. */
const MESSAGE_PACKETS = 200;

test("an unanswered call goes to voicemail, the caller hears the greeting and leaves a message", async ({
  phonePage,
}) => {
  const alice = await phonePage("alice@example.com");
  const bob = await phonePage("bob@example.com", { toneHz: 440 });
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
  });

  await test.step("Bob talks for a few seconds after the tone and hangs up", async () => {
    const greetingAndTone = await packetsReceived(bob);
    await expect
      .poll(() => packetsReceived(bob), { timeout: 30_000 })
      .toBeGreaterThan(greetingAndTone + MESSAGE_PACKETS);
    await calls(bob).getByRole("button", { name: "Hang Up" }).click();
    await expect(calls(bob).getByRole("region")).toHaveCount(0);
  });

  await test.step("Alice's mailbox counts the new message, and her badge shows it", async () => {
    await expect.poll(() => newVoicemails(alice), { timeout: 30_000 }).toBe(before + 1);
    await expect(alice.getByRole("button", { name: `Voicemail, ${before + 1} new` })).toBeVisible({
      timeout: 30_000,
    });
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
