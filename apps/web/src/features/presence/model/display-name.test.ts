import { describe, expect, it } from "vitest";
import { blfEntry } from "../test/blf-entries";
import { displayName, surnameRule } from "./display-name";

const alice = blfEntry({ id: "a", blf_name: "Alice Adams" });
const otherAlice = blfEntry({ id: "h", blf_name: "alice Hill" });
const bob = blfEntry({ id: "b", blf_name: "Bob Brown" });
const shownAs = (entries: ReturnType<typeof blfEntry>[], showSurname: boolean) => {
  const withSurname = surnameRule(entries, showSurname);
  return entries.map((entry) => displayName(entry, withSurname(entry)));
};

describe("whose surname a tile shows", () => {
  it("with the switch off, only of colleagues who share a first name on the board", () => {
    expect(shownAs([alice, bob, otherAlice], false)).toEqual(["Alice Adams", "Bob", "alice Hill"]);
  });

  it("with the switch on, of everyone", () => {
    expect(shownAs([alice, bob], true)).toEqual(["Alice Adams", "Bob Brown"]);
  });

  it("counts a colleague's lamp and pickup key as one person", () => {
    const pickup = blfEntry({ id: "ap", blf_name: "Alice Adams", type: "P" });
    expect(shownAs([alice, pickup, bob], false)).toEqual(["Alice", "Alice", "Bob"]);
  });

  it("leaves keys that are no person out of the count", () => {
    const line = blfEntry({ id: "l", blf_name: "Alice line", type: "D" });
    expect(shownAs([alice, line], false)).toEqual(["Alice", "Alice line"]);
  });
});
