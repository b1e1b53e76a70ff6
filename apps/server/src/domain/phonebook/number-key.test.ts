import { describe, expect, it } from "vitest";
import { numberKey } from "./number-key";

describe("the number key phone-book numbers are compared by", () => {
  it("reads every way of writing a UK number as one E.164 number", () => {
    for (const written of [
      "+44 20 7946 0000",
      "+44 (0)20 7946-0000",
      "0044 20 7946 0000",
      "020 7946 0000",
      "(020) 7946.0000",
      "020/7946/0000",
    ]) {
      expect([written, numberKey(written)]).toEqual([written, "+442079460000"]);
    }
    expect(numberKey("07700 900123")).toBe("+447700900123");
  });

  it("keeps numbers of other countries apart from UK ones with the same digits", () => {
    expect(numberKey("+1 (212) 555-0100")).toBe("+12125550100");
    expect(numberKey("001 212 555 0100")).toBe("+12125550100");
    expect(numberKey("+12079460000")).not.toBe(numberKey("020 7946 0000"));
  });

  it("compares extensions, tenant phones and codes digit for digit", () => {
    expect(numberKey("1001")).toBe("1001");
    expect(numberKey(" 4000 1100 1 ")).toBe("400011001");
    expect(numberKey("*1")).toBe("*1");
  });

  it("gives nothing for a value without digits", () => {
    expect(numberKey("")).toBe("");
    expect(numberKey(" - ")).toBe("");
  });
});
