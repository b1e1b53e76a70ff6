/**
 * Talking detection as Janus VideoRoom does it (`audiolevel_event`): the RFC 6464 levels (0 = loudest,
 * 127 = silence, in -dBov) of `activePackets` packets are averaged; below `levelAverage` the
 * publisher is talking, above it they stopped.
 */
export type TalkingThresholds = { activePackets: number; levelAverage: number };

export class TalkingDetector {
  private sum = 0;
  private count = 0;
  talking = false;

  constructor(private readonly thresholds: TalkingThresholds) {}

  /** Feeds one packet's level; returns the new state and the window's average when it changed. */
  push(level: number): { talking: boolean; average: number } | undefined {
    this.sum += level;
    this.count += 1;
    if (this.count < this.thresholds.activePackets) return undefined;
    const average = Math.round(this.sum / this.count);
    this.sum = 0;
    this.count = 0;
    const talking = average < this.thresholds.levelAverage;
    if (talking === this.talking) return undefined;
    this.talking = talking;
    return { talking, average };
  }
}

/** The level of an RFC 6464 one-byte extension payload (V bit dropped). */
export function audioLevelOf(payload: Buffer): number | undefined {
  const first = payload[0];
  return first === undefined ? undefined : first & 0x7f;
}
