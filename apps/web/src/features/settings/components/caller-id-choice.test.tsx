import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { envelope, mockFetch, on } from "../../../test/fetch-mock";
import { renderWithProviders } from "../../../test/render";
import { CallerIdChoice } from "./caller-id-choice";
import { signInForEachTest } from "../../../test/signed-in";

const own = { number: "400011001", description: "Alice Adams", in_use: 1 } as const;
const mainLine = { number: "400010000", description: "Example Ltd main line", in_use: 0 } as const;

describe("the caller-id choice of the settings menu", { timeout: 20_000 }, () => {
  signInForEachTest();

  it("shows the caller id in use and changes it to the one chosen", async () => {
    const user = userEvent.setup();
    const { requests } = mockFetch(
      on("/webrtc/mobex/callerid/list/", () => envelope(200, [own, mainLine])),
      on("/webrtc/mobex/callerid/update/", () =>
        envelope(200, [
          { ...own, in_use: 0 },
          { ...mainLine, in_use: 1 },
        ]),
      ),
    );
    renderWithProviders(<CallerIdChoice />);
    const select = await screen.findByRole("combobox", { name: "Caller ID" });
    expect(select).toHaveTextContent("Alice Adams · 400011001");
    await user.click(select);
    await user.click(
      within(screen.getByRole("listbox")).getByRole("option", { name: /Example Ltd main line/ }),
    );
    await vi.waitFor(() => expect(select).toHaveTextContent("Example Ltd main line · 400010000"));
    expect(requests.find((r) => r.url.pathname === "/webrtc/mobex/callerid/update/")?.body).toEqual({
      token: "jwe",
      phone: "400011001",
      cli: "400010000",
    });
  });

  it("keeps the caller id and says so when the change fails", async () => {
    const user = userEvent.setup();
    mockFetch(
      on("/webrtc/mobex/callerid/list/", () => envelope(200, [own, mainLine])),
      on("/webrtc/mobex/callerid/update/", () => envelope(400, null, "cli: not one of your caller ids")),
    );
    renderWithProviders(<CallerIdChoice />);
    await user.click(await screen.findByRole("combobox", { name: "Caller ID" }));
    await user.click(
      within(screen.getByRole("listbox")).getByRole("option", { name: /Example Ltd main line/ }),
    );
    expect(await screen.findByText("The caller ID could not be changed")).toBeVisible();
    expect(screen.getByRole("combobox", { name: "Caller ID" })).toHaveTextContent("Alice Adams");
  });
});
