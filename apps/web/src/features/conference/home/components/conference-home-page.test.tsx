import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { envelope, mockFetch, on } from "../../../../test/fetch-mock";
import { profileFixture } from "../../../../test/profile";
import { signInForEachTest } from "../../../../test/signed-in";
import { renderConferenceHome } from "./conference-home.test-support";

const CREATE = /^\/webrtc\/mobex\/rooms\/create\/([a-z0-9]{13})$/;
const SCHEDULED = "/webrtc/mobex/rooms/roomsscheduled";

describe("conference home for a guest", () => {
  it("offers only the Join tile and no scheduled panel", async () => {
    mockFetch();
    renderConferenceHome();
    expect(await screen.findByRole("button", { name: "Join" })).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "New" })).toBeNull();
    expect(screen.queryByRole("button", { name: "Schedule" })).toBeNull();
    expect(screen.queryByRole("heading", { name: "Scheduled meetings" })).toBeNull();
  });

  it("reduces a pasted link to its last segment and joins that room", async () => {
    mockFetch();
    const user = userEvent.setup();
    renderConferenceHome();
    await user.click(await screen.findByRole("button", { name: "Join" }));
    const dialog = await screen.findByRole("dialog");
    const field = within(dialog).getByRole("textbox", { name: "Room code" });
    await user.click(field);
    await user.paste("https://mobex.example/conference/abcdefghij123");
    expect(field).toHaveValue("abcdefghij123");
    await user.click(within(dialog).getByRole("button", { name: "Join" }));
    expect(await screen.findByText("Room abcdefghij123")).toBeInTheDocument();
  });

  it("keeps Join disabled until the code has 13 characters", async () => {
    mockFetch();
    const user = userEvent.setup();
    renderConferenceHome();
    await user.click(await screen.findByRole("button", { name: "Join" }));
    const dialog = await screen.findByRole("dialog");
    await user.type(within(dialog).getByRole("textbox", { name: "Room code" }), "short");
    expect(within(dialog).getByRole("button", { name: "Join" })).toBeDisabled();
    expect(within(dialog).getByText("A room code has 13 letters or digits")).toBeInTheDocument();
  });
});

describe("conference home signed in: New", () => {
  signInForEachTest();

  it("creates the generated room as its moderator, then offers Join Now", async () => {
    const { requests } = mockFetch(
      on("/webrtc/api/", () => envelope(200, profileFixture())),
      on(SCHEDULED, () => envelope(200, [])),
      (request) =>
        CREATE.test(request.url.pathname) ? envelope(200, createdFrom(request.url.pathname)) : undefined,
    );
    const user = userEvent.setup();
    renderConferenceHome();
    await user.click(await screen.findByRole("button", { name: "New" }));
    const dialog = await screen.findByRole("dialog");
    const code =
      within(dialog)
        .getByRole("button", { name: /^Copy room code: / })
        .textContent?.slice(0, 13) ?? "";
    expect(code).toMatch(/^[a-z0-9]{13}$/);
    expect(within(dialog).getByRole("button", { name: /^Copy room link: / })).toHaveTextContent(
      `${window.location.origin}/conference/${code}`,
    );
    await user.click(await within(dialog).findByRole("button", { name: "Create Room" }));
    expect(await screen.findByText("Room created")).toBeInTheDocument();
    const create = requests.find((request) => CREATE.test(request.url.pathname));
    expect(create?.url.pathname).toBe(`/webrtc/mobex/rooms/create/${code}`);
    expect(create?.body).toMatchObject({
      token: "jwe",
      is_private: false,
      moderator: { email: "alice@example.com", extension: "1001", name: "Alice Adams" },
      plugins: { is_private: false, pin: expect.stringMatching(/^\d{6}$/) as unknown },
    });
    await user.click(within(dialog).getByRole("button", { name: "Join Now" }));
    expect(await screen.findByText(`Room ${code}`)).toBeInTheDocument();
  });

  it("says 'Unable to create room, check if you are logged' on 403", async () => {
    mockFetch(
      on("/webrtc/api/", () => envelope(200, profileFixture())),
      on(SCHEDULED, () => envelope(200, [])),
      (request) => (CREATE.test(request.url.pathname) ? envelope(403, null, "No token") : undefined),
    );
    const user = userEvent.setup();
    renderConferenceHome();
    await user.click(await screen.findByRole("button", { name: "New" }));
    await user.click(await screen.findByRole("button", { name: "Create Room" }));
    expect(await screen.findByText("Unable to create room, check if you are logged")).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Create Room" })).toBeEnabled();
  });

  it("shows 'Error code #{status}, {text}' for another refusal", async () => {
    mockFetch(
      on("/webrtc/api/", () => envelope(200, profileFixture())),
      on(SCHEDULED, () => envelope(200, [])),
      (request) =>
        CREATE.test(request.url.pathname) ? envelope(409, null, "This room already exists") : undefined,
    );
    const user = userEvent.setup();
    renderConferenceHome();
    await user.click(await screen.findByRole("button", { name: "New" }));
    await user.click(await screen.findByRole("button", { name: "Create Room" }));
    expect(await screen.findByText("Error code #409, This room already exists")).toBeInTheDocument();
  });
});

describe("conference home signed in: an expired token", () => {
  signInForEachTest();

  it("says 'Something went wrong while creating this room, try again' when renewal cannot help", async () => {
    mockFetch(
      on("/webrtc/api/", () => envelope(200, profileFixture())),
      on(SCHEDULED, () => envelope(200, [])),
      on("/api/json/webrtc/mobex/provisioning/get/", () => envelope(500, null, "Unavailable")),
      (request) => (CREATE.test(request.url.pathname) ? envelope(407, null, "Token expired") : undefined),
    );
    const user = userEvent.setup();
    renderConferenceHome();
    await user.click(await screen.findByRole("button", { name: "New" }));
    await user.click(await screen.findByRole("button", { name: "Create Room" }));
    expect(
      await screen.findByText("Something went wrong while creating this room, try again"),
    ).toBeInTheDocument();
  });
});

function createdFrom(path: string) {
  const roomId = path.split("/").at(-1) ?? "";
  return { roomId, url: `http://localhost/conference/${roomId}` };
}
