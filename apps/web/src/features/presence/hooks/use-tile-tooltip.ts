import {
  type FocusEvent,
  type PointerEvent,
  type KeyboardEvent as ReactKeyboardEvent,
  useCallback,
  useEffect,
  useMemo,
  useRef,
  useState,
} from "react";

/** The tile the board's one tooltip points at: its entry id and the tile's button. */
export interface TileTooltipTarget {
  readonly id: string;
  readonly element: HTMLElement;
}

export interface TileTooltipState {
  readonly target: TileTooltipTarget | null;
  /** False while the tooltip fades out; the target stays so that it fades where it was. */
  readonly open: boolean;
}

// As MUI's Tooltip props the tiles had: enterDelay 600, enterNextDelay 300.
const ENTER_DELAY_MS = 600;
const ENTER_NEXT_DELAY_MS = 300;

const closed: TileTooltipState = { target: null, open: false };

function tileOf(node: EventTarget | null): HTMLElement | null {
  return node instanceof Element ? node.closest<HTMLElement>("[data-tile-id]") : null;
}

function targetOf(element: HTMLElement): TileTooltipTarget {
  return { id: element.dataset.tileId ?? "", element };
}

/**
 * One tooltip for the whole board: events bubble from the tiles (data-tile-id on each tile's
 * button) to the scroll area, which shows the tooltip after a mouse rests on a tile or at once
 * on keyboard focus. A thousand tiles then carry no tooltip, listener or timer of their own.
 */
export function useTileTooltip() {
  const [state, setState] = useState<TileTooltipState>(closed);
  const timer = useRef<number | undefined>(undefined);
  const pending = useRef<HTMLElement | null>(null);
  const isOpen = useRef(false);

  const show = useCallback((element: HTMLElement, delayMs: number) => {
    window.clearTimeout(timer.current);
    pending.current = element;
    const open = () => {
      isOpen.current = true;
      setState({ target: targetOf(element), open: true });
    };
    if (delayMs === 0) open();
    else timer.current = window.setTimeout(open, delayMs);
  }, []);

  const hide = useCallback(() => {
    window.clearTimeout(timer.current);
    pending.current = null;
    if (!isOpen.current) return;
    isOpen.current = false;
    setState((current) => ({ ...current, open: false }));
  }, []);

  useEffect(() => () => window.clearTimeout(timer.current), []);

  const handlers = useMemo(
    () => ({
      onPointerOver: (event: PointerEvent) => {
        // A touch opens the tile at once; a tooltip would only cover it.
        if (event.pointerType === "touch") return;
        const element = tileOf(event.target);
        if (element === null) hide();
        else if (element !== pending.current)
          show(element, isOpen.current ? ENTER_NEXT_DELAY_MS : ENTER_DELAY_MS);
      },
      onFocus: (event: FocusEvent) => {
        const element = tileOf(event.target);
        if (element !== null && element.matches(":focus-visible")) show(element, 0);
      },
      onKeyDown: (event: ReactKeyboardEvent) => {
        if (event.key === "Escape") hide();
      },
      onPointerLeave: hide,
      onPointerDown: hide,
      onBlur: hide,
      onContextMenu: hide,
      // The tile may scroll out of the virtualised rows and unmount under the tooltip.
      onScroll: hide,
    }),
    [show, hide],
  );

  return { ...state, handlers };
}
