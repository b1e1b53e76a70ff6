import Button from "@mui/material/Button";
import Menu from "@mui/material/Menu";
import MenuItem from "@mui/material/MenuItem";
import Stack from "@mui/material/Stack";
import { useEffect, useState } from "react";
import { usePhoneLayout } from "../../../shared/theme/use-phone-layout";
import { useChatStore } from "../model/chat-store";
import { nameOfConversation } from "../model/conversation-route";
import { POPUP_GAP_PX, visiblePopupCount } from "../model/popup-stack";
import {
  closeActiveOrLastPopup,
  openChatPopup,
  setShownPopupCount,
  usePopupStore,
} from "../model/popup-store";
import { ChatPopup } from "./chat-popup";
import { UpdateMarker } from "./update-marker";

const PHONE_BOTTOM_NAV_PX = 60;
// Clear of the side navigation on the left and the call drawer's handle on the right.
const SCREEN_MARGIN_PX = 120;

function useWindowWidth(): number {
  const [width, setWidth] = useState(() => window.innerWidth);
  useEffect(() => {
    const handleResize = () => setWidth(window.innerWidth);
    window.addEventListener("resize", handleResize);
    return () => window.removeEventListener("resize", handleResize);
  }, []);
  return width;
}

/**
 * spec 2 §2 chat popups: docked at the bottom, as many as the width holds (at most 3), the newest
 * shown; 'More Popups' lists the rest. Escape closes the active popup or the last one — unless a
 * dialog or menu is open, whose Escape it is.
 */
export function ChatPopups() {
  const open = usePopupStore((state) => state.open);
  const updated = usePopupStore((state) => state.updated);
  const phone = usePhoneLayout();
  const contacts = useChatStore((state) => state.contacts);
  const groups = useChatStore((state) => state.groups);
  const count = visiblePopupCount(useWindowWidth() - SCREEN_MARGIN_PX);
  const [moreAnchor, setMoreAnchor] = useState<HTMLElement | null>(null);
  const shown = open.slice(-count);
  const hidden = open.slice(0, Math.max(0, open.length - count));
  const hiddenUpdated = hidden.some((popup) => updated.includes(popup.id));
  useEffect(() => setShownPopupCount(count), [count]);

  useEffect(() => {
    const handleKeyDown = (event: KeyboardEvent) => {
      if (event.key !== "Escape" || event.defaultPrevented) return;
      if (document.querySelector(".MuiModal-root, .MuiPopover-root") !== null) return;
      if (closeActiveOrLastPopup()) event.preventDefault();
    };
    document.addEventListener("keydown", handleKeyDown);
    return () => document.removeEventListener("keydown", handleKeyDown);
  }, []);

  if (open.length === 0) return null;
  return (
    <Stack
      direction="row"
      spacing={`${POPUP_GAP_PX}px`}
      // Above the bottom navigation at phone widths (shell: 60 px), clear of the call drawer's handle otherwise.
      sx={{
        position: "fixed",
        bottom: phone ? PHONE_BOTTOM_NAV_PX : 0,
        right: phone ? 8 : 48,
        zIndex: "snackbar",
        alignItems: "flex-end",
      }}
    >
      {hidden.length > 0 && (
        <>
          <Button
            variant="contained"
            size="small"
            onClick={(event) => setMoreAnchor(event.currentTarget)}
            sx={{ mb: 1 }}
          >
            {`More Popups (${hidden.length})`}
            {hiddenUpdated && <UpdateMarker />}
          </Button>
          <Menu anchorEl={moreAnchor} open={moreAnchor !== null} onClose={() => setMoreAnchor(null)}>
            {hidden.map((popup) => (
              <MenuItem
                key={popup.id}
                onClick={() => {
                  setMoreAnchor(null);
                  openChatPopup(popup);
                }}
              >
                {nameOfConversation(popup.id, popup.type, contacts, groups)}
                {updated.includes(popup.id) && <UpdateMarker />}
              </MenuItem>
            ))}
          </Menu>
        </>
      )}
      {shown.map((popup) => (
        <ChatPopup key={popup.id} conversation={popup} />
      ))}
    </Stack>
  );
}
