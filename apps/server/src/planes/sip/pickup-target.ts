import { PICKUP_HEADER } from "@mobex/contracts/pickup";
import type { TargetResolution } from "@mobex/sip-proxy/sip-proxy";
import type { UserRow } from "../../db/schema";
import type { DialPlan } from "../../domain/calls/dial-plan";
import type { LiveCalls } from "../../domain/calls/live-calls";

/** RFC 3261 §21.4.5: nothing rings at that number (or it names nobody the picker may reach). */
const NOTHING_RINGS: TargetResolution = { kind: "reject", status: 404, reason: "No Call To Pick Up" };

/**
 * The call a pickup code takes (issue 4, contracts/pickup.ts): the oldest one ringing at the
 * colleague the number names in the picker's own tenant. A number of another tenant is as unknown
 * as one nobody has, so a pickup reveals nothing across tenants (ARCHITECTURE.md, Identity).
 * The picked call's INVITE reaches the picker marked for auto-answer: Call-Info answer-after=0
 * (the de-facto convention of desk phones) and our header naming the number the picker dialled.
 */
export async function pickupTarget(
  deps: { dialPlan: DialPlan; liveCalls: LiveCalls; sipDomain: string },
  picker: UserRow,
  number: string,
): Promise<TargetResolution> {
  const colleague = await deps.dialPlan.userFor(picker, number);
  if (!colleague?.licensed) return NOTHING_RINGS;
  const call = deps.liveCalls.ringingFor(picker.tenantId, colleague.id);
  if (!call) return NOTHING_RINGS;
  return {
    kind: "pickup",
    dialog: call.id,
    headers: [
      ["Call-Info", `<sip:${deps.sipDomain}>;answer-after=0`],
      [PICKUP_HEADER, number],
    ],
  };
}
