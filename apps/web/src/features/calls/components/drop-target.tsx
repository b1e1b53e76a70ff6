import ButtonBase from "@mui/material/ButtonBase";
import Typography from "@mui/material/Typography";
import { type DragEvent, type ReactNode, useState } from "react";
import type { Availability } from "../model/call-rules";
import { LazyTooltip } from "../../../shared/ui/lazy-tooltip";

interface DropTargetProps {
  /** spec 1 §2: "Drag here to blind transfer" and its siblings; also the button's name. */
  readonly label: string;
  readonly icon: ReactNode;
  readonly availability: Availability;
  /** A number dropped on the target, or the dial field's number when the target is clicked. */
  readonly onTarget: (number: string | null) => void;
  /** Set by a drag area (dnd-kit) that takes drops on this target. */
  readonly targetRef?: (element: HTMLElement | null) => void;
  /** Something dragged by that area is over the target. */
  readonly over?: boolean;
}

const droppedNumber = (event: DragEvent) => event.dataTransfer.getData("text/plain").trim();

/**
 * A transfer target while transferring (spec 1 §2 Drag targets). Drop a number on it — from any
 * draggable number — or click it to use the number typed above.
 */
export function DropTarget({
  label,
  icon,
  availability,
  onTarget,
  targetRef,
  over: dragOver = false,
}: DropTargetProps) {
  const [nativeOver, setOver] = useState(false);
  const over = nativeOver || dragOver;
  const enabled = availability.enabled;
  return (
    <LazyTooltip title={enabled ? "" : (availability.reason ?? "")} placement="left">
      <span>
        <ButtonBase
          ref={targetRef}
          disabled={!enabled}
          onClick={() => onTarget(null)}
          onDragOver={(event) => {
            if (!enabled) return;
            event.preventDefault();
            event.dataTransfer.dropEffect = "move";
            setOver(true);
          }}
          onDragLeave={() => setOver(false)}
          onDrop={(event) => {
            event.preventDefault();
            setOver(false);
            const number = droppedNumber(event);
            if (enabled && number !== "") onTarget(number);
          }}
          sx={(theme) => ({
            width: "100%",
            justifyContent: "flex-start",
            gap: 1.5,
            px: 2,
            py: 1.25,
            textAlign: "left",
            borderRadius: 2.5,
            border: "1.5px dashed",
            borderColor: over ? "primary.main" : "divider",
            bgcolor: over ? "action.selected" : "transparent",
            color: enabled ? "text.primary" : "text.disabled",
            transition: theme.transitions.create(["background-color", "border-color"], { duration: 120 }),
            "&:hover": { bgcolor: "action.hover", borderColor: "primary.main" },
            "& svg": { color: enabled ? "primary.main" : "action.disabled" },
          })}
        >
          {icon}
          <Typography variant="body2" sx={{ fontWeight: 600 }}>
            {label}
          </Typography>
        </ButtonBase>
      </span>
    </LazyTooltip>
  );
}
