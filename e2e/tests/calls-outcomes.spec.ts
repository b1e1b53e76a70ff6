// What became of a call, in plain words (issue 9): the caller's call screen says "Number not found",
// "Declined", "Busy — Do not disturb" or "Call ended" instead of SIP's reason phrases; a failed call
// stays readable in the failed-call notice (spec 1 §9: dial error toast 5 s) after the call itself
// has closed on the spec's timer, and that notice and the caller's history rows keep why it failed.
import type { Page } from "@playwright/test";
import {
  callDrawer,
  connect,
  dialFromHome,
  drawerShows,
  expect,
  history,
  test,
  waitRegistered,
} from "../support/media";
import { choosePresence } from "../support/presence";

/** The failed-call notice (the dial error toast). */
const notice = (page: Page, text: string) => page.getByRole("alert").filter({ hasText: text });

/** Bob's presence as the header shows it once the server has it (DND refuses the next call). */
async function setPresence(page: Page, label: string): Promise<void> {
  await choosePresence(page, label);
  await expect(page.getByRole("banner")).toContainText(label);
}

test("the caller reads each outcome in plain words; the notice and history keep why", async ({
  phonePage,
}) => {
  const alice = await phonePage("alice@example.com");
  const bob = await phonePage("bob@example.com");
  await Promise.all([waitRegistered(alice), waitRegistered(bob)]);

  await test.step("an unknown number: Number not found, still readable once the call has closed", async () => {
    await dialFromHome(alice, "1999");
    const failed = notice(alice, "Number not found");
    await expect(failed).toContainText("1999");
    await expect(failed).toContainText("SIP 404 Not Found");
    // The call closes on the spec's timer; the notice outlives it.
    await expect(callDrawer(alice).getByRole("region")).toHaveCount(0);
    await expect(failed).toBeVisible();
    await expect
      .poll(async () => (await history(alice))[0])
      .toMatchObject({ call_type: "OUT", status: "failed", call_desc: "Number not found" });
  });

  await test.step("Bob declines: Declined", async () => {
    await dialFromHome(alice, "1002");
    const declined = drawerShows(alice, "Declined");
    await callDrawer(bob).getByRole("button", { name: "Decline" }).click();
    await declined;
    await expect(notice(alice, "Declined")).toContainText("Bob Brown");
    await expect(notice(alice, "Declined")).toContainText("SIP 603 Decline");
    await expect
      .poll(async () => (await history(alice))[0])
      .toMatchObject({ call_type: "OUT", call_name: "Bob Brown", call_desc: "Declined" });
  });

  await test.step("Bob on do-not-disturb: Busy — Do not disturb", async () => {
    await setPresence(bob, "Do not disturb");
    try {
      await dialFromHome(alice, "1002");
      await expect(notice(alice, "Busy — Do not disturb")).toContainText("SIP 486 Do Not Disturb");
      await expect(callDrawer(bob).getByText("Incoming Call...")).toBeHidden();
      await expect
        .poll(async () => (await history(alice))[0])
        .toMatchObject({ call_type: "OUT", status: "busy", call_desc: "Busy — Do not disturb" });
    } finally {
      await setPresence(bob, "Available");
    }
  });

  await test.step("Bob answers and hangs up: Call ended, and no failure notice", async () => {
    await connect(alice, bob, "1002");
    const ended = drawerShows(alice, "Call ended");
    await callDrawer(bob).getByRole("button", { name: "Hang Up" }).click();
    await ended;
    await expect(callDrawer(alice).getByRole("region", { name: /Bob Brown/ })).toHaveCount(0);
    await expect(notice(alice, "Call ended")).toHaveCount(0);
  });

  await test.step("Alice's history rows say why each failed call failed", async () => {
    await alice
      .getByRole("navigation", { name: "Main navigation" })
      .getByRole("link", { name: "History" })
      .click();
    const page = alice.getByRole("main");
    // Earlier specs left calls of their own on the shared server: read this test's three failed
    // calls, newest first, from the one row only it can have made (to an unknown number).
    const notFound = page.getByRole("row").filter({ hasText: "Number not found" });
    await expect(notFound).toBeVisible();
    // The unknown number reads as it was dialled, in the Info column as in the Tel column (issue 9).
    await expect(notFound.getByRole("button", { name: "Details of 1999" })).toBeVisible();
    await expect(notFound).not.toContainText("400011999");
    await expect(notFound.locator("xpath=preceding-sibling::*[1]")).toContainText("Declined");
    await expect(notFound.locator("xpath=preceding-sibling::*[2]")).toContainText("Busy — Do not disturb");
  });
});
