import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { postApi, signIn, type Session } from "../../test-support/api-client";
import { createTestApp, type TestApp } from "../../test-support/test-app";

describe("names of phone-book numbers (contacts/get)", () => {
  let t: TestApp;
  let alice: Session;
  let oscar: Session;
  beforeAll(async () => {
    t = await createTestApp();
    alice = await signIn(t.app, "alice@example.com");
    oscar = await signIn(t.app, "oscar@globex.example");
  });
  afterAll(() => t.close());

  const nameOf = async (session: Session, number: string) => {
    const answer = await postApi(t.app, "/contacts/get", { token: session.jwetoken, number, type: "sip" });
    return answer.body.data;
  };

  it("names the entry whose telephone, mobile or home number the caller presents, however written", async () => {
    // Seeded as "+44 20 7946 0121", "07700 900871" (Rajesh's mobile) and "0141 496 0777" (Callum's home).
    for (const number of ["+442079460121", "00442079460121", "020 7946 0121", "+44 (0)20 7946-0121"]) {
      expect([number, await nameOf(alice, number)]).toEqual([number, { name: "Harriet Clarke" }]);
    }
    expect(await nameOf(alice, "+447700900871")).toEqual({ name: "Rajesh Patel" });
    expect(await nameOf(alice, "01414960777")).toEqual({ name: "Callum Reid" });
  });

  it("does not take a number for another that only ends the same way", async () => {
    const answer = await postApi(t.app, "/contacts/get", { token: alice.jwetoken, number: "+12079460121" });
    expect([answer.body.responses[0]?.code, answer.body.data]).toEqual([204, null]);
  });

  it("never names another tenant's phone-book entries", async () => {
    // Marta Kowalski is in Globex's phone book, Harriet Clarke in Example Ltd's.
    const forAlice = await postApi(t.app, "/contacts/get", {
      token: alice.jwetoken,
      number: "+442079460888",
    });
    expect([forAlice.body.responses[0]?.code, forAlice.body.data]).toEqual([204, null]);
    const forOscar = await postApi(t.app, "/contacts/get", {
      token: oscar.jwetoken,
      number: "+442079460121",
    });
    expect([forOscar.body.responses[0]?.code, forOscar.body.data]).toEqual([204, null]);
    expect(await nameOf(oscar, "020 7946 0888")).toEqual({ name: "Marta Kowalski" });
  });

  it("names a colleague before a phone-book entry with the same number", async () => {
    await t.app.services.admin.execute({
      command: "phonebook.add",
      tenant: "40001",
      entry: { cn: "Old desk of Bob", telephoneNumber: "400011002" },
    });
    expect(await nameOf(alice, "400011002")).toEqual({ name: "Bob Brown" });
  });

  it("refuses an empty number with 400 naming the field", async () => {
    const answer = await postApi(t.app, "/contacts/get", { token: alice.jwetoken, number: " " });
    expect(answer.status).toBe(400);
    expect(answer.body.responses[0]?.message).toContain("number");
  });
  it("names no phone-book entry for a user without the phone book, and colleagues still", async () => {
    const erin = await signIn(t.app, "erin@example.com");
    await t.app.services.admin.execute({ command: "user.update", email: "erin@example.com", features: [] });
    const answer = await postApi(t.app, "/contacts/get", { token: erin.jwetoken, number: "+442079460121" });
    expect([answer.body.responses[0]?.code, answer.body.data]).toEqual([204, null]);
    expect(await nameOf(erin, "1002")).toEqual({ name: "Bob Brown" });
  });
});
