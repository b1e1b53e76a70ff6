import { callStatusSchema, callTypeSchema, type HistoryItem } from "@mobex/contracts/calls";
import type { CdrRow } from "../../db/schema";

/** A stored call-detail record as the client's history item (spec 1 §3 "History item"). */
export function presentHistoryItem(row: CdrRow): HistoryItem {
  return {
    uniqueid: row.id,
    call_b: row.callB,
    call_name: row.callName,
    // The table's check constraints hold these to the contract's values.
    call_type: callTypeSchema.parse(row.callType),
    status: callStatusSchema.parse(row.status),
    media: row.media === "vid" ? "vid" : "",
    call_start: row.callStart,
    call_duration: row.callDuration,
    call_desc: row.callDesc,
  };
}
