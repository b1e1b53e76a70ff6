import { useDraggable } from "@dnd-kit/core";
import { type KeyboardEvent, type PointerEvent, useContext } from "react";
import { DragEnabledContext } from "./drag-enabled-context";
import type { DraggedNumber } from "./number-drag-store";

type Listener<E> = ((event: E) => void) | undefined;

/**
 * A person or number that can be dragged onto the call: the whole item follows the pointer, and a
 * handle of its own (a button) starts a keyboard drag, so that the item keeps its own role and
 * click. Inert while nothing can take the drop.
 */
export function useNumberDraggable(id: string, item: DraggedNumber) {
  const enabled = useContext(DragEnabledContext);
  const { setNodeRef, setActivatorNodeRef, listeners, attributes, isDragging } = useDraggable({
    id,
    data: item,
    disabled: !enabled,
  });
  return {
    enabled,
    isDragging,
    itemRef: setNodeRef,
    itemProps: { onPointerDown: listeners?.onPointerDown as Listener<PointerEvent> },
    handleProps: {
      ref: setActivatorNodeRef,
      onKeyDown: listeners?.onKeyDown as Listener<KeyboardEvent>,
      "aria-describedby": attributes["aria-describedby"],
      "aria-roledescription": "draggable",
    },
  };
}
