// The conference home (issue 14, spec 2 §2 Conference): a signed-in user creates an instant room
// and schedules a weekly meeting with an invitee, which appears under Today with its date and time
// and reaches the invitee by e-mail; a one-off meeting days ahead appears under Coming up; a guest
// sees only Join.
import type { Locator, Page } from "@playwright/test";
import { calendarPartOf } from "../../apps/server/src/test-support/mail-calendar";
import { eventStartMs, parseCalendar } from "../../apps/server/src/test-support/parse-calendar";
import { readMailbox, readMessageSource, waitForMail } from "../support/dev-mailbox";
import { screenshotAtWidths } from "../support/screenshots";
import { expect, test } from "../support/test";

const pad = (value: number) => String(value).padStart(2, "0");
const dateValue = (date: Date) => `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;

/** The next quarter hour, as the drawer's default start. */
function nextQuarterHour(now: Date): Date {
  const quarterMs = 15 * 60_000;
  return new Date(Math.ceil((now.getTime() + 1) / quarterMs) * quarterMs);
}

async function openSchedule(page: Page): Promise<Locator> {
  await page.getByRole("button", { name: "Schedule", exact: true }).click();
  const drawer = page
    .getByRole("presentation")
    .filter({ has: page.getByRole("heading", { name: "Schedule Meeting" }) });
  await expect(drawer).toBeVisible();
  return drawer;
}

test("a guest sees only the Join tile", async ({ page }) => {
  await page.goto("/conference");
  await expect(page.getByRole("button", { name: "Join", exact: true })).toBeVisible();
  await expect(page.getByRole("button", { name: "New", exact: true })).toHaveCount(0);
  await expect(page.getByRole("heading", { name: "Scheduled meetings" })).toHaveCount(0);
  await screenshotAtWidths(page, test.info(), "conference-home-guest");
});

test("create a room, schedule a weekly meeting with an invitee, and see it under Today", async ({
  newUserPage,
}, testInfo) => {
  const now = new Date();
  const start = nextQuarterHour(now);
  // In the last minutes of a day the default start is tomorrow's first quarter hour.
  const startGroup = dateValue(start) === dateValue(now) ? "Today" : "Tomorrow";
  const alice = await newUserPage("alice@example.com");
  await alice.goto("/conference");

  await test.step("New: the generated room is created, then Join Now opens it", async () => {
    await alice.getByRole("button", { name: "New", exact: true }).click();
    const dialog = alice.getByRole("dialog");
    const codeButton = dialog.getByRole("button", { name: /^Copy room code: / });
    const code = ((await codeButton.textContent()) ?? "").slice(0, 13);
    expect(code).toMatch(/^[a-z0-9]{13}$/);
    await dialog.getByRole("button", { name: "Create Room" }).click();
    await expect(alice.getByText("Room created")).toBeVisible();
    await dialog.getByRole("button", { name: "Join Now" }).click();
    await alice.waitForURL(`**/conference/${code}`);
    await alice.goto("/conference");
  });

  const bobMails = new Set((await readMailbox(alice.request, "bob@example.com")).map((m) => String(m.id)));
  let weeklyUid = "";

  await test.step("Schedule: a weekly meeting with Bob, then Clear", async () => {
    const drawer = await openSchedule(alice);
    await drawer.getByRole("textbox", { name: "Title" }).fill("Weekly sync");
    await drawer.getByRole("combobox", { name: "Repeat" }).click();
    await alice.getByRole("option", { name: /^Weekly on / }).click();
    await drawer.getByRole("textbox", { name: "Invite people" }).fill("bob@example.com");
    await drawer.getByRole("list", { name: "Colleagues" }).getByRole("checkbox").first().check();
    await expect(drawer.getByRole("list", { name: "Invited" }).getByRole("listitem")).toHaveCount(1);
    await screenshotAtWidths(alice, testInfo, "conference-schedule-drawer");
    await drawer.getByRole("button", { name: "Schedule", exact: true }).click();
    await expect(drawer.getByRole("button", { name: "Clear" })).toBeVisible();
    await drawer.getByRole("button", { name: "Clear" }).click();
    await expect(drawer.getByRole("textbox", { name: "Title" })).toHaveValue("");
  });

  await test.step("Schedule: a one-off meeting three days ahead", async () => {
    const drawer = alice
      .getByRole("presentation")
      .filter({ has: alice.getByRole("heading", { name: "Schedule Meeting" }) });
    await drawer.getByRole("textbox", { name: "Title" }).fill("Quarterly plan");
    const later = new Date(start.getTime() + 3 * 86_400_000);
    await drawer.getByLabel(/^Date/).fill(dateValue(later));
    await drawer.getByRole("button", { name: "Schedule", exact: true }).click();
    await expect(drawer.getByRole("button", { name: "Clear" })).toBeVisible();
    await drawer.getByRole("button", { name: "Close Schedule Meeting" }).click();
  });

  await test.step("the weekly meeting is under Today with its next date and time, the other under Coming up", async () => {
    const weekly = alice
      .getByRole("region", { name: startGroup })
      .getByRole("article", { name: "Weekly sync" });
    await expect(weekly).toBeVisible();
    // The next date and time as the browser writes them in its own locale and zone.
    const nextStart = await alice.evaluate((ms) => {
      const day = new Intl.DateTimeFormat(undefined, { weekday: "short", month: "short", day: "numeric" });
      const time = new Intl.DateTimeFormat(undefined, { hour: "2-digit", minute: "2-digit" });
      return `${day.format(ms)} · ${time.format(ms)}`;
    }, start.getTime());
    await expect(weekly).toContainText(nextStart);
    await expect(weekly).toContainText(/Weekly on /);
    await expect(
      alice.getByRole("region", { name: "Coming up" }).getByRole("article", { name: "Quarterly plan" }),
    ).toBeVisible();
    await weekly.getByRole("button", { name: /Weekly sync/ }).click();
    await expect(weekly.getByText("Organiser")).toBeVisible();
    await expect(weekly.getByRole("button", { name: "Cancel Meeting" })).toBeVisible();
    await screenshotAtWidths(alice, testInfo, "conference-home");
  });

  await test.step("Bob's invitation is in the mailbox with a calendar invitation a calendar program reads", async () => {
    const invitationId = await waitForMail(alice.request, "bob@example.com", {
      seenIds: bobMails,
      subject: "Weekly sync",
    });
    const part = calendarPartOf(await readMessageSource(alice.request, invitationId));
    expect(part?.contentType).toContain("method=REQUEST");
    const { calendar, vevent } = parseCalendar(part?.calendar ?? null);
    expect(calendar.getFirstPropertyValue("method")).toBe("REQUEST");
    expect(vevent.getFirstPropertyValue("summary")).toBe("Weekly sync");
    weeklyUid = String(vevent.getFirstPropertyValue("uid"));
    expect(weeklyUid).toMatch(/^[a-z0-9]{13}@/);
    expect(String(vevent.getFirstPropertyValue("rrule"))).toMatch(/FREQ=WEEKLY;BYDAY=(MO|TU|WE|TH|FR|SA|SU)/);
    // The first occurrence is the meeting's start, whatever zone the invitation writes it in.
    expect(eventStartMs(calendar, vevent)).toBe(start.getTime());
    const attendees = vevent.getAllProperties("attendee").map((attendee) => String(attendee.getFirstValue()));
    expect(attendees).toContainEqual(expect.stringMatching(/^mailto:bob@example\.com$/i));
  });

  await test.step("Invite: the organiser adds Carol; she gets the invitation, the next SEQUENCE of the same UID", async () => {
    const carolMails = new Set(
      (await readMailbox(alice.request, "carol@example.com")).map((m) => String(m.id)),
    );
    const weekly = alice.getByRole("article", { name: "Weekly sync" });
    await weekly.getByRole("button", { name: "Invite" }).click();
    const dialog = alice.getByRole("dialog");
    // Bob is in the meeting already: only the others are offered.
    await expect(dialog.getByRole("checkbox", { name: "Bob Brown" })).toHaveCount(0);
    await dialog.getByRole("checkbox", { name: "Carol Clark" }).check();
    await dialog.getByRole("button", { name: "Update invites" }).click();
    await expect(alice.getByText("Updated invites")).toBeVisible();
    const invitationId = await waitForMail(alice.request, "carol@example.com", {
      seenIds: carolMails,
      subject: "Weekly sync",
    });
    const { calendar, vevent } = parseCalendar(
      calendarPartOf(await readMessageSource(alice.request, invitationId))?.calendar ?? null,
    );
    expect(calendar.getFirstPropertyValue("method")).toBe("REQUEST");
    expect(String(vevent.getFirstPropertyValue("uid"))).toBe(weeklyUid);
    expect(vevent.getFirstPropertyValue("sequence")).toBe(1);
    await expect(weekly).toContainText("Carol Clark");
  });

  await test.step("the organiser cancels the one-off meeting", async () => {
    const plan = alice.getByRole("article", { name: "Quarterly plan" });
    await plan.getByRole("button", { name: /Quarterly plan/ }).click();
    await plan.getByRole("button", { name: "Cancel Meeting" }).click();
    const dialog = alice.getByRole("dialog");
    await dialog.getByRole("textbox").fill("Not needed after all");
    await dialog.getByRole("button", { name: "Cancel Meeting" }).click();
    await expect(alice.getByText("Meet canceled")).toBeVisible();
    await expect(alice.getByRole("article", { name: "Quarterly plan" })).toHaveCount(0);
  });
});
