import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import type * as CallsCommands from "../../calls/commands";
import { envelope, mockFetch, on } from "../../../test/fetch-mock";
import { renderWithProviders } from "../../../test/render";
import { historyItem } from "../model/history-fixtures";
import { HistoryPage } from "./history-page";
import { signInForEachTest } from "../../../test/signed-in";

const dialNumber = vi.hoisted(() => vi.fn((_input: string) => true));
vi.mock("../../calls/commands", async (importOriginal) => ({
  ...(await importOriginal<typeof CallsCommands>()),
  dialNumber,
}));

const LIST = "/webrtc/mobex/cdrs/list";
const HIDE = "/webrtc/mobex/cdrs/hide";
const nowSeconds = Math.floor(Date.now() / 1000);

const toBob = historyItem({
  call_type: "OUT",
  call_b: "400011002",
  call_name: "Bob Brown",
  call_duration: 75,
  call_start: nowSeconds - 60,
});
const fromCarol = historyItem({
  call_type: "INB",
  call_b: "400011003",
  call_name: "Carol Clark",
  call_duration: 3725,
  call_start: nowSeconds - 120,
});
const missedDave = historyItem({
  call_type: "INB",
  status: "cancel",
  call_b: "400011004",
  call_name: "Dave Davis",
  call_start: nowSeconds - 180,
});
const videoToBob = historyItem({
  call_type: "OUT",
  media: "vid",
  call_b: "400011002",
  call_name: "Bob Brown",
  call_start: 1_600_000_000,
});
const voicemail = historyItem({
  call_type: "OUT",
  call_b: "*1",
  call_name: "",
  call_start: nowSeconds - 240,
});
const all = [toBob, fromCarol, missedDave, voicemail, videoToBob];

const table = () => screen.getByRole("table", { name: "Call history" });
/** The calls' rows, without the column headings and the day headings. */
const rows = () =>
  within(table())
    .getAllByRole("row")
    .filter((row) => within(row).queryByRole("button", { name: /^Details of / }) !== null);
const names = () =>
  rows().map((row) => within(row).getByRole("button", { name: /^Details of / }).textContent);

describe("the history screen", { timeout: 20_000 }, () => {
  signInForEachTest();

  it("asks for the last 100 calls of the user's own phone", async () => {
    const { requests } = mockFetch(on(LIST, () => envelope(200, all)));
    renderWithProviders(<HistoryPage />);
    await screen.findByRole("table", { name: "Call history" });
    expect(requests[0]?.body).toEqual({ token: "jwe", phone: "400011001", limit: 100 });
  });

  it("lists the calls with direction, info, number, duration and time", async () => {
    mockFetch(on(LIST, () => envelope(200, all)));
    renderWithProviders(<HistoryPage />);
    await screen.findByRole("table", { name: "Call history" });
    expect(names()).toEqual(["Bob Brown", "Carol Clark", "Dave Davis", "Voicemail", "Bob Brown"]);
    const [first, second, third, , fifth] = rows();
    expect(within(first!).getByRole("img", { name: "Outgoing call" })).toBeVisible();
    expect(within(first!).getByRole("button", { name: "Call 1002" })).toBeVisible();
    expect(first).toHaveTextContent("0:01:15");
    // The day is the heading's to say; the row gives the clock time.
    expect(within(first!).getAllByRole("cell")[4]).toHaveTextContent(/^\d\d:\d\d$/);
    expect(second).toHaveTextContent("1:02:05");
    expect(within(third!).getByRole("img", { name: "Missed call" })).toBeVisible();
    expect(third).toHaveTextContent("Missed");
    expect(within(fifth!).getByRole("img", { name: "Outgoing video call" })).toBeVisible();
  });

  it("groups the calls under a heading per day and offers to remove each one", async () => {
    mockFetch(on(LIST, () => envelope(200, all)));
    renderWithProviders(<HistoryPage />);
    await screen.findByRole("table", { name: "Call history" });
    const headings = within(table()).getAllByRole("heading", { level: 2 });
    expect(headings.map((heading) => heading.textContent)).toEqual(["Today", "Sunday, 13 September 2020"]);
    const today = within(table()).getByRole("rowgroup", { name: "Today" });
    expect(
      within(today)
        .getAllByRole("button", { name: /^Details of / })
        .map((b) => b.textContent),
    ).toEqual(["Bob Brown", "Carol Clark", "Dave Davis", "Voicemail"]);
    const older = within(table()).getByRole("rowgroup", { name: "Sunday, 13 September 2020" });
    expect(within(older).getByRole("img", { name: "Outgoing video call" })).toBeVisible();
    // A bin, not the crossed-out eye that read as "hide".
    const remove = within(today).getByRole("button", { name: "Remove Carol Clark from history" });
    expect(within(remove).getByTestId("DeleteOutlineRoundedIcon")).toBeInTheDocument();
  });

  it("fits a phone: the number under the name, the duration under the time", async () => {
    // MUI asks for "(max-width:599.95px)" below its sm breakpoint.
    vi.stubGlobal("matchMedia", (media: string) => ({
      media,
      matches: media.includes("max-width:599.95px"),
      onchange: null,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
      addListener: () => undefined,
      removeListener: () => undefined,
      dispatchEvent: () => false,
    }));
    try {
      mockFetch(on(LIST, () => envelope(200, all)));
      renderWithProviders(<HistoryPage />);
      await screen.findByRole("table", { name: "Call history" });
      const columns = within(table()).getAllByRole("columnheader");
      expect(columns.map((column) => column.textContent)).toEqual(["In/Out", "Info", "Time", ""]);
      const [first] = rows();
      const cells = within(first!).getAllByRole("cell");
      expect(cells).toHaveLength(4);
      expect(within(cells[1]!).getByRole("button", { name: "Call 1002" })).toBeVisible();
      expect(cells[2]).toHaveTextContent(/^\d\d:\d\d0:01:15$/);
    } finally {
      vi.unstubAllGlobals();
    }
  });

  it("filters by tab, Missed being the incoming calls nobody answered", async () => {
    const user = userEvent.setup();
    mockFetch(on(LIST, () => envelope(200, all)));
    renderWithProviders(<HistoryPage />);
    await screen.findByRole("table", { name: "Call history" });
    await user.click(screen.getByRole("tab", { name: "Incoming" }));
    expect(names()).toEqual(["Carol Clark", "Dave Davis"]);
    await user.click(screen.getByRole("tab", { name: "Outgoing" }));
    expect(names()).toEqual(["Bob Brown", "Voicemail", "Bob Brown"]);
    await user.click(screen.getByRole("tab", { name: "Missed" }));
    expect(names()).toEqual(["Dave Davis"]);
  });

  it("searches over number and name, and says when nothing matches", async () => {
    const user = userEvent.setup();
    mockFetch(on(LIST, () => envelope(200, all)));
    renderWithProviders(<HistoryPage />);
    const search = await screen.findByRole("searchbox", { name: "Search history" });
    await user.type(search, "carol");
    expect(names()).toEqual(["Carol Clark"]);
    await user.clear(search);
    await user.click(search);
    await user.paste("11004");
    expect(names()).toEqual(["Dave Davis"]);
    await user.type(search, "9");
    expect(screen.getByText("No History Found")).toBeVisible();
  });

  it("shows No History Found for an empty history", async () => {
    mockFetch(on(LIST, () => envelope(200, [])));
    renderWithProviders(<HistoryPage />);
    expect(await screen.findByText("No History Found")).toBeVisible();
  });

  it("shows Error getting history when the server answers other than 200", async () => {
    mockFetch(on(LIST, () => envelope(500, null, "Looks like something went wrong!")));
    renderWithProviders(<HistoryPage />);
    expect(await screen.findByRole("alert")).toHaveTextContent("Error getting history");
  });

  it("opens the details with the other calls of the same number", async () => {
    const user = userEvent.setup();
    mockFetch(on(LIST, () => envelope(200, all)));
    renderWithProviders(<HistoryPage />);
    await user.click((await screen.findAllByRole("button", { name: "Details of Bob Brown" }))[0]!);
    const dialog = screen.getByRole("dialog", { name: "Bob Brown" });
    expect(dialog).toHaveTextContent("Outgoing call");
    expect(dialog).toHaveTextContent("0:01:15");
    const more = within(dialog).getByRole("list", { name: "More records" });
    expect(within(more).getAllByRole("listitem")).toHaveLength(1);
    expect(within(more).getByRole("img", { name: "Outgoing video call" })).toBeVisible();
  });

  it("hides an entry at once and sends cdrs/hide", async () => {
    const user = userEvent.setup();
    const { requests } = mockFetch(
      on(HIDE, () => envelope(204, null, "No Content")),
      on(
        LIST,
        () => envelope(200, all),
        () =>
          envelope(
            200,
            all.filter((item) => item !== fromCarol),
          ),
      ),
    );
    renderWithProviders(<HistoryPage />);
    await user.click(await screen.findByRole("button", { name: "Remove Carol Clark from history" }));
    await vi.waitFor(() => expect(names()).not.toContain("Carol Clark"));
    await vi.waitFor(() => expect(requests.some((r) => r.url.pathname === HIDE)).toBe(true));
    expect(requests.find((r) => r.url.pathname === HIDE)?.body).toEqual({
      token: "jwe",
      name: "400011001",
      uniqueid: fromCarol.uniqueid,
      hide: true,
      type: "web",
    });
  });

  it("puts the entry back and says Failed to remove from history when hiding fails", async () => {
    const user = userEvent.setup();
    mockFetch(
      on(HIDE, () => envelope(400, null, "uniqueid: no such entry")),
      on(LIST, () => envelope(200, all)),
    );
    renderWithProviders(<HistoryPage />);
    await user.click(await screen.findByRole("button", { name: "Remove Carol Clark from history" }));
    expect(await screen.findByText("Failed to remove from history")).toBeVisible();
    expect(names()).toContain("Carol Clark");
  });

  it("calls back a number from the list and from the details", async () => {
    const user = userEvent.setup();
    mockFetch(on(LIST, () => envelope(200, all)));
    renderWithProviders(<HistoryPage />);
    // A colleague by extension, as the call screen shows them (issue 9): the same line.
    await user.click(await screen.findByRole("button", { name: "Call 1003" }));
    expect(dialNumber).toHaveBeenLastCalledWith("1003");
    expect(screen.queryByRole("dialog")).toBeNull();
    await user.click(screen.getByRole("button", { name: "Details of Dave Davis" }));
    const details = await screen.findByRole("dialog", { name: "Dave Davis" });
    await user.click(within(details).getByRole("button", { name: "Call" }));
    expect(dialNumber).toHaveBeenLastCalledWith("400011004");
  });
});
