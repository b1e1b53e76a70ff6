import { describe, expect, it } from "vitest";
import { blfEntry, demoBoard } from "../test/blf-entries";
import { chatColleagueNumbers, fullNumberOf, videoColleagueNumbers } from "./video-colleagues";

const own = "400011001";

describe("a colleague online with video, for numbers shown outside the board", () => {
  it("reads an extension, a full phone number and a written number as the full number they dial", () => {
    expect(fullNumberOf("1002", own)).toBe("400011002");
    expect(fullNumberOf("400011002", own)).toBe("400011002");
    expect(fullNumberOf("0171 234-567", own)).toBe("0171234567");
    expect(fullNumberOf("sip:bob@example.com", own)).toBeNull();
    expect(fullNumberOf("", own)).toBeNull();
  });

  it("is a colleague whose tile offers a video call", () => {
    const board = [...demoBoard(), blfEntry({ id: "c", blf_number: "400011009", video: "0" })];
    const numbers = videoColleagueNumbers(board);
    expect(numbers.has("400011003")).toBe(true);
    expect(numbers.has("400011009")).toBe(false);
    expect(numbers.has("400011077")).toBe(false);
    expect(videoColleagueNumbers(board)).toBe(numbers);
    // The user's own line is never offered (spec 1 §5: 'You cannot call yourself').
    expect(videoColleagueNumbers([blfEntry({ type: "L", blf_number: own })]).has(own)).toBe(false);
  });

  it("is a colleague whose tile offers chat: a B or P key with the chat flag", () => {
    const board = [
      blfEntry({ id: "a", type: "B", blf_number: "400011002", chat: "1" }),
      blfEntry({ id: "b", type: "B", blf_number: "400011003", chat: "0" }),
      blfEntry({ id: "c", type: "S", blf_number: "400011004", chat: "1" }),
    ];
    const numbers = chatColleagueNumbers(board);
    expect([...numbers]).toEqual(["400011002"]);
    expect(chatColleagueNumbers(board)).toBe(numbers);
    expect(videoColleagueNumbers(board)).not.toBe(numbers);
  });
});
