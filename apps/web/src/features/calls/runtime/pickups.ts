import { pickupTarget } from "@mobex/contracts/pickup";
import type { EndInfo } from "../../../services/sip/end-info";
import type { SipSession } from "../../../services/sip/sip-session";
import { callTransitions } from "../model/call-store";
import { callTexts } from "../model/call-texts";
import type { PhoneCore } from "./phone-core";

/**
 * One pickup the user asked for (issue 4, contracts/pickup.ts):
 *
 *   asking ──the picked call's INVITE arrives, marked with this number──▶ offered ──pickup INVITE ends──▶ (gone)
 *     │
 *     └──the pickup INVITE fails first (404: nothing rings there)──▶ (gone, "No call to pick up")
 */
type PickupState = "asking" | "offered";

interface PendingPickup {
  state: PickupState;
  readonly session: SipSession;
  readonly unbind: () => void;
}

// spec 1 §5 separators; a pickup names an extension or phone of the user's own tenant.
const SEPARATORS = /[\s()[\]{}.-]/g;
const NUMBER = /^\d+$/;
// RFC 3261 §21.4.5 404 Not Found, §21.4.20 481: nothing rings at that number (any more).
const NOTHING_RINGS = new Set([404, 481]);

/**
 * The pickups in flight. The pickup INVITE never becomes a call on screen; the call it takes
 * arrives as an incoming session the proxy marks with the number, and only a session matching a
 * pickup still asking is answered by itself (a forged mark on an ordinary call just rings).
 */
export class Pickups {
  readonly #pending = new Map<string, PendingPickup>();

  /** Sends the pickup for `input`; false when it names no number or the phone cannot ask. */
  start(ctx: PhoneCore, input: string): boolean {
    const number = input.replace(SEPARATORS, "");
    if (!NUMBER.test(number)) {
      callTransitions.dialFailed(callTexts.nothingToPickUp);
      return false;
    }
    if (this.#pending.has(number)) return true;
    let session: SipSession;
    try {
      session = ctx.engine.pickUp(pickupTarget(number), ctx.media());
    } catch {
      callTransitions.dialFailed(callTexts.pickupFailed);
      return false;
    }
    const removers = [
      // A server that answered the code with a call of its own: not ours to keep.
      session.events.on("accepted", () => session.terminate()),
      session.events.on("failed", (info) => this.#finish(number, info)),
      session.events.on("ended", (info) => this.#finish(number, info)),
    ];
    this.#pending.set(number, {
      state: "asking",
      session,
      unbind: () => removers.forEach((remove) => remove()),
    });
    return true;
  }

  /** An incoming session marked as the call ringing at `number`: true when we asked for it. */
  claim(number: string): boolean {
    const pickup = this.#pending.get(number);
    if (pickup?.state !== "asking") return false;
    pickup.state = "offered";
    return true;
  }

  dispose(): void {
    for (const number of [...this.#pending.keys()]) this.#drop(number);
  }

  #finish(number: string, info: EndInfo): void {
    const pickup = this.#pending.get(number);
    if (pickup === undefined) return;
    this.#drop(number);
    if (pickup.state === "offered" || info.originator === "local") return;
    const nothingRings = info.statusCode !== null && NOTHING_RINGS.has(info.statusCode);
    callTransitions.dialFailed(nothingRings ? callTexts.nothingToPickUp : callTexts.pickupFailed);
  }

  #drop(number: string): void {
    const pickup = this.#pending.get(number);
    if (pickup === undefined) return;
    this.#pending.delete(number);
    pickup.unbind();
    pickup.session.dispose();
  }
}
