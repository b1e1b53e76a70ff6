// The dialpad's rules and the calls feature's dialogs (spec 1 §2, §4, §5, §8): an empty field asks
// for a number and later restores the last one; 1 held for 700 ms dials the voicemail code; the
// keypad hides on short windows; call waiting off turns a second caller away; a refused microphone
// and a ring the browser will not play each get their dialog.
import { callDrawer, connect, dialFromHome, expect, test, waitRegistered } from "../support/media";

test("the dial field: empty asks, 1 held dials voicemail, empty again restores it", async ({ phonePage }) => {
  const erin = await phonePage("erin@example.com");
  await waitRegistered(erin);
  const dialpad = erin.getByRole("region", { name: "Dialpad" });
  const field = dialpad.getByLabel("Number", { exact: true });

  await test.step("Call with nothing typed and nothing dialled before", async () => {
    await expect(dialpad.getByRole("button", { name: "Backspace" })).toBeHidden();
    await dialpad.getByRole("button", { name: "Call", exact: true }).click();
    await expect(erin.getByText("Please enter a number to dial")).toBeVisible();
  });

  await test.step("keys type, Backspace deletes", async () => {
    await dialpad.getByRole("button", { name: "4", exact: true }).click();
    await dialpad.getByRole("button", { name: "2", exact: true }).click();
    await expect(field).toHaveValue("42");
    await dialpad.getByRole("button", { name: "Backspace" }).click();
    await dialpad.getByRole("button", { name: "Backspace" }).click();
    await expect(field).toHaveValue("");
  });

  await test.step("1 held for 700 ms dials *1, the voicemail code", async () => {
    const one = dialpad.getByRole("button", { name: "1", exact: true });
    await one.hover();
    await erin.mouse.down();
    await expect(callDrawer(erin).getByText("Voicemail")).toBeVisible();
    await erin.mouse.up();
    await expect(field).toHaveValue("");
    // The mailbox answers (issue 12); Erin hangs up.
    await expect(callDrawer(erin).getByRole("timer", { name: "Call duration" })).toBeVisible();
    await callDrawer(erin).getByRole("button", { name: "Hang Up" }).click();
    await expect(callDrawer(erin).getByRole("region")).toHaveCount(0);
  });

  await test.step("Call on an empty field restores the last dialled number", async () => {
    await dialpad.getByRole("button", { name: "Call", exact: true }).click();
    await expect(field).toHaveValue("*1");
  });

  await test.step("at 470 px or less the keypad hides; the field and Call stay", async () => {
    await erin.setViewportSize({ width: 1280, height: 460 });
    await expect(dialpad.getByRole("group", { name: "Keypad" })).toBeHidden();
    await expect(field).toBeVisible();
    await erin.setViewportSize({ width: 1280, height: 720 });
    await expect(dialpad.getByRole("group", { name: "Keypad" })).toBeVisible();
  });
});

test("with call waiting off, a second caller is turned away busy", async ({ phonePage }) => {
  const frank = await phonePage("frank@example.com");
  const grace = await phonePage("grace@example.com");
  const henry = await phonePage("henry@example.com");
  await Promise.all([waitRegistered(frank), waitRegistered(grace), waitRegistered(henry)]);

  await grace.getByRole("button", { name: "Account settings" }).click();
  await grace
    .getByRole("dialog", { name: "Account settings" })
    .getByRole("switch", { name: "Call waiting" })
    .click();
  await grace.keyboard.press("Escape");
  await expect(grace.getByRole("dialog", { name: "Account settings" })).toBeHidden();
  await connect(frank, grace, "1007");

  await dialFromHome(henry, "1007");
  await expect(callDrawer(henry).getByText("Busy", { exact: true })).toBeVisible();
  await expect(callDrawer(grace).getByText("Incoming Call...")).toBeHidden();
  await expect(callDrawer(grace).getByRole("group")).toHaveCount(0);
  await callDrawer(frank).getByRole("button", { name: "Hang Up" }).click();
});

test("a refused microphone ends the call with the microphone dialog", async ({ phonePage }) => {
  const dave = await phonePage("dave@example.com", { denyMicrophone: true });
  await waitRegistered(dave);
  await dialFromHome(dave, "1005");
  const dialog = dave.getByRole("dialog", {
    name: "Can't find your microphone or we are missing permissions!",
  });
  await expect(dialog).toBeVisible();
  await dialog.getByRole("button", { name: "Ok" }).click();
  await expect(dialog).toBeHidden();
});

test("a ring the browser refuses before any interaction gets the dialog and the app-bar warning", async ({
  phonePage,
}) => {
  const alice = await phonePage("alice@example.com");
  const bob = await phonePage("bob@example.com", { desktopAutoplay: true });
  // A reloaded page has not been touched yet.
  await bob.reload();
  await Promise.all([waitRegistered(alice), waitRegistered(bob)]);
  const warning = bob.getByRole("button", { name: "Can't ring before page interaction" });
  await expect(warning).toBeVisible();

  await dialFromHome(alice, "1002");
  const dialog = bob.getByRole("dialog", { name: "Ring Tone Blocked by Browser" });
  await expect(dialog).toBeVisible();
  await dialog.getByRole("button", { name: "Ok" }).click();
  await expect(dialog).toBeHidden();
  await expect(warning).toBeHidden();
  await callDrawer(bob).getByRole("button", { name: "Decline" }).click();
  await expect(callDrawer(alice).getByText("Declined", { exact: true })).toBeVisible();
});
