import { NothingHerePage } from "../../shell/components/nothing-here-page";

// Replaced by the screen itself within this change set.
export function HistoryPage() {
  return <NothingHerePage fill="area" />;
}
