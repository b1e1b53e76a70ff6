import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Dialog from "@mui/material/Dialog";
import DialogActions from "@mui/material/DialogActions";
import DialogContent from "@mui/material/DialogContent";
import DialogTitle from "@mui/material/DialogTitle";
import Typography from "@mui/material/Typography";
import { Fragment, useId } from "react";
import { shortcutRows } from "./shortcut-list";
import { closeShortcutsHelp, useShortcutsHelpStore } from "./shortcuts-help-store";

/** The list of keyboard shortcuts (issue 9), opened with ? or from the settings menu. */
export function ShortcutsHelpDialog() {
  const open = useShortcutsHelpStore((state) => state.open);
  const titleId = useId();
  return (
    <Dialog open={open} onClose={closeShortcutsHelp} aria-labelledby={titleId} maxWidth="xs" fullWidth>
      <DialogTitle id={titleId}>Keyboard shortcuts</DialogTitle>
      <DialogContent>
        <Typography variant="body2" color="textSecondary" sx={{ mb: 2 }}>
          They work anywhere in the app except while you type in a text field; in the number field the call
          shortcuts still work.
        </Typography>
        <Box
          component="dl"
          sx={{
            display: "grid",
            // On a phone the keys go under their action; side by side from the sm breakpoint.
            gridTemplateColumns: { xs: "1fr", sm: "1fr auto" },
            columnGap: 2,
            rowGap: { xs: 0.5, sm: 1.25 },
            m: 0,
          }}
        >
          {shortcutRows.map((row) => (
            <Fragment key={row.action}>
              <Typography component="dt" variant="body2">
                {row.action}
              </Typography>
              <Box component="dd" sx={{ m: 0, mb: { xs: 1, sm: 0 }, textAlign: { xs: "left", sm: "right" } }}>
                {row.keys.map((combination, index) => (
                  <Fragment key={combination.join("+")}>
                    {index > 0 && (
                      <Typography component="span" variant="caption" color="textSecondary" sx={{ mx: 0.5 }}>
                        or
                      </Typography>
                    )}
                    {combination.map((key, at) => (
                      <Fragment key={key}>
                        {at > 0 && "+"}
                        <Kbd>{key}</Kbd>
                      </Fragment>
                    ))}
                  </Fragment>
                ))}
              </Box>
            </Fragment>
          ))}
        </Box>
      </DialogContent>
      <DialogActions>
        <Button onClick={closeShortcutsHelp}>Close</Button>
      </DialogActions>
    </Dialog>
  );
}

function Kbd({ children }: { readonly children: string }) {
  return (
    <Box
      component="kbd"
      sx={{
        display: "inline-block",
        minWidth: 22,
        px: 0.75,
        py: 0.125,
        border: 1,
        borderColor: "divider",
        borderBottomWidth: 2,
        borderRadius: 1,
        fontFamily: "inherit",
        fontSize: 12,
        fontWeight: 600,
        textAlign: "center",
        bgcolor: "action.hover",
      }}
    >
      {children}
    </Box>
  );
}
