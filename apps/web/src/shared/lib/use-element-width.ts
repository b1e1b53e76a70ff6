import { useLayoutEffect, useState } from "react";

/**
 * The inner width of `element` with its padding but without a scroll bar (clientWidth), following
 * resizes: the board's column count and the app bar's room for icons depend on it. Undefined while
 * there is no element.
 */
export function useElementWidth(element: HTMLElement | null): number | undefined {
  const [observed, setObserved] = useState<{ element: HTMLElement; width: number } | null>(null);
  useLayoutEffect(() => {
    if (element === null || typeof ResizeObserver === "undefined") return undefined;
    // The observer reports once at the start, after layout and before the browser paints.
    const observer = new ResizeObserver(() => setObserved({ element, width: element.clientWidth }));
    observer.observe(element);
    return () => observer.disconnect();
  }, [element]);
  // Until the observer reports on this element, read it at once: the first frame is laid out for it.
  return observed?.element === element ? observed.width : element?.clientWidth;
}
