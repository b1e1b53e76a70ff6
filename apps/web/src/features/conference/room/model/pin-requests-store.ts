import { create } from "zustand";

/** Join requests waiting for this moderator's Allow or Deny (spec 2 §6; the toast persists, §9). */
export interface PinRequest {
  readonly socketId: string;
  readonly name: string;
}

export const usePinRequestsStore = create<{ readonly requests: readonly PinRequest[] }>()(() => ({
  requests: [],
}));

/** spec 2 §9 "max 5 toasts". */
export const MAX_PIN_REQUEST_TOASTS = 5;

export function addPinRequest(request: PinRequest): void {
  usePinRequestsStore.setState((state) => ({
    requests: [...state.requests.filter((other) => other.socketId !== request.socketId), request],
  }));
}

export function removePinRequest(socketId: string): void {
  usePinRequestsStore.setState((state) => ({
    requests: state.requests.filter((request) => request.socketId !== socketId),
  }));
}
