import { defaultBoardArrange } from "@mobex/contracts/blf";
import { errorCatalogue } from "@mobex/contracts/errors";
import { act, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { envelope, mockFetch, on } from "../../../test/fetch-mock";
import { blfEntry, demoBoard } from "../test/blf-entries";
import { renderBoard } from "../test/render-board";
import { PresenceBoardPage } from "./presence-board-page";
import { signInForEachTest } from "../../../test/signed-in";
import type * as CallsCommands from "../../calls/commands";

const dialNumber = vi.hoisted(() => vi.fn((_input: string) => true));
vi.mock("../../calls/commands", async (importOriginal) => ({
  ...(await importOriginal<typeof CallsCommands>()),
  dialNumber,
}));

const BLF = "/webrtc/mobex/blf/get/";
const noArrangeAnswer = () => envelope(200, { config: "blfArrange", value: null });
const noArrange = on("/webrtc/mobex/configs/get", noArrangeAnswer);
const blfCalls = (requests: { url: URL }[]) =>
  requests.filter((request) => request.url.pathname === BLF).length;

// Full MUI screens in jsdom take a few seconds each.
describe("the presence board", { timeout: 15_000 }, () => {
  signInForEachTest();
  afterEach(() => {
    vi.useRealTimers();
  });

  it("shows each colleague with number and presence, and searches over name and number", async () => {
    mockFetch(
      on(BLF, () =>
        envelope(200, [
          ...demoBoard(),
          blfEntry({ id: "rp", button: 9, type: "RP", blf_name: "Pause recording" }),
          blfEntry({ id: "dnd", button: 10, blf_name: "Frank Fisher", blf_number: "400011006", dnd: "1" }),
        ]),
      ),
      noArrange,
    );
    renderBoard(<PresenceBoardPage />);
    const frank = await screen.findByRole("listitem", { name: "Frank Fisher" });
    expect(within(frank).getByText("Do Not Disturb")).toBeVisible();
    expect(within(frank).getByRole("img", { name: "Do Not Disturb" })).toBeVisible();
    expect(screen.getByText("Total: 5")).toBeVisible();
    expect(screen.queryByRole("listitem", { name: "Pause recording" })).toBeNull();

    await userEvent.type(screen.getByRole("searchbox", { name: "Search the board" }), "1004");
    expect(screen.getAllByRole("listitem").map((tile) => tile.getAttribute("aria-label"))).toEqual([
      "Dave Davis",
    ]);
    expect(screen.getByText("Total: 1")).toBeVisible();
  });

  it("shows a colleague's picture by the board's avatar_hash, initials without one, and details on hover", async () => {
    const user = userEvent.setup();
    mockFetch(
      on(BLF, () =>
        envelope(200, [
          blfEntry({ id: "b1", blf_name: "Bob Brown", avatar_hash: "9f86d081", mobex_status: "At the desk" }),
          blfEntry({ id: "b2", button: 2, blf_name: "Carol Clark", blf_number: "400011003" }),
          blfEntry({ id: "h", button: 3, type: "H", blf_name: "Headset", blf_number: "" }),
        ]),
      ),
      noArrange,
    );
    renderBoard(<PresenceBoardPage />);
    const bob = await screen.findByRole("listitem", { name: "Bob Brown" });
    const picture = new URL(bob.querySelector("img")?.getAttribute("src") ?? "", "http://app");
    expect(picture.pathname).toBe("/webrtc/mobex/avatar/getimage");
    expect(Object.fromEntries(picture.searchParams)).toMatchObject({ name: "400011002", hash: "9f86d081" });
    const carol = screen.getByRole("listitem", { name: "Carol Clark" });
    expect(carol.querySelector("img")).toBeNull();
    expect(within(carol).getByText("CC")).toBeInTheDocument();
    expect(
      within(screen.getByRole("listitem", { name: "Headset" })).getByText("Answer or hang up"),
    ).toBeVisible();

    await user.hover(within(bob).getByText("At the desk"));
    const tooltip = await screen.findByRole("tooltip");
    expect(tooltip).toHaveTextContent("Bob Brown");
    expect(tooltip).toHaveTextContent("At the desk");
    await user.unhover(bob);
    await waitFor(() => expect(screen.queryByRole("tooltip")).toBeNull());
  });

  it("opens the details on a click, even for a speed-dial key, whose dialling is a button of its own", async () => {
    const user = userEvent.setup();
    mockFetch(
      on(BLF, () =>
        envelope(200, [
          blfEntry({ id: "b", button: 1, blf_name: "Bob Brown" }),
          blfEntry({ id: "d", button: 2, type: "D", blf_name: "Pizza", blf_number: "0800123" }),
        ]),
      ),
      noArrange,
    );
    renderBoard(<PresenceBoardPage />);
    const pizza = await screen.findByRole("listitem", { name: "Pizza" });
    await user.click(within(pizza).getByText("Pizza"));
    const details = await screen.findByRole("dialog");
    expect(within(details).getByRole("heading", { name: "Pizza" })).toBeVisible();
    expect(dialNumber).not.toHaveBeenCalled();
    await user.click(within(details).getByRole("button", { name: "Close" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());

    await user.click(within(pizza).getByRole("button", { name: "Speed dial Pizza" }));
    expect(dialNumber).toHaveBeenCalledWith("0800123");
    await user.click(
      within(screen.getByRole("listitem", { name: "Bob Brown" })).getByRole("button", {
        name: "Call Bob Brown",
      }),
    );
    expect(dialNumber).toHaveBeenLastCalledWith("400011002");
    expect(screen.queryByRole("dialog")).toBeNull();
  });

  it("shows outlined tiles, announced as loading, until the board's first answer", async () => {
    let answer: (response: Response) => void = () => undefined;
    // The board's answer is held until the test lets it go.
    vi.stubGlobal(
      "fetch",
      vi.fn((input: string | URL) =>
        new URL(input, "http://localhost").pathname === BLF
          ? new Promise<Response>((resolve) => (answer = resolve))
          : Promise.resolve(noArrangeAnswer()),
      ),
    );
    renderBoard(<PresenceBoardPage />);
    expect(await screen.findByRole("status", { name: "Loading the presence board" })).toBeVisible();
    expect(screen.queryByRole("list", { name: "Presence board" })).toBeNull();
    expect(screen.queryByText(/^Total:/)).toBeNull();
    act(() => answer(envelope(200, demoBoard())));
    expect(await screen.findByRole("listitem", { name: "Bob Brown" })).toBeVisible();
    expect(screen.queryByRole("status", { name: "Loading the presence board" })).toBeNull();
  });

  it("shows first names, and surnames where two colleagues share a first name", async () => {
    mockFetch(
      on(BLF, () =>
        envelope(200, [
          blfEntry({ id: "a", button: 1, blf_name: "Alice Adams", blf_number: "400011001" }),
          blfEntry({ id: "b", button: 2, blf_name: "Bob Brown" }),
          blfEntry({ id: "h", button: 3, blf_name: "Alice Hill", blf_number: "400011008" }),
        ]),
      ),
      noArrange,
    );
    renderBoard(<PresenceBoardPage />);
    const bob = await screen.findByRole("listitem", { name: "Bob Brown" });
    expect(within(bob).getByText("Bob")).toBeVisible();
    expect(
      within(screen.getByRole("listitem", { name: "Alice Adams" })).getByText("Alice Adams"),
    ).toBeVisible();
    expect(
      within(screen.getByRole("listitem", { name: "Alice Hill" })).getByText("Alice Hill"),
    ).toBeVisible();
  });

  it("explains before Edit on the System board makes a new board from it", async () => {
    const user = userEvent.setup();
    mockFetch(
      on(BLF, () => envelope(200, demoBoard())),
      noArrange,
    );
    renderBoard(<PresenceBoardPage />);
    await screen.findByRole("listitem", { name: "Bob Brown" });
    await waitFor(() => expect(screen.getByRole("button", { name: "Edit" })).toBeEnabled());

    await user.click(screen.getByRole("button", { name: "Edit" }));
    const explanation = screen.getByRole("dialog", { name: "Create a board of your own?" });
    expect(explanation).toHaveTextContent("The System board is set up by your administrator");
    expect(screen.queryByRole("dialog", { name: "New board" })).toBeNull();
    await user.click(within(explanation).getByRole("button", { name: "Cancel" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());

    await user.click(screen.getByRole("button", { name: "Edit" }));
    await user.click(screen.getByRole("button", { name: "Create new board" }));
    const editor = await screen.findByRole("dialog", { name: "New board" });
    expect(within(editor).getByRole("listitem", { name: "Bob Brown" })).toBeVisible();
  });

  it("says the board is not configured on 204, with no button to go back", async () => {
    mockFetch(
      on(BLF, () => envelope(204, null, "No Content")),
      noArrange,
    );
    renderBoard(<PresenceBoardPage />);
    expect(await screen.findByText("BLF is currently not configured")).toBeVisible();
    expect(screen.queryByRole("button")).toBeNull();
  });

  it("shows the spec's text on 429 and stops polling", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const { requests } = mockFetch(
      on(BLF, () => envelope(429, null, errorCatalogue.blfTooFast.message)),
      noArrange,
    );
    renderBoard(<PresenceBoardPage />);
    expect(await screen.findByText(errorCatalogue.blfTooFast.message)).toBeVisible();
    await act(() => vi.advanceTimersByTimeAsync(30_000));
    expect(blfCalls(requests)).toBe(1);
  });

  it("shows 'Error getting BLF contacts' with the server's text when the first answer fails", async () => {
    mockFetch(
      on(BLF, () => envelope(500, null, "Directory unavailable")),
      noArrange,
    );
    renderBoard(<PresenceBoardPage />);
    expect(await screen.findByText("Error getting BLF contacts")).toBeVisible();
    expect(screen.getByText("Directory unavailable")).toBeVisible();
    expect(screen.getByRole("button", { name: "Try again" })).toBeVisible();
  });

  it("marks the board stale when no answer came for 10 s, and stops the call timers", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const start = Math.floor(Date.now() / 1000) - 65;
    const { requests } = mockFetch(
      on(
        BLF,
        () => envelope(200, [blfEntry({ status: "oncall", start, call_type: "OUT", cnumber: "400011003" })]),
        () => envelope(500, null, "Down"),
      ),
      noArrange,
    );
    renderBoard(<PresenceBoardPage />);
    const tile = await screen.findByRole("listitem", { name: "Bob Brown" });
    expect(within(tile).getByText("On a call")).toBeVisible();
    expect(within(tile).getByRole("timer", { name: "Call time" })).toHaveTextContent(/^1:0\d$/);
    expect(screen.queryByText(/Presence is not up to date/)).toBeNull();

    await act(() => vi.advanceTimersByTimeAsync(11_000));
    expect(blfCalls(requests)).toBeGreaterThan(1);
    expect(screen.getByText(/^Presence is not up to date — last update \d\d:\d\d:\d\d$/)).toBeVisible();
    const frozen = within(tile).getByRole("timer", { name: "Call time" }).textContent;
    await act(() => vi.advanceTimersByTimeAsync(3_000));
    expect(within(tile).getByRole("timer", { name: "Call time" })).toHaveTextContent(frozen ?? "");
  });

  it("opens on the custom board stored for the user and saves a new sort order for every device", async () => {
    const user = userEvent.setup();
    const arrange = {
      ...defaultBoardArrange,
      arrangeSelected: "Sales",
      customArranges: { Sales: ["b4", "b2"] },
    };
    let stored: unknown = arrange;
    const { requests } = mockFetch(
      on(BLF, () => envelope(200, demoBoard())),
      on("/webrtc/mobex/configs/get", () => envelope(200, { config: "blfArrange", value: stored })),
      (request) => {
        if (request.url.pathname !== "/webrtc/mobex/configs/update") return undefined;
        stored = (request.body as { value: unknown }).value;
        return envelope(200, { config: "blfArrange", value: stored });
      },
    );
    renderBoard(<PresenceBoardPage />);
    await screen.findByRole("listitem", { name: "Erin Evans" });
    const shownNames = () => screen.getAllByRole("listitem").map((tile) => tile.getAttribute("aria-label"));
    expect(shownNames()).toEqual(["Erin Evans", "Carol Clark"]);
    expect(screen.getByRole("combobox", { name: "Board" })).toHaveTextContent("Sales");

    await user.click(screen.getByRole("button", { name: "Sort: Unsorted" }));
    await user.click(screen.getByRole("menuitem", { name: "A - Z" }));
    await waitFor(() => expect(shownNames()).toEqual(["Carol Clark", "Erin Evans"]));
    await waitFor(() =>
      expect(
        requests.find((request) => request.url.pathname === "/webrtc/mobex/configs/update")?.body,
      ).toEqual({
        token: "jwe",
        phone: "400011001",
        config: "blfArrange",
        value: { ...arrange, sortAlphabetically: "asc", showSurname: false },
      }),
    );
  });
});
