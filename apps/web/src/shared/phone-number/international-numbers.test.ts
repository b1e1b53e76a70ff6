import { describe, expect, it, vi } from "vitest";

// Each test imports the module afresh: the rules are fetched once per page.
const freshModules = async () => {
  vi.resetModules();
  return {
    rules: await import("./international-numbers"),
    target: await import("./dial-target"),
  };
};

describe("international number rules fetched on first use (issue 9, budgets)", () => {
  it("asks for the rules before reading a + number, and reads it once they are there", async () => {
    const { rules, target } = await freshModules();
    expect(target.dialTarget("+44 20 7946 0958", "400011001")).toEqual({
      kind: "needsInternationalRules",
      input: "+44 20 7946 0958",
    });
    await rules.loadInternationalNumbers();
    expect(target.dialTarget("+44 20 7946 0958", "400011001")).toMatchObject({ dial: "+442079460958" });
  });

  it("runs an action on other numbers at once, and on a + number when its rules arrive", async () => {
    const { rules } = await freshModules();
    const failed = vi.fn();
    expect(rules.withInternationalNumbers("1002", () => "dialled", { waiting: "waiting", failed })).toBe(
      "dialled",
    );
    const action = vi.fn(() => "dialled");
    expect(rules.withInternationalNumbers(" +44 20", action, { waiting: "waiting", failed })).toBe("waiting");
    expect(action).not.toHaveBeenCalled();
    await rules.loadInternationalNumbers();
    expect(action).toHaveBeenCalledOnce();
    expect(rules.withInternationalNumbers("+44 20", () => "dialled", { waiting: "waiting", failed })).toBe(
      "dialled",
    );
    expect(failed).not.toHaveBeenCalled();
  });
});
