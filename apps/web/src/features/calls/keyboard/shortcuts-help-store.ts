import { create } from "zustand";

export const useShortcutsHelpStore = create<{ readonly open: boolean }>()(() => ({ open: false }));

/** Opens the list of keyboard shortcuts (the ? key, or the settings menu). */
export function openShortcutsHelp(): void {
  useShortcutsHelpStore.setState({ open: true });
}

export function closeShortcutsHelp(): void {
  useShortcutsHelpStore.setState({ open: false });
}
