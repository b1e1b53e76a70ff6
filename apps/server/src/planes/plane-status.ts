import type { Health } from "@mobex/contracts/system";

export type PlaneName = "sip" | "xmpp" | "sfu";
export type PlaneState = Health["planes"][string];

/** Which real-time planes this node runs, for GET /healthz (ARCHITECTURE.md, Runtime endpoints). */
export class PlaneStatus {
  private readonly states: Record<PlaneName, PlaneState> = { sip: "absent", xmpp: "absent", sfu: "absent" };

  set(plane: PlaneName, state: PlaneState): void {
    this.states[plane] = state;
  }

  snapshot(): Record<PlaneName, PlaneState> {
    return { ...this.states };
  }
}
