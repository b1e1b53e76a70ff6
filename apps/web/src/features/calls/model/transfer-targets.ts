import type { Call } from "./call";
import { type Availability, conferenceAvailability, transferAvailability } from "./call-rules";
import { callTexts } from "./call-texts";
import type { PhoneApi } from "./phone-api";

export type TransferMode = "blind" | "assisted" | "conference";

/** One of the drop targets while transferring (spec 1 §2): its text, whether it takes a drop, its effect. */
export interface TransferTarget {
  readonly mode: TransferMode;
  readonly label: string;
  readonly availability: Availability;
  readonly perform: (phone: PhoneApi, callId: string, number: string) => void;
}

/** spec 1 §2 "Drag targets while transferring", in the spec's order, for `call`. */
export function transferTargets(call: Call, calls: readonly Call[]): TransferTarget[] {
  const transfer = transferAvailability(call, calls);
  return [
    {
      mode: "blind",
      label: callTexts.blindTransferTarget,
      availability: transfer,
      perform: (phone, callId, number) => phone.blindTransfer(callId, number),
    },
    {
      mode: "assisted",
      label: callTexts.assistTransferTarget,
      availability: transfer,
      perform: (phone, callId, number) => phone.attendedTransfer(callId, number),
    },
    {
      mode: "conference",
      label: callTexts.conferenceTarget,
      availability: conferenceAvailability(call, calls),
      perform: (phone, callId, number) => phone.inviteToConference(callId, number),
    },
  ];
}
