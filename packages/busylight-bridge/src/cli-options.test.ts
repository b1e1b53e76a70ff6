import { describe, expect, it } from "vitest";
import { parseCliOptions } from "./cli-options";

describe("busylight-bridge options", () => {
  it("serves the real lamp on 8989 on both loopback addresses by default", () => {
    expect(parseCliOptions([])).toEqual({
      emulate: false,
      device: true,
      port: 8989,
      hosts: ["127.0.0.1", "::1"],
      origins: [],
      help: false,
    });
  });

  it("emulates a lamp, with or without a device", () => {
    expect(parseCliOptions(["--emulate", "--no-device"])).toMatchObject({ emulate: true, device: false });
  });

  it("refuses --no-device without --emulate and a port that is not one", () => {
    expect(() => parseCliOptions(["--no-device"])).toThrow("--no-device needs --emulate");
    expect(() => parseCliOptions(["--port", "99999"])).toThrow("--port");
  });
});
