import {
  type DragEndEvent,
  type DragOverEvent,
  KeyboardSensor,
  PointerSensor,
  type UniqueIdentifier,
  useSensor,
  useSensors,
} from "@dnd-kit/core";
import { sortableKeyboardCoordinates } from "@dnd-kit/sortable";
import type { Dispatch, SetStateAction } from "react";
import { type EditorDraft, type EditorList, listOf, moveItem } from "../model/board-editor";

const isList = (id: UniqueIdentifier): id is EditorList => id === "visible" || id === "hidden";

/**
 * Drag between and within the editor's two lists (dnd-kit's multiple-containers pattern): crossing
 * into the other list moves the item there while dragging; dropping sorts it in place. The keyboard
 * sensor gives the same with Space and the arrow keys.
 */
export function useEditorDnd(draft: EditorDraft, setDraft: Dispatch<SetStateAction<EditorDraft>>) {
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const listFor = (id: UniqueIdentifier): EditorList | null => (isList(id) ? id : listOf(draft, String(id)));

  const handleDragOver = ({ active, over }: DragOverEvent) => {
    if (over === null) return;
    const from = listFor(active.id);
    const to = listFor(over.id);
    if (from === null || to === null || from === to) return;
    const index = isList(over.id) ? draft[to].length : draft[to].indexOf(String(over.id));
    setDraft((current) => moveItem(current, String(active.id), to, index));
  };

  const handleDragEnd = ({ active, over }: DragEndEvent) => {
    if (over === null || isList(over.id)) return;
    const to = listFor(over.id);
    if (to === null || listFor(active.id) !== to) return;
    const from = draft[to].indexOf(String(active.id));
    const index = draft[to].indexOf(String(over.id));
    if (from !== index) setDraft((current) => moveItem(current, String(active.id), to, index));
  };

  return { sensors, handleDragOver, handleDragEnd };
}
