/**
 * What the lazily loaded phone runtime offers the commands and components. The interface is here,
 * in the eager part of the feature; the implementation (and JsSIP with it) arrives after sign-in.
 */
export interface PhoneApi {
  /** Applies the dial rules of spec 1 §5 to `input` and places the call; false when nothing was dialled. */
  dial(input: string): boolean;
  /**
   * Picks up the call ringing at a colleague's `number` (extension or phone, issue 4): it arrives
   * as an answered incoming call; "No call to pick up" shows when nothing rings there. False when
   * nothing was asked.
   */
  pickUp(number: string): boolean;
  answer(callId: string): void;
  decline(callId: string): void;
  hangUp(callId: string): void;
  toggleMute(callId: string): void;
  toggleHold(callId: string): void;
  sendDtmf(callId: string, tone: string): void;
  swap(callId: string): void;
  /** Transfer or Conference was pressed: the call waits on hold while the user picks a target. */
  pickTransfer(callId: string, intent: "transfer" | "conference"): void;
  cancelTransferPick(): void;
  blindTransfer(callId: string, input: string): void;
  attendedTransfer(callId: string, input: string): void;
  completeTransfer(consultId: string): void;
  inviteToConference(callId: string, input: string): void;
  merge(callId: string): void;
  split(callId: string): void;
  /** The user acknowledged the ring-blocked dialog (a gesture): ring again if a call still waits. */
  retryRing(): void;
}

let current: PhoneApi | null = null;

export function setPhone(phone: PhoneApi | null): void {
  current = phone;
}

export function getPhone(): PhoneApi | null {
  return current;
}
