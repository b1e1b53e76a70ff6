// What a user does during a call (spec 1 §2 Call view, §4, §9): hold and resume (the far end stops
// sending and starts again), mute (the far end receives silence), and the keypad (RFC 4733 tones of
// 100 ms, 400 ms apart). Each is proved by what the browsers send and receive.
import { callDrawer, connect, dtmfSent, expect, inboundDuring, test, waitRegistered } from "../support/media";

test("hold stops the far end's audio and Resume brings it back", async ({ phonePage }) => {
  const alice = await phonePage("alice@example.com");
  const bob = await phonePage("bob@example.com");
  await Promise.all([waitRegistered(alice), waitRegistered(bob)]);
  await connect(alice, bob, "1002");

  await test.step("Alice holds: Bob is told, and no more packets reach Alice", async () => {
    await callDrawer(alice).getByRole("button", { name: "Hold" }).click();
    await expect(callDrawer(alice).getByRole("button", { name: "Resume" })).toBeVisible();
    await expect(callDrawer(bob).getByText("Held by the other party")).toBeVisible();
    await expect.poll(async () => (await inboundDuring(alice)).packets).toBe(0);
  });

  await test.step("Alice resumes: packets flow again both ways", async () => {
    await callDrawer(alice).getByRole("button", { name: "Resume" }).click();
    await expect(callDrawer(bob).getByText("Held by the other party")).toBeHidden();
    await expect.poll(async () => (await inboundDuring(alice)).packets).toBeGreaterThan(20);
    await expect.poll(async () => (await inboundDuring(bob)).packets).toBeGreaterThan(20);
  });
  await callDrawer(alice).getByRole("button", { name: "Hang Up" }).click();
});

test("mute sends silence, unmute sends the voice again", async ({ phonePage }) => {
  const carol = await phonePage("carol@example.com", { toneHz: 440 });
  const dave = await phonePage("dave@example.com");
  await Promise.all([waitRegistered(carol), waitRegistered(dave)]);
  await connect(carol, dave, "1004");
  await expect.poll(async () => (await inboundDuring(dave)).energy).toBeGreaterThan(0.01);

  await test.step("Carol mutes: Dave still gets packets, but they carry no sound", async () => {
    await callDrawer(carol).getByRole("button", { name: "Mute" }).click();
    await expect(callDrawer(carol).getByRole("button", { name: "Unmute" })).toBeVisible();
    await expect.poll(async () => (await inboundDuring(dave)).energy).toBeLessThan(0.0005);
    expect((await inboundDuring(dave)).packets).toBeGreaterThan(20);
  });

  await test.step("Carol unmutes: the tone is back", async () => {
    await callDrawer(carol).getByRole("button", { name: "Unmute" }).click();
    await expect.poll(async () => (await inboundDuring(dave)).energy).toBeGreaterThan(0.01);
  });
  await callDrawer(dave).getByRole("button", { name: "Hang Up" }).click();
});

test("the keypad sends RFC 4733 tones of 100 ms, 400 ms apart", async ({ phonePage }) => {
  const erin = await phonePage("erin@example.com");
  const frank = await phonePage("frank@example.com");
  await Promise.all([waitRegistered(erin), waitRegistered(frank)]);
  await connect(erin, frank, "1006");

  await callDrawer(erin).getByRole("button", { name: "Keypad" }).click();
  const keypad = callDrawer(erin).getByRole("group", { name: "Keypad" });
  for (const key of ["1", "2", "#"]) await keypad.getByRole("button", { name: key, exact: true }).click();
  await expect(callDrawer(erin).getByRole("status", { name: "Tones sent" })).toHaveText("12#");
  await expect.poll(async () => (await dtmfSent(erin)).tones).toBe("12#");
  const { requests } = await dtmfSent(erin);
  expect(requests.every((request) => request.duration === 100 && request.gap === 400)).toBe(true);
  await callDrawer(erin).getByRole("button", { name: "Hang Up" }).click();
});
