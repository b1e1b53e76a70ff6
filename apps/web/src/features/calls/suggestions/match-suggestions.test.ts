import { describe, expect, it } from "vitest";
import { contact } from "../../contacts/model/contact-fixtures";
import { blfEntry } from "../../presence/test/blf-entries";
import { dialCandidates } from "./dial-suggestion";
import { MAX_SUGGESTIONS, matchSuggestions } from "./match-suggestions";

const OWN = "400011001";

const board = [
  blfEntry({ type: "L", blf_name: "My line", blf_number: OWN, button: 1 }),
  blfEntry({ blf_name: "Bob Brown", blf_number: "400011002", button: 2 }),
  blfEntry({ blf_name: "Carol Clark", blf_number: "400011003", button: 3 }),
  blfEntry({ type: "P", blf_name: "Bob Brown", blf_number: "400011002", button: 4 }),
  blfEntry({ type: "D", blf_name: "Main line", blf_number: "400010000", stype: "external", button: 5 }),
];
const phoneBook = [
  contact({
    cn: "Harriet Clarke",
    telephoneNumber: "+44 20 7946 0121",
    mobileTelephoneNumber: "+44 7700 900412",
  }),
  contact({ cn: "Zoë Brontë", telephoneNumber: "0161 496 0100" }),
  contact({ id: "ext-1002", cn: "Bob Brown", ntaExtension: "1002", telephoneNumber: "400011002" }),
  contact({ id: "ext-1001", cn: "Alice Adams", ntaExtension: "1001", telephoneNumber: OWN }),
];
const candidates = dialCandidates(board, phoneBook, OWN);
const shown = (query: string) => matchSuggestions(candidates, query).map((s) => `${s.name} ${s.number}`);

describe("the dial field's suggestions (issue 9)", () => {
  it("offers colleagues by extension, once each, without the user's own line or speed dials", () => {
    expect(candidates.filter((s) => s.kind === "colleague").map((s) => [s.name, s.number, s.label])).toEqual([
      ["Bob Brown", "1002", "Extension"],
      ["Carol Clark", "1003", "Extension"],
    ]);
  });

  it("offers every number of a phone-book entry, labelled", () => {
    expect(dialCandidates([], phoneBook.slice(0, 1), OWN).map((s) => [s.number, s.label])).toEqual([
      ["+44 20 7946 0121", "Phone"],
      ["+44 7700 900412", "Mobile"],
    ]);
  });

  it("finds a colleague by part of the extension or of the full number", () => {
    expect(shown("1002")).toEqual(["Bob Brown 1002"]);
    expect(shown("100")).toEqual(["Bob Brown 1002", "Carol Clark 1003", "Zoë Brontë 0161 496 0100"]);
    expect(shown("4000110")).toEqual(["Bob Brown 1002", "Carol Clark 1003"]);
  });

  it("finds phone-book numbers however they are written", () => {
    expect(shown("07700")).toEqual([]);
    expect(shown("7700 900")).toEqual(["Harriet Clarke +44 7700 900412"]);
    expect(shown("+44 20")).toEqual(["Harriet Clarke +44 20 7946 0121"]);
  });

  it("finds names by the start of any word, without regard to case or accents", () => {
    expect(shown("bo")).toEqual(["Bob Brown 1002"]);
    expect(shown("cla")).toEqual([
      "Carol Clark 1003",
      "Harriet Clarke +44 20 7946 0121",
      "Harriet Clarke +44 7700 900412",
    ]);
    expect(shown("zoe bro")).toEqual(["Zoë Brontë 0161 496 0100"]);
    expect(shown("rown")).toEqual([]);
  });

  it("puts names that start with the query first, colleagues before the phone book", () => {
    expect(shown("br")).toEqual(["Bob Brown 1002", "Zoë Brontë 0161 496 0100"]);
    expect(shown("c")).toEqual([]);
  });

  it("offers at most a handful", () => {
    const many = dialCandidates(
      [],
      Array.from({ length: 20 }, (_, index) =>
        contact({ cn: `Supplier ${index}`, telephoneNumber: `0161 496 0${index}` }),
      ),
      OWN,
    );
    expect(matchSuggestions(many, "su")).toHaveLength(MAX_SUGGESTIONS);
  });
});
