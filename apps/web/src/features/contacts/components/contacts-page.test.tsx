import { act, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import type * as CallsCommands from "../../calls/commands";
import { envelope, mockFetch, on } from "../../../test/fetch-mock";
import { renderWithProviders } from "../../../test/render";
import { contact } from "../model/contact-fixtures";
import { ContactsPage } from "./contacts-page";
import { testOutgoingCall } from "../../calls/model/call-fixtures";
import { callTransitions } from "../../calls/model/call-store";
import { signInForEachTest } from "../../../test/signed-in";

const dialNumber = vi.hoisted(() => vi.fn((_input: string) => true));
vi.mock("../../calls/commands", async (importOriginal) => ({
  ...(await importOriginal<typeof CallsCommands>()),
  dialNumber,
}));

const LIST = "/cloudphonebook/entries/list/";

const bob = contact({
  cn: "Bob Brown",
  givenName: "Bob",
  sn: "Brown",
  ntaExtension: "1002",
  telephoneNumber: "400011002",
  mobileTelephoneNumber: "07700 900002",
  mail: "bob@example.com",
  company: "Example Ltd",
  department: "Sales",
});
const zoe = contact({ cn: "Zoë Quinn", telephoneNumber: "+44 20 7946 0018", company: "Acme" });
const cards = () =>
  screen.getAllByRole("article").map((card) => within(card).getByRole("heading").textContent);

describe("the contacts screen", { timeout: 20_000 }, () => {
  signInForEachTest();

  it("asks for the phone book without disabled colleagues and shows the total", async () => {
    const { requests } = mockFetch(on(LIST, () => envelope(200, [bob, zoe])));
    renderWithProviders(<ContactsPage />);
    expect(await screen.findByLabelText("2 contacts in total")).toHaveTextContent("2 total");
    expect(requests[0]?.body).toEqual({ token: "jwe", ignore_disabled_sync_extensions: true });
    expect(cards()).toEqual(["Bob Brown", "Zoë Quinn"]);
  });

  it("shows a colleague's picture, asked for by their phone number; others keep their initials", async () => {
    const { requests } = mockFetch(
      on(LIST, () => envelope(200, [bob, zoe])),
      on("/webrtc/mobex/avatar/getimage", () => envelope(200, { avatar_hash: "9f86d081" })),
    );
    renderWithProviders(<ContactsPage />);
    const card = await screen.findByRole("article", { name: "Bob Brown" });
    await vi.waitFor(() => expect(card.querySelector("img")).not.toBeNull());
    const picture = new URL(card.querySelector("img")?.getAttribute("src") ?? "", "http://app");
    expect(Object.fromEntries(picture.searchParams)).toMatchObject({ name: "400011002", hash: "9f86d081" });
    expect(screen.getByRole("article", { name: "Zoë Quinn" }).querySelector("img")).toBeNull();
    const asked = requests.filter((request) => request.url.pathname === "/webrtc/mobex/avatar/getimage");
    expect(asked.map((request) => request.url.searchParams.get("name"))).toEqual(["400011002"]);
  });

  it("shows name, company and department, and at most the first 2 numbers on a card", async () => {
    mockFetch(on(LIST, () => envelope(200, [bob])));
    renderWithProviders(<ContactsPage />);
    const card = await screen.findByRole("article", { name: "Bob Brown" });
    expect(card).toHaveTextContent("Example Ltd · Sales");
    expect(
      within(card)
        .getAllByRole("button", { name: /^Call / })
        .map((b) => b.textContent),
    ).toEqual(["1002", "400011002"]);
    expect(card).not.toHaveTextContent("07700 900002");
    await userEvent.setup().click(within(card).getByRole("button", { name: "Call 1002" }));
    expect(dialNumber).toHaveBeenCalledWith("1002");
  });

  it("offers each card's drag handle only while a call is there to take it (issue 10)", async () => {
    mockFetch(on(LIST, () => envelope(200, [bob, zoe])));
    renderWithProviders(<ContactsPage />);
    const card = await screen.findByRole("article", { name: "Bob Brown" });
    expect(within(card).queryByRole("button", { name: "Drag Bob Brown to the call" })).toBeNull();
    act(() => {
      callTransitions.added(testOutgoingCall());
    });
    try {
      const handle = await within(card).findByRole("button", { name: "Drag Bob Brown to the call" });
      expect(handle).toHaveAttribute("aria-roledescription", "draggable");
    } finally {
      act(() => {
        callTransitions.reset();
      });
    }
  });

  it("searches names and every number without regard to case", async () => {
    const user = userEvent.setup();
    mockFetch(on(LIST, () => envelope(200, [bob, zoe])));
    renderWithProviders(<ContactsPage />);
    const search = await screen.findByRole("searchbox", { name: "Search contacts" });
    await user.type(search, "ZOË");
    await vi.waitFor(() => expect(cards()).toEqual(["Zoë Quinn"]));
    await user.clear(search);
    await user.click(search);
    await user.paste("07700900002");
    await vi.waitFor(() => expect(cards()).toEqual(["Bob Brown"]));
    expect(screen.getByText("1 of 2")).toBeVisible();
    await user.type(search, "9");
    expect(await screen.findByText("No contacts found")).toBeVisible();
  });

  it("opens the details with every field and every number", async () => {
    const user = userEvent.setup();
    mockFetch(on(LIST, () => envelope(200, [bob])));
    renderWithProviders(<ContactsPage />);
    await user.click(await screen.findByRole("button", { name: "Details of Bob Brown" }));
    const dialog = screen.getByRole("dialog", { name: "Bob Brown" });
    for (const text of ["Bob", "Brown", "Example Ltd", "Sales", "1002", "400011002", "07700 900002"]) {
      expect(dialog).toHaveTextContent(text);
    }
    expect(within(dialog).getByRole("link", { name: "bob@example.com" })).toHaveAttribute(
      "href",
      "mailto:bob@example.com",
    );
    await user.click(within(dialog).getByRole("button", { name: "Call 07700 900002" }));
    expect(dialNumber).toHaveBeenCalledWith("07700 900002");
    expect(screen.queryByRole("dialog")).toBeNull();
  });

  it("logs 'No contacts?' and says so for an empty phone book", async () => {
    const info = vi.spyOn(console, "info").mockImplementation(() => undefined);
    mockFetch(on(LIST, () => envelope(200, [])));
    renderWithProviders(<ContactsPage />);
    expect(await screen.findByText("No contacts found")).toBeVisible();
    expect(info).toHaveBeenCalledWith("No contacts?");
  });

  it("shows the error state when the phone book cannot be loaded, and logs a 401 as unauthorised", async () => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => undefined);
    mockFetch(on(LIST, () => envelope(401, null, "Unauthorised")));
    renderWithProviders(<ContactsPage />);
    expect(await screen.findByRole("alert")).toHaveTextContent("Error getting contacts");
    expect(warn).toHaveBeenCalledWith("Phone book: unauthorised");
  });
});
