import { useQueryClient } from "@tanstack/react-query";
import { useEffect, useRef } from "react";
import { useCallStore } from "../../calls/commands";
import { historyKey } from "../api/history-list";

/**
 * A call that just ended belongs in the list the user is looking at: rather than wait up to 30 s
 * for the next poll, ask again when a call leaves the drawer (spec 1 §4: 1.5 s after it ends, by
 * which time the server has written its record).
 */
export function useRefreshOnCallEnd(phone: string): void {
  const client = useQueryClient();
  const count = useCallStore((state) => state.calls.length);
  const previous = useRef(count);
  useEffect(() => {
    if (count < previous.current) void client.invalidateQueries({ queryKey: historyKey(phone) });
    previous.current = count;
  }, [client, count, phone]);
}
