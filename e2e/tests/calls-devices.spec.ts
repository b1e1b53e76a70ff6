// One user on two devices (spec 1 §1 "use several devices with the same account"): a call rings on
// both; when one answers, the other stops ringing — the proxy cancels it with "Call completed
// elsewhere", which is no missed call — and the answering device carries the audio.
import { callDrawer, dialFromHome, expect, packetsReceived, test, waitRegistered } from "../support/media";

test("both devices ring, and the second stops when the first answers", async ({ phonePage }) => {
  const grace = await phonePage("grace@example.com");
  const desk = await phonePage("henry@example.com");
  const laptop = await phonePage("henry@example.com");
  await Promise.all([waitRegistered(grace), waitRegistered(desk), waitRegistered(laptop)]);

  await dialFromHome(grace, "1008");
  await expect(callDrawer(desk).getByText("Incoming Call...")).toBeVisible();
  await expect(callDrawer(laptop).getByText("Incoming Call...")).toBeVisible();

  await callDrawer(desk).getByRole("button", { name: "Answer" }).click();
  await expect(callDrawer(laptop).getByText("Answered elsewhere")).toBeVisible();
  await expect(callDrawer(laptop).getByRole("region")).toHaveCount(0);
  await expect(laptop.getByRole("button", { name: /^Notifications/ })).toHaveAccessibleName("Notifications");

  await expect.poll(() => packetsReceived(grace)).toBeGreaterThan(25);
  await expect.poll(() => packetsReceived(desk)).toBeGreaterThan(25);
  await callDrawer(grace).getByRole("button", { name: "Hang Up" }).click();
  await expect(callDrawer(desk).getByText("Call ended")).toBeVisible();
});
