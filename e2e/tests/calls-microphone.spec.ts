// Issue 8 §4 Latency: with the microphone already allowed, the caller's INVITE does not wait for the
// microphone to open; the callee rings meanwhile, and the caller's voice follows once it is open. A
// microphone that fails after the INVITE left cancels the call as a refused one does before it.
import type { Page } from "@playwright/test";
import {
  callDrawer as calls,
  dialFromHome as dial,
  expect,
  microphonesWaiting,
  receivedToneDb,
  settleMicrophone,
  test,
  waitRegistered,
} from "../support/media";

const FRANK_HZ = 700;
// A tone this far above the spectrum's median is clearly there (as in calls-conference.spec.ts).
const PRESENT_DB = 25;

const hears = (page: Page, hz: number) => expect.poll(() => receivedToneDb(page, hz), { timeout: 15_000 });

test("the callee rings while the caller's microphone is still opening, and hears it once open", async ({
  phonePage,
}) => {
  const frank = await phonePage("frank@example.com", { slowMicrophone: true, toneHz: FRANK_HZ });
  const henry = await phonePage("henry@example.com");
  await Promise.all([waitRegistered(frank), waitRegistered(henry)]);

  await dial(frank, "1008");
  await expect(calls(henry).getByText("Incoming Call...")).toBeVisible();
  expect(await microphonesWaiting(frank)).toBe(1);

  await settleMicrophone(frank, "open");
  await calls(henry).getByRole("button", { name: "Answer" }).click();
  await expect(calls(frank).getByRole("timer", { name: "Call duration" })).toBeVisible();
  await hears(henry, FRANK_HZ).toBeGreaterThan(PRESENT_DB);

  await calls(frank).getByRole("button", { name: "Hang Up" }).click();
  await expect(calls(henry).getByRole("region")).toHaveCount(0);
});

test("a microphone that fails while the call rings cancels it and shows the microphone dialog", async ({
  phonePage,
}) => {
  const frank = await phonePage("frank@example.com", { slowMicrophone: true });
  const henry = await phonePage("henry@example.com");
  await Promise.all([waitRegistered(frank), waitRegistered(henry)]);

  await dial(frank, "1008");
  await expect(calls(henry).getByText("Incoming Call...")).toBeVisible();

  await settleMicrophone(frank, "refuse");
  const dialog = frank.getByRole("dialog", {
    name: "Can't find your microphone or we are missing permissions!",
  });
  await expect(dialog).toBeVisible();
  await expect(calls(henry).getByText("Incoming Call...")).toBeHidden();
  await dialog.getByRole("button", { name: "Ok" }).click();
  await expect(dialog).toBeHidden();
});
