import CallRoundedIcon from "@mui/icons-material/CallRounded";
import IconButton from "@mui/material/IconButton";

interface CallButtonProps {
  readonly label?: string;
  readonly onClick: () => void;
}

/** The green round Call button of the dialpad. */
export function CallButton({ label = "Call", onClick }: CallButtonProps) {
  return (
    <IconButton
      aria-label={label}
      onClick={onClick}
      sx={(theme) => ({
        width: 64,
        height: 64,
        borderRadius: "50%",
        bgcolor: "success.main",
        color: "success.contrastText",
        boxShadow: `0 6px 16px -6px ${theme.palette.success.main}`,
        "&:hover": { bgcolor: "success.dark" },
        "&:active": { transform: "scale(0.95)" },
      })}
    >
      <CallRoundedIcon sx={{ fontSize: 30 }} />
    </IconButton>
  );
}
