import InfoOutlinedIcon from "@mui/icons-material/InfoOutlined";
import ListItemIcon from "@mui/material/ListItemIcon";
import ListItemText from "@mui/material/ListItemText";
import Menu from "@mui/material/Menu";
import MenuItem from "@mui/material/MenuItem";
import type { BlfEntry } from "@mobex/contracts/blf";
import { useCapabilities } from "../../auth/commands";
import { entryName } from "../model/display-name";
import { lampOf } from "../model/lamp";
import { type TileAction, menuActions } from "../model/tile-actions";
import { ActionIcon } from "./action-icon";
import type { TileAnchor } from "./tile-anchor";

interface TileMenuProps {
  readonly target: { readonly entry: BlfEntry; readonly anchor: TileAnchor } | null;
  readonly onAction: (action: TileAction) => void;
  readonly onDetails: (entry: BlfEntry) => void;
  readonly onClose: () => void;
  /** Video is enabled on this device (the video call action's first condition). */
  readonly videoEnabled: boolean;
}

/** spec 1 §2 "right-click opens a menu" (also the tile's More actions button). */
export function TileMenu({ target, onAction, onDetails, onClose, videoEnabled }: TileMenuProps) {
  const entry = target?.entry;
  const anchor = target?.anchor;
  const { chatEnabled } = useCapabilities();
  const actions = entry === undefined ? [] : menuActions(entry, lampOf(entry), videoEnabled, chatEnabled);
  return (
    <Menu
      open={target !== null}
      onClose={onClose}
      anchorEl={anchor?.kind === "element" ? anchor.element : null}
      anchorReference={anchor?.kind === "point" ? "anchorPosition" : "anchorEl"}
      anchorPosition={anchor?.kind === "point" ? { left: anchor.left, top: anchor.top } : undefined}
      slotProps={{
        list: { "aria-label": entry === undefined ? undefined : `Actions for ${entryName(entry)}` },
      }}
    >
      {actions.map((action) => (
        <MenuItem
          key={action.id}
          onClick={() => {
            onClose();
            onAction(action);
          }}
        >
          <ListItemIcon>
            <ActionIcon id={action.id} />
          </ListItemIcon>
          <ListItemText>{action.label}</ListItemText>
        </MenuItem>
      ))}
      <MenuItem
        onClick={() => {
          onClose();
          if (entry !== undefined) onDetails(entry);
        }}
      >
        <ListItemIcon>
          <InfoOutlinedIcon fontSize="small" />
        </ListItemIcon>
        <ListItemText>Details</ListItemText>
      </MenuItem>
    </Menu>
  );
}
