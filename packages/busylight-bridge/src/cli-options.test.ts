import { describe, expect, it } from "vitest";
import { parseCliOptions } from "./cli-options";

describe("busylight-bridge options", () => {
  it("serves the real lamp on 8989 on both loopback addresses by default", () => {
    expect(parseCliOptions([], { XDG_CONFIG_HOME: "/home/ada/.config" })).toEqual({
      emulate: false,
      device: true,
      port: 8989,
      hosts: ["127.0.0.1", "::1"],
      origins: {
        kind: "firstUse",
        file: "/home/ada/.config/mobex-busylight-bridge/allowed-origin.json",
        forget: false,
      },
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

  it("names the web apps that may drive the lamp, or lets any page", () => {
    expect(
      parseCliOptions(["--origin", "https://mobex.example/", "--origin", "http://localhost:8080"]).origins,
    ).toEqual({
      kind: "list",
      origins: ["https://mobex.example", "http://localhost:8080"],
    });
    expect(parseCliOptions(["--any-origin"]).origins).toEqual({ kind: "any" });
    expect(parseCliOptions(["--state-dir", "/tmp/b", "--forget-origin"]).origins).toEqual({
      kind: "firstUse",
      file: "/tmp/b/allowed-origin.json",
      forget: true,
    });
    expect(() => parseCliOptions(["--origin", "mobex.example"])).toThrow("--origin: not a web origin");
    expect(() => parseCliOptions(["--origin", "https://a.example", "--any-origin"])).toThrow("exclude");
  });
});
