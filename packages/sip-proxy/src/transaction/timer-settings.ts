/** RFC 3261 §17.1.1.1 and Table 4: the base timer values every other timer derives from. */
export interface TimerSettings {
  /** RTT estimate. */
  readonly t1Ms: number;
  /** Longest retransmit interval for non-INVITE requests and INVITE responses. */
  readonly t2Ms: number;
  /** Longest time a message stays in the network. */
  readonly t4Ms: number;
}

export const DEFAULT_TIMERS: TimerSettings = { t1Ms: 500, t2Ms: 4000, t4Ms: 5000 };

export type TimerValues = ReturnType<typeof computeTimerValues>;

/**
 * RFC 3261 Table 4 (and RFC 6026 Timers L and M); the reliable-transport zeros come from §17.
 * Read-only and shared: every transaction asks, and one settings object gives two tables.
 */
export function timerValues(settings: TimerSettings, reliable: boolean): Readonly<TimerValues> {
  let tables = TABLES.get(settings);
  if (!tables) TABLES.set(settings, (tables = new Map<boolean, Readonly<TimerValues>>()));
  let values = tables.get(reliable);
  if (!values) tables.set(reliable, (values = Object.freeze(computeTimerValues(settings, reliable))));
  return values;
}

const TABLES = new WeakMap<TimerSettings, Map<boolean, Readonly<TimerValues>>>();

function computeTimerValues(settings: TimerSettings, reliable: boolean) {
  const { t1Ms, t2Ms, t4Ms } = settings;
  return {
    /** INVITE request retransmit, starts at T1 and doubles (unreliable only). */
    A: t1Ms,
    /** INVITE client transaction timeout. */
    B: 64 * t1Ms,
    /** Wait for response retransmits: > 32 s unreliable, 0 reliable. */
    D: reliable ? 0 : Math.max(32_000, 64 * t1Ms),
    /** Non-INVITE request retransmit (unreliable only). */
    E: t1Ms,
    /** Non-INVITE client transaction timeout. */
    F: 64 * t1Ms,
    /** INVITE final response retransmit (unreliable only). */
    G: t1Ms,
    /** Wait for ACK receipt. */
    H: 64 * t1Ms,
    /** Wait for ACK retransmits. */
    I: reliable ? 0 : t4Ms,
    /** Wait for non-INVITE request retransmits. */
    J: reliable ? 0 : 64 * t1Ms,
    /** Wait for non-INVITE response retransmits. */
    K: reliable ? 0 : t4Ms,
    /** RFC 6026 §8.9: server INVITE transaction lingers in Accepted to absorb retransmissions. */
    L: 64 * t1Ms,
    /** RFC 6026 §8.4: client INVITE transaction lingers in Accepted to forward 2xx retransmissions. */
    M: 64 * t1Ms,
    T2: t2Ms,
  };
}

export type TimerName = "A" | "B" | "D" | "E" | "F" | "G" | "H" | "I" | "J" | "K" | "L" | "M";
