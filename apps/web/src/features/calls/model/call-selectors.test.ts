import { describe, expect, it } from "vitest";
import { testCall, testOutgoingCall } from "./call-fixtures";
import { dropTargetCall } from "./call-selectors";

describe("the call a dragged person or number goes to", () => {
  it("is the answered call in view", () => {
    const talking = testOutgoingCall({ id: "a" });
    expect(dropTargetCall([talking], null)).toBe(talking);
  });

  it("is none while the call in view is not answered yet", () => {
    expect(dropTargetCall([testCall({ status: "ringing" })], null)).toBeUndefined();
    expect(dropTargetCall([], null)).toBeUndefined();
  });

  it("is the call whose transfer is being picked, even when another one is in view", () => {
    const picked = testOutgoingCall({ id: "picked", active: false });
    const other = testOutgoingCall({ id: "other", active: true });
    expect(dropTargetCall([picked, other], "picked")).toBe(picked);
  });
});
