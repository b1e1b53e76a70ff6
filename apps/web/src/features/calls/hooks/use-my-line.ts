import { startTransition, useEffect, useMemo, useRef, useState } from "react";
import { useReachability } from "../../../shared/connection/use-reachability";
import { presenceOf } from "../../../shared/lib/presence";
import { useProfile } from "../../auth/commands";
import { useCallStore } from "../model/call-store";
import { type MyLine, myLineOf } from "../model/my-line";

type CallsState = ReturnType<typeof useCallStore.getState>;
type LineSources = Pick<CallsState, "registration" | "calls">;

const sourcesOf = ({ registration, calls }: CallsState): LineSources => ({ registration, calls });

/** What the calls alone make of the line: equal values draw the same line. */
function callsLineKey({ registration, calls }: LineSources): string {
  const line = myLineOf({ reachability: "reachable", registration, calls, presence: null });
  return "sinceMs" in line ? `${line.status}@${line.sinceMs}` : line.status;
}

/**
 * The registration and the calls behind the line, followed at transition priority and only when
 * they change the line: the app bar, the home screen and the own board tile draw right after the
 * call screens rather than in the same render, so that an incoming call's ring screen is painted
 * first (issue 8 §4: click → callee rings), and not again with every statistics sample.
 */
function useLineSources(): LineSources {
  const [sources, setSources] = useState(() => sourcesOf(useCallStore.getState()));
  const shown = useRef(sources);
  useEffect(() => {
    const follow = (state: CallsState) => {
      const next = sourcesOf(state);
      if (callsLineKey(next) === callsLineKey(shown.current)) return;
      shown.current = next;
      startTransition(() => setSources(next));
    };
    // A change between the first render and this effect.
    follow(useCallStore.getState());
    return useCallStore.subscribe(follow);
  }, []);
  return sources;
}

/** The user's own line, as the app bar, the home screen and the own board tile all show it. */
export function useMyLine(): MyLine {
  const reachability = useReachability();
  const { registration, calls } = useLineSources();
  const profile = useProfile().data;
  const presence = profile === undefined ? null : presenceOf(profile);
  const line = myLineOf({ reachability, registration, calls, presence });
  const sinceMs = "sinceMs" in line ? line.sinceMs : null;
  // Readers re-render only when the line does, whatever else changed.
  return useMemo(() => line, [line.status, sinceMs]); // eslint-disable-line react-hooks/exhaustive-deps
}
