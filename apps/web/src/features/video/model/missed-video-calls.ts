/** An incoming video offer the caller cancelled before it was answered (spec 1 §4, §3 Notification). */
export interface MissedVideoCall {
  readonly number: string;
  /** The caller's display name as announced, or the number. */
  readonly from: string;
  /** Epoch milliseconds. */
  readonly at: number;
}

type Listener = (missed: MissedVideoCall) => void;
const listeners = new Set<Listener>();

export function onMissedVideoCall(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function reportMissedVideoCall(missed: MissedVideoCall): void {
  for (const listener of listeners) listener(missed);
}
