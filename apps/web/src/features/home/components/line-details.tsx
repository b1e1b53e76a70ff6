import Box from "@mui/material/Box";
import Typography from "@mui/material/Typography";
import type { ReactNode } from "react";

interface LineDetailsProps {
  readonly rows: readonly { readonly label: string; readonly value: ReactNode }[];
}

/** Label/value pairs in two aligned columns. */
export function LineDetails({ rows }: LineDetailsProps) {
  return (
    <Box
      component="dl"
      sx={{ m: 0, display: "grid", gridTemplateColumns: "max-content 1fr", columnGap: 4, rowGap: 1.5 }}
    >
      {rows.map((row) => (
        <Box key={row.label} sx={{ display: "contents" }}>
          <Typography component="dt" variant="body2" color="textSecondary">
            {row.label}
          </Typography>
          <Typography
            component="dd"
            variant="body2"
            sx={{ m: 0, fontWeight: 500, display: "flex", alignItems: "center", gap: 1 }}
          >
            {row.value}
          </Typography>
        </Box>
      ))}
    </Box>
  );
}
