import { act, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { envelope, mockFetch, on } from "../../../test/fetch-mock";
import { profileFixture } from "../../../test/profile";
import { renderWithProviders } from "../../../test/render";
import { signInForEachTest } from "../../../test/signed-in";
import { updateSettings, useSettingsStore } from "../../../shared/settings/settings-store";
import { testOutgoingCall } from "../../calls/model/call-fixtures";
import { callTransitions } from "../../calls/model/call-store";
import type * as VideoCommands from "../../video/commands";
import { FeatureToggles, videoSwitchTexts } from "./feature-toggles";

const videoCallActive = vi.hoisted(() => ({ value: false }));
vi.mock("../../video/commands", async (importOriginal) => ({
  ...(await importOriginal<typeof VideoCommands>()),
  useVideoCallActive: () => videoCallActive.value,
}));

async function videoSwitch() {
  mockFetch(on("/webrtc/api/", () => envelope(200, profileFixture())));
  renderWithProviders(<FeatureToggles />);
  return screen.findByRole("switch", { name: videoSwitchTexts.label }, { timeout: 8000 });
}

describe(
  "the Disable video calls switch (spec 1 §4: switched only when no call is active)",
  { timeout: 15_000 },
  () => {
    signInForEachTest();
    afterEach(() => {
      videoCallActive.value = false;
      act(() => {
        callTransitions.reset();
        updateSettings({ disableVideo: false });
      });
    });

    it("turns video off on this device", async () => {
      const toggle = await videoSwitch();
      expect(toggle).toBeEnabled();
      expect(toggle).toHaveAccessibleDescription(videoSwitchTexts.description);
      await userEvent.click(toggle);
      expect(useSettingsStore.getState().disableVideo).toBe(true);
      await userEvent.click(toggle);
      expect(useSettingsStore.getState().disableVideo).toBe(false);
    });

    it("is locked, and says why, while a voice call is up", async () => {
      act(() => {
        callTransitions.added(testOutgoingCall());
      });
      const toggle = await videoSwitch();
      expect(toggle).toBeDisabled();
      expect(toggle).toHaveAccessibleDescription(videoSwitchTexts.duringCall);
      act(() => {
        callTransitions.reset();
      });
      expect(toggle).toBeEnabled();
    });

    it("is locked while a video call exists", async () => {
      videoCallActive.value = true;
      const toggle = await videoSwitch();
      expect(toggle).toBeDisabled();
      expect(toggle).toHaveAccessibleDescription(videoSwitchTexts.duringCall);
    });
  },
);
