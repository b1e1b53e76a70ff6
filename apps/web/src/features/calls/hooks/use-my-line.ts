import { useMemo } from "react";
import { useReachability } from "../../../shared/connection/use-reachability";
import { presenceOf } from "../../../shared/lib/presence";
import { useProfile } from "../../auth/commands";
import { useCallStore } from "../model/call-store";
import { type MyLine, myLineOf } from "../model/my-line";

/** The user's own line, as the app bar, the home screen and the own board tile all show it. */
export function useMyLine(): MyLine {
  const reachability = useReachability();
  const registration = useCallStore((state) => state.registration);
  const calls = useCallStore((state) => state.calls);
  const profile = useProfile().data;
  const presence = profile === undefined ? null : presenceOf(profile);
  const line = myLineOf({ reachability, registration, calls, presence });
  const sinceMs = "sinceMs" in line ? line.sinceMs : null;
  // The calls change often (statistics every few seconds); readers re-render only when the line does.
  return useMemo(() => line, [line.status, sinceMs]); // eslint-disable-line react-hooks/exhaustive-deps
}
