import { pickupTexts } from "@mobex/contracts/pickup";

/**
 * The calls feature's texts, exactly as spec 1 §2, §4, §5 and §8 write them (including the spec's
 * own spelling of "conferece").
 */
export const callTexts = {
  dialling: "Dialling...",
  ringing: "Ringing...",
  incoming: "Incoming Call...",
  enterNumber: "Please enter a number to dial",
  cantTransferBeforeAnswer: "Can't transfer before answer",
  cantTransferInConference: "Can't transfer in a conference",
  cantHoldOnConference: "Can't hold on a conference",
  cantConferenceWhileTransferring: "Can't start a conferece while transferring",
  cantTransferThisCall: "Can't transfer this call",
  cantInviteMore: "Can't invite more people for a conference",
  microphoneTitle: "Can't find your microphone or we are missing permissions!",
  ringBlockedTitle: "Ring Tone Blocked by Browser",
  ringBlockedWarning: "Can't ring before page interaction",
  blindTransferTarget: "Drag here to blind transfer",
  assistTransferTarget: "Drag here to assist transfer",
  conferenceTarget: "Drag here to invite for a conference",
  onHold: "[On Hold]",
  missedCall: "Missed Call",
  missedVideoCall: "Missed Video Call",
  voicemail: "Voicemail",
  nothingToPickUp: pickupTexts.nothingToPickUp,
  pickupFailed: "Couldn't pick up the call",
  phoneConnecting: "The phone is still connecting",
} as const;
