// The 3-way conference (spec 1 §4 Conference, §8): hold, dial the second party, Merge — the host's
// browser mixes, so each far end receives the other's audio. Each party's microphone is a tone of
// its own; a far end hearing the other's tone is the proof. Then Split, and the history.
import type { Page } from "@playwright/test";
import { callDrawer, connect, expect, history, receivedToneDb, test, waitRegistered } from "../support/media";

const TONES = { grace: 440, henry: 1_250, alice: 2_600 } as const;
// A tone this far above the spectrum's median is clearly there; silence and codec noise stay far below.
const PRESENT_DB = 25;
const ABSENT_DB = 12;

const hears = (page: Page, hz: number) => expect.poll(() => receivedToneDb(page, hz), { timeout: 15_000 });

test("Merge mixes the two far ends for each other, Split separates them again", async ({ phonePage }) => {
  const grace = await phonePage("grace@example.com", { toneHz: TONES.grace });
  const alice = await phonePage("alice@example.com", { toneHz: TONES.alice });
  const henry = await phonePage("henry@example.com", { toneHz: TONES.henry });
  await Promise.all([waitRegistered(grace), waitRegistered(alice), waitRegistered(henry)]);
  await connect(grace, alice, "1001");

  await test.step("Alice presses Conference: Grace waits on hold, Alice calls Henry", async () => {
    await callDrawer(alice).getByRole("button", { name: "Conference" }).click();
    const panel = callDrawer(alice).getByRole("region", { name: "Add to conference" });
    await panel.getByLabel("Number", { exact: true }).fill("1008");
    await panel.getByRole("button", { name: "Call", exact: true }).click();
    await expect(callDrawer(grace).getByText("Held by the other party")).toBeVisible();
    await callDrawer(henry).getByRole("button", { name: "Answer" }).click();
    await expect(callDrawer(alice).getByRole("button", { name: "Merge" })).toBeEnabled();
  });

  await test.step("before the merge, Grace does not hear Henry", async () => {
    await hears(henry, TONES.alice).toBeGreaterThan(PRESENT_DB);
    expect(await receivedToneDb(grace, TONES.henry)).toBeLessThan(ABSENT_DB);
  });

  await test.step("Merge: Grace hears Henry and Henry hears Grace, through Alice", async () => {
    await callDrawer(alice).getByRole("button", { name: "Merge" }).click();
    const conference = callDrawer(alice).getByRole("region", { name: "Conference call" });
    await expect(conference).toBeVisible();
    await hears(grace, TONES.henry).toBeGreaterThan(PRESENT_DB);
    await hears(henry, TONES.grace).toBeGreaterThan(PRESENT_DB);
    await hears(grace, TONES.alice).toBeGreaterThan(PRESENT_DB);
    await hears(henry, TONES.alice).toBeGreaterThan(PRESENT_DB);
  });

  await test.step("in a conference, hold and transfer say why they cannot", async () => {
    const conference = callDrawer(alice).getByRole("region", { name: "Conference call" });
    await expect(conference.getByRole("button", { name: "Hold" })).toBeDisabled();
    await expect(conference.getByRole("button", { name: "Transfer" })).toBeDisabled();
    await conference.getByRole("button", { name: "Hold" }).locator("..").hover();
    await expect(alice.getByRole("tooltip").filter({ hasText: "Can't hold on a conference" })).toBeVisible();
    await conference.getByRole("button", { name: "Transfer" }).locator("..").hover();
    await expect(
      alice.getByRole("tooltip").filter({ hasText: "Can't transfer in a conference" }),
    ).toBeVisible();
    await conference.getByRole("button", { name: "Conference" }).locator("..").hover();
    await expect(
      alice.getByRole("tooltip").filter({ hasText: "Can't invite more people for a conference" }),
    ).toBeVisible();
  });

  await test.step("Split: Henry stays with Alice, Grace waits on hold and no longer hears Henry", async () => {
    await callDrawer(alice).getByRole("button", { name: "Split", exact: true }).click();
    await expect(callDrawer(alice).getByRole("region", { name: /Henry Hill/ })).toBeVisible();
    await expect(callDrawer(alice).getByRole("group", { name: /Grace Green/ })).toContainText("[On Hold]");
    await hears(grace, TONES.henry).toBeLessThan(ABSENT_DB);
  });

  await test.step("everyone hangs up; each party's history has the calls", async () => {
    await callDrawer(henry).getByRole("button", { name: "Hang Up" }).click();
    await callDrawer(grace).getByRole("button", { name: "Hang Up" }).click();
    await expect(callDrawer(alice).getByRole("region")).toHaveCount(0);
    await expect
      .poll(async () =>
        (await history(alice))
          .slice(0, 2)
          .map((entry) => entry.call_type)
          .sort(),
      )
      .toEqual(["INB", "OUT"]);
    await expect
      .poll(async () => (await history(grace))[0])
      .toMatchObject({ call_type: "OUT", status: "answer" });
    await expect
      .poll(async () => (await history(henry))[0])
      .toMatchObject({ call_type: "INB", status: "answer" });
  });
});
