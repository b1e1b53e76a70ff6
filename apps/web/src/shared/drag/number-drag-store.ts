import { create } from "zustand";

/** A person or number being dragged towards a call (a presence tile, a contact, a history row). */
export interface DraggedNumber {
  readonly number: string;
  /** Shown on the dragged chip and in the screen-reader announcements. */
  readonly name: string;
}

interface NumberDragState {
  readonly dragging: DraggedNumber | null;
  /** Where the drop targets show while something is dragged (the call drawer registers it). */
  readonly slot: HTMLElement | null;
}

/**
 * What the drag is doing, for the parts of the app outside the drag area's React tree: the call
 * drawer opens and offers its drop targets while a number is dragged. No drag library here, so the
 * home screen's code carries none of it.
 */
export const useNumberDragStore = create<NumberDragState>()(() => ({ dragging: null, slot: null }));

export const numberDragTransitions = {
  started: (dragging: DraggedNumber) => useNumberDragStore.setState({ dragging }),
  ended: () => useNumberDragStore.setState({ dragging: null }),
  slotChanged: (slot: HTMLElement | null) => useNumberDragStore.setState({ slot }),
};
