import type { HistoryItem } from "@mobex/contracts/calls";
import { directionOf, partyLabel } from "./history-format";

/** spec 1 §2 history: "Tabs All, Incoming, Outgoing, Missed". */
export const historyTabs = ["all", "incoming", "outgoing", "missed"] as const;
export type HistoryTab = (typeof historyTabs)[number];

export const historyTabLabels: Record<HistoryTab, string> = {
  all: "All",
  incoming: "Incoming",
  outgoing: "Outgoing",
  missed: "Missed",
};

export const isMissed = (item: HistoryItem): boolean => directionOf(item) === "missed";

function inTab(item: HistoryItem, tab: HistoryTab): boolean {
  switch (tab) {
    case "all":
      return true;
    case "incoming":
      return item.call_type === "INB";
    case "outgoing":
      return item.call_type === "OUT";
    case "missed":
      return isMissed(item);
  }
}

// Typed numbers carry spaces, dashes and brackets as often as the stored ones do not.
const compact = (text: string) => text.toLowerCase().replace(/[\s().-]/g, "");

/** spec 1 §5: "History search: number plus name" — case-insensitive, in what the row shows too. */
export function matchesSearch(item: HistoryItem, search: string): boolean {
  const query = compact(search);
  if (query === "") return true;
  // The label adds "Voicemail"; an extension it shows is the end of call_b, searched already.
  return [item.call_b, item.call_name, partyLabel(item, "")].some((text) => compact(text).includes(query));
}

export function filterHistory(items: readonly HistoryItem[], tab: HistoryTab, search: string): HistoryItem[] {
  return items.filter((item) => inTab(item, tab) && matchesSearch(item, search));
}

/** spec 1 §2: "detail dialog with More records" — the other calls with the same number. */
export function otherRecords(items: readonly HistoryItem[], item: HistoryItem): HistoryItem[] {
  return items.filter((other) => other.call_b === item.call_b && other.uniqueid !== item.uniqueid);
}
