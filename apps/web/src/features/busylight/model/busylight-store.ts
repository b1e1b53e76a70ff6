import { create } from "zustand";
import { type DeviceProblem, type DeviceStatus, isProblem } from "./device-status";

interface BusylightState {
  /** The app bar's call-attention toggle ("help" on the lamp). */
  readonly callAttention: boolean;
  readonly status: DeviceStatus;
  /** The open problem dialog; it opens when the lamp becomes unreachable, not on every refresh. */
  readonly problem: DeviceProblem | null;
  readonly settingsOpen: boolean;
  /** The name of a lamp driven directly over WebHID, or null. */
  readonly directLamp: string | null;
}

export const useBusylightStore = create<BusylightState>()(() => ({
  callAttention: false,
  status: "unknown",
  problem: null,
  settingsOpen: false,
  directLamp: null,
}));

export const busylightActions = {
  toggleCallAttention: () => useBusylightStore.setState((state) => ({ callAttention: !state.callAttention })),
  /** A new answer from the lamp; a change into a problem opens its dialog (spec 1 §8). */
  reportStatus: (status: DeviceStatus) =>
    useBusylightStore.setState((state) => {
      if (status === state.status) return state;
      const problem = isProblem(status) ? status : status === "on" ? null : state.problem;
      return { status, problem };
    }),
  /** The switch was turned off: nothing to report any more. */
  reset: () => useBusylightStore.setState({ status: "unknown", problem: null, callAttention: false }),
  closeProblem: () => useBusylightStore.setState({ problem: null }),
  openSettings: () => useBusylightStore.setState({ settingsOpen: true, problem: null }),
  closeSettings: () => useBusylightStore.setState({ settingsOpen: false }),
  setDirectLamp: (name: string | null) => useBusylightStore.setState({ directLamp: name }),
};
