import Box from "@mui/material/Box";
import ButtonBase from "@mui/material/ButtonBase";
import Typography from "@mui/material/Typography";
import type { ReactNode } from "react";

interface HomeTileProps {
  readonly icon: ReactNode;
  readonly title: string;
  readonly text: string;
  readonly onClick: () => void;
  /** The pointer comes near or the tile gets focus: a moment to fetch what the click will need. */
  readonly onIntent?: () => void;
}

/** One of the home's tiles (spec 2 §2: Join, New, Schedule): a large button with its icon. */
export function HomeTile({ icon, title, text, onClick, onIntent }: HomeTileProps) {
  return (
    <ButtonBase
      onClick={onClick}
      onPointerEnter={onIntent}
      onFocus={onIntent}
      aria-label={title}
      focusRipple
      sx={(theme) => ({
        flexDirection: "column",
        alignItems: "flex-start",
        justifyContent: "space-between",
        gap: 2,
        p: 2.5,
        minHeight: 148,
        borderRadius: 3,
        textAlign: "left",
        bgcolor: "background.paper",
        border: `1px solid ${theme.palette.divider}`,
        transition: theme.transitions.create(["border-color", "box-shadow"]),
        "&:hover": { borderColor: theme.palette.primary.main, boxShadow: theme.shadows[2] },
        "&.Mui-focusVisible": { borderColor: theme.palette.primary.main, boxShadow: theme.shadows[4] },
      })}
    >
      <Box
        sx={{
          width: 48,
          height: 48,
          borderRadius: 2.5,
          display: "grid",
          placeItems: "center",
          bgcolor: "primary.main",
          color: "primary.contrastText",
          "& svg": { fontSize: 28 },
        }}
      >
        {icon}
      </Box>
      <Box>
        <Typography variant="h6" component="span" sx={{ display: "block", fontWeight: 700 }}>
          {title}
        </Typography>
        <Typography variant="body2" color="textSecondary" component="span">
          {text}
        </Typography>
      </Box>
    </ButtonBase>
  );
}
