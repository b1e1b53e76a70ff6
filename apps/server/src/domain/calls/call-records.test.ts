import { afterEach, describe, expect, it, vi } from "vitest";
import type { Log } from "../log";
import type { NewCdrRow } from "../../db/schema";
import { CallRecords } from "./call-records";
import type { CdrRepository } from "./cdr-repository";
import type { FinishedCall } from "./cdr-rows";

const party = (n: number) => ({ userId: `u${n}`, phone: `40001100${n}`, name: `User ${n}` });

function call(caller: number, callee: number): FinishedCall {
  return {
    tenantId: "t",
    sipCallId: `${caller}-${callee}`,
    caller: party(caller),
    callee: party(callee),
    dialled: party(callee).phone,
    shown: { number: party(caller).phone, name: party(caller).name },
    video: false,
    status: "answer",
    startedAt: 1_000_000,
    answeredAt: 1_002_000,
    endedAt: 1_032_400,
  };
}

function fakeRepository(refuse: (row: NewCdrRow) => boolean) {
  const inserts: NewCdrRow[][] = [];
  const repository = {
    insert: (rows: readonly NewCdrRow[]) => {
      if (rows.some(refuse)) return Promise.reject(new Error("foreign key"));
      inserts.push([...rows]);
      return Promise.resolve();
    },
  } as unknown as CdrRepository;
  return { repository, inserts };
}

const errors: unknown[] = [];
const log = { error: (fields: unknown) => errors.push(fields) } as unknown as Log;

describe("call records", () => {
  afterEach(() => vi.useRealTimers());

  it("writes nothing while calls end: their rows wait for the batch, then go in one insert", async () => {
    vi.useFakeTimers();
    const { repository, inserts } = fakeRepository(() => false);
    const records = new CallRecords(repository, log, 200);
    records.record(call(1, 2));
    records.record(call(3, 4));
    await vi.advanceTimersByTimeAsync(199);
    expect(inserts).toEqual([]);
    await vi.advanceTimersByTimeAsync(1);
    expect(inserts.map((rows) => rows.length)).toEqual([4]);
    records.record(call(5, 6));
    await vi.advanceTimersByTimeAsync(200);
    expect(inserts.map((rows) => rows.length)).toEqual([4, 2]);
  });

  it("writes both parties' rows, and drain writes the waiting batch at once", async () => {
    const { repository, inserts } = fakeRepository(() => false);
    const records = new CallRecords(repository, log);
    records.record(call(1, 2));
    records.record(call(3, 4));
    records.record(call(5, 6));
    await records.drain();
    expect(inserts.map((rows) => rows.length)).toEqual([6]);
    expect(inserts[0]?.slice(0, 2)).toEqual([
      expect.objectContaining({
        userId: "u1",
        callType: "OUT",
        callB: "400011002",
        callDuration: 30,
        callStart: 1000,
      }),
      expect.objectContaining({ userId: "u2", callType: "INB", callB: "400011001", callName: "User 1" }),
    ]);
  });

  it("keeps the other rows of a batch when one cannot be written, and reports that one", async () => {
    const { repository, inserts } = fakeRepository((row) => row.userId === "u4");
    const records = new CallRecords(repository, log);
    records.record(call(1, 2));
    records.record(call(3, 4));
    await records.drain();
    expect(inserts.flat().map((row) => row.userId)).toEqual(["u1", "u2", "u3"]);
    expect(errors).toEqual([expect.objectContaining({ sipCallId: "3-4" })]);
  });
});
