/** spec 1 §3 "call statistics (jitter, packets lost, packets received, round-trip time, fraction lost)". */
export interface CallStats {
  /** Seconds, as RTCInboundRtpStreamStats reports it. */
  readonly jitter: number;
  readonly packetsLost: number;
  readonly packetsReceived: number;
  /** Seconds; null until the far end has sent an RTCP receiver report. */
  readonly roundTripTime: number | null;
  /** 0…1 of the packets we sent that the far end reports lost. */
  readonly fractionLost: number | null;
}

interface StatsEntry {
  readonly type: string;
  readonly kind?: string;
  readonly [field: string]: unknown;
}

const numberOr = <T>(value: unknown, fallback: T): number | T =>
  typeof value === "number" && Number.isFinite(value) ? value : fallback;

/** The audio figures of one peer connection's stats report, or null before any audio was received. */
export function callStatsOf(report: ReadonlyMap<string, unknown>): CallStats | null {
  let inbound: StatsEntry | undefined;
  let remoteInbound: StatsEntry | undefined;
  for (const value of report.values()) {
    const entry = value as StatsEntry;
    if (entry.kind !== "audio") continue;
    if (entry.type === "inbound-rtp") inbound = entry;
    else if (entry.type === "remote-inbound-rtp") remoteInbound = entry;
  }
  if (inbound === undefined) return null;
  return {
    jitter: numberOr(inbound.jitter, 0),
    packetsLost: numberOr(inbound.packetsLost, 0),
    packetsReceived: numberOr(inbound.packetsReceived, 0),
    roundTripTime: numberOr(remoteInbound?.roundTripTime, null),
    fractionLost: numberOr(remoteInbound?.fractionLost, null),
  };
}
