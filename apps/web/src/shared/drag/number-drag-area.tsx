import {
  type Announcements,
  type CollisionDetection,
  DndContext,
  type DragEndEvent,
  DragOverlay,
  type DragStartEvent,
  KeyboardSensor,
  MeasuringStrategy,
  PointerSensor,
  pointerWithin,
  rectIntersection,
  useSensor,
  useSensors,
} from "@dnd-kit/core";
import { type ReactNode, useEffect } from "react";
import { createPortal } from "react-dom";
import { DragEnabledContext } from "./drag-enabled-context";
import { DraggedChip } from "./dragged-chip";
import { draggedOf, dropTargetOf } from "./drag-data";
import { targetKeyboardCoordinates } from "./keyboard-coordinates";
import { numberDragTransitions, useNumberDragStore } from "./number-drag-store";

// The pointer decides where a mouse or finger drops; a keyboard drag has no pointer, only the
// dragged item's place, which the arrow keys move onto a target.
const collisionDetection: CollisionDetection = (args) =>
  args.pointerCoordinates === null ? rectIntersection(args) : pointerWithin(args);

const nameOf = (data: unknown) => draggedOf(data)?.name ?? "The item";
const targetOf = (data: unknown) => dropTargetOf(data)?.label ?? "the drop target";

const announcements: Announcements = {
  onDragStart: ({ active }) => `Picked up ${nameOf(active.data.current)}.`,
  onDragOver: ({ active, over }) =>
    over === null
      ? `${nameOf(active.data.current)} is no longer over a drop target.`
      : `${nameOf(active.data.current)} is over ${targetOf(over.data.current)}.`,
  onDragEnd: ({ active, over }) =>
    over === null
      ? `${nameOf(active.data.current)} was dropped outside the drop targets.`
      : `${nameOf(active.data.current)} was dropped on ${targetOf(over.data.current)}.`,
  onDragCancel: ({ active }) => `Dragging ${nameOf(active.data.current)} was cancelled.`,
};

const screenReaderInstructions = {
  draggable:
    "Press Space or Enter to pick up, the arrow keys to move between the call's drop targets, " +
    "Space or Enter again to drop, Escape to cancel.",
};

interface NumberDragAreaProps {
  /** Whether anything can be dragged now: a call is there to take the number. */
  readonly enabled: boolean;
  /** The drop targets, drawn into the slot the call drawer offers while something is dragged. */
  readonly targets: ReactNode;
  readonly children: ReactNode;
}

/**
 * A screen whose people and numbers can be dragged onto the call (issue 10; spec 1 §2 drag
 * targets), by pointer or keyboard (dnd-kit's sensors). The targets render in this area's React
 * tree, and so in its drag context, while they show in the call drawer (a portal into its slot).
 */
export function NumberDragArea({ enabled, targets, children }: NumberDragAreaProps) {
  const sensors = useSensors(
    // A click stays a click: a drag begins only after the pointer moved a few pixels.
    useSensor(PointerSensor, { activationConstraint: { distance: 6 } }),
    useSensor(KeyboardSensor, { coordinateGetter: targetKeyboardCoordinates }),
  );
  const dragging = useNumberDragStore((state) => state.dragging);
  const slot = useNumberDragStore((state) => state.slot);
  useEffect(() => numberDragTransitions.ended, []);

  const handleDragStart = ({ active }: DragStartEvent) => {
    const dragged = draggedOf(active.data.current);
    if (dragged !== null) numberDragTransitions.started(dragged);
  };
  const handleDragEnd = ({ active, over }: DragEndEvent) => {
    const dragged = draggedOf(active.data.current);
    const target = dropTargetOf(over?.data.current);
    numberDragTransitions.ended();
    if (dragged !== null && target !== null) target.onDrop(dragged);
  };

  return (
    <DndContext
      sensors={sensors}
      collisionDetection={collisionDetection}
      // The targets appear, the drawer opens and scrolls them into view once the drag has begun:
      // measured all along, again shortly after each move.
      measuring={{ droppable: { strategy: MeasuringStrategy.Always, frequency: 100 } }}
      // The drag goes from the screen to the drawer beside it: scrolling the screen under the
      // item (or, by keyboard, instead of moving it) would only get in the way.
      autoScroll={false}
      accessibility={{ announcements, screenReaderInstructions }}
      onDragStart={handleDragStart}
      onDragEnd={handleDragEnd}
      onDragCancel={numberDragTransitions.ended}
    >
      <DragEnabledContext.Provider value={enabled}>{children}</DragEnabledContext.Provider>
      <DragOverlay dropAnimation={null}>
        {dragging === null ? null : <DraggedChip item={dragging} />}
      </DragOverlay>
      {dragging !== null && slot !== null && createPortal(targets, slot)}
    </DndContext>
  );
}
