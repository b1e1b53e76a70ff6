import { type BoardArrange, defaultBoardArrange } from "@mobex/contracts/blf";
import { describe, expect, it } from "vitest";
import { blfEntry, demoBoard } from "../test/blf-entries";
import {
  boardEntries,
  customBoardNames,
  searchEntries,
  selectedBoard,
  shownEntries,
  sortEntries,
} from "./board-entries";
import { displayName, entryName } from "./display-name";

const names = (entries: { blf_name: string }[]) => entries.map((entry) => entry.blf_name);
const arrange = (patch: Partial<BoardArrange>): BoardArrange => ({ ...defaultBoardArrange, ...patch });

describe("the board's entries", () => {
  it("never shows RP, RR and N buttons, and keeps the provisioned order", () => {
    const entries = [
      blfEntry({ id: "3", button: 3, blf_name: "Carol" }),
      blfEntry({ id: "1", button: 1, blf_name: "Pause", type: "RP" }),
      blfEntry({ id: "2", button: 2, blf_name: "Bob" }),
      blfEntry({ id: "4", button: 4, blf_name: "Resume", type: "RR" }),
      blfEntry({ id: "5", button: 5, blf_name: "", type: "N" }),
    ];
    expect(names(shownEntries(entries))).toEqual(["Bob", "Carol"]);
  });

  it("finds people by any part of the name or number, ignoring case and spacing", () => {
    const board = demoBoard();
    expect(names(searchEntries(board, "CLARK", entryName))).toEqual(["Carol Clark"]);
    expect(names(searchEntries(board, "1004", entryName))).toEqual(["Dave Davis"]);
    expect(names(searchEntries(board, "4000 1100 5", entryName))).toEqual(["Erin Evans"]);
    expect(names(searchEntries(board, "  ", entryName))).toHaveLength(4);
    expect(searchEntries(board, "zed", entryName)).toEqual([]);
  });

  it("sorts A - Z and Z - A by the shown name and leaves Unsorted in board order", () => {
    const board = [
      blfEntry({ blf_name: "carol" }),
      blfEntry({ blf_name: "Alice" }),
      blfEntry({ blf_name: "Bob" }),
    ];
    const nameOf = (entry: (typeof board)[number]) => displayName(entry, true);
    expect(names(sortEntries(board, "asc", nameOf))).toEqual(["Alice", "Bob", "carol"]);
    expect(names(sortEntries(board, "desc", nameOf))).toEqual(["carol", "Bob", "Alice"]);
    expect(names(sortEntries(board, "unsorted", nameOf))).toEqual(["carol", "Alice", "Bob"]);
  });

  it("shows a custom board's visible items in its order and hides the rest", () => {
    const board = demoBoard();
    const stored = arrange({ arrangeSelected: "Sales", customArranges: { Sales: ["b3", "b1", "gone"] } });
    expect(names(boardEntries(board, "Sales", stored))).toEqual(["Dave Davis", "Bob Brown"]);
    expect(boardEntries(board, "System", stored)).toHaveLength(4);
  });

  it("falls back to System when the selected board no longer exists", () => {
    expect(selectedBoard(arrange({ arrangeSelected: "Gone" }))).toBe("System");
    const stored = arrange({ arrangeSelected: "Team", customArranges: { Team: ["b1"], Alpha: ["b2"] } });
    expect(selectedBoard(stored)).toBe("Team");
    expect(customBoardNames(stored)).toEqual(["Alpha", "Team"]);
  });
});

describe("a tile's name", () => {
  it("cuts each part to 20 characters and shows the surname only when asked", () => {
    const entry = blfEntry({ blf_name: "Maximiliana-Theodora Vandenberghe-Oppenheimer" });
    expect(displayName(entry, true)).toBe("Maximiliana-Theodora Vandenberghe-Oppenh…");
    expect(displayName(entry, false)).toBe("Maximiliana-Theodora");
    expect(displayName(blfEntry({ blf_name: "Bob Brown" }), false)).toBe("Bob");
    expect(displayName(blfEntry({ blf_name: "Main line", type: "D" }), false)).toBe("Main line");
  });

  it("falls back to the phone-book name, then the number; voicemail is called so", () => {
    expect(entryName(blfEntry({ blf_name: "", cpb_name: "Reception" }))).toBe("Reception");
    expect(entryName(blfEntry({ blf_name: "", callername_internal: "", blf_number: "0441234" }))).toBe(
      "0441234",
    );
    expect(entryName(blfEntry({ blf_name: "", callername_internal: "", type: "V", blf_number: "*1" }))).toBe(
      "Voicemail",
    );
  });
});
