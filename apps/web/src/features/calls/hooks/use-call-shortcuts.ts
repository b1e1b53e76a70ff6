import { useEffect } from "react";
import { shortcutCommands } from "../commands";
import { useCallStore } from "../model/call-store";
import { getPhone } from "../model/phone-api";

/** spec 1 §4 "Tab keyboard shortcuts": Space or Shift+Alt+A answer, Shift+Alt+D/E/M/H. */
export function useCallShortcuts(): void {
  useEffect(() => {
    const handleKeyDown = (event: KeyboardEvent) => {
      const phone = getPhone();
      if (phone === null || event.defaultPrevented) return;
      const calls = useCallStore.getState().calls;
      for (const command of shortcutCommands) {
        if (command.keyTest?.(event) !== true) continue;
        const call = command.target?.(calls);
        if (call === undefined || !command.availability(call, calls).enabled) continue;
        event.preventDefault();
        command.perform(phone, call);
        return;
      }
    };
    window.addEventListener("keydown", handleKeyDown);
    return () => window.removeEventListener("keydown", handleKeyDown);
  }, []);
}
