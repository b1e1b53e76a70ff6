import Stack from "@mui/material/Stack";
import Typography from "@mui/material/Typography";
import { useLayoutEffect, useRef } from "react";
import { useNumberDropTarget } from "../../../shared/drag/use-number-drop-target";
import { callTitle } from "../components/call-identity";
import { DropTarget } from "../components/drop-target";
import { TransferTargetIcon } from "../components/transfer-target-icon";
import type { Call } from "../model/call";
import { dropTargetCall } from "../model/call-selectors";
import { useCallStore } from "../model/call-store";
import { getPhone } from "../model/phone-api";
import { type TransferTarget, transferTargets } from "../model/transfer-targets";

function DraggableDropTarget({ call, target }: { readonly call: Call; readonly target: TransferTarget }) {
  const { targetRef, isOver } = useNumberDropTarget(`transfer-${target.mode}`, target.availability.enabled, {
    label: target.label,
    onDrop: (dragged) => {
      const phone = getPhone();
      if (phone !== null) target.perform(phone, call.id, dragged.number);
    },
  });
  return (
    <DropTarget
      label={target.label}
      icon={<TransferTargetIcon mode={target.mode} />}
      availability={target.availability}
      targetRef={targetRef}
      over={isOver}
      // A click while dragging by keyboard is no drop; the targets take drops only.
      onTarget={() => undefined}
    />
  );
}

/**
 * The three drop targets (spec 1 §2) for a person or number dragged from a screen, drawn by that
 * screen's drag area into the call drawer: blind transfer, assisted transfer or conference with the
 * call being transferred, else the answered call in view.
 */
export default function TransferDropTargets() {
  const calls = useCallStore((state) => state.calls);
  const pickedId = useCallStore((state) => state.transferPick?.callId ?? null);
  const call = dropTargetCall(calls, pickedId);
  const section = useRef<HTMLElement>(null);
  const shown = call !== undefined;
  // In view in the drawer before the drag measures where the targets are (its effects run later).
  useLayoutEffect(() => {
    if (shown) section.current?.scrollIntoView({ block: "nearest" });
  }, [shown]);
  if (call === undefined) return null;
  return (
    <Stack ref={section} component="section" aria-label="Drop targets" spacing={1}>
      <Typography variant="subtitle2">Drop here for {callTitle(call)}</Typography>
      {transferTargets(call, calls).map((target) => (
        <DraggableDropTarget key={target.mode} call={call} target={target} />
      ))}
    </Stack>
  );
}
