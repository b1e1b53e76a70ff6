// Call pickup (issue 4): a call ringing at a colleague is taken with the pickup code **<extension>.
// The colleague's phone stops ringing without a missed call, the picker's phone answers by itself,
// and the caller talks to the picker — proved by each party's microphone tone reaching the other.
// With nothing ringing there, the picker is told so.
import type { Page } from "@playwright/test";
import {
  callDrawer as calls,
  dialFromHome as dial,
  expect,
  history,
  receivedToneDb,
  test,
  waitRegistered,
} from "../support/media";

const TONES = { alice: 440, carol: 1_250 } as const;
// A tone this far above the spectrum's median is clearly there (as in calls-conference.spec.ts).
const PRESENT_DB = 25;

const hears = (page: Page, hz: number) => expect.poll(() => receivedToneDb(page, hz), { timeout: 15_000 });

/** The history entries of calls placed since `since` (epoch s): other specs call these users too. */
const historySince = async (page: Page, since: number) =>
  (await history(page)).filter((entry) => entry.call_start >= since);
const nowSeconds = () => Math.floor(Date.now() / 1000);

test("Carol picks up Alice's call to Bob: Bob stops ringing, Alice and Carol talk", async ({ phonePage }) => {
  const since = nowSeconds();
  const alice = await phonePage("alice@example.com", { toneHz: TONES.alice });
  const bob = await phonePage("bob@example.com");
  const carol = await phonePage("carol@example.com", { toneHz: TONES.carol });
  await Promise.all([waitRegistered(alice), waitRegistered(bob), waitRegistered(carol)]);

  await test.step("Alice calls Bob, whose phone rings", async () => {
    await dial(alice, "1002");
    await expect(calls(bob).getByText("Incoming Call...")).toBeVisible();
    await expect(calls(alice).getByText("Ringing...")).toBeVisible();
  });

  await test.step("Carol dials Bob's pickup code: her phone takes the call and answers it by itself", async () => {
    await dial(carol, "**1002");
    await expect(calls(carol)).toContainText("Alice Adams");
    await expect(calls(carol).getByRole("timer", { name: "Call duration" })).toBeVisible();
    await expect(calls(alice).getByRole("timer", { name: "Call duration" })).toBeVisible();
    await expect(calls(carol).getByRole("button", { name: "Answer" })).toBeHidden();
  });

  await test.step("Bob's phone stops ringing, and he is not told of a missed call", async () => {
    await expect(calls(bob).getByRole("region")).toHaveCount(0);
    await expect(bob.getByRole("button", { name: /^Notifications/ })).toHaveAccessibleName("Notifications");
  });

  await test.step("Alice and Carol hear each other", async () => {
    await hears(carol, TONES.alice).toBeGreaterThan(PRESENT_DB);
    await hears(alice, TONES.carol).toBeGreaterThan(PRESENT_DB);
  });

  await test.step("Alice hangs up; the history has the call between Alice and Carol", async () => {
    await calls(alice).getByRole("button", { name: "Hang Up" }).click();
    await expect(calls(carol).getByText("Call ended")).toBeVisible();
    await expect
      .poll(async () => (await history(alice))[0])
      .toMatchObject({ call_type: "OUT", status: "answer", call_b: "400011003", call_name: "Carol Clark" });
    await expect
      .poll(async () => (await history(carol))[0])
      .toMatchObject({ call_type: "INB", status: "answer", call_b: "400011001", call_name: "Alice Adams" });
    // Carol's pickup request left no failed call behind.
    expect((await historySince(carol, since)).filter((entry) => entry.call_type === "OUT")).toEqual([]);
    await expect
      .poll(async () => (await history(bob))[0])
      .toMatchObject({ call_type: "INB", status: "answer", call_duration: 0 });
  });
});

test("a pickup with nothing ringing there says so and places no call", async ({ phonePage }) => {
  const since = nowSeconds();
  const dave = await phonePage("dave@example.com");
  await waitRegistered(dave);
  await dial(dave, "**1005");
  await expect(dave.getByRole("alert")).toHaveText("No call to pick up");
  await expect(calls(dave).getByRole("region")).toHaveCount(0);
  expect(await historySince(dave, since)).toEqual([]);
});
