import { kuandoReportFor } from "./kuando-program";
import { MAX_KEEP_ALIVE_SECONDS, keepAliveReport } from "./kuando-report";
import { type LampCommand, lampQuery } from "./lamp-query";

/** Where reports go: node-hid in the bridge, WebHID in the browser. Rejects when the lamp is gone. */
export type KuandoWrite = (report: Uint8Array) => Promise<void>;

/** How often a driven lamp needs a keep-alive, well inside its 15 s. */
export const KEEP_ALIVE_INTERVAL_MS = 5_000;

/**
 * Drives one Kuando lamp: writes a program only when what it shows changes (a rewritten program
 * would restart its ringtone), and a keep-alive otherwise, so asking again every few seconds
 * (spec 1 §9 "busylight refresh 3 s") keeps the lamp lit without replaying the ring.
 */
export class KuandoDriver {
  private shown: string | null = null;

  constructor(private readonly write: KuandoWrite) {}

  async show(command: LampCommand): Promise<void> {
    const report = kuandoReportFor(command);
    const key = lampQuery(command);
    if (report === null || key === this.shown) return this.keepAlive();
    this.shown = null;
    await this.write(report);
    this.shown = key;
  }

  keepAlive(): Promise<void> {
    return this.write(keepAliveReport(MAX_KEEP_ALIVE_SECONDS));
  }
}
