import type { DraggedNumber } from "./number-drag-store";

/** What a drop target carries in dnd-kit's data: its name, and what a drop on it does. */
export interface DropTargetData {
  readonly label: string;
  readonly onDrop: (dragged: DraggedNumber) => void;
}

const isObject = (data: unknown): data is Record<string, unknown> =>
  typeof data === "object" && data !== null;

export function draggedOf(data: unknown): DraggedNumber | null {
  return isObject(data) && typeof data.number === "string" && typeof data.name === "string"
    ? { number: data.number, name: data.name }
    : null;
}

export function dropTargetOf(data: unknown): DropTargetData | null {
  return isObject(data) && typeof data.label === "string" && typeof data.onDrop === "function"
    ? (data as unknown as DropTargetData)
    : null;
}
