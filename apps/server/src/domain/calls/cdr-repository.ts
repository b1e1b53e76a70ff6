import { randomUUID } from "node:crypto";
import { and, desc, eq, sql } from "drizzle-orm";
import type { CopyFrom, Db } from "../../db/client";
import { copyLine } from "../../db/copy-text";
import { cdrs, type CdrRow, type NewCdrRow } from "../../db/schema";

/** Call-detail records, always read and changed through their owner (ARCHITECTURE.md: tenant-scoped). */
export class CdrRepository {
  /** `copyFrom`: the driver's bulk load (PGlite), which writes a batch for about 70 % of an INSERT's CPU. */
  constructor(
    private readonly db: Db,
    private readonly copyFrom?: CopyFrom,
  ) {}

  /**
   * One statement with one parameter for a whole batch: the rows travel as a JSON array that
   * json_to_recordset (PostgreSQL ≥ 9.4, and PGlite) turns back into rows. A multi-row VALUES
   * with 12 parameters per row cost the history writer most of its CPU in building and parsing
   * the statement (issue 8 §4); a column a row leaves out takes the
   * schema's default.
   */
  async insert(rows: readonly NewCdrRow[]): Promise<void> {
    if (rows.length === 0) return;
    if (this.copyFrom) {
      await this.copyFrom("cdrs", COPY_COLUMNS, rows.map(copyLineOf).join(""));
      return;
    }
    await this.db.execute(sql`
      insert into cdrs (id, tenant_id, user_id, call_b, call_name, call_type, status, media,
                        call_start, call_duration, call_desc, hidden, sip_call_id, ended_at)
      select coalesce(id, gen_random_uuid()), tenant_id, user_id, call_b, coalesce(call_name, ''),
             call_type, status, coalesce(media, ''), call_start, coalesce(call_duration, 0),
             coalesce(call_desc, ''), coalesce(hidden, false), coalesce(sip_call_id, ''), ended_at
      from json_to_recordset(${JSON.stringify(rows.map(jsonRowOf))}::json) as r(
        id uuid, tenant_id uuid, user_id uuid, call_b text, call_name text, call_type varchar(3),
        status text, media varchar(3), call_start bigint, call_duration integer, call_desc text,
        hidden boolean, sip_call_id text, ended_at timestamptz)`);
  }

  /** The owner's visible entries, newest first. */
  async listVisible(owner: { userId: string; tenantId: string }, limit: number): Promise<CdrRow[]> {
    return this.db
      .select()
      .from(cdrs)
      .where(and(eq(cdrs.userId, owner.userId), eq(cdrs.tenantId, owner.tenantId), eq(cdrs.hidden, false)))
      .orderBy(desc(cdrs.callStart), desc(cdrs.endedAt))
      .limit(limit);
  }

  /** Hides or shows one of the owner's entries; false when the owner has no such entry. */
  async setHidden(
    owner: { userId: string; tenantId: string },
    id: string,
    hidden: boolean,
  ): Promise<boolean> {
    const changed = await this.db
      .update(cdrs)
      .set({ hidden })
      .where(and(eq(cdrs.id, id), eq(cdrs.userId, owner.userId), eq(cdrs.tenantId, owner.tenantId)))
      .returning({ id: cdrs.id });
    return changed.length > 0;
  }
}

const COPY_COLUMNS = [
  "id",
  "tenant_id",
  "user_id",
  "call_b",
  "call_name",
  "call_type",
  "status",
  "media",
  "call_start",
  "call_duration",
  "call_desc",
  "hidden",
  "sip_call_id",
  "ended_at",
];

/** A row as COPY reads it, in COPY_COLUMNS' order, the schema's defaults filled in as the INSERT does. */
function copyLineOf(row: NewCdrRow): string {
  return copyLine([
    row.id ?? randomUUID(),
    row.tenantId,
    row.userId,
    row.callB,
    row.callName ?? "",
    row.callType,
    row.status,
    row.media ?? "",
    row.callStart,
    row.callDuration ?? 0,
    row.callDesc ?? "",
    row.hidden ?? false,
    row.sipCallId ?? "",
    row.endedAt,
  ]);
}

/** A row under its column names, as json_to_recordset reads it (Dates become ISO 8601 text). */
function jsonRowOf(row: NewCdrRow) {
  return {
    id: row.id,
    tenant_id: row.tenantId,
    user_id: row.userId,
    call_b: row.callB,
    call_name: row.callName,
    call_type: row.callType,
    status: row.status,
    media: row.media,
    call_start: row.callStart,
    call_duration: row.callDuration,
    call_desc: row.callDesc,
    hidden: row.hidden,
    sip_call_id: row.sipCallId,
    ended_at: row.endedAt,
  };
}
