import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { MemoryMediaRooms } from "../../domain/conference/media-rooms";
import { parseCalendar } from "../../test-support/parse-calendar";
import { createTestApp, type TestApp } from "../../test-support/test-app";
import { jweOf, mailsTo, roomsRequest } from "./conference-test-support";

// The test clock starts on Monday 6 January 2025, 09:00 UTC.
const ROOM = "wk00000000001";
const schedule = {
  title: "Weekly <sync>",
  description: '<p>Agenda <b>one</b></p><img src=x onerror="alert(1)"><script>alert(2)</script>',
  startDateTime: "2025-01-08T10:00:00+01:00",
  endDateTime: "2025-01-08T10:30:00+01:00",
  repeat: "FREQ=WEEKLY;BYDAY=WE",
  timeZone: "Europe/Berlin",
};
const OUTSIDER = "guest@outside.example";
const DAY_MS = 86_400_000;

type Meeting = {
  urlId: string;
  description: string;
  nextEventDate: string | null;
  participants: { username: string; phone: string; email: string; moderator: boolean }[];
};

describe("scheduled meetings: invitations, guest tokens, listing, invites, cancellation", () => {
  let t: TestApp;
  let media: MemoryMediaRooms;
  let alice = "";
  let bob = "";
  let carol = "";
  let oscar = "";

  beforeAll(async () => {
    t = await createTestApp();
    media = new MemoryMediaRooms();
    t.app.services.conference.media.attach(media);
    await signInAll();
    const created = await roomsRequest(t, "POST", `create/${ROOM}`, {
      body: {
        token: alice,
        is_private: false,
        schedule,
        moderator: { email: "alice@example.com", extension: "1001", name: "Alice Adams" },
        invite: {
          invitedPeople: [
            { name: "Bob Brown", email: "bob@example.com", extension: "1002" },
            { name: "Guest", email: "Guest@Outside.example" },
          ],
          inviteText: "See you there",
        },
        plugins: { pin: "654321", is_private: false },
      },
    });
    expect(created.status).toBe(200);
  });
  afterAll(() => t.close());

  async function signInAll(): Promise<void> {
    alice = await jweOf(t, "alice@example.com");
    bob = await jweOf(t, "bob@example.com");
    carol = await jweOf(t, "carol@example.com");
    oscar = await jweOf(t, "oscar@globex.example");
  }

  /** Moves the clock on; the sessions' tokens (valid for an hour) are renewed as the app would. */
  async function advance(ms: number): Promise<void> {
    t.clock.advance(ms);
    await signInAll();
  }

  it("mails each invitee an invitation whose calendar parses back: REQUEST, UID, SEQUENCE 0, RRULE, DTSTART in the zone", async () => {
    for (const email of ["bob@example.com", OUTSIDER]) {
      const [mail] = await mailsTo(t, email);
      expect(mail?.subject).toContain("Invitation: Weekly <sync>");
      expect(mail?.calendarType).toContain("method=REQUEST");
      const { calendar, vevent } = parseCalendar(mail?.calendar ?? null);
      expect(calendar.getFirstPropertyValue("method")).toBe("REQUEST");
      expect(vevent.getFirstPropertyValue("uid")).toBe(`${ROOM}@localhost`);
      expect(vevent.getFirstPropertyValue("sequence")).toBe(0);
      expect(String(vevent.getFirstPropertyValue("rrule"))).toBe("FREQ=WEEKLY;BYDAY=WE");
      const dtstart = vevent.getFirstProperty("dtstart");
      expect(dtstart?.getParameter("tzid")).toBe("Europe/Berlin");
      expect(String(dtstart?.getFirstValue())).toBe("2025-01-08T10:00:00");
      expect(vevent.getFirstPropertyValue("organizer")).toBe("mailto:alice@example.com");
      expect(vevent.getFirstPropertyValue("description")).not.toContain("alert");
    }
    expect(
      await mailsTo(t, "alice@example.com").then((mails) => mails.filter((mail) => mail.calendar)),
    ).toEqual([]);
  });

  it("refuses a meeting in the past or longer than a week (400)", async () => {
    const create = (roomId: string, times: { startDateTime: string; endDateTime: string }) =>
      roomsRequest(t, "POST", `create/${roomId}`, {
        body: {
          token: alice,
          is_private: false,
          schedule: { ...schedule, ...times },
          moderator: { email: "alice@example.com", extension: "1001", name: "Alice Adams" },
          plugins: { pin: "654321", is_private: false },
        },
      });
    const past = await create("old0000000001", {
      startDateTime: "2024-12-01T10:00:00+01:00",
      endDateTime: "2024-12-01T10:30:00+01:00",
    });
    expect(past.body.responses[0]).toEqual({
      code: 400,
      message: "The meeting's times or repeat rule cannot be used",
    });
    const long = await create("old0000000002", {
      startDateTime: "2025-01-08T10:00:00+01:00",
      endDateTime: "2025-01-20T10:00:00+01:00",
    });
    expect(long.status).toBe(400);
  });

  it("lists the meeting for its organiser and its invitee with the next date, and not for others", async () => {
    const list = async (jwe: string) =>
      (await roomsRequest(t, "GET", "roomsscheduled", { bearer: jwe })).body.data as Meeting[];
    for (const jwe of [alice, bob]) {
      const [meeting] = await list(jwe);
      expect(meeting).toMatchObject({ urlId: ROOM, nextEventDate: "2025-01-08T09:00:00.000Z" });
      expect(meeting?.description).toBe("<p>Agenda <b>one</b></p>");
      expect(meeting?.participants).toEqual([
        { username: "Alice Adams", phone: "400011001", email: "alice@example.com", moderator: true },
        { username: "Bob Brown", phone: "400011002", email: "bob@example.com", moderator: false },
        { username: "Guest", phone: "", email: OUTSIDER, moderator: false },
      ]);
    }
    expect(await list(carol)).toEqual([]);
    expect(await list(oscar)).toEqual([]);
    await advance(2 * DAY_MS + 31 * 60_000); // Wednesday 09:31 UTC: this week's meeting has just ended
    expect((await list(bob))[0]?.nextEventDate).toBe("2025-01-15T09:00:00.000Z");
    expect((await roomsRequest(t, "GET", "roomsscheduled", {})).body.responses[0]).toEqual({
      code: 403,
      message: "No token",
    });
  });

  it("asks a guest for a token, mails one only to an invited address, and lets the guest join with it", async () => {
    const info = await roomsRequest(t, "POST", `info/${ROOM}`, { body: {} });
    expect(info.body.data).toMatchObject({ askForToken: true, askToJoin: false, pin: null });

    const uninvited = await roomsRequest(t, "POST", `gettoken/${ROOM}`, {
      body: { email: "nobody@outside.example" },
    });
    expect(uninvited.body.responses[0]).toEqual({
      code: 404,
      message: "You were not invited for this conference",
    });
    expect(await mailsTo(t, "nobody@outside.example")).toEqual([]);

    const sent = await roomsRequest(t, "POST", `gettoken/${ROOM}`, {
      body: { email: "GUEST@outside.example" },
    });
    expect(sent.status).toBe(200);
    const token = (await mailsTo(t, OUTSIDER))[0]?.token;
    expect(token).toMatch(/^[a-z2-9]{10}$/);

    const join = (roomId: string, bearer: string) =>
      roomsRequest(t, "POST", `join/${roomId}`, {
        body: { plugins: { display: "Guest", email: OUTSIDER } },
        bearer,
      });
    expect((await join(ROOM, token ?? "")).body.data).toEqual({
      roomId: ROOM,
      url: "ws://localhost:8080/janus",
      pin: "654321",
    });
    // Another room's token opens nothing here; nor does it once expired.
    await roomsRequest(t, "POST", "create/oth0000000001", {
      body: {
        token: alice,
        is_private: false,
        moderator: { email: "alice@example.com", extension: "1001", name: "Alice Adams" },
        plugins: { pin: "111111", is_private: false },
      },
    });
    expect((await join("oth0000000001", token ?? "")).status).toBe(403);
    await advance(8 * DAY_MS);
    expect((await join(ROOM, token ?? "")).status).toBe(403);
  });

  it("bounds token mails per room and address", async () => {
    const ask = () => roomsRequest(t, "POST", `gettoken/${ROOM}`, { body: { email: "bob@example.com" } });
    const codes = [];
    for (let i = 0; i < 4; i++) codes.push((await ask()).status);
    expect(codes).toEqual([200, 200, 200, 429]);
  });

  it("lets only the organiser invite more people; everyone gets the update with SEQUENCE 1", async () => {
    const invite = (jwe: string) =>
      roomsRequest(t, "POST", `invitepeople/${ROOM}`, {
        body: {
          token: jwe,
          invite: { invitedPeople: [{ name: "Carol", email: "carol@example.com" }], inviteText: "" },
        },
      });
    expect((await invite(bob)).body.responses[0]).toEqual({
      code: 403,
      message: "Only the organiser may change this meeting",
    });
    expect((await invite(oscar)).body.responses[0]?.code).toBe(404);
    const answer = await invite(alice);
    expect((answer.body.data as Meeting).participants.map((person) => person.email)).toContain(
      "carol@example.com",
    );
    const [toCarol] = await mailsTo(t, "carol@example.com");
    expect(toCarol?.subject).toContain("Invitation:");
    const [toBob] = await mailsTo(t, "bob@example.com");
    expect(toBob?.subject).toContain("Updated invitation:");
    for (const mail of [toCarol, toBob]) {
      const { vevent } = parseCalendar(mail?.calendar ?? null);
      expect(vevent.getFirstPropertyValue("sequence")).toBe(1);
      expect(vevent.getFirstPropertyValue("uid")).toBe(`${ROOM}@localhost`);
      expect(vevent.getAllProperties("attendee").map((attendee) => attendee.getFirstValue())).toContain(
        "mailto:carol@example.com",
      );
    }
  });

  it("cancels only for the organiser: CANCEL mails with the notes, then the room is gone", async () => {
    const cancel = (jwe: string) =>
      roomsRequest(t, "DELETE", ROOM, { body: { cancel_notes: "Sorry, no sync this week" }, bearer: jwe });
    expect((await cancel(bob)).status).toBe(403);
    expect((await cancel(alice)).status).toBe(200);
    for (const email of ["bob@example.com", "carol@example.com", OUTSIDER]) {
      const [mail] = await mailsTo(t, email);
      expect(mail?.subject).toContain("Canceled: Weekly <sync>");
      expect(mail?.calendarType).toContain("method=CANCEL");
      const { calendar, vevent } = parseCalendar(mail?.calendar ?? null);
      expect(calendar.getFirstPropertyValue("method")).toBe("CANCEL");
      expect(vevent.getFirstPropertyValue("uid")).toBe(`${ROOM}@localhost`);
      expect(vevent.getFirstPropertyValue("sequence")).toBe(2);
    }
    expect((await roomsRequest(t, "POST", `info/${ROOM}`, { body: {} })).status).toBe(404);
    expect(media.rooms.has(ROOM)).toBe(false);
    expect((await roomsRequest(t, "GET", "roomsscheduled", { bearer: bob })).body.data).toEqual([]);
  });
});
