// The join paths of a room (issue 14; spec 2 §4 Conference join, §7 rooms/gettoken, §8 texts): a
// guest of a meeting with invitees gets a token by e-mail and enters with it, while an address not
// invited is told 'You were not invited for this conference'; a guest who asks to join a room with
// no moderator in it hears 'No one in the room to answer, try again later', and once the moderator
// is in and denies, 'Not allowed'; a chosen camera that has gone gives way to the first one, with
// the spec's info text.
import {
  createRoom,
  expectInRoom,
  joinDialog,
  joinRoom,
  openAsGuest,
  test,
  tile,
} from "../support/conference";
import { readMailbox, waitForToken } from "../support/dev-mailbox";
import { expect } from "../support/media";
import { screenshotAtWidths } from "../support/screenshots";

const INVITED = "gina.guest@outside.example";

test("an invited guest joins with the token e-mailed to her; an address not invited gets none", async ({
  phonePage,
  guest,
}, testInfo) => {
  const frank = await phonePage("frank@example.com");
  const roomId = await createRoom(frank, { invitedPeople: [{ name: "Gina Guest", email: INVITED }] });
  await joinRoom(frank, roomId, "Frank");

  await test.step("an address not invited: 'You were not invited for this conference'", async () => {
    const dialog = await openAsGuest(guest, roomId, "Stranger");
    await dialog.getByRole("textbox", { name: "E-mail" }).fill("stranger@outside.example");
    await dialog.getByRole("button", { name: "Get token" }).click();
    await expect(guest.getByRole("alert")).toContainText("You were not invited for this conference");
    await expect(dialog.getByRole("textbox", { name: "Token" })).toHaveCount(0);
    expect(await readMailbox(guest.request, "stranger@outside.example")).toEqual([]);
  });

  await test.step("the invited address gets a token by e-mail and joins with it", async () => {
    const seenIds = new Set((await readMailbox(guest.request, INVITED)).map((message) => String(message.id)));
    const dialog = await openAsGuest(guest, roomId, "Gina");
    await dialog.getByRole("textbox", { name: "E-mail" }).fill(INVITED);
    await dialog.getByRole("button", { name: "Get token" }).click();
    const tokenField = dialog.getByRole("textbox", { name: "Token" });
    await expect(tokenField).toBeVisible();
    await expect(dialog.getByText(/^You can ask for a new token in \d+ s$/)).toBeVisible();
    const join = dialog.getByRole("button", { name: "Join", exact: true });
    await expect(join).toBeDisabled();
    const token = await waitForToken(guest.request, INVITED, { seenIds, reuseSeen: false });
    await tokenField.fill(token);
    await screenshotAtWidths(guest, testInfo, "conference-join-token");
    await join.click();
    await expectInRoom(guest);
    await expect(tile(guest, "Frank")).toBeVisible();
    await expect(tile(frank, "Gina")).toBeVisible();
  });
});

test("asking to join: no moderator in the room, then the moderator denies", async ({
  phonePage,
  guest,
}, testInfo) => {
  const frank = await phonePage("frank@example.com");
  const roomId = await createRoom(frank);
  const dialog = await openAsGuest(guest, roomId, "Gina");
  const askToJoin = dialog.getByRole("button", { name: "Ask to join" });

  await test.step("nobody in the room: 'No one in the room to answer, try again later'", async () => {
    await askToJoin.click();
    await expect(guest.getByRole("alert")).toContainText("No one in the room to answer, try again later");
    await expect(joinDialog(guest)).toBeVisible();
    await expect(askToJoin).toBeEnabled();
  });

  await test.step("Frank, the moderator, is in and denies: 'Not allowed'", async () => {
    await joinRoom(frank, roomId, "Frank");
    // The refusal above (3 s) has gone before the next answer is awaited.
    await expect(guest.getByRole("alert")).toHaveCount(0);
    await askToJoin.click();
    const request = frank.getByRole("alert").filter({ hasText: "Gina asks to join" });
    await request.getByRole("button", { name: "Deny" }).click();
    await expect(request).toHaveCount(0);
    await expect(guest.getByRole("alert")).toContainText("Not allowed");
    await screenshotAtWidths(guest, testInfo, "conference-join-denied");
    await expect(joinDialog(guest)).toBeVisible();
    await expect(tile(frank, "Gina")).toHaveCount(0);
  });
});

test("a chosen camera that has gone: the room takes the first one and says so", async ({ phonePage }) => {
  const frank = await phonePage("frank@example.com");
  const roomId = await createRoom(frank);
  // spec 2 §3 local storage: the camera chosen on an earlier visit, since unplugged.
  await frank.evaluate(() => localStorage.setItem("videoinput", "camera-unplugged-since"));
  await frank.goto(`/conference/${roomId}`);
  const dialog = joinDialog(frank);
  await expect(dialog.getByLabel("Your camera preview")).toBeVisible();
  await dialog.getByLabel("Name").fill("Frank");
  await dialog.getByRole("button", { name: "Join", exact: true }).click();
  await expect(frank.getByRole("alert")).toContainText(
    /^Your camera device is not availalable, changing to .+/,
  );
  await expect(tile(frank, "Frank (you)").getByLabel("Video of Frank")).toBeVisible();
  expect(await frank.evaluate(() => localStorage.getItem("videoinput"))).not.toBe("camera-unplugged-since");
});
