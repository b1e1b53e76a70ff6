import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { blfGetAnswerSchema } from "@mobex/contracts/blf";
import { postApi, signIn, type Session } from "../../test-support/api-client";
import { createTestApp, type TestApp } from "../../test-support/test-app";

// The board keeps a target without its separators.
const SUPPLIER = "+441614960555";

describe("the presence board follows phone-book changes", () => {
  let t: TestApp;
  let henry: Session;

  /** The speed dial's phone-book name on the next poll of the board's 5 s rhythm. */
  async function speedDialName(): Promise<string | undefined> {
    t.clock.advance(5_000);
    const answer = await postApi(t.app, "/webrtc/mobex/blf/get/", { token: henry.jwetoken });
    const entries = blfGetAnswerSchema.parse(answer.body).data ?? [];
    return entries.find((entry) => entry.type === "D" && entry.blf_number === SUPPLIER)?.cpb_name;
  }

  beforeAll(async () => {
    t = await createTestApp();
    henry = await signIn(t.app, "henry@example.com");
    await t.app.services.admin.execute({
      command: "button.add",
      email: "henry@example.com",
      type: "D",
      target: SUPPLIER,
    });
  });
  afterAll(() => t.close());

  it("names a speed dial once its number is added or imported, and forgets it once removed", async () => {
    expect(await speedDialName()).toBe("");
    await t.app.services.admin.execute({
      command: "phonebook.add",
      tenant: "40001",
      entry: { cn: "Pennine Couriers", telephoneNumber: "0161 496 0555" },
    });
    expect(await speedDialName()).toBe("Pennine Couriers");
    await t.app.services.admin.execute({
      command: "phonebook.import",
      tenant: "40001",
      format: "csv",
      content: "Name,Phone\nPennine Couriers Ltd,+441614960555\n",
      replace: true,
    });
    expect(await speedDialName()).toBe("Pennine Couriers Ltd");
    const imported = await t.app.services.admin.execute({ command: "phonebook.list", tenant: "40001" });
    const id = imported.kind === "contacts" ? imported.contacts[0]?.id : undefined;
    await t.app.services.admin.execute({ command: "phonebook.remove", tenant: "40001", id });
    expect(await speedDialName()).toBe("");
  });
});
