import type { ReactNode } from "react";
import { type DotState, PresenceDot } from "../../../shared/ui/presence-dot";
import { type MyLineStatus, myLineLabels } from "../model/my-line";

const dots: Record<MyLineStatus, DotState> = {
  offline: "offline",
  ringing: "busy",
  onCall: "busy",
  dnd: "dnd",
  available: "available",
  unavailable: "unavailable",
};

export const myLineDot = (status: MyLineStatus): DotState => dots[status];

interface MyLineLabelProps {
  readonly status: MyLineStatus;
  readonly dotSize?: number;
  /** Text that follows the word on the same line (the app bar's status line). */
  readonly children?: ReactNode;
}

/** The user's own line as a dot and a word (app bar, home). */
export function MyLineLabel({ status, dotSize, children }: MyLineLabelProps) {
  return (
    <>
      <PresenceDot presence={dots[status]} size={dotSize} />
      <span data-line={status}>
        {myLineLabels[status]}
        {children}
      </span>
    </>
  );
}
