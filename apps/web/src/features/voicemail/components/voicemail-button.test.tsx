import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { Route, Routes } from "react-router";
import { describe, expect, it, vi } from "vitest";
import type * as CallsCommands from "../../calls/commands";
import { envelope, mockFetch, on } from "../../../test/fetch-mock";
import { profileFixture } from "../../../test/profile";
import { renderWithProviders } from "../../../test/render";
import { VoicemailButton } from "./voicemail-button";
import { signInForEachTest } from "../../../test/signed-in";

const dialNumber = vi.hoisted(() => vi.fn((_input: string) => true));
vi.mock("../../calls/commands", async (importOriginal) => ({
  ...(await importOriginal<typeof CallsCommands>()),
  dialNumber,
}));

const CHECK_NEW = "/webrtc/mobex/messages/checknew";

describe("the voicemail button", { timeout: 20_000 }, () => {
  signInForEachTest();

  it("asks for the new messages of the user's mailbox and shows their count", async () => {
    const { requests } = mockFetch(
      on("/webrtc/api/", () => envelope(200, profileFixture({ mailbox: "1001" }))),
      on(CHECK_NEW, () => envelope(200, { count: 3 })),
    );
    renderWithProviders(<VoicemailButton />);
    const button = await screen.findByRole("button", { name: "Voicemail, 3 new" });
    expect(button).toHaveTextContent("3");
    expect(requests.find((r) => r.url.pathname === CHECK_NEW)?.body).toEqual({
      token: "jwe",
      phone: "400011001",
      mailbox: "1001",
    });
  });

  it("shows no badge without new messages", async () => {
    mockFetch(
      on("/webrtc/api/", () => envelope(200, profileFixture())),
      on(CHECK_NEW, () => envelope(200, { count: 0 })),
    );
    renderWithProviders(<VoicemailButton />);
    expect(await screen.findByRole("button", { name: "Voicemail, 0 new" })).not.toHaveTextContent("0");
  });

  it("opens the visual voicemail when pressed, and calls nobody", async () => {
    const user = userEvent.setup();
    mockFetch(
      on("/webrtc/api/", () => envelope(200, profileFixture())),
      on(CHECK_NEW, () => envelope(200, { count: 1 })),
    );
    renderWithProviders(
      <Routes>
        <Route path="/" element={<VoicemailButton />} />
        <Route path="/voicemail" element={<h1>Voicemail page</h1>} />
      </Routes>,
    );
    await user.click(await screen.findByRole("button", { name: "Voicemail, 1 new" }));
    expect(await screen.findByRole("heading", { name: "Voicemail page" })).toBeVisible();
    expect(dialNumber).not.toHaveBeenCalled();
  });
});
