import { useSyncExternalStore } from "react";
import { subscribeTicker, tickerNow } from "../model/ticker";

const idle = () => () => undefined;
const frozenNow = () => 0;

/** The shared 1 s clock while `running`; tiles without a call do not subscribe at all. */
export function useTickerNow(running: boolean): number {
  return useSyncExternalStore(running ? subscribeTicker : idle, running ? tickerNow : frozenNow);
}
