import PersonRoundedIcon from "@mui/icons-material/PersonRounded";
import Box from "@mui/material/Box";
import Typography from "@mui/material/Typography";
import type { DraggedNumber } from "./number-drag-store";

/** What follows the pointer while a person or number is dragged. */
export function DraggedChip({ item }: { readonly item: DraggedNumber }) {
  return (
    <Box
      sx={(theme) => ({
        display: "inline-flex",
        alignItems: "center",
        gap: 1,
        px: 1.5,
        py: 0.75,
        borderRadius: 5,
        bgcolor: "background.paper",
        border: `1px solid ${theme.palette.primary.main}`,
        boxShadow: theme.shadows[8],
        cursor: "grabbing",
        maxWidth: 260,
      })}
    >
      <PersonRoundedIcon fontSize="small" color="primary" />
      <Typography variant="body2" noWrap sx={{ fontWeight: 600 }}>
        {item.name}
      </Typography>
      {item.name !== item.number && (
        <Typography variant="caption" color="textSecondary" noWrap>
          {item.number}
        </Typography>
      )}
    </Box>
  );
}
