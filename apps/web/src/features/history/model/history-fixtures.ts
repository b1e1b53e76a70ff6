import type { HistoryItem } from "@mobex/contracts/calls";

let next = 1;

/** A history entry as cdrs/list answers it; the fields a test cares about are overridden. */
export function historyItem(overrides: Partial<HistoryItem> = {}): HistoryItem {
  const id = next++;
  return {
    uniqueid: `00000000-0000-4000-8000-${String(id).padStart(12, "0")}`,
    call_b: "400011002",
    call_name: "Bob Brown",
    call_type: "OUT",
    status: "answer",
    media: "",
    call_start: 1_700_000_000,
    call_duration: 0,
    call_desc: "",
    ...overrides,
  };
}
