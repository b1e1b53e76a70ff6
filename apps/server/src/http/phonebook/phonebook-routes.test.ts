import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { errorCatalogue } from "@mobex/contracts/errors";
import { phonebookListAnswerSchema, type Contact } from "@mobex/contracts/phonebook";
import { postApi, signIn, type Session } from "../../test-support/api-client";
import { createTestApp, type TestApp } from "../../test-support/test-app";

const LIST = "/cloudphonebook/entries/list/";

describe("the cloud phone book (cloudphonebook/entries/list/)", () => {
  let t: TestApp;
  let alice: Session;
  let oscar: Session;

  async function list(session: Session, body: Record<string, unknown> = {}) {
    const answer = await postApi(t.app, LIST, { token: session.jwetoken, ...body });
    return { ...answer, contacts: phonebookListAnswerSchema.parse(answer.body).data ?? [] };
  }
  const names = (contacts: Contact[]) => contacts.map((contact) => contact.cn);

  beforeAll(async () => {
    t = await createTestApp();
    alice = await signIn(t.app, "alice@example.com");
    oscar = await signIn(t.app, "oscar@globex.example");
  });
  afterAll(() => t.close());

  it("lists the seeded contacts and every colleague, sorted by name without regard to case or accents", async () => {
    const { status, body, contacts } = await list(alice);
    expect(status).toBe(200);
    expect(body.responses[0]?.code).toBe(200);
    expect(contacts).toHaveLength(12 + 9);
    const sorted = [...names(contacts)].sort((a, b) => a.localeCompare(b, "en-GB", { sensitivity: "base" }));
    expect(names(contacts)).toEqual(sorted);
    // "Émilie" sorts among the E names, not after Z.
    expect(names(contacts).indexOf("Émilie Laurent")).toBeLessThan(names(contacts).indexOf("Erin Evans"));
  });

  it("shows a colleague as a synchronised extension with a stable id", async () => {
    const { contacts } = await list(alice);
    expect(contacts.find((contact) => contact.ntaExtension === "1002")).toEqual({
      id: "ext-1002",
      cn: "Bob Brown",
      givenName: "Bob",
      sn: "Brown",
      ntaExtension: "1002",
      telephoneNumber: "400011002",
      mobileTelephoneNumber: "",
      homePhone: "",
      mail: "bob@example.com",
      company: "Example Ltd",
      department: "",
    });
  });

  it("shows a provisioned entry with all its fields and no extension", async () => {
    const { contacts } = await list(alice);
    const harriet = contacts.find((contact) => contact.cn === "Harriet Clarke");
    expect(harriet).toMatchObject({
      givenName: "Harriet",
      sn: "Clarke",
      ntaExtension: "",
      telephoneNumber: "+44 20 7946 0121",
      mobileTelephoneNumber: "+44 7700 900412",
      company: "Northwind Office Supplies",
      department: "Account Management",
    });
    expect(harriet?.id).toMatch(/^[0-9a-f-]{36}$/);
    const again = await list(alice);
    expect(again.contacts.find((contact) => contact.cn === "Harriet Clarke")?.id).toBe(harriet?.id);
  });

  it("leaves out unlicensed colleagues when asked to, in any of the flag's spellings", async () => {
    expect(names((await list(alice)).contacts)).toContain("No Licence");
    for (const flag of [true, 1, "1", "true"]) {
      const { contacts } = await list(alice, { ignore_disabled_sync_extensions: flag });
      expect(names(contacts)).not.toContain("No Licence");
      expect(contacts).toHaveLength(12 + 8);
    }
    expect(names((await list(alice, { ignore_disabled_sync_extensions: "0" })).contacts)).toContain(
      "No Licence",
    );
  });

  it("shows each tenant only its own phone book and colleagues", async () => {
    const { contacts } = await list(oscar);
    expect(names(contacts)).toEqual([
      "Ben Carter",
      "Lucy Chen",
      "Marta Kowalski",
      "Oscar Olsen",
      "Peggy Parker",
    ]);
    expect(contacts.every((contact) => contact.company !== "Example Ltd")).toBe(true);
    const aliceIds = new Set((await list(alice)).contacts.map((contact) => contact.id));
    expect(contacts.some((contact) => aliceIds.has(contact.id))).toBe(false);
  });

  it("refuses a malformed flag with 400 naming the field, and a missing token with 407", async () => {
    const bad = await list(alice, { ignore_disabled_sync_extensions: "maybe" });
    expect(bad.status).toBe(400);
    expect(bad.body.responses[0]?.message).toContain("ignore_disabled_sync_extensions");
    const anonymous = await postApi(t.app, LIST, { token: "not-a-token" });
    expect(anonymous.body.responses[0]?.code).toBe(407);
  });

  it("lists only the members of a tenant that has no provisioned entries", async () => {
    await t.app.services.admin.execute({ command: "tenant.add", name: "Empty Co", prefix: "40009" });
    await t.app.services.admin.execute({
      command: "user.add",
      tenant: "40009",
      extension: "9001",
      email: "solo@empty.example",
      name: "Solo",
    });
    const solo = await signIn(t.app, "solo@empty.example");
    const { status, contacts } = await list(solo);
    expect(status).toBe(200);
    expect(contacts).toEqual([
      expect.objectContaining({ id: "ext-9001", cn: "Solo", givenName: "Solo", sn: "", company: "Empty Co" }),
    ]);
  });
  it("refuses a user without the phone book (cpb) with 403 in the envelope, and serves them again once it is back", async () => {
    const dave = await signIn(t.app, "dave@example.com");
    await t.app.services.admin.execute({ command: "user.update", email: "dave@example.com", features: [] });
    const refused = await list(dave);
    expect(refused.status).toBe(403);
    expect(refused.body).toEqual({
      status: "error",
      responses: [errorCatalogue.phoneBookDisabled],
      data: null,
    });
    await t.app.services.admin.execute({
      command: "user.update",
      email: "dave@example.com",
      features: ["cpb"],
    });
    const served = await list(dave);
    expect(served.status).toBe(200);
    expect(served.contacts.length).toBeGreaterThan(0);
  });
});
