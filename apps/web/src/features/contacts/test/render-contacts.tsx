import type { BlfEntry } from "@mobex/contracts/blf";
import { screen } from "@testing-library/react";
import { envelope, mockFetch, on } from "../../../test/fetch-mock";
import { profileFixture } from "../../../test/profile";
import { renderWithProviders } from "../../../test/render";
import { ContactsPage } from "../components/contacts-page";
import { contact } from "../model/contact-fixtures";

/** Two colleagues in the phone book: Bob with a mobile beside his extension, Carol with her extension only. */
export const bob = contact({ cn: "Bob Brown", ntaExtension: "1002", mobileTelephoneNumber: "07700 900002" });
export const carol = contact({ cn: "Carol Clark", ntaExtension: "1003" });

/** The contacts page over Bob and Carol, with `board` as the presence board's answer (what it offers them). */
export function renderContactsWithBoard(board: readonly BlfEntry[]): void {
  mockFetch(
    on("/webrtc/api/", () => envelope(200, profileFixture())),
    on("/cloudphonebook/entries/list/", () => envelope(200, [bob, carol])),
    on("/webrtc/mobex/blf/get/", () => envelope(200, board)),
  );
  renderWithProviders(<ContactsPage />);
}

export const contactCard = (name: string) => screen.getByRole("article", { name });
