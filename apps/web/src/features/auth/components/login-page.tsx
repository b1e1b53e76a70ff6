import Box from "@mui/material/Box";
import Paper from "@mui/material/Paper";
import Stack from "@mui/material/Stack";
import Typography from "@mui/material/Typography";
import { alpha } from "@mui/material/styles";
import { APP_VERSION } from "@mobex/contracts/version";
import { useAuthStore } from "../model/auth-store";
import { LoginForm } from "./login-form";
import { WelcomeAnimation } from "./welcome-animation";

/**
 * spec 1 §2 route "login": a centred sign-in card. Once signed in, the welcome screen stays until
 * the app around the page opens / (app/login-entry.tsx without the router, routers/login-route.tsx
 * within it): the page knows no router, so that the login page goes without one (issue 9, budgets).
 */
export function LoginPage() {
  const signedIn = useAuthStore((state) => state.session !== null);

  return (
    <Box
      component="main"
      sx={(theme) => ({
        minHeight: "100dvh",
        display: "grid",
        placeItems: "center",
        px: 2,
        py: 6,
        bgcolor: "background.default",
        backgroundImage: `radial-gradient(900px 520px at 0% 0%, ${alpha(theme.palette.primary.main, 0.14)}, transparent 70%),
          radial-gradient(800px 520px at 100% 100%, ${alpha(theme.palette.secondary.main, 0.12)}, transparent 70%)`,
      })}
    >
      <Stack spacing={3} sx={{ alignItems: "center", width: "100%", maxWidth: 440 }}>
        <Paper
          elevation={0}
          sx={(theme) => ({
            width: "100%",
            p: { xs: 3, sm: 5 },
            borderRadius: "16px",
            border: `1px solid ${theme.palette.divider}`,
            boxShadow:
              theme.palette.mode === "light"
                ? "0 24px 48px -24px rgba(15, 23, 42, 0.25)"
                : "0 24px 48px -16px rgba(0, 0, 0, 0.6)",
          })}
        >
          {signedIn ? <WelcomeAnimation /> : <LoginForm />}
        </Paper>
        <Typography variant="caption" color="textSecondary">
          Mobex · Version {APP_VERSION}
        </Typography>
      </Stack>
    </Box>
  );
}
