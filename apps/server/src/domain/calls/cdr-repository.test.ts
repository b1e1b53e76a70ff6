import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { NewCdrRow } from "../../db/schema";
import { createTestApp, type TestApp } from "../../test-support/test-app";
import { CdrRepository } from "./cdr-repository";

describe("cdr repository", () => {
  // The test app migrates and seeds on PGlite and on CI's PostgreSQL alike.
  let t: TestApp;
  let cdrs: CdrRepository;
  let owner: { userId: string; tenantId: string };

  beforeAll(async () => {
    t = await createTestApp();
    const { db } = t.app.services.database;
    cdrs = new CdrRepository(db);
    const user = await db.query.users.findFirst();
    owner = { userId: user!.id, tenantId: user!.tenantId };
  });
  afterAll(() => t.close());

  it("writes a batch in one statement, each row with its own fields and the schema's defaults", async () => {
    const row = (callStart: number, fields: Partial<NewCdrRow> = {}): NewCdrRow => ({
      ...owner,
      callB: "400011002",
      callType: "OUT",
      status: "answer",
      callStart,
      endedAt: new Date(callStart * 1000 + 1500),
      ...fields,
    });
    await cdrs.insert([
      row(1_700_000_000, {
        callName: "Bob 'O\" Brown\\ ü",
        media: "vid",
        callDuration: 42,
        sipCallId: "a@b",
      }),
      row(1_700_000_100, { callType: "INB", status: "cancel", callDesc: "Missed call" }),
      row(1_700_000_200, { hidden: true }),
    ]);
    const listed = await cdrs.listVisible(owner, 10);
    expect(listed).toHaveLength(2);
    expect(listed[0]).toMatchObject({
      callType: "INB",
      status: "cancel",
      callDesc: "Missed call",
      media: "",
    });
    expect(listed[0]!.id).toMatch(/^[0-9a-f-]{36}$/);
    expect(listed[1]).toMatchObject({
      callName: "Bob 'O\" Brown\\ ü",
      media: "vid",
      callDuration: 42,
      callStart: 1_700_000_000,
      sipCallId: "a@b",
      hidden: false,
      endedAt: new Date(1_700_000_000_000 + 1500),
    });
  });

  it("writes nothing for no rows", async () => {
    await expect(cdrs.insert([])).resolves.toBeUndefined();
  });
});
