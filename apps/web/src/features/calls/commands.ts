/**
 * The calls feature's commands (STYLE.md: Excalidraw-style actions) and its public face for other
 * features: each user command is one object with its label, shortcut, availability and perform.
 */
import { type Call, isUnanswered } from "./model/call";
import {
  type Availability,
  completeTransferAvailability,
  conferenceAvailability,
  holdAvailability,
  mergeAvailability,
  muteAvailability,
  splitAvailability,
  swapAvailability,
  transferAvailability,
} from "./model/call-rules";
import { activeCall, dropTargetCall, ringingIncoming } from "./model/call-selectors";
import { callTransitions, useCallStore } from "./model/call-store";
import { callTexts } from "./model/call-texts";
import { type PhoneApi, getPhone } from "./model/phone-api";

export type CallCommandId =
  | "answer"
  | "decline"
  | "hangUp"
  | "mute"
  | "hold"
  | "transfer"
  | "conference"
  | "merge"
  | "split"
  | "swap"
  | "completeTransfer";

export interface CallCommand {
  readonly id: CallCommandId;
  readonly label: (call: Call) => string;
  /** spec 1 §4 "Tab keyboard shortcuts", as shown in tooltips. */
  readonly shortcut?: string;
  readonly keyTest?: (event: KeyboardEvent) => boolean;
  /** The call a shortcut acts on. */
  readonly target?: (calls: readonly Call[]) => Call | undefined;
  readonly availability: (call: Call, calls: readonly Call[]) => Availability;
  readonly perform: (phone: PhoneApi, call: Call) => void;
}

const allowed: Availability = { enabled: true };
const shiftAlt = (code: string) => (event: KeyboardEvent) =>
  event.shiftKey && event.altKey && !event.ctrlKey && !event.metaKey && event.code === code;
const isTyping = (target: EventTarget | null) =>
  target instanceof HTMLElement &&
  (target.isContentEditable || /^(INPUT|TEXTAREA|SELECT|BUTTON)$/.test(target.tagName));
const liveActive = (calls: readonly Call[]) => {
  const call = activeCall(calls);
  return call !== undefined &&
    (call.status === "answered" || (call.direction === "out" && isUnanswered(call)))
    ? call
    : undefined;
};

export const answerCommand: CallCommand = {
  id: "answer",
  label: () => "Answer",
  shortcut: "Space or Shift+Alt+A",
  keyTest: (event) =>
    (event.code === "Space" && !event.repeat && !isTyping(event.target)) || shiftAlt("KeyA")(event),
  target: ringingIncoming,
  availability: (call) =>
    call.direction === "in" && isUnanswered(call) ? allowed : { enabled: false, reason: null },
  perform: (phone, call) => phone.answer(call.id),
};

export const declineCommand: CallCommand = {
  id: "decline",
  label: () => "Decline",
  shortcut: "Shift+Alt+D",
  keyTest: shiftAlt("KeyD"),
  target: ringingIncoming,
  availability: answerCommand.availability,
  perform: (phone, call) => phone.decline(call.id),
};

export const hangUpCommand: CallCommand = {
  id: "hangUp",
  label: () => "Hang Up",
  shortcut: "Shift+Alt+E",
  keyTest: shiftAlt("KeyE"),
  target: liveActive,
  availability: (call) =>
    call.status === "ended" || call.status === "failed" ? { enabled: false, reason: null } : allowed,
  perform: (phone, call) => phone.hangUp(call.id),
};

export const muteCommand: CallCommand = {
  id: "mute",
  label: (call) => (call.muted ? "Unmute" : "Mute"),
  shortcut: "Shift+Alt+M",
  keyTest: shiftAlt("KeyM"),
  target: liveActive,
  availability: muteAvailability,
  perform: (phone, call) => phone.toggleMute(call.id),
};

export const holdCommand: CallCommand = {
  id: "hold",
  label: (call) => (call.localHold ? "Resume" : "Hold"),
  shortcut: "Shift+Alt+H",
  keyTest: shiftAlt("KeyH"),
  target: liveActive,
  availability: holdAvailability,
  perform: (phone, call) => phone.toggleHold(call.id),
};

export const transferCommand: CallCommand = {
  id: "transfer",
  label: () => "Transfer",
  availability: transferAvailability,
  perform: (phone, call) => phone.pickTransfer(call.id, "transfer"),
};

export const conferenceCommand: CallCommand = {
  id: "conference",
  label: () => "Conference",
  availability: conferenceAvailability,
  perform: (phone, call) => phone.pickTransfer(call.id, "conference"),
};

export const mergeCommand: CallCommand = {
  id: "merge",
  label: () => "Merge",
  availability: mergeAvailability,
  perform: (phone, call) => phone.merge(call.id),
};

export const splitCommand: CallCommand = {
  id: "split",
  label: () => "Split",
  availability: splitAvailability,
  perform: (phone, call) => phone.split(call.id),
};

export const swapCommand: CallCommand = {
  id: "swap",
  label: () => "Swap",
  availability: swapAvailability,
  perform: (phone, call) => phone.swap(call.id),
};

export const completeTransferCommand: CallCommand = {
  id: "completeTransfer",
  label: () => "Complete Transfer",
  availability: completeTransferAvailability,
  perform: (phone, call) => phone.completeTransfer(call.id),
};

/** The commands reachable by keyboard anywhere in the signed-in app. */
export const shortcutCommands: readonly CallCommand[] = [
  answerCommand,
  declineCommand,
  hangUpCommand,
  muteCommand,
  holdCommand,
];

/** Dials as if typed into the dialpad (also for history, contacts and presence); true when dialled. */
export function dialNumber(input: string): boolean {
  const phone = getPhone();
  if (phone === null) {
    callTransitions.dialFailed(callTexts.phoneConnecting);
    return false;
  }
  return phone.dial(input);
}

/**
 * Picks up the call ringing at a colleague's extension or phone (the presence board's "P" button
 * and a ringing tile's menu); the call then shows as an answered incoming call. True when asked.
 */
export function pickUpCall(number: string): boolean {
  const phone = getPhone();
  if (phone === null) {
    callTransitions.dialFailed(callTexts.phoneConnecting);
    return false;
  }
  return phone.pickUp(number);
}

/**
 * The presence board's headset key (H, issue 4): answers the incoming call that rings, or else ends
 * the active call — what a headset's one button does. True when it did either.
 */
export function answerOrHangUp(): boolean {
  const phone = getPhone();
  if (phone === null) return false;
  const calls = useCallStore.getState().calls;
  for (const command of [answerCommand, hangUpCommand]) {
    const call = command.target?.(calls);
    if (call === undefined || !command.availability(call, calls).enabled) continue;
    command.perform(phone, call);
    return true;
  }
  return false;
}

/**
 * Whether a person or number dragged from a screen has a call to go to (issue 10: board tiles,
 * contacts and history rows drag onto the call's drop targets).
 */
export function useCallTakesDrops(): boolean {
  return useCallStore(
    (state) => dropTargetCall(state.calls, state.transferPick?.callId ?? null) !== undefined,
  );
}

export { CallDropTargets } from "./components/call-drop-targets";

/** For other features: history refreshes as calls end (reading the store only); settings offers the caller id and the shortcuts help. */
export { useCallStore };
export { useCallerIds, useUpdateCallerId } from "./api/caller-ids";
export { openShortcutsHelp } from "./keyboard/shortcuts-help-store";
/** The dial field's suggestions, whose candidates the app provides (suggestions/dial-candidates-source.ts). */
export { DialCandidatesSource } from "./suggestions/dial-candidates-source";
export { type DialSuggestion, dialCandidates } from "./suggestions/dial-suggestion";
/** The user's own line (issue 8), shown by the shell, home, the board and the avatar's dot. */
export { type MyLine } from "./model/my-line";
export { useMyLine } from "./hooks/use-my-line";
export { MyLineLabel, myLineDot } from "./components/my-line-label";
/** The calls' views that other features place: home's dialpad, the shell's bar, drawer, menu and service. */
export { HomeDialpad } from "./components/home-dialpad";
export { CompactCallBar } from "./components/compact-call-bar";
export { CallDrawer } from "./components/call-drawer";
export { NotificationsMenu } from "./components/notifications-menu";
export { RingWarning, useRingWarningShown } from "./components/ring-warning";
export { PhoneService } from "./components/phone-service";
/** The app bar's notification-permission request and notifications-off icon (spec 1 §2). */
export { NotificationCueButton, useNotificationCue } from "./components/notification-cue-button";
export { useNotificationPermission } from "./notifications/notification-permission";
/** For the shell: a screen that must reload to recover waits while a call is up. */
export { useHasLiveCall } from "./hooks/use-has-live-call";
