import Popover from "@mui/material/Popover";
import Stack from "@mui/material/Stack";
import type { ReactNode } from "react";
import { AppBarPlacementContext } from "../../../shared/ui/app-bar-button";

interface AppBarMoreMenuProps {
  readonly id: string;
  /** The More button: the menu hangs from it, and so does a popup one of its actions opens. */
  readonly anchor: HTMLElement;
  readonly open: boolean;
  readonly onClose: () => void;
  /** The app-bar actions that did not fit the bar. */
  readonly children: ReactNode;
}

/**
 * The app bar's More menu (issue 9, phone widths): the actions that did not fit, each a row with its
 * name. It stays mounted while closed, so that a dialog an action opened (and the action's state)
 * outlives the menu, which closes on any choice.
 */
export function AppBarMoreMenu({ id, anchor, open, onClose, children }: AppBarMoreMenuProps) {
  return (
    <Popover
      id={id}
      open={open}
      anchorEl={anchor}
      onClose={onClose}
      keepMounted
      anchorOrigin={{ vertical: "bottom", horizontal: "right" }}
      transformOrigin={{ vertical: "top", horizontal: "right" }}
      slotProps={{
        transition: {
          // Keyboard users land on the first action, as in a menu; Escape returns to More.
          onEntered: (node: HTMLElement) => node.querySelector<HTMLElement>("button")?.focus(),
        },
      }}
    >
      <AppBarPlacementContext.Provider value={{ in: "menu", anchor }}>
        <Stack role="group" aria-label="More" sx={{ py: 0.5, minWidth: 220 }} onClick={onClose}>
          {children}
        </Stack>
      </AppBarPlacementContext.Provider>
    </Popover>
  );
}
