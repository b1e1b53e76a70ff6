import { describe, expect, it } from "vitest";
import { blfEntry, demoBoard } from "../test/blf-entries";
import { lampOf } from "./lamp";
import { withOwnLine } from "./own-line";

const OWN = "400011001";
const ownKey = blfEntry({
  id: "l1",
  type: "L",
  blf_name: "My line",
  blf_number: OWN,
  status: "offline",
  online: "0",
});

describe("the user's own line on the board", () => {
  it("shows what this browser knows, not the poll that saw the line before it registered", () => {
    const [own] = withOwnLine([ownKey], { status: "available" }, OWN);
    expect(own && lampOf(own)).toBe("available");
  });

  it("is on a call with the call's start while this browser has one", () => {
    const [own] = withOwnLine([ownKey], { status: "onCall", sinceMs: 1_700_000_000_500 }, OWN);
    expect(own && lampOf(own)).toBe("onCall");
    expect(own?.start).toBe(1_700_000_000);
  });

  it("is offline while the phone is not registered, though the last poll said available", () => {
    const [own] = withOwnLine([{ ...ownKey, status: "idle", online: "1" }], { status: "offline" }, OWN);
    expect(own && lampOf(own)).toBe("offline");
  });

  it("shows do not disturb and unavailable as chosen", () => {
    expect(lampOf(withOwnLine([ownKey], { status: "dnd" }, OWN)[0]!)).toBe("dnd");
    expect(lampOf(withOwnLine([ownKey], { status: "unavailable" }, OWN)[0]!)).toBe("unavailable");
  });

  it("treats a lamp on the user's own number as the own line too", () => {
    const lamp = blfEntry({ id: "b9", blf_number: OWN, status: "offline", online: "0" });
    expect(lampOf(withOwnLine([lamp], { status: "available" }, OWN)[0]!)).toBe("available");
  });

  it("leaves colleagues' tiles as the poll saw them, and the list untouched without an own line", () => {
    const board = demoBoard();
    expect(withOwnLine(board, { status: "offline" }, OWN)).toBe(board);
    const mixed = withOwnLine([ownKey, ...board], { status: "offline" }, OWN);
    expect(mixed.slice(1)).toEqual(board);
    expect(mixed[1]).toBe(board[0]);
  });
});
