// Two colleagues call each other (spec 1 §2 Call screens, §4 Voice call, §9): the call rings, is
// answered, carries audio both ways (proved by RTP packets, not by screens) and is hung up; a call
// is declined; a call the caller cancels is missed and raises the missed-call notification. Every
// party's history records what happened.
import {
  callDrawer as calls,
  dialFromHome as dial,
  expect,
  history,
  packetsReceived,
  test,
  waitRegistered,
} from "../support/media";

test("a call is answered, audio flows both ways, and the caller hangs up", async ({ phonePage }) => {
  const dave = await phonePage("dave@example.com");
  const erin = await phonePage("erin@example.com");
  await Promise.all([waitRegistered(dave), waitRegistered(erin)]);

  await test.step("Dave dials Erin's extension: he sees Dialling... then Ringing..., she sees Incoming Call...", async () => {
    await dial(dave, "1005");
    await expect(calls(erin).getByText("Incoming Call...")).toBeVisible();
    await expect(calls(dave).getByText("Ringing...")).toBeVisible();
    await expect(calls(erin)).toContainText("Dave Davis");
  });

  await test.step("Erin answers: both run a timer and receive each other's audio", async () => {
    await calls(erin).getByRole("button", { name: "Answer" }).click();
    await expect(calls(dave).getByRole("timer", { name: "Call duration" })).toBeVisible();
    await expect(calls(erin).getByRole("timer", { name: "Call duration" })).toBeVisible();
    await expect.poll(() => packetsReceived(dave)).toBeGreaterThan(25);
    await expect.poll(() => packetsReceived(erin)).toBeGreaterThan(25);
  });

  await test.step("Dave hangs up: both see the call end and the drawer empties", async () => {
    await calls(dave).getByRole("button", { name: "Hang Up" }).click();
    await expect(calls(erin).getByText("Call ended")).toBeVisible();
    await expect(calls(dave).getByRole("button", { name: "Hang Up" })).toBeHidden();
    await expect(calls(erin).getByRole("region")).toHaveCount(0);
  });

  await test.step("each party's history records the answered call", async () => {
    await expect
      .poll(async () => (await history(dave))[0])
      .toMatchObject({ call_type: "OUT", status: "answer" });
    await expect
      .poll(async () => (await history(erin))[0])
      .toMatchObject({ call_type: "INB", status: "answer" });
  });
});

test("a declined call fails for the caller as rejected", async ({ phonePage }) => {
  const frank = await phonePage("frank@example.com");
  const grace = await phonePage("grace@example.com");
  await Promise.all([waitRegistered(frank), waitRegistered(grace)]);

  await dial(frank, "1007");
  await calls(grace).getByRole("button", { name: "Decline" }).click();
  await expect(calls(frank).getByText("Declined", { exact: true })).toBeVisible();
  await expect(calls(grace).getByRole("region")).toHaveCount(0);
  await expect
    .poll(async () => (await history(frank))[0])
    .toMatchObject({ call_type: "OUT", status: "busy" });
  await expect.poll(async () => (await history(grace))[0]).toMatchObject({ call_type: "INB" });
});

test("a call the caller cancels is missed and raises the missed-call notification", async ({ phonePage }) => {
  const henry = await phonePage("henry@example.com");
  const dave = await phonePage("dave@example.com");
  await Promise.all([waitRegistered(henry), waitRegistered(dave)]);

  await dial(henry, "1004");
  await expect(calls(dave).getByText("Incoming Call...")).toBeVisible();
  await calls(henry).getByRole("button", { name: "Hang Up" }).click();
  await expect(calls(dave).getByText("Missed call")).toBeVisible();

  await test.step("the notifications menu lists the missed call and marks it read", async () => {
    const bell = dave.getByRole("button", { name: /^Notifications/ });
    await expect(bell).toHaveAccessibleName("Notifications (1 unread)");
    await bell.click();
    const menu = dave.getByRole("dialog", { name: "Notifications" });
    await expect(menu.getByText("Missed Call")).toBeVisible();
    await expect(menu).toContainText("Henry Hill");
    // A colleague reads as on every other screen: by extension, not the tenant's long number.
    await expect(menu).toContainText("1008");
    await expect(menu).not.toContainText("400011008");
    await dave.keyboard.press("Escape");
    await expect(bell).toHaveAccessibleName("Notifications");
  });
  await expect
    .poll(async () => (await history(dave))[0])
    .toMatchObject({ call_type: "INB", status: "cancel" });
});
