import { isLive } from "../model/call";
import { useCallStore } from "../model/call-store";

/** A call is up (ringing, dialling or talking): what a page reload would cut off. */
export function useHasLiveCall(): boolean {
  return useCallStore((state) => state.calls.some(isLive));
}
