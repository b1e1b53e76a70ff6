import type { TooltipProps } from "@mui/material/Tooltip";
import { type ReactElement, type Ref, cloneElement, useEffect, useRef, useState } from "react";
import { chunkComponent } from "../lib/chunk-component";
import { watchPresses, whenNothingPressed } from "./press-guard";

// MUI's Tooltip with Popper and popper.js is ~9 KB on the wire: fetched when the first screen with a
// tooltip is drawn (the call screens), not with home (issue 9, budgets: login + home ≤ 250 KB).
const muiTooltip = chunkComponent<TooltipProps>(async () => (await import("@mui/material/Tooltip")).default);
let tooltipLoaded = false;

/** The props of the child that a closed MUI Tooltip sets. */
interface TriggerProps {
  readonly title?: string | null;
  readonly "aria-label"?: string | null;
  readonly ref?: Ref<HTMLElement>;
}

export type LazyTooltipProps = Pick<TooltipProps, "describeChild" | "placement"> & {
  readonly title: string;
  readonly children: ReactElement<TriggerProps>;
};

/**
 * What MUI's closed Tooltip gives its child, so that names and descriptions are the same before the
 * Tooltip is there: a describing tooltip is the child's native title, a naming one its aria-label;
 * the child's own attributes win, as with MUI's.
 */
function closedTooltipProps({ title, describeChild }: LazyTooltipProps, own: TriggerProps): TriggerProps {
  if (describeChild) return own.title === undefined ? { title } : {};
  return own["aria-label"] === undefined ? { "aria-label": title } : {};
}

const FOCUSABLE = "button, [href], input, select, textarea, [tabindex]";

/**
 * MUI's Tooltip, fetched once when the first tooltip is drawn; until it is there (a moment) the child
 * is drawn as it is, with the name or description the Tooltip would give it. The Tooltip then wraps
 * the child, which React draws anew — never while it is being pressed: a pointer already on it opens
 * it, and the focus stays on it.
 */
export function LazyTooltip(props: LazyTooltipProps) {
  const { children, title, describeChild, placement } = props;
  const [loaded, setLoaded] = useState(tooltipLoaded);
  const [element, setElement] = useState<HTMLElement | null>(null);
  // Set when the Tooltip arrives for a child already drawn: whether the focus was in it.
  const swapped = useRef<{ hadFocus: boolean } | null>(null);

  useEffect(() => {
    if (loaded) return undefined;
    let current = true;
    watchPresses();
    muiTooltip.preload().then(
      () => {
        tooltipLoaded = true;
        // Drawing the child anew between a press and its release would lose the click (an Answer
        // pressed just as the Tooltip arrives): wait for the release.
        whenNothingPressed(() => {
          if (!current) return;
          swapped.current = { hadFocus: element?.contains(document.activeElement) ?? false };
          setLoaded(true);
        });
      },
      // Without its tooltip the child still works; the next screen with one tries again.
      () => undefined,
    );
    return () => {
      current = false;
    };
  }, [loaded, element]);

  useEffect(() => {
    const swap = swapped.current;
    // The child drawn before the Tooltip came is gone; the one it wraps is set a render later.
    if (!loaded || element === null || !element.isConnected || swap === null) return;
    swapped.current = null;
    if (swap.hadFocus)
      (element.matches(FOCUSABLE) ? element : element.querySelector<HTMLElement>(FOCUSABLE))?.focus();
    // MUI's Tooltip opens on React's mouseover; a pointer resting on the new element sends none.
    if (element.matches(":hover")) element.dispatchEvent(new MouseEvent("mouseover", { bubbles: true }));
  }, [loaded, element]);

  // The children given here carry no ref of their own (MUI's Tooltip would keep it; this does not).
  const child = cloneElement(children, {
    ...(loaded ? {} : closedTooltipProps(props, children.props)),
    ref: setElement,
  });
  if (!loaded) return child;
  return (
    <muiTooltip.Component title={title} describeChild={describeChild} placement={placement}>
      {child}
    </muiTooltip.Component>
  );
}
