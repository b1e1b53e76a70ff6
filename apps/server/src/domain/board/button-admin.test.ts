import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { formatAdminResult } from "../../admin/admin-output";
import { parseAdminArgs } from "../../admin/cli-args";
import { createTestApp, type TestApp } from "../../test-support/test-app";
import type { AdminService } from "../directory/admin-service";

describe("the admin CLI's button commands", () => {
  let t: TestApp;
  let admin: AdminService;
  beforeAll(async () => {
    t = await createTestApp();
    admin = t.app.services.admin;
  });
  afterAll(() => t.close());

  it("parses button add, list, remove and clear from the command line", () => {
    const add = "button add --email alice@example.com --type b --target 1002 --label Bob --position 12";
    expect(parseAdminArgs(add.split(" "))).toEqual({
      command: "button.add",
      email: "alice@example.com",
      type: "B",
      target: "1002",
      label: "Bob",
      position: "12",
    });
    expect(parseAdminArgs(["button", "list", "--email", "a@b.c"])).toEqual({
      command: "button.list",
      email: "a@b.c",
    });
    expect(parseAdminArgs(["button", "remove", "--email", "a@b.c", "--position", "3"])).toEqual({
      command: "button.remove",
      email: "a@b.c",
      position: "3",
    });
    expect(parseAdminArgs(["button", "clear", "--email", "a@b.c"])).toEqual({
      command: "button.clear",
      email: "a@b.c",
    });
    expect(() => parseAdminArgs(["button", "add", "--type", "B"])).toThrow('"button add" needs --email');
    expect(() => parseAdminArgs(["button", "list", "--email", "a@b.c", "--target", "1"])).toThrow(
      '--target is not an option of "button list"',
    );
  });

  it("adds a button after the last one and lists the board in order", async () => {
    const added = await admin.execute({
      command: "button.add",
      email: "bob@example.com",
      type: "D",
      target: "+44 20 7946 0000",
      label: "Supplier",
    });
    expect(added).toEqual({
      kind: "button",
      email: "bob@example.com",
      button: { position: 12, type: "D", label: "Supplier", target: "+442079460000" },
    });
    expect(formatAdminResult(added)).toBe('button 12 of bob@example.com: D +442079460000 "Supplier"');
    const list = await admin.execute({ command: "button.list", email: "bob@example.com" });
    expect(list.kind === "buttons" && list.buttons.map((b) => `${b.position}${b.type}`)).toEqual([
      "1L",
      ...["2B", "3B", "4B", "5B", "6B", "7B", "8B"],
      "9P",
      "10D",
      "11V",
      "12D",
    ]);
    expect(formatAdminResult(list).split("\n")[0]).toMatch(/^POS\s+TYPE\s+TARGET\s+LABEL$/);
  });

  it("refuses a taken position, a missing or needless target and a non-number, naming the problem", async () => {
    const add = (extra: Record<string, unknown>) =>
      admin.execute({
        command: "button.add",
        email: "carol@example.com",
        type: "B",
        target: "1002",
        ...extra,
      });
    await expect(add({ position: 2 })).rejects.toThrow(
      "carol@example.com already has a button at position 2",
    );
    await expect(add({ target: "" })).rejects.toThrow("a B button needs --target");
    await expect(add({ type: "V", target: "1002" })).rejects.toThrow("a V button takes no --target");
    await expect(add({ target: "bob" })).rejects.toThrow('target "bob" is not a number');
    await expect(add({ type: "X" })).rejects.toThrow("type:");
    await expect(add({ position: "0" })).rejects.toThrow("position: position must be at least 1");
    await expect(add({ email: "nobody@example.com" })).rejects.toThrow(
      "no user has e-mail nobody@example.com",
    );
  });

  it("removes one button and clears a board, and the board poll follows at once", async () => {
    expect(
      await admin.execute({ command: "button.remove", email: "dave@example.com", position: 11 }),
    ).toEqual({
      kind: "removed",
      what: "button 11 (V) of dave@example.com",
    });
    await expect(
      admin.execute({ command: "button.remove", email: "dave@example.com", position: 11 }),
    ).rejects.toThrow("dave@example.com has no button at position 11");
    const { directory } = t.app.services;
    const dave = (await t.app.services.users.findByEmail("dave@example.com"))!;
    expect((await directory.snapshot(dave.tenantId))?.buttonsByUser.get(dave.id)).toHaveLength(10);
    expect(await admin.execute({ command: "button.clear", email: "dave@example.com" })).toEqual({
      kind: "removed",
      what: "10 button(s) of dave@example.com",
    });
    expect((await directory.snapshot(dave.tenantId))?.buttonsByUser.get(dave.id)).toEqual([]);
  });
});
