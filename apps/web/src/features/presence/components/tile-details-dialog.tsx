import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Dialog from "@mui/material/Dialog";
import DialogActions from "@mui/material/DialogActions";
import DialogContent from "@mui/material/DialogContent";
import DialogTitle from "@mui/material/DialogTitle";
import Stack from "@mui/material/Stack";
import Typography from "@mui/material/Typography";
import type { BlfEntry } from "@mobex/contracts/blf";
import { useId } from "react";
import { useCapabilities } from "../../auth/commands";
import { useTickerNow } from "../hooks/use-ticker-now";
import { entryName } from "../model/display-name";
import { detailRows } from "../model/entry-details";
import { lampOf, presenceLine } from "../model/lamp";
import { type TileAction, menuActions } from "../model/tile-actions";
import { ActionIcon } from "./action-icon";
import { TileAvatar } from "./tile-avatar";

interface TileDetailsDialogProps {
  /** The entry as the latest answer has it, so the dialog follows the colleague live. */
  readonly entry: BlfEntry | null;
  readonly frozenAtMs: number | null;
  readonly onAction: (action: TileAction) => void;
  readonly onClose: () => void;
  /** Video is enabled on this device (the video call action's first condition). */
  readonly videoEnabled: boolean;
}

/** spec 1 §2: "click opens a detail dialog" — every contact field, the status and the actions. */
export function TileDetailsDialog({
  entry,
  frozenAtMs,
  onAction,
  onClose,
  videoEnabled,
}: TileDetailsDialogProps) {
  const titleId = useId();
  const { chatEnabled } = useCapabilities();
  const lamp = entry === null ? null : lampOf(entry);
  // The dialog's own call time runs on the board's shared clock while it is open and live.
  const now = useTickerNow(entry !== null && frozenAtMs === null);
  if (entry === null) return <Dialog open={false} />;
  const name = entryName(entry);
  const rows = detailRows(entry, lamp, frozenAtMs ?? now);
  const actions = menuActions(entry, lamp, videoEnabled, chatEnabled);
  return (
    <Dialog open onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth="xs">
      <DialogTitle id={titleId} component="div">
        <Stack direction="row" spacing={2} sx={{ alignItems: "center" }}>
          <TileAvatar entry={entry} name={name} lamp={lamp} size={52} />
          <Box sx={{ minWidth: 0 }}>
            <Typography component="h2" variant="h6" noWrap>
              {name}
            </Typography>
            <Typography variant="body2" color="textSecondary" noWrap>
              {presenceLine(entry, lamp)}
            </Typography>
          </Box>
        </Stack>
      </DialogTitle>
      <DialogContent>
        <Box
          component="dl"
          sx={{ display: "grid", gridTemplateColumns: "auto 1fr", columnGap: 3, rowGap: 1, m: 0 }}
        >
          {rows.map((row) => (
            <Box key={row.label} sx={{ display: "contents" }}>
              <Typography component="dt" variant="body2" color="textSecondary">
                {row.label}
              </Typography>
              <Typography component="dd" variant="body2" sx={{ m: 0, overflowWrap: "anywhere" }}>
                {row.value}
              </Typography>
            </Box>
          ))}
        </Box>
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2.5, flexWrap: "wrap", gap: 1 }}>
        {actions.map((action) => (
          <Button
            key={action.id}
            variant={action.id === "pickUp" || actions.length === 1 ? "contained" : "outlined"}
            startIcon={<ActionIcon id={action.id} />}
            onClick={() => {
              onClose();
              onAction(action);
            }}
          >
            {action.label}
          </Button>
        ))}
        <Button onClick={onClose} sx={{ ml: "auto" }}>
          Close
        </Button>
      </DialogActions>
    </Dialog>
  );
}
