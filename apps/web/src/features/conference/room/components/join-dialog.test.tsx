import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { envelope, mockFetch, on } from "../../../../test/fetch-mock";
import { renderWithProviders } from "../../../../test/render";
import { JoinDialog } from "./join-dialog";

const ROOM = "abcdefghijklm";

/** jsdom has no MediaStream: enough of one for the preview, which opens no device here. */
class FakeMediaStream {
  readonly #tracks: MediaStreamTrack[] = [];
  addTrack(track: MediaStreamTrack) {
    this.#tracks.push(track);
  }
  getTracks() {
    return [...this.#tracks];
  }
  getVideoTracks() {
    return this.#tracks.filter((track) => track.kind === "video");
  }
}

const roomInfo = (access: { askToJoin: boolean; askForToken: boolean }) => ({
  roomId: ROOM,
  title: "Weekly sync",
  url: "ws://localhost/janus",
  pin: null,
  liveToken: "ticket",
  ...access,
});

const connectLive = vi.fn();

describe("JoinDialog", () => {
  beforeEach(() => {
    vi.stubGlobal("MediaStream", FakeMediaStream);
    vi.stubGlobal("navigator", {
      ...navigator,
      mediaDevices: { getUserMedia: () => Promise.reject(new DOMException("none", "NotFoundError")) },
    });
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    localStorage.clear();
  });

  it("takes a guest from 'Get token' to the token step, whose button needs six characters", async () => {
    const { requests } = mockFetch(
      on(`/webrtc/mobex/rooms/info/${ROOM}`, () =>
        envelope(200, roomInfo({ askToJoin: false, askForToken: true })),
      ),
      on(`/webrtc/mobex/rooms/gettoken/${ROOM}`, () => envelope(200, null)),
    );
    const user = userEvent.setup();
    renderWithProviders(<JoinDialog roomId={ROOM} phone={null} connectLive={connectLive} />);

    const getToken = await screen.findByRole("button", { name: "Get token" });
    expect(getToken).toBeDisabled();
    await user.type(screen.getByLabelText("E-mail"), "ana@");
    expect(screen.getByText("Enter a valid e-mail address")).toBeInTheDocument();
    expect(getToken).toBeDisabled();
    await user.type(screen.getByLabelText("E-mail"), "example.com");
    expect(getToken).toBeEnabled();

    await user.click(getToken);
    const join = await screen.findByRole("button", { name: "Join" });
    expect(requests.at(-1)?.body).toEqual({ email: "ana@example.com" });
    expect(screen.getByText("You can ask for a new token in 60 s")).toBeInTheDocument();
    await user.type(screen.getByLabelText("Token"), "abc12");
    expect(join).toBeDisabled();
    await user.type(screen.getByLabelText("Token"), "3");
    expect(join).toBeEnabled();
  });

  it("offers 'Ask to join' when a moderator must admit the caller, and no e-mail to a signed-in user", async () => {
    mockFetch(
      on(`/webrtc/mobex/rooms/info/${ROOM}`, () =>
        envelope(200, roomInfo({ askToJoin: true, askForToken: false })),
      ),
    );
    renderWithProviders(<JoinDialog roomId={ROOM} phone="4930001006" connectLive={connectLive} />);
    expect(await screen.findByRole("button", { name: "Ask to join" })).toBeEnabled();
    expect(screen.queryByLabelText("E-mail")).not.toBeInTheDocument();
    expect(screen.getByLabelText("Name")).toHaveValue("Guest");
  });
});
