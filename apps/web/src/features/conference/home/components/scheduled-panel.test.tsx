import type { ScheduledMeeting } from "@mobex/contracts/conference";
import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { envelope, mockFetch, on } from "../../../../test/fetch-mock";
import { profileFixture } from "../../../../test/profile";
import { signInForEachTest } from "../../../../test/signed-in";
import { renderConferenceHome } from "./conference-home.test-support";

const DAY_MS = 86_400_000;

function inDays(days: number): string {
  const moment = new Date();
  moment.setHours(23, 0, 0, 0);
  return new Date(moment.getTime() + days * DAY_MS).toISOString();
}

function meeting(urlId: string, title: string, next: string, organiserPhone = "400011001"): ScheduledMeeting {
  return {
    urlId,
    title,
    description: "<p><strong>Agenda</strong></p>",
    startDateTime: next,
    endDateTime: new Date(Date.parse(next) + 30 * 60_000).toISOString(),
    repeat: "",
    timeZone: null,
    participants: [
      { username: "Alice Adams", phone: organiserPhone, email: "alice@example.com", moderator: true },
      { username: "Bob Brown", phone: "400011002", email: "bob@example.com", moderator: false },
    ],
    nextEventDate: next,
  };
}

const meetings = [
  meeting("comingup00001", "Planning", inDays(5)),
  meeting("today00000001", "Standup", inDays(0)),
  meeting("tomorrow00001", "Review", inDays(1), "400011009"),
];

describe("scheduled panel", () => {
  signInForEachTest();

  it("groups the meetings into Today, Tomorrow and Coming up", async () => {
    mockFetch(
      on("/webrtc/api/", () => envelope(200, profileFixture())),
      on("/webrtc/mobex/rooms/roomsscheduled", () => envelope(200, meetings)),
    );
    renderConferenceHome();
    const today = await screen.findByRole("region", { name: "Today" });
    expect(within(today).getByRole("article", { name: "Standup" })).toBeInTheDocument();
    const tomorrow = screen.getByRole("region", { name: "Tomorrow" });
    expect(within(tomorrow).getByRole("article", { name: "Review" })).toBeInTheDocument();
    const comingUp = screen.getByRole("region", { name: "Coming up" });
    expect(within(comingUp).getByRole("article", { name: "Planning" })).toBeInTheDocument();
  });

  it("gives the organiser Cancel Meeting, which sends the message and says 'Meet canceled'", async () => {
    const { requests } = mockFetch(
      on("/webrtc/api/", () => envelope(200, profileFixture())),
      on("/webrtc/mobex/rooms/roomsscheduled", () => envelope(200, meetings)),
      on("/webrtc/mobex/rooms/today00000001", () => envelope(200, null)),
    );
    const user = userEvent.setup();
    renderConferenceHome();
    const standup = await screen.findByRole("article", { name: "Standup" });
    await user.click(within(standup).getByRole("button", { name: /Standup/ }));
    expect(within(standup).getByText("Organiser")).toBeInTheDocument();
    expect(within(standup).getByText("Agenda")).toBeInTheDocument();
    await user.click(within(standup).getByRole("button", { name: "Cancel Meeting" }));
    const dialog = await screen.findByRole("dialog");
    await user.type(within(dialog).getByRole("textbox"), "Moved to Friday");
    await user.click(within(dialog).getByRole("button", { name: "Cancel Meeting" }));
    expect(await screen.findByText("Meet canceled")).toBeInTheDocument();
    const cancel = requests.find((request) => request.method === "DELETE");
    expect(cancel?.body).toEqual({ cancel_notes: "Moved to Friday" });

    const review = screen.getByRole("article", { name: "Review" });
    await user.click(within(review).getByRole("button", { name: /Review/ }));
    expect(within(review).queryByRole("button", { name: "Cancel Meeting" })).toBeNull();
    expect(within(review).getByRole("button", { name: "Join now" })).toBeInTheDocument();
  });

  it("lets the organiser invite one more colleague and says 'Updated invites'", async () => {
    const { requests } = mockFetch(
      on("/webrtc/api/", () => envelope(200, profileFixture())),
      on("/webrtc/mobex/rooms/roomsscheduled", () => envelope(200, meetings)),
      on("/webrtc/mobex/rooms/contacts", () =>
        envelope(200, [
          { name: "Bob Brown", email: "bob@example.com", extension: "1002" },
          { name: "Carol Clark", email: "carol@example.com", extension: "1003" },
        ]),
      ),
      on("/webrtc/mobex/rooms/invitepeople/today00000001", () => envelope(200, meetings[1])),
    );
    const user = userEvent.setup();
    renderConferenceHome();
    const standup = await screen.findByRole("article", { name: "Standup" });
    await user.click(within(standup).getByRole("button", { name: /Standup/ }));
    await user.click(within(standup).getByRole("button", { name: "Invite" }));
    const dialog = await screen.findByRole("dialog");
    await user.click(await within(dialog).findByRole("checkbox", { name: "Carol Clark" }));
    expect(within(dialog).queryByRole("checkbox", { name: "Bob Brown" })).toBeNull();
    await user.click(within(dialog).getByRole("button", { name: "Update invites" }));
    expect(await screen.findByText("Updated invites")).toBeInTheDocument();
    const invite = requests.find((request) => request.url.pathname.includes("invitepeople"));
    expect(invite?.body).toMatchObject({
      invite: {
        invitedPeople: [{ name: "Carol Clark", email: "carol@example.com", extension: "1003" }],
      },
    });
  });

  it("says 'Ops, something went wrong while canceling this meet' when the server refuses", async () => {
    mockFetch(
      on("/webrtc/api/", () => envelope(200, profileFixture())),
      on("/webrtc/mobex/rooms/roomsscheduled", () => envelope(200, meetings)),
      on("/webrtc/mobex/rooms/today00000001", () =>
        envelope(403, null, "Only the organiser may change this meeting"),
      ),
    );
    const user = userEvent.setup();
    renderConferenceHome();
    const standup = await screen.findByRole("article", { name: "Standup" });
    await user.click(within(standup).getByRole("button", { name: /Standup/ }));
    await user.click(within(standup).getByRole("button", { name: "Cancel Meeting" }));
    await user.click(
      within(await screen.findByRole("dialog")).getByRole("button", { name: "Cancel Meeting" }),
    );
    expect(
      await screen.findByText("Ops, something went wrong while canceling this meet"),
    ).toBeInTheDocument();
  });
});
