import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../test-support/test-app";
import type { AdminService } from "./admin-service";

describe("the admin service", () => {
  let t: TestApp;
  let admin: AdminService;
  beforeAll(async () => {
    t = await createTestApp();
    admin = t.app.services.admin;
  });
  afterAll(() => t.close());

  it("adds a tenant, renames it and lists it", async () => {
    expect(await admin.execute({ command: "tenant.add", name: "Initech", prefix: "40003" })).toEqual({
      kind: "tenant",
      tenant: { prefix: "40003", name: "Initech", users: 0 },
    });
    await admin.execute({ command: "tenant.update", prefix: "40003", name: "Initech Ltd" });
    const list = await admin.execute({ command: "tenant.list" });
    expect(list.kind === "tenants" && list.tenants.at(-1)).toEqual({
      prefix: "40003",
      name: "Initech Ltd",
      users: 0,
    });
  });

  it("refuses control characters in names and strips invisible bidi and zero-width characters", async () => {
    await expect(
      admin.execute({ command: "tenant.add", name: "Nul\u0000Corp", prefix: "40009" }),
    ).rejects.toThrow("name: name must not contain control characters");
    await expect(
      admin.execute({ command: "user.update", email: "alice@example.com", name: "Alice\u0007" }),
    ).rejects.toThrow("name must not contain control characters");
    // An e-mail address reaches the database as a query parameter, where PostgreSQL refuses NUL.
    await expect(admin.execute({ command: "user.remove", email: "alice\u0000@example.com" })).rejects.toThrow(
      "email: email must be a valid e-mail address",
    );
    expect(
      await admin.execute({ command: "tenant.add", name: "\u202eInit\u200brode\u2066", prefix: "40009" }),
    ).toMatchObject({ tenant: { prefix: "40009", name: "Initrode" } });
    await admin.execute({ command: "tenant.remove", prefix: "40009" });
  });

  it("refuses a taken or malformed prefix, naming the problem", async () => {
    await expect(admin.execute({ command: "tenant.add", name: "Again", prefix: "40001" })).rejects.toThrow(
      "a tenant with prefix 40001 already exists",
    );
    await expect(admin.execute({ command: "tenant.add", name: "Short", prefix: "4001" })).rejects.toThrow(
      "prefix: prefix must be exactly 5 digits",
    );
    await expect(admin.execute({ command: "tenant.update", prefix: "49999", name: "X" })).rejects.toThrow(
      "no tenant has prefix 49999",
    );
  });

  it("adds a user with the tenant's number, every feature but chat_disabled, and licensed", async () => {
    const result = await admin.execute({
      command: "user.add",
      tenant: "40003",
      extension: "3001",
      email: "Milton@Initech.example",
      name: "Milton Waddams",
    });
    expect(result).toEqual({
      kind: "user",
      user: {
        email: "milton@initech.example",
        name: "Milton Waddams",
        tenant: "40003",
        tenantName: "Initech Ltd",
        extension: "3001",
        phone: "400033001",
        licensed: true,
        features: ["cpb", "chat_support", "video_support", "conference", "busylight"],
      },
    });
  });

  it("refuses a duplicate e-mail, a taken extension, an unknown tenant and unknown features", async () => {
    const base = {
      command: "user.add",
      tenant: "40003",
      extension: "3002",
      email: "peter@initech.example",
      name: "Peter",
    } as const;
    await expect(admin.execute({ ...base, email: "milton@initech.example" })).rejects.toThrow(
      "a user with e-mail milton@initech.example already exists",
    );
    await expect(admin.execute({ ...base, extension: "3001" })).rejects.toThrow(
      "extension 3001 is already taken in tenant 40003 by milton@initech.example",
    );
    await expect(admin.execute({ ...base, tenant: "49999" })).rejects.toThrow("no tenant has prefix 49999");
    await expect(admin.execute({ ...base, extension: "30" })).rejects.toThrow(
      "extension: extension must be exactly 4 digits",
    );
    await expect(admin.execute({ ...base, features: ["teleport"] })).rejects.toThrow(
      /^features\.0: features must be among/,
    );
  });

  it("updates a user's extension, licence and features, and moves the phone number", async () => {
    const result = await admin.execute({
      command: "user.update",
      email: "milton@initech.example",
      extension: "3009",
      licensed: false,
      features: ["cpb"],
    });
    expect(result.kind === "user" && result.user).toMatchObject({
      phone: "400033009",
      licensed: false,
      features: ["cpb"],
    });
    const users = await admin.execute({ command: "user.list", tenant: "40003" });
    expect(users.kind === "users" && users.users.map((user) => user.phone)).toEqual(["400033009"]);
  });

  it("refuses to remove a tenant that still has users, and removes it once empty", async () => {
    await expect(admin.execute({ command: "tenant.remove", prefix: "40003" })).rejects.toThrow(
      "tenant 40003 still has 1 user(s); remove them first",
    );
    await admin.execute({ command: "user.remove", email: "milton@initech.example" });
    expect(await admin.execute({ command: "tenant.remove", prefix: "40003" })).toEqual({
      kind: "removed",
      what: "tenant 40003",
    });
    await expect(admin.execute({ command: "user.remove", email: "milton@initech.example" })).rejects.toThrow(
      "no user has e-mail milton@initech.example",
    );
  });

  it("refuses an unknown command", async () => {
    await expect(admin.execute({ command: "tenant.explode" })).rejects.toThrow(/^command:/);
  });
});
