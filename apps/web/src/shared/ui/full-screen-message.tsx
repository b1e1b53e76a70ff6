import Box from "@mui/material/Box";
import Stack from "@mui/material/Stack";
import Typography from "@mui/material/Typography";
import type { ReactNode } from "react";

interface FullScreenMessageProps {
  readonly icon: ReactNode;
  readonly title: string;
  readonly text?: ReactNode;
  readonly actions?: ReactNode;
  /** Fill the viewport (standalone screens) or only the content area (inside the shell). */
  readonly fill?: "viewport" | "area";
}

/** The calm, centred layout shared by the error, not-found and other-tab screens. */
export function FullScreenMessage({ icon, title, text, actions, fill = "viewport" }: FullScreenMessageProps) {
  return (
    <Box
      component="main"
      sx={{
        minHeight: fill === "viewport" ? "100dvh" : "100%",
        display: "grid",
        placeItems: "center",
        p: 3,
        bgcolor: "background.default",
      }}
    >
      <Stack spacing={2} sx={{ alignItems: "center", textAlign: "center", maxWidth: 440 }}>
        <Box
          sx={{
            width: 72,
            height: 72,
            borderRadius: "20px",
            display: "grid",
            placeItems: "center",
            bgcolor: "action.hover",
            color: "primary.main",
            "& svg": { fontSize: 36 },
          }}
        >
          {icon}
        </Box>
        <Typography variant="h5" component="h1">
          {title}
        </Typography>
        {text !== undefined && (
          <Typography variant="body1" color="textSecondary">
            {text}
          </Typography>
        )}
        {actions !== undefined && (
          <Stack direction="row" spacing={1.5} sx={{ pt: 1 }}>
            {actions}
          </Stack>
        )}
      </Stack>
    </Box>
  );
}
