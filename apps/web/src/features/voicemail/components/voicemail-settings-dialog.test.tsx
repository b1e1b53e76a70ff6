import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { envelope, mockFetch, on } from "../../../test/fetch-mock";
import { profileFixture } from "../../../test/profile";
import { renderWithProviders } from "../../../test/render";
import { signInForEachTest } from "../../../test/signed-in";
import { VoicemailSettingsDialog } from "./voicemail-settings-dialog";

const UPDATE = "/webrtc/mobex/configs/update";

/**
 * The server as configs/get, configs/update and voicemail/defaults answer (the tenant rings 20 s
 * before voicemail); `failUpdates` answers every save with a 500.
 */
function voicemailServer(initial: unknown, failUpdates = false) {
  let value = initial;
  return mockFetch(
    on("/webrtc/api/", () => envelope(200, profileFixture())),
    on("/webrtc/mobex/voicemail/defaults", () =>
      envelope(200, { enabled: true, noAnswerSeconds: 20, emailRecording: false }),
    ),
    on("/webrtc/mobex/configs/get", () => envelope(200, { config: "voicemail", value })),
    (request) => {
      if (request.url.pathname !== UPDATE) return undefined;
      if (failUpdates) return envelope(500, null);
      value = (request.body as { value: unknown }).value;
      return envelope(200, { config: "voicemail", value });
    },
  );
}

describe("the voicemail settings", () => {
  signInForEachTest();

  it("shows the tenant's defaults for what the user never chose", async () => {
    voicemailServer(null);
    renderWithProviders(<VoicemailSettingsDialog onClose={vi.fn()} />);
    expect(await screen.findByRole("switch", { name: "Send unanswered calls to voicemail" })).toBeChecked();
    expect(screen.getByRole("combobox", { name: "Ring time before voicemail" })).toHaveValue("20");
    expect(screen.getByRole("switch", { name: "E-mail me new voicemail messages" })).not.toBeChecked();
  });

  it("saves each control as it changes, keeping the user's other choices", async () => {
    const { requests } = voicemailServer({ noAnswerSeconds: 40 });
    const user = userEvent.setup();
    renderWithProviders(<VoicemailSettingsDialog onClose={vi.fn()} />);
    const updates = () =>
      requests.filter((request) => request.url.pathname === UPDATE).map((request) => request.body);

    const ringTime = await screen.findByRole("combobox", { name: "Ring time before voicemail" });
    expect(ringTime).toHaveValue("40");
    await user.selectOptions(ringTime, "15 seconds");
    await waitFor(() =>
      expect(updates().at(-1)).toMatchObject({ config: "voicemail", value: { noAnswerSeconds: 15 } }),
    );
    expect(ringTime).toHaveValue("15");

    await user.click(screen.getByRole("switch", { name: "E-mail me new voicemail messages" }));
    await waitFor(() => expect(updates()).toHaveLength(2));
    expect(updates()[1]).toMatchObject({ value: { noAnswerSeconds: 15, emailRecording: true } });

    const enabled = screen.getByRole("switch", { name: "Send unanswered calls to voicemail" });
    await user.click(enabled);
    await waitFor(() => expect(updates()).toHaveLength(3));
    expect(updates()[2]).toMatchObject({
      value: { noAnswerSeconds: 15, emailRecording: true, enabled: false },
    });
    expect(enabled).not.toBeChecked();
    // Without voicemail the ring time means nothing.
    expect(ringTime).toBeDisabled();
  });

  it("puts the switch back and says so when the server refuses the change", async () => {
    voicemailServer({ enabled: true }, true);
    const user = userEvent.setup();
    renderWithProviders(<VoicemailSettingsDialog onClose={vi.fn()} />);
    const enabled = await screen.findByRole("switch", { name: "Send unanswered calls to voicemail" });
    await user.click(enabled);
    expect(await screen.findByText("Could not save the voicemail settings. Please try again.")).toBeVisible();
    await waitFor(() => expect(enabled).toBeChecked());
  });
});
