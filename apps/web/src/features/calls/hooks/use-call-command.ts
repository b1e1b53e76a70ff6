import type { CallCommand } from "../commands";
import type { Call } from "../model/call";
import type { Availability } from "../model/call-rules";
import { useCallStore } from "../model/call-store";
import { getPhone } from "../model/phone-api";

export interface BoundCommand {
  readonly label: string;
  readonly availability: Availability;
  readonly shortcut: string | undefined;
  readonly run: () => void;
}

const offline: Availability = { enabled: false, reason: null };

/** A command bound to one call, with its availability as the calls are now. */
export function useCallCommand(command: CallCommand, call: Call): BoundCommand {
  const calls = useCallStore((state) => state.calls);
  const phone = getPhone();
  return {
    label: command.label(call),
    availability: phone === null ? offline : command.availability(call, calls),
    shortcut: command.shortcut,
    run: () => {
      if (phone !== null) command.perform(phone, call);
    },
  };
}
