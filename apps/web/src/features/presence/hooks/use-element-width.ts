import { useEffect, useState } from "react";

/**
 * The inner width of `element` with its padding but without a scroll bar (clientWidth), following
 * resizes: the board's column count depends on it.
 */
export function useElementWidth(element: HTMLElement): number {
  // Read at once, so that the first render already lays out the columns.
  const [width, setWidth] = useState(() => element.clientWidth);
  useEffect(() => {
    if (typeof ResizeObserver === "undefined") return undefined;
    const observer = new ResizeObserver(() => setWidth(element.clientWidth));
    observer.observe(element);
    return () => observer.disconnect();
  }, [element]);
  return width;
}
