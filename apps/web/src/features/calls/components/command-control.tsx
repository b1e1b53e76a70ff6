import type { ReactNode } from "react";
import type { CallCommand } from "../commands";
import { useCallCommand } from "../hooks/use-call-command";
import type { Call } from "../model/call";
import { CommandButton, type CommandTone } from "./command-button";

interface CommandControlProps {
  readonly command: CallCommand;
  readonly call: Call;
  readonly icon: ReactNode;
  readonly tone?: CommandTone;
  readonly size?: number;
}

/** A call command as a round button. */
export function CommandControl({ command, call, icon, tone, size }: CommandControlProps) {
  const bound = useCallCommand(command, call);
  return (
    <CommandButton
      label={bound.label}
      icon={icon}
      availability={bound.availability}
      onClick={bound.run}
      shortcut={bound.shortcut}
      tone={tone}
      size={size}
    />
  );
}
