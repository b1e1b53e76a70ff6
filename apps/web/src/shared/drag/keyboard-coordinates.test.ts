import type { ClientRect } from "@dnd-kit/core";
import { describe, expect, it } from "vitest";
import { nextTargetPosition } from "./keyboard-coordinates";

const rect = (top: number, left = 0, width = 100, height = 40): ClientRect => ({
  top,
  left,
  width,
  height,
  bottom: top + height,
  right: left + width,
});

const dragged = rect(500, 0, 60, 20);
const targets = [
  { id: "assisted", rect: rect(150) },
  { id: "blind", rect: rect(100) },
  { id: "conference", rect: rect(200) },
];

describe("a keyboard drag's steps", () => {
  it("goes to the first target, then the next one down, centred on it", () => {
    expect(nextTargetPosition("ArrowDown", dragged, targets, null)).toEqual({ x: 20, y: 110 });
    expect(nextTargetPosition("ArrowDown", dragged, targets, "blind")).toEqual({ x: 20, y: 160 });
    expect(nextTargetPosition("ArrowRight", dragged, targets, "assisted")).toEqual({ x: 20, y: 210 });
  });

  it("goes back up with the up arrow and wraps round at either end", () => {
    expect(nextTargetPosition("ArrowUp", dragged, targets, null)).toEqual({ x: 20, y: 210 });
    expect(nextTargetPosition("ArrowUp", dragged, targets, "blind")).toEqual({ x: 20, y: 210 });
    expect(nextTargetPosition("ArrowDown", dragged, targets, "conference")).toEqual({ x: 20, y: 110 });
  });

  it("leaves other keys and an empty drawer alone", () => {
    expect(nextTargetPosition("KeyA", dragged, targets, null)).toBeUndefined();
    expect(nextTargetPosition("ArrowDown", dragged, [], null)).toBeUndefined();
  });
});
