import { useDroppable } from "@dnd-kit/core";
import type { DropTargetData } from "./drag-data";

/** A place a dragged person or number can be dropped on; `label` names it to screen readers. */
export function useNumberDropTarget(id: string, enabled: boolean, target: DropTargetData) {
  const { setNodeRef, isOver } = useDroppable({ id, disabled: !enabled, data: target });
  return { targetRef: setNodeRef, isOver };
}
