import { beforeAll, describe, expect, it } from "vitest";
import { dialTarget } from "./dial-target";
import { loadInternationalNumbers } from "./international-numbers";

const OWN = "400011001";
const dialled = (input: string) => {
  const target = dialTarget(input, OWN);
  return target.kind === "dial" ? target.dial : target.kind;
};

describe("dialled numbers (spec 1 §5)", () => {
  beforeAll(() => loadInternationalNumbers());

  it("has nothing to dial in an empty or blank field", () => {
    expect(dialTarget("", OWN)).toEqual({ kind: "empty" });
    expect(dialTarget("   ", OWN)).toEqual({ kind: "empty" });
  });

  it("removes spaces, brackets, dashes and dots", () => {
    expect(dialled("(0) 20-7946.0958")).toBe("02079460958");
    expect(dialled("[0049] {30} 123")).toBe("004930123");
  });

  it("extends a 4-digit number with the first 5 characters of the user's own number", () => {
    expect(dialTarget("1002", OWN)).toEqual({ kind: "dial", dial: "400011002", display: "1002" });
    expect(dialled("10-02")).toBe("400011002");
  });

  it("dials a colleague's full number as it is, shown as the extension (issue 9)", () => {
    expect(dialTarget("400011003", OWN)).toEqual({ kind: "dial", dial: "400011003", display: "1003" });
    expect(dialTarget("400021003", OWN)).toEqual({ kind: "dial", dial: "400021003", display: "400021003" });
  });

  it("leaves numbers of other lengths as they are", () => {
    expect(dialled("100")).toBe("100");
    expect(dialled("400011003")).toBe("400011003");
    expect(dialled("*1")).toBe("*1");
  });

  it("keeps SIP addresses whole but without whitespace", () => {
    expect(dialled("sip:bob.brown@sip.example-pbx.com")).toBe("sip:bob.brown@sip.example-pbx.com");
    expect(dialled("sips:alice@example.org")).toBe("sips:alice@example.org");
    expect(dialled(" jane.doe@example.org ")).toBe("jane.doe@example.org");
    expect(dialled("SIP: 1002@mobex.local")).toBe("SIP:1002@mobex.local");
  });

  it("dials the number of a tel: URI", () => {
    expect(dialTarget("tel:+44-20-7946-0958", OWN)).toEqual({
      kind: "dial",
      dial: "+442079460958",
      display: "tel:+44-20-7946-0958",
    });
  });

  it("puts + numbers into international format", () => {
    expect(dialTarget("+44 20 7946 0958", OWN)).toEqual({
      kind: "dial",
      dial: "+442079460958",
      display: "+44 20 7946 0958",
    });
    expect(dialTarget("+1 (212) 555-0123", OWN)).toMatchObject({ dial: "+12125550123" });
    expect(dialTarget("+4930123456", OWN)).toMatchObject({ display: "+49 30 123456" });
  });

  it("dials nothing when a + number cannot be parsed", () => {
    expect(dialTarget("+", OWN)).toEqual({ kind: "unparsable", input: "+" });
    expect(dialTarget("+999 1", OWN)).toEqual({ kind: "unparsable", input: "+999 1" });
    expect(dialTarget("+44 abc", OWN).kind).toBe("unparsable");
  });
});
