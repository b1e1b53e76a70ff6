import { create } from "zustand";
import { createJSONStorage, persist } from "zustand/middleware";
import type { RegistrationState } from "../../../services/sip/registration-state";
import type { Call } from "./call";
import { type CallEvent, advance } from "./call-machine";
import { failedCallNotice } from "./call-outcome";
import { ListenerHold } from "./listener-hold";

/** The user pressed Transfer or Conference on a call and is choosing where it goes (spec 1 §2). */
export interface TransferPick {
  readonly callId: string;
  readonly intent: "transfer" | "conference";
}

/** spec 1 §2, §8: the dialogs of the calls feature; one at a time. */
export type CallsDialog = "none" | "microphone" | "ringBlocked";

/**
 * Whether a ring can sound: browsers refuse audio before the page has had a user gesture
 * (spec 1 §2 App bar: "warning icon when audio cannot ring before page interaction").
 */
export type RingAudio = "allowed" | "needsInteraction";

interface CallsState {
  readonly registration: RegistrationState;
  /** In the order they began; ended calls stay until their session closes (spec 1 §4). */
  readonly calls: readonly Call[];
  readonly transferPick: TransferPick | null;
  readonly dialog: CallsDialog;
  readonly ringAudio: RingAudio;
  /** spec 1 §4: "Pressing call with an empty field restores the last dialled number". */
  readonly lastDialled: string;
  /** spec 1 §9: the dial error toast (5 s), also for a placed call that failed (issue 9). */
  readonly dialError: DialError | null;
}

export interface DialError {
  readonly message: string;
  /** For a failed call: whom it was for and what the phone system answered. */
  readonly detail: string | null;
  /** Tells a repeated message from the one shown. */
  readonly at: number;
}

const initialState: CallsState = {
  registration: "idle",
  calls: [],
  transferPick: null,
  dialog: "none",
  ringAudio: "allowed",
  lastDialled: "",
  dialError: null,
};

/**
 * The calls' listeners (the screens, the sounds, the drawer) can be told of a change a moment
 * later: while a placed call's INVITE is being made (`heldUntilInviteLeaves`).
 */
const callListeners = new ListenerHold<CallsState>();

export const useCallStore = create<CallsState>()(
  callListeners.holdable(
    persist(() => initialState, {
      name: "lastDialled",
      storage: createJSONStorage(() => localStorage),
      partialize: (state) => ({ lastDialled: state.lastDialled }),
    }),
  ),
);

// RAIL: a response within 100 ms feels immediate; the caller's screen is never held longer.
const CALLER_SCREEN_HOLD_MAX_MS = 100;

/**
 * issue 8 §4 (click → callee rings): the screens draw a placed call once its INVITE has left
 * instead of before — drawing first would keep the main thread from the offer's few steps (the
 * description, the first ICE candidate) for tens of milliseconds. The store itself changes at once.
 */
export function heldUntilInviteLeaves(leaving: Promise<unknown>): void {
  callListeners.holdUntil(leaving, CALLER_SCREEN_HOLD_MAX_MS);
}

function mapCall(id: string, change: (call: Call) => Call): void {
  useCallStore.setState((state) => ({
    calls: state.calls.map((call) => (call.id === id ? change(call) : call)),
  }));
}

/** The only ways the calls' state changes; the runtime calls them as the SIP sessions report. */
export const callTransitions = {
  registrationChanged: (registration: RegistrationState) => useCallStore.setState({ registration }),
  added: (call: Call) => useCallStore.setState((state) => ({ calls: [...state.calls, call] })),
  advanced: (id: string, event: CallEvent) => {
    const before = callById(id);
    mapCall(id, (call) => advance(call, event));
    const after = callById(id);
    // A failure is read after the call has closed (1.5 s): the dial error toast keeps it 5 s.
    const notice = after === undefined || before?.status === after.status ? null : failedCallNotice(after);
    if (notice !== null) useCallStore.setState({ dialError: { ...notice, at: Date.now() } });
  },
  patched: (
    id: string,
    patch: Partial<
      Pick<Call, "muted" | "localHold" | "remoteHold" | "merged" | "stats" | "role" | "transferred">
    >,
  ) => mapCall(id, (call) => ({ ...call, ...patch })),
  identified: (id: string, originalName: string, originalNumber: string) =>
    mapCall(id, (call) => ({ ...call, originalName, originalNumber })),
  /** The main call view shows `id`; every other call becomes a minimised card. */
  activated: (id: string) =>
    useCallStore.setState((state) => ({
      calls: state.calls.map((call) => ({ ...call, active: call.id === id })),
    })),
  removed: (id: string) =>
    useCallStore.setState((state) => ({
      calls: state.calls.filter((call) => call.id !== id),
      transferPick: state.transferPick?.callId === id ? null : state.transferPick,
    })),
  transferPicked: (pick: TransferPick | null) => useCallStore.setState({ transferPick: pick }),
  dialled: (number: string) => useCallStore.setState({ lastDialled: number }),
  dialFailed: (message: string) =>
    useCallStore.setState({ dialError: { message, detail: null, at: Date.now() } }),
  dialErrorClosed: () => useCallStore.setState({ dialError: null }),
  dialogShown: (dialog: CallsDialog) => useCallStore.setState({ dialog }),
  dialogClosed: () => useCallStore.setState({ dialog: "none" }),
  ringAudioChanged: (ringAudio: RingAudio) => {
    if (useCallStore.getState().ringAudio !== ringAudio) useCallStore.setState({ ringAudio });
  },
  /** Sign-out: nothing of the session's calls survives (the last dialled number is the user's). */
  reset: () => useCallStore.setState({ ...initialState, lastDialled: useCallStore.getState().lastDialled }),
};

export function callById(id: string): Call | undefined {
  return useCallStore.getState().calls.find((call) => call.id === id);
}
