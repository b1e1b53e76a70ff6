import { create } from "zustand";
import { useNumberDragStore } from "../../../shared/drag/number-drag-store";
import { videoLine } from "../../video/commands";
import { dropTargetCall } from "./call-selectors";
import { useCallStore } from "./call-store";

interface CallDrawerState {
  /** The call drawer shows the call panel; closed, the compact call bar stands in for it. */
  readonly open: boolean;
}

export const useCallDrawerStore = create<CallDrawerState>()(() => ({
  open: useCallStore.getState().calls.length > 0,
}));

/** A video call is a call too: its panel is in the drawer. */
const videoCallShown = (): boolean => {
  const { busy, ringing } = videoLine();
  return busy || ringing;
};

/**
 * spec 1 §2: the drawer "auto-opens when the number of calls changes"; it closes by itself when
 * the last call has gone (the video call included), and opens when a transfer target is to be
 * picked or dragged.
 */
useCallStore.subscribe((state, previous) => {
  if (state.calls.length !== previous.calls.length) {
    useCallDrawerStore.setState({ open: state.calls.length > 0 || videoCallShown() });
  }
  if (state.transferPick !== null && previous.transferPick === null) {
    useCallDrawerStore.setState({ open: true });
  }
});

/** A person or number dragged from a screen opens the drawer, where the call's drop targets are. */
useNumberDragStore.subscribe((state, previous) => {
  if (state.dragging === null || previous.dragging !== null) return;
  const { calls, transferPick } = useCallStore.getState();
  if (dropTargetCall(calls, transferPick?.callId ?? null) !== undefined) {
    useCallDrawerStore.setState({ open: true });
  }
});

export const callDrawerTransitions = {
  toggled: () => useCallDrawerStore.setState((state) => ({ open: !state.open })),
  opened: () => useCallDrawerStore.setState({ open: true }),
  closed: () => useCallDrawerStore.setState({ open: false }),
};
