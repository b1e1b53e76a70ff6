import { errorCatalogue } from "@mobex/contracts/errors";
import { describe, expect, it } from "vitest";
import { ApiError } from "../../../shared/api/api-error";
import { blfEntry } from "../test/blf-entries";
import { boardViewState } from "./board-view-state";

describe("the board's state", () => {
  it("is not configured on 204 and ready with entries", () => {
    expect(boardViewState({ data: { kind: "notConfigured" }, error: null }).kind).toBe("notConfigured");
    const entries = [blfEntry()];
    expect(boardViewState({ data: { kind: "configured", entries }, error: null })).toEqual({
      kind: "ready",
      entries,
    });
  });

  it("shows the spec's text on 429 even when an older answer exists", () => {
    const state = boardViewState({
      data: { kind: "configured", entries: [blfEntry()] },
      error: new ApiError("http", "slow down", 429),
    });
    expect(state).toEqual({ kind: "tooFast", text: errorCatalogue.blfTooFast.message });
  });

  it("keeps the last answer when a later poll fails, and explains a first failure", () => {
    const entries = [blfEntry()];
    expect(
      boardViewState({ data: { kind: "configured", entries }, error: new ApiError("network", "x") }).kind,
    ).toBe("ready");
    expect(boardViewState({ data: undefined, error: new ApiError("http", "Database down", 500) })).toEqual({
      kind: "failed",
      title: "Error getting BLF contacts",
      text: "Database down",
    });
    expect(boardViewState({ data: undefined, error: new ApiError("network", "offline") })).toMatchObject({
      text: "Looks like something went wrong!",
    });
  });

  it("never shows a 400 as a failure: the last answer stays, or the board keeps loading", () => {
    const refused = new ApiError("http", "Bad request", 400);
    const entries = [blfEntry()];
    expect(boardViewState({ data: { kind: "configured", entries }, error: refused })).toEqual({
      kind: "ready",
      entries,
    });
    expect(boardViewState({ data: undefined, error: refused })).toEqual({ kind: "loading" });
  });
});
