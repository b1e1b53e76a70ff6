import { type RefObject, useEffect, useState } from "react";

/**
 * Whether `ref`'s element has come into view (and stays true after): a card asks for what only a
 * shown card needs, such as a colleague's picture, not every card of a long list at once.
 */
export function useSeen(ref: RefObject<Element | null>): boolean {
  // Without IntersectionObserver (old browsers, jsdom) every card counts as shown.
  const [seen, setSeen] = useState(() => typeof IntersectionObserver === "undefined");
  useEffect(() => {
    const element = ref.current;
    if (seen || element === null) return undefined;
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((entry) => entry.isIntersecting)) setSeen(true);
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref, seen]);
  return seen;
}
