import ArrowBackRoundedIcon from "@mui/icons-material/ArrowBackRounded";
import LoginRoundedIcon from "@mui/icons-material/LoginRounded";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Typography from "@mui/material/Typography";
import { Wordmark } from "../../../shell/commands";
import { CONFERENCE_HOME_TEXTS as TEXTS } from "../model/conference-home-texts";

// spec 1 §9: "header height 48 px", as the main app's bar.
const TOP_BAR_HEIGHT_PX = 48;

/**
 * The brand, and a way out: back to the main app when signed in, to the sign-in page for a guest.
 * Those are the other router (spec 2 §2), so the links load the page anew.
 */
export function HomeTopBar({ signedIn }: { readonly signedIn: boolean }) {
  return (
    <Box
      component="header"
      sx={(theme) => ({
        height: TOP_BAR_HEIGHT_PX,
        flexShrink: 0,
        display: "flex",
        alignItems: "center",
        gap: 1.5,
        px: 1.5,
        bgcolor: "background.paper",
        borderBottom: `1px solid ${theme.palette.divider}`,
      })}
    >
      <Wordmark heightPx={28} />
      <Typography
        component="span"
        color="textSecondary"
        sx={{ fontWeight: 600, display: { xs: "none", sm: "inline" } }}
      >
        Conference
      </Typography>
      <Box sx={{ flex: 1 }} />
      {signedIn ? (
        <Button href="/" size="small" startIcon={<ArrowBackRoundedIcon />} sx={{ whiteSpace: "nowrap" }}>
          {TEXTS.backToApp}
        </Button>
      ) : (
        <Button href="/login" size="small" startIcon={<LoginRoundedIcon />}>
          {TEXTS.signIn}
        </Button>
      )}
    </Box>
  );
}
