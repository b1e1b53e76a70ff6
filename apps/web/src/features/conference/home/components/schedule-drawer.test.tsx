import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { beforeAll, describe, expect, it } from "vitest";
import { envelope, mockFetch, on } from "../../../../test/fetch-mock";
import { profileFixture } from "../../../../test/profile";
import { signInForEachTest } from "../../../../test/signed-in";
import { renderConferenceHome } from "./conference-home.test-support";

const CREATE = /^\/webrtc\/mobex\/rooms\/create\/([a-z0-9]{13})$/;
const contacts = [
  { name: "Bob Brown", email: "bob@example.com", extension: "1002" },
  { name: "Carol Clark", email: "carol@example.com", extension: "1003" },
];

function serve() {
  return mockFetch(
    on("/webrtc/api/", () => envelope(200, profileFixture())),
    on("/webrtc/mobex/rooms/roomsscheduled", () => envelope(200, [])),
    on("/webrtc/mobex/rooms/contacts", () => envelope(200, contacts)),
    (request) => {
      const match = CREATE.exec(request.url.pathname);
      return match
        ? envelope(200, { roomId: match[1], url: `http://localhost/conference/${match[1]}` })
        : undefined;
    },
  );
}

async function openDrawer() {
  const user = userEvent.setup();
  renderConferenceHome();
  await user.click(await screen.findByRole("button", { name: "Schedule" }));
  const drawer = await screen.findByRole("presentation");
  await within(drawer).findByRole("heading", { name: "Schedule Meeting" });
  return { user, drawer };
}

describe("Schedule Meeting drawer", () => {
  signInForEachTest();
  // The drawer is a chunk of its own; its first import (the editor) takes seconds to transform.
  beforeAll(async () => {
    await import("./schedule-drawer");
  }, 60_000);

  it("keeps Schedule disabled while the title is missing and says 'Required'", async () => {
    serve();
    const { user, drawer } = await openDrawer();
    const schedule = within(drawer).getByRole("button", { name: "Schedule" });
    expect(schedule).toBeDisabled();
    const title = within(drawer).getByRole("textbox", { name: "Title" });
    await user.type(title, "x");
    await user.clear(title);
    expect(within(drawer).getByText("Required")).toBeInTheDocument();
    expect(title).toHaveAttribute("maxlength", "90");
  });

  it("refuses a past date with 'Past times are not allowed'", async () => {
    serve();
    const { user, drawer } = await openDrawer();
    await user.type(within(drawer).getByRole("textbox", { name: "Title" }), "Standup");
    const date = within(drawer).getByLabelText(/^Date/);
    await user.clear(date);
    await user.type(date, "2020-01-01");
    expect(within(drawer).getByText("Past times are not allowed")).toBeInTheDocument();
    expect(within(drawer).getByRole("button", { name: "Schedule" })).toBeDisabled();
  });

  it("schedules a weekly meeting with an outside invitee, then Clear resets the form", async () => {
    const { requests } = serve();
    const { user, drawer } = await openDrawer();
    await user.type(within(drawer).getByRole("textbox", { name: "Title" }), "Weekly sync");
    await user.click(within(drawer).getByRole("combobox", { name: "Repeat" }));
    await user.click(await screen.findByRole("option", { name: /^Weekly on / }));
    const picker = within(drawer).getByRole("textbox", { name: "Invite people" });
    await user.type(picker, "BOB");
    await user.click(within(drawer).getByRole("checkbox", { name: "Bob Brown" }));
    expect(within(drawer).queryByRole("checkbox", { name: "Carol Clark" })).toBeNull();
    await user.clear(picker);
    await user.type(picker, "dora@outside.org");
    await user.click(within(drawer).getByRole("button", { name: "Invite dora@outside.org" }));
    await user.click(within(drawer).getByRole("button", { name: "Schedule" }));

    expect(await within(drawer).findByRole("button", { name: "Clear" })).toBeEnabled();
    expect(await screen.findByText("Room created")).toBeInTheDocument();
    const create = requests.find((request) => CREATE.test(request.url.pathname));
    expect(create?.body).toMatchObject({
      schedule: {
        title: "Weekly sync",
        repeat: expect.stringMatching(/^FREQ=WEEKLY;BYDAY=(MO|TU|WE|TH|FR|SA|SU)$/) as unknown,
        startDateTime: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:00[+-]\d\d:\d\d$/) as unknown,
      },
      invite: {
        invitedPeople: [
          { name: "Bob Brown", email: "bob@example.com", extension: "1002" },
          { name: "dora@outside.org", email: "dora@outside.org" },
        ],
      },
    });

    await user.click(within(drawer).getByRole("button", { name: "Clear" }));
    expect(within(drawer).getByRole("textbox", { name: "Title" })).toHaveValue("");
    expect(within(drawer).queryByRole("list", { name: "Invited" })).toBeNull();
    expect(within(drawer).getByRole("button", { name: "Schedule" })).toBeDisabled();
  });
});
