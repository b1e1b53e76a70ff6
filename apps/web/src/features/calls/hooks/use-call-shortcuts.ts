import { useEffect } from "react";
import { keyActionFor } from "../keyboard/call-keys";
import { sendKeypadTone } from "../keyboard/keypad-tones";
import { openShortcutsHelp } from "../keyboard/shortcuts-help-store";
import { useCallStore } from "../model/call-store";
import { getPhone } from "../model/phone-api";

/** spec 1 §4 "Tab keyboard shortcuts", keypad tones from the keyboard and ? for the list (issue 9). */
export function useCallShortcuts(): void {
  useEffect(() => {
    const handleKeyDown = (event: KeyboardEvent) => {
      const phone = getPhone();
      if (phone === null) return;
      const action = keyActionFor(event, useCallStore.getState().calls);
      switch (action.kind) {
        case "none":
          return;
        case "command":
          action.command.perform(phone, action.call);
          break;
        case "tone":
          sendKeypadTone(action.call.id, action.tone);
          break;
        case "help":
          openShortcutsHelp();
          break;
      }
      event.preventDefault();
    };
    window.addEventListener("keydown", handleKeyDown);
    return () => window.removeEventListener("keydown", handleKeyDown);
  }, []);
}
