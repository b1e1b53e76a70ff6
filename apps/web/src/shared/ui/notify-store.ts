import { create } from "zustand";

export type NoticeSeverity = "success" | "info" | "warning" | "error";

export interface Notice {
  readonly id: number;
  readonly message: string;
  readonly severity: NoticeSeverity;
}

interface NotifyState {
  readonly queue: readonly Notice[];
  readonly dismiss: (id: number) => void;
}

let nextId = 1;

export const useNotifyStore = create<NotifyState>()((set) => ({
  queue: [],
  dismiss: (id) => set((state) => ({ queue: state.queue.filter((notice) => notice.id !== id) })),
}));

/** Shows a short message in the snackbar (spec 1 §9: auto-hides after 4 s). Usable outside React. */
export function notify(message: string, severity: NoticeSeverity = "info"): void {
  const notice: Notice = { id: nextId++, message, severity };
  useNotifyStore.setState((state) => ({ queue: [...state.queue, notice] }));
}
