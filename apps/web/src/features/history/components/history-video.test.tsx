import { act, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { envelope, mockFetch, on } from "../../../test/fetch-mock";
import { profileFixture } from "../../../test/profile";
import { renderWithProviders } from "../../../test/render";
import { signInForEachTest } from "../../../test/signed-in";
import { updateSettings } from "../../../shared/settings/settings-store";
import type * as CallsCommands from "../../calls/commands";
import type * as VideoCommands from "../../video/commands";
import { blfEntry } from "../../presence/test/blf-entries";
import { historyItem } from "../model/history-fixtures";
import { HistoryPage } from "./history-page";

const startVideoCall = vi.hoisted(() => vi.fn());
vi.mock("../../video/commands", async (importOriginal) => ({
  ...(await importOriginal<typeof VideoCommands>()),
  startVideoCall,
}));
const dialNumber = vi.hoisted(() => vi.fn((_input: string) => true));
vi.mock("../../calls/commands", async (importOriginal) => ({
  ...(await importOriginal<typeof CallsCommands>()),
  dialNumber,
}));

const nowSeconds = Math.floor(Date.now() / 1000);
const videoWithBob = historyItem({
  media: "vid",
  call_b: "400011002",
  call_name: "Bob Brown",
  call_start: nowSeconds - 60,
  call_duration: 30,
});
const voiceWithCarol = historyItem({
  call_b: "400011003",
  call_name: "Carol Clark",
  call_start: nowSeconds - 90,
});
const voiceWithDave = historyItem({
  call_b: "400011004",
  call_name: "Dave Davis",
  call_start: nowSeconds - 120,
});

function renderHistory() {
  mockFetch(
    on("/webrtc/api/", () => envelope(200, profileFixture())),
    on("/webrtc/mobex/cdrs/list", () => envelope(200, [videoWithBob, voiceWithCarol, voiceWithDave])),
    on("/webrtc/mobex/blf/get/", () =>
      envelope(200, [
        blfEntry({ id: "b", blf_name: "Bob Brown", blf_number: "400011002", video: "1" }),
        blfEntry({ id: "c", blf_name: "Carol Clark", blf_number: "400011003", video: "1" }),
        blfEntry({ id: "d", blf_name: "Dave Davis", blf_number: "400011004", video: "0" }),
      ]),
    ),
  );
  renderWithProviders(<HistoryPage />);
}

const row = (name: string) =>
  screen.getByRole("button", { name: `Details of ${name}` }).closest("tr") as HTMLElement;

describe("history's video calls (spec 1 §3 media vid, §4)", { timeout: 20_000 }, () => {
  signInForEachTest();
  afterEach(() => {
    startVideoCall.mockClear();
    dialNumber.mockClear();
    act(() => updateSettings({ disableVideo: false }));
  });

  it("shows a video call with the video icon and calls it back by video", async () => {
    renderHistory();
    await userEvent.click(
      await screen.findByRole("button", { name: "Video call back 1002" }, { timeout: 8000 }),
    );
    expect(startVideoCall).toHaveBeenCalledWith("400011002", "Bob Brown");
    expect(dialNumber).not.toHaveBeenCalled();
    expect(within(row("Bob Brown")).getByRole("img", { name: /video call/i })).toBeVisible();
  });

  it("offers a video call on the rows of colleagues online with video, and none to others", async () => {
    renderHistory();
    await userEvent.click(
      await screen.findByRole("button", { name: "Video call with Carol Clark" }, { timeout: 8000 }),
    );
    expect(startVideoCall).toHaveBeenCalledWith("400011003", "Carol Clark");
    // A voice call is still called back by voice.
    expect(within(row("Carol Clark")).getByRole("button", { name: "Call 1003" })).toBeVisible();
    expect(within(row("Dave Davis")).queryByRole("button", { name: /^Video call/ })).toBeNull();
  });

  it("calls back by voice, and offers no video, once the user switches video calls off", async () => {
    renderHistory();
    await screen.findByRole("button", { name: "Video call back 1002" }, { timeout: 8000 });
    act(() => updateSettings({ disableVideo: true }));
    expect(screen.queryByRole("button", { name: /^Video call/ })).toBeNull();
    await userEvent.click(screen.getByRole("button", { name: "Call 1002" }));
    expect(dialNumber).toHaveBeenCalledWith("1002");
    expect(startVideoCall).not.toHaveBeenCalled();
  });
});
