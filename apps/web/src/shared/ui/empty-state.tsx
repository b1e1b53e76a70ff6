import Box from "@mui/material/Box";
import Stack from "@mui/material/Stack";
import Typography from "@mui/material/Typography";
import type { ReactNode } from "react";

interface EmptyStateProps {
  readonly icon: ReactNode;
  readonly title: string;
  readonly text?: string;
  readonly action?: ReactNode;
  /** An error is announced as it appears; an empty list is not. */
  readonly tone?: "neutral" | "error";
}

/** What a list shows instead of rows: nothing found, or why it could not be loaded. */
export function EmptyState({ icon, title, text, action, tone = "neutral" }: EmptyStateProps) {
  return (
    <Stack
      role={tone === "error" ? "alert" : "status"}
      spacing={1.25}
      sx={{ alignItems: "center", textAlign: "center", py: 8, px: 3 }}
    >
      <Box
        sx={{
          width: 56,
          height: 56,
          borderRadius: "16px",
          display: "grid",
          placeItems: "center",
          bgcolor: "action.hover",
          color: tone === "error" ? "error.main" : "text.secondary",
          "& svg": { fontSize: 28 },
        }}
      >
        {icon}
      </Box>
      <Typography variant="subtitle1" component="p">
        {title}
      </Typography>
      {text !== undefined && (
        <Typography variant="body2" color="textSecondary" sx={{ maxWidth: 360 }}>
          {text}
        </Typography>
      )}
      {action}
    </Stack>
  );
}
