// The presence board (spec 1 §2 "blf", §4 Presence and Board editor, §9 BLF 5 s): colleagues light up
// while they talk and go idle after, DND shows on their tile and refuses calls, a custom board follows
// the user to another device, and a ringing colleague's call is picked up from the board's menu.
import type { Locator, Page } from "@playwright/test";
import {
  callDrawer as calls,
  dialFromHome as dial,
  expect,
  history,
  receivedToneDb,
  test,
  waitRegistered,
} from "../support/media";
import { choosePresence, openBoard } from "../support/presence";

async function goTo(page: Page, link: string): Promise<void> {
  await page.getByRole("navigation", { name: "Main navigation" }).getByRole("link", { name: link }).click();
}

const tile = (page: Page, name: string): Locator =>
  page.getByRole("list", { name: "Presence board" }).getByRole("listitem", { name, exact: true });

test("a call lights up both colleagues on a third one's board with a running time, then they go idle", async ({
  phonePage,
}) => {
  const dave = await phonePage("dave@example.com");
  const erin = await phonePage("erin@example.com");
  const frank = await phonePage("frank@example.com");
  await Promise.all([waitRegistered(dave), waitRegistered(erin)]);
  await openBoard(frank);
  await expect(tile(frank, "Dave Davis")).toContainText("Available");
  // A colleague by extension, as the call screen shows them (issue 9).
  await expect(tile(frank, "Dave Davis")).toContainText("1004");
  await expect(tile(frank, "Dave Davis")).not.toContainText("400011004");

  await test.step("Dave calls Erin and she answers: Frank sees both on a call, the time running", async () => {
    await dial(dave, "1005");
    await calls(erin).getByRole("button", { name: "Answer" }).click();
    for (const name of ["Dave Davis", "Erin Evans"]) {
      await expect(tile(frank, name)).toContainText("On a call");
      await expect(tile(frank, name).getByRole("img", { name: "On a call" })).toBeVisible();
    }
    const time = tile(frank, "Dave Davis").getByRole("timer", { name: "Call time" });
    await expect(time).toHaveText(/^\d+:\d\d$/);
    const first = await time.textContent();
    await expect.poll(() => time.textContent()).not.toBe(first);
  });

  await test.step("Dave hangs up: both tiles go back to idle without a time", async () => {
    await calls(dave).getByRole("button", { name: "Hang Up" }).click();
    for (const name of ["Dave Davis", "Erin Evans"]) {
      await expect(tile(frank, name)).toContainText("Available");
      await expect(tile(frank, name).getByRole("timer")).toHaveCount(0);
    }
  });
});

test("a colleague in Do not disturb refuses calls and shows DND on the board", async ({ phonePage }) => {
  const grace = await phonePage("grace@example.com");
  const henry = await phonePage("henry@example.com");
  await Promise.all([waitRegistered(grace), waitRegistered(henry)]);

  await choosePresence(grace, "Do not disturb");
  await openBoard(henry);
  await expect(tile(henry, "Grace Green")).toContainText("Do Not Disturb");
  await expect(tile(henry, "Grace Green").getByRole("img", { name: "Do Not Disturb" })).toBeVisible();

  await test.step("Henry's call to Grace is refused and never rings at her", async () => {
    await goTo(henry, "Home");
    await dial(henry, "1007");
    await expect.poll(async () => (await history(henry))[0]?.call_b ?? "").toContain("1007");
    expect((await history(henry))[0]?.status).not.toBe("answer");
    await expect(calls(grace).getByText("Incoming Call...")).toHaveCount(0);
  });

  await choosePresence(grace, "Available");
  await openBoard(henry);
  await expect(tile(henry, "Grace Green")).toContainText("Available");
});

test("a custom board made on one device is there on the user's other device", async ({ phonePage }) => {
  const laptop = await phonePage("carol@example.com");
  await openBoard(laptop);
  await expect(tile(laptop, "Alice Adams")).toBeVisible();

  await test.step("Carol creates 'Front desk' with Bob and Dave only", async () => {
    await laptop.getByRole("combobox", { name: "Board" }).click();
    await laptop.getByRole("option", { name: "Create new" }).click();
    const editor = laptop.getByRole("dialog", { name: "New board" });
    await editor.getByRole("textbox", { name: "Board name" }).fill("Front desk");
    await editor.getByRole("button", { name: "Hide all" }).click();
    await expect(editor.getByRole("button", { name: "Save changes" })).toBeDisabled();
    for (const name of ["Dave Davis", "Bob Brown"]) {
      // Her pickup key for Dave carries his name too: the busy lamp is the one meant here.
      const lamp = editor.getByRole("listitem", { name, exact: true }).filter({ hasText: "Busy lamp" });
      await lamp.getByRole("button", { name: `Options for ${name}` }).click();
      await laptop.getByRole("menuitem", { name: "Show", exact: true }).click();
    }
    await editor.getByRole("button", { name: "Save changes" }).click();
    await expect(editor).toBeHidden();
    await expect(laptop.getByRole("list", { name: "Presence board" }).getByRole("listitem")).toHaveCount(2);
    await expect(laptop.getByText("Total: 2")).toBeVisible();
  });

  await test.step("her phone opens the board on 'Front desk' with the same two colleagues in order", async () => {
    const phone = await phonePage("carol@example.com");
    await openBoard(phone);
    await expect(phone.getByRole("combobox", { name: "Board" })).toHaveText("Front desk");
    const names = phone.getByRole("list", { name: "Presence board" }).getByRole("listitem");
    await expect(names).toHaveCount(2);
    expect(await names.evaluateAll((items) => items.map((item) => item.getAttribute("aria-label")))).toEqual([
      "Dave Davis",
      "Bob Brown",
    ]);
  });
});

const TONES = { alice: 440, carol: 1_250 } as const;
// A tone this far above the spectrum's median is clearly there (as in calls-pickup.spec.ts).
const PRESENT_DB = 25;

test("Carol picks up Alice's call to Bob from Bob's tile, and Alice and Carol talk", async ({
  phonePage,
}) => {
  const alice = await phonePage("alice@example.com", { toneHz: TONES.alice });
  const bob = await phonePage("bob@example.com");
  const carol = await phonePage("carol@example.com", { toneHz: TONES.carol });
  await Promise.all([waitRegistered(alice), waitRegistered(bob), waitRegistered(carol)]);
  await openBoard(carol);
  await carol.getByRole("combobox", { name: "Board" }).click();
  await carol.getByRole("option", { name: "System" }).click();

  await dial(alice, "1002");
  await expect(calls(bob).getByText("Incoming Call...")).toBeVisible();
  await expect(tile(carol, "Bob Brown")).toContainText("Ringing");

  await test.step("Carol opens Bob's menu and picks the call up", async () => {
    await tile(carol, "Bob Brown").getByRole("button", { name: "More actions for Bob Brown" }).click();
    await carol.getByRole("menuitem", { name: "Pick up" }).click();
    await expect(calls(carol).getByRole("timer", { name: "Call duration" })).toBeVisible();
    await expect(calls(bob).getByRole("region")).toHaveCount(0);
  });

  await test.step("Alice and Carol hear each other", async () => {
    await expect
      .poll(() => receivedToneDb(carol, TONES.alice), { timeout: 15_000 })
      .toBeGreaterThan(PRESENT_DB);
    await expect
      .poll(() => receivedToneDb(alice, TONES.carol), { timeout: 15_000 })
      .toBeGreaterThan(PRESENT_DB);
  });
});
