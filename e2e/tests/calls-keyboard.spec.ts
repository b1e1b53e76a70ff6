// The keyboard during calls and a consistent caller identity (issue 9; spec 1 §2 Dialpad and Call
// view, §4 "Tab keyboard shortcuts", §9 DTMF): digits typed during a call go out as RFC 4733 tones,
// the spec's shortcuts answer and hang up, ? lists them, the dial field suggests colleagues, and
// each party sees the other by name and extension.
import type { Page } from "@playwright/test";
import {
  callDrawer as calls,
  connect,
  dialFromHome,
  dtmfSent,
  expect,
  test,
  waitRegistered,
} from "../support/media";

/** A click on the page's heading: the keys typed next belong to no field. */
async function leaveFields(page: Page): Promise<void> {
  await page.getByRole("heading", { level: 1 }).click();
}

async function hangUpAndWait(caller: Page, callee: Page): Promise<void> {
  await calls(caller).getByRole("button", { name: "Hang Up" }).click();
  await expect(calls(callee).getByRole("region")).toHaveCount(0);
  await expect(calls(caller).getByRole("region")).toHaveCount(0);
}

test("digits typed during a call go to the far end as keypad tones", async ({ phonePage }) => {
  const alice = await phonePage("alice@example.com");
  const bob = await phonePage("bob@example.com");
  await Promise.all([waitRegistered(alice), waitRegistered(bob)]);
  await connect(alice, bob, "1002");

  await test.step("Alice types 5, *, 0 and #: the keypad opens with them and the tones are sent", async () => {
    await leaveFields(alice);
    await alice.keyboard.type("5*0#");
    await expect(calls(alice).getByRole("status", { name: "Tones sent" })).toHaveText("5*0#");
    await expect.poll(async () => (await dtmfSent(alice)).tones).toBe("5*0#");
    const { requests } = await dtmfSent(alice);
    expect(requests.every((request) => request.duration === 100 && request.gap === 400)).toBe(true);
  });

  await test.step("in the number field the digits type instead", async () => {
    const field = alice.getByRole("region", { name: "Dialpad" }).getByLabel("Number", { exact: true });
    await field.pressSequentially("7");
    await expect(field).toHaveValue("7");
    await expect(calls(alice).getByRole("status", { name: "Tones sent" })).toHaveText("5*0#");
    expect((await dtmfSent(alice)).tones).toBe("5*0#");
  });
  await hangUpAndWait(alice, bob);
});

test("Shift+Alt+A answers a ringing call and Shift+Alt+E hangs up", async ({ phonePage }) => {
  const carol = await phonePage("carol@example.com");
  const dave = await phonePage("dave@example.com");
  await Promise.all([waitRegistered(carol), waitRegistered(dave)]);

  await dialFromHome(carol, "1004");
  await expect(calls(dave).getByText("Incoming Call...")).toBeVisible();
  await test.step("Dave answers from the keyboard, his cursor still in the number field", async () => {
    await expect(
      dave.getByRole("region", { name: "Dialpad" }).getByLabel("Number", { exact: true }),
    ).toBeFocused();
    await dave.keyboard.press("Shift+Alt+A");
    await expect(calls(dave).getByRole("timer", { name: "Call duration" })).toBeVisible();
    await expect(calls(carol).getByRole("timer", { name: "Call duration" })).toBeVisible();
  });

  await test.step("keys pressed in a search box are the search's: the call goes on", async () => {
    await carol
      .getByRole("navigation", { name: "Main navigation" })
      .getByRole("link", { name: "Presence" })
      .click();
    await carol.getByLabel("Search the board").click();
    await carol.keyboard.press("Shift+Alt+E");
    await carol.keyboard.press("5");
    await expect(carol.getByLabel("Search the board")).toHaveValue("5");
    await expect(calls(carol).getByRole("timer", { name: "Call duration" })).toBeVisible();
    expect((await dtmfSent(carol)).requests).toEqual([]);
  });

  await test.step("Carol hangs up from the keyboard", async () => {
    await carol.getByRole("heading", { name: "Presence" }).click();
    await carol.keyboard.press("Shift+Alt+E");
    await expect(calls(dave).getByRole("region")).toHaveCount(0);
    await expect(calls(carol).getByRole("region")).toHaveCount(0);
  });

  await test.step("Space answers too, when no field has the cursor", async () => {
    await carol
      .getByRole("navigation", { name: "Main navigation" })
      .getByRole("link", { name: "Home" })
      .click();
    await dialFromHome(carol, "1004");
    await expect(calls(dave).getByText("Incoming Call...")).toBeVisible();
    await leaveFields(dave);
    await dave.keyboard.press("Space");
    await expect(calls(carol).getByRole("timer", { name: "Call duration" })).toBeVisible();
  });
  await hangUpAndWait(carol, dave);
});

test("? lists the keyboard shortcuts, and so does the settings menu", async ({ phonePage }) => {
  const erin = await phonePage("erin@example.com");
  const help = erin.getByRole("dialog", { name: "Keyboard shortcuts" });

  await test.step("? in the number field is typed, elsewhere it opens the list", async () => {
    const field = erin.getByRole("region", { name: "Dialpad" }).getByLabel("Number", { exact: true });
    await field.press("?");
    await expect(field).toHaveValue("?");
    await expect(help).toBeHidden();
    await field.fill("");
    await leaveFields(erin);
    await erin.keyboard.press("?");
    await expect(help).toBeVisible();
  });

  await test.step("the list names answer, hang up and the keypad tones with their keys", async () => {
    await expect(help).toContainText("Answer a ringing call");
    await expect(help).toContainText("Hang up");
    await expect(help).toContainText("Send keypad tones during a call");
    await expect(help.getByText("Space", { exact: true })).toBeVisible();
    await erin.keyboard.press("Escape");
    await expect(help).toBeHidden();
  });

  await test.step("the settings menu's Keyboard shortcuts opens it too", async () => {
    await erin.getByRole("button", { name: "Account settings" }).click();
    await erin.getByRole("menuitem", { name: "Keyboard shortcuts" }).click();
    await expect(help).toBeVisible();
    await help.getByRole("button", { name: "Close" }).click();
    await expect(help).toBeHidden();
  });
});

test("the dial field suggests colleagues by name or extension, and choosing one calls them", async ({
  phonePage,
}) => {
  const frank = await phonePage("frank@example.com");
  const grace = await phonePage("grace@example.com");
  await Promise.all([waitRegistered(frank), waitRegistered(grace)]);
  const field = frank.getByRole("region", { name: "Dialpad" }).getByRole("combobox", { name: "Number" });

  await test.step("part of an extension shows the colleague's name beside it", async () => {
    await field.pressSequentially("100");
    const list = frank.getByRole("listbox", { name: "Suggestions" });
    await expect(list.getByRole("option", { name: "Grace Green, Extension 1007" })).toBeVisible();
    await expect(list.getByRole("option", { name: "Frank Fisher, Extension 1006" })).toHaveCount(0);
  });

  await test.step("part of a name narrows it down; ↓ and Enter call her", async () => {
    await field.fill("");
    await field.pressSequentially("gra");
    const option = frank.getByRole("option", { name: "Grace Green, Extension 1007" });
    await expect(option).toBeVisible();
    await field.press("ArrowDown");
    await expect(option).toHaveAttribute("aria-selected", "true");
    await field.press("Enter");
    await expect(calls(grace).getByText("Incoming Call...")).toBeVisible();
    await expect(calls(frank).getByRole("region", { name: "Call with Grace Green" })).toContainText("1007");
  });
  await hangUpAndWait(frank, grace);
});

test("caller and callee see each other by name and extension", async ({ phonePage }) => {
  const henry = await phonePage("henry@example.com");
  const alice = await phonePage("alice@example.com");
  await Promise.all([waitRegistered(henry), waitRegistered(alice)]);

  await test.step("Henry dials Alice's full number: both see a name and a 4-digit extension", async () => {
    await dialFromHome(henry, "400011001");
    const atAlice = calls(alice).getByRole("region", { name: "Call with Henry Hill" });
    const atHenry = calls(henry).getByRole("region", { name: "Call with Alice Adams" });
    await expect(atAlice).toContainText("1008");
    await expect(atHenry).toContainText("1001");
    await expect(atAlice).not.toContainText("400011008");
    await expect(atHenry).not.toContainText("400011001");
  });
  await hangUpAndWait(henry, alice);

  await test.step("Alice dials Henry's extension: the same on both sides", async () => {
    await dialFromHome(alice, "1008");
    const atHenry = calls(henry).getByRole("region", { name: "Call with Alice Adams" });
    await expect(atHenry).toContainText("1001");
    await expect(atHenry).not.toContainText("400011001");
    await expect(calls(alice).getByRole("region", { name: "Call with Henry Hill" })).toContainText("1008");
  });
  await hangUpAndWait(alice, henry);
});
