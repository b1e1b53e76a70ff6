import { act, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { envelope, mockFetch, on } from "../../../test/fetch-mock";
import { profileFixture } from "../../../test/profile";
import { signInForEachTest } from "../../../test/signed-in";
import { updateSettings } from "../../../shared/settings/settings-store";
import type * as VideoCommands from "../../video/commands";
import { blfEntry } from "../test/blf-entries";
import { renderBoard } from "../test/render-board";
import { PresenceBoardPage } from "./presence-board-page";

const startVideoCall = vi.hoisted(() => vi.fn());
vi.mock("../../video/commands", async (importOriginal) => ({
  ...(await importOriginal<typeof VideoCommands>()),
  startVideoCall,
}));

const board = [
  blfEntry({ id: "b1", button: 1, blf_name: "Bob Brown", blf_number: "400011002", video: "1" }),
  blfEntry({ id: "b2", button: 2, blf_name: "Carol Clark", blf_number: "400011003", video: "0" }),
  blfEntry({ id: "b3", button: 3, blf_name: "Alice Adams", blf_number: "400011001", type: "L", video: "1" }),
];

function renderVideoBoard() {
  mockFetch(
    on("/webrtc/api/", () => envelope(200, profileFixture())),
    on("/webrtc/mobex/blf/get/", () => envelope(200, board)),
    on("/webrtc/mobex/configs/get", () => envelope(200, { config: "blfArrange", value: null })),
  );
  renderBoard(<PresenceBoardPage />);
}

const tile = (name: string) => screen.getByRole("listitem", { name });

describe(
  "the board's video calls (spec 1 §4: video enabled, colleague online with video)",
  { timeout: 15_000 },
  () => {
    signInForEachTest();
    afterEach(() => {
      startVideoCall.mockClear();
      act(() => updateSettings({ disableVideo: false }));
    });

    it("offers a video call on the tile of a colleague online with video, and starts it", async () => {
      renderVideoBoard();
      const button = await screen.findByRole(
        "button",
        { name: "Video call with Bob Brown" },
        { timeout: 8000 },
      );
      expect(within(tile("Bob Brown")).getByRole("button", { name: "Call Bob Brown" })).toBeVisible();
      await userEvent.click(button);
      expect(startVideoCall).toHaveBeenCalledWith("400011002", "Bob Brown");
    });

    it("offers none to a colleague without video, nor on the user's own line", async () => {
      renderVideoBoard();
      await screen.findByRole("button", { name: "Video call with Bob Brown" }, { timeout: 8000 });
      expect(within(tile("Carol Clark")).queryByRole("button", { name: /^Video call/ })).toBeNull();
      expect(within(tile("Alice Adams")).queryByRole("button", { name: /^Video call/ })).toBeNull();
    });

    it("offers it in the tile's menu and details too", async () => {
      const user = userEvent.setup();
      renderVideoBoard();
      await screen.findByRole("button", { name: "Video call with Bob Brown" }, { timeout: 8000 });
      await user.click(screen.getByRole("button", { name: "More actions for Bob Brown" }));
      await user.click(await screen.findByRole("menuitem", { name: "Video call" }));
      expect(startVideoCall).toHaveBeenCalledWith("400011002", "Bob Brown");
      // Until the menu has finished closing, its modal hides the board from the accessibility tree.
      await waitFor(() => expect(screen.queryByRole("menu")).toBeNull());

      await user.click(within(tile("Bob Brown")).getByText("Bob"));
      const details = await screen.findByRole("dialog");
      await user.click(within(details).getByRole("button", { name: "Video call" }));
      expect(startVideoCall).toHaveBeenCalledTimes(2);
    });

    it("takes every video action away when the user switches video calls off", async () => {
      renderVideoBoard();
      await screen.findByRole("button", { name: "Video call with Bob Brown" }, { timeout: 8000 });
      act(() => updateSettings({ disableVideo: true }));
      expect(screen.queryByRole("button", { name: /^Video call/ })).toBeNull();
      await userEvent.click(screen.getByRole("button", { name: "More actions for Bob Brown" }));
      expect(await screen.findByRole("menuitem", { name: "Call" })).toBeVisible();
      expect(screen.queryByRole("menuitem", { name: "Video call" })).toBeNull();
    });
  },
);
