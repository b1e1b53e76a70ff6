import { describe, expect, it } from "vitest";
import { parseAdminArgs } from "./cli-args";

describe("admin command line", () => {
  it("asks for help with --help, and calls nothing at all an error", () => {
    expect(parseAdminArgs(["--help"])).toBe("help");
    expect(parseAdminArgs(["user", "add", "-h"])).toBe("help");
    expect(() => parseAdminArgs([])).toThrow("no command given");
  });

  it("reads a user add with its flags", () => {
    expect(
      parseAdminArgs([
        "user",
        "add",
        "--tenant",
        "40001",
        "--extension",
        "1010",
        "--email",
        "zoe@example.com",
        "--name",
        "Zoe Zimmer",
        "--unlicensed",
        "--features",
        "cpb, chat_support",
      ]),
    ).toEqual({
      command: "user.add",
      tenant: "40001",
      extension: "1010",
      email: "zoe@example.com",
      name: "Zoe Zimmer",
      licensed: false,
      features: ["cpb", "chat_support"],
    });
  });

  it("reads the subject of update and remove from the position after the action", () => {
    expect(parseAdminArgs(["tenant", "update", "40001", "--name", "Example plc"])).toEqual({
      command: "tenant.update",
      prefix: "40001",
      name: "Example plc",
    });
    expect(
      parseAdminArgs(["user", "update", "bob@example.com", "--licensed", "false", "--features", ""]),
    ).toEqual({
      command: "user.update",
      email: "bob@example.com",
      licensed: false,
      features: [],
    });
  });

  it("names what is wrong with bad input", () => {
    expect(() => parseAdminArgs(["tenant", "add", "--name", "X"])).toThrow('"tenant add" needs --prefix');
    expect(() => parseAdminArgs(["tenant", "list", "--name", "X"])).toThrow(
      '--name is not an option of "tenant list"',
    );
    expect(() => parseAdminArgs(["user", "remove"])).toThrow(`"user remove" needs the user's e-mail`);
    expect(() => parseAdminArgs(["user", "update", "a@b.co", "--licensed", "maybe"])).toThrow(
      "--licensed must be true or false",
    );
    expect(() => parseAdminArgs(["group", "add"])).toThrow('unknown command "group add"');
    expect(() => parseAdminArgs(["tenant", "list", "--colour", "red"])).toThrow(/colour/);
  });
});
