import type { ClientRect, KeyboardCoordinateGetter } from "@dnd-kit/core";

interface Position {
  readonly x: number;
  readonly y: number;
}

const forward = new Set(["ArrowDown", "ArrowRight"]);
const backward = new Set(["ArrowUp", "ArrowLeft"]);

/**
 * Where an arrow key moves the dragged item: the next (or previous) drop target's centre, in
 * reading order, so that a keyboard drag steps from target to target rather than pixel by pixel.
 */
export function nextTargetPosition(
  code: string,
  dragged: ClientRect,
  targets: readonly { readonly id: string; readonly rect: ClientRect }[],
  overId: string | null,
): Position | undefined {
  const step = forward.has(code) ? 1 : backward.has(code) ? -1 : 0;
  if (step === 0 || targets.length === 0) return undefined;
  const ordered = [...targets].sort((a, b) => a.rect.top - b.rect.top || a.rect.left - b.rect.left);
  const current = ordered.findIndex((target) => target.id === overId);
  const index =
    current === -1 ? (step > 0 ? 0 : ordered.length - 1) : (current + step + ordered.length) % ordered.length;
  const { rect } = ordered[index] ?? ordered[0]!;
  return {
    x: rect.left + rect.width / 2 - dragged.width / 2,
    y: rect.top + rect.height / 2 - dragged.height / 2,
  };
}

/** dnd-kit's keyboard sensor with the arrow keys stepping between the enabled drop targets. */
export const targetKeyboardCoordinates: KeyboardCoordinateGetter = (event, { context }) => {
  const { collisionRect, droppableRects, droppableContainers, over } = context;
  if (collisionRect === null) return undefined;
  const targets = droppableContainers.getEnabled().flatMap((container) => {
    const rect = droppableRects.get(container.id);
    return rect === undefined ? [] : [{ id: String(container.id), rect }];
  });
  const position = nextTargetPosition(
    event.code,
    collisionRect,
    targets,
    over === null ? null : String(over.id),
  );
  if (position !== undefined) event.preventDefault();
  return position;
};
