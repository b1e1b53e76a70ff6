import { type BoardArrange, defaultBoardArrange } from "@mobex/contracts/blf";
import { describe, expect, it } from "vitest";
import { demoBoard } from "../test/blf-entries";
import {
  draftFor,
  hideAll,
  isDirty,
  moveItem,
  saveProblem,
  withBoardDeleted,
  withBoardSaved,
} from "./board-editor";

const stored: BoardArrange = { ...defaultBoardArrange, customArranges: { Sales: ["b3", "b1"] } };

describe("the board editor's model", () => {
  it("starts a new board with everything visible and an existing one as saved", () => {
    expect(draftFor(demoBoard(), null, stored)).toEqual({
      name: "",
      visible: ["b1", "b2", "b3", "b4"],
      hidden: [],
    });
    expect(draftFor(demoBoard(), "Sales", stored)).toEqual({
      name: "Sales",
      visible: ["b3", "b1"],
      hidden: ["b2", "b4"],
    });
  });

  it("moves items between and within the lists", () => {
    const draft = draftFor(demoBoard(), "Sales", stored);
    expect(moveItem(draft, "b4", "visible", 0)).toMatchObject({
      visible: ["b4", "b3", "b1"],
      hidden: ["b2"],
    });
    expect(moveItem(draft, "b3", "hidden")).toMatchObject({ visible: ["b1"], hidden: ["b2", "b4", "b3"] });
    expect(moveItem(draft, "b3", "visible", 1)).toMatchObject({ visible: ["b1", "b3"] });
    expect(hideAll(draft)).toMatchObject({ visible: [], hidden: ["b3", "b1", "b2", "b4"] });
  });

  it("cannot save without a name or without a visible item (spec 1 §4)", () => {
    const draft = draftFor(demoBoard(), null, stored);
    expect(saveProblem(draft, stored, null)).toBe("Give the board a name");
    expect(saveProblem({ ...hideAll(draft), name: "Mine" }, stored, null)).toBe("Show at least one item");
    expect(saveProblem({ ...draft, name: "Sales" }, stored, null)).toBe("A board with this name exists");
    expect(saveProblem({ ...draft, name: "system" }, stored, null)).toMatch(/preset/);
    expect(saveProblem({ ...draft, name: "Sales" }, stored, "Sales")).toBeNull();
  });

  it("knows when there is something to lose", () => {
    const draft = draftFor(demoBoard(), "Sales", stored);
    expect(isDirty(draft, draft)).toBe(false);
    expect(isDirty(moveItem(draft, "b1", "visible", 0), draft)).toBe(true);
    expect(isDirty({ ...draft, name: "Sales 2" }, draft)).toBe(true);
  });

  it("saves under a new name in place of the old one, selects it, and deletes back to System", () => {
    const draft = { ...draftFor(demoBoard(), "Sales", stored), name: " Sales team " };
    const saved = withBoardSaved(stored, "Sales", draft);
    expect(saved.customArranges).toEqual({ "Sales team": ["b3", "b1"] });
    expect(saved.arrangeSelected).toBe("Sales team");
    expect(withBoardDeleted(saved, "Sales team")).toMatchObject({
      arrangeSelected: "System",
      customArranges: {},
    });
  });
});
