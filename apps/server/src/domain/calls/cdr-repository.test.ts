import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { NewCdrRow } from "../../db/schema";
import { createTestApp, type TestApp } from "../../test-support/test-app";
import { CdrRepository } from "./cdr-repository";

// The database's bulk load (PGlite's COPY) where it has one, and the INSERT every driver has.
describe.each([
  { writer: "the driver's bulk load", bulk: true },
  { writer: "an INSERT", bulk: false },
])("cdr repository writing through $writer", ({ bulk }) => {
  // The test app migrates and seeds on PGlite and on CI's PostgreSQL alike.
  let t: TestApp;
  let cdrs: CdrRepository;
  let owner: { userId: string; tenantId: string };

  beforeAll(async () => {
    t = await createTestApp();
    const { db, copyFrom } = t.app.services.database;
    cdrs = new CdrRepository(db, bulk ? copyFrom : undefined);
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

  it("keeps texts with the characters that separate COPY's columns and rows", async () => {
    const awkward = "tab\there\nline\r\\N back\\slash";
    await cdrs.insert([
      {
        ...owner,
        callB: "400011003",
        callName: awkward,
        callType: "OUT",
        status: "answer",
        callStart: 1_700_000_300,
        callDesc: "\\",
        sipCallId: "\t",
        endedAt: new Date(1_700_000_300_000),
      },
    ]);
    const [newest] = await cdrs.listVisible(owner, 1);
    expect(newest).toMatchObject({
      callName: awkward,
      callDesc: "\\",
      sipCallId: "\t",
      callStart: 1_700_000_300,
    });
  });

  it("writes no row of a batch with a row that breaks a constraint", async () => {
    const row = (callStart: number, userId: string): NewCdrRow => ({
      ...owner,
      userId,
      callB: "400011004",
      callType: "OUT",
      status: "answer",
      callStart,
      endedAt: new Date(callStart * 1000),
    });
    await expect(
      cdrs.insert([
        row(1_700_000_400, owner.userId),
        row(1_700_000_401, "00000000-0000-4000-8000-000000000000"),
      ]),
    ).rejects.toThrow();
    const [newest] = await cdrs.listVisible(owner, 1);
    expect(newest?.callStart).toBe(1_700_000_300);
  });

  it("writes nothing for no rows", async () => {
    await expect(cdrs.insert([])).resolves.toBeUndefined();
  });
});
