import Box from "@mui/material/Box";
import { useCallback } from "react";
import { numberDragTransitions } from "../../../shared/drag/number-drag-store";

/**
 * Where the drop targets show while a person or number is dragged from a screen (issue 10): the
 * screen's drag area draws them here through a portal, inside its own drag context.
 */
export function DropSlot() {
  const register = useCallback(
    (element: HTMLElement | null) => numberDragTransitions.slotChanged(element),
    [],
  );
  return <Box ref={register} sx={{ mt: 2, px: { xs: 0 } }} />;
}
