import { describe, expect, it } from "vitest";
import { dialTarget } from "./dial-target";
import { shortNumber } from "./short-number";

const OWN = "400011001";

describe("the number the screens show (issue 9)", () => {
  it("shows a phone of the user's own tenant as its extension", () => {
    expect(shortNumber("400011002", OWN)).toBe("1002");
  });

  it("shows what dials the same line again", () => {
    const shown = shortNumber("400011002", OWN);
    expect(dialTarget(shown, OWN)).toMatchObject({ dial: "400011002" });
  });

  it("leaves another tenant's phones, external numbers, codes and addresses as they are", () => {
    expect(shortNumber("400021002", OWN)).toBe("400021002");
    expect(shortNumber("+442079460121", OWN)).toBe("+442079460121");
    expect(shortNumber("4000110021", OWN)).toBe("4000110021");
    expect(shortNumber("1002", OWN)).toBe("1002");
    expect(shortNumber("*1", OWN)).toBe("*1");
    expect(shortNumber("sip:400011002@mobex.local", OWN)).toBe("sip:400011002@mobex.local");
  });

  it("shows numbers whole while the user's own number is unknown", () => {
    expect(shortNumber("400011002", "")).toBe("400011002");
  });
});
