import Box from "@mui/material/Box";
import IconButton from "@mui/material/IconButton";
import Typography from "@mui/material/Typography";
import type { ReactNode } from "react";
import type { Availability } from "../model/call-rules";
import { LazyTooltip } from "../../../shared/ui/lazy-tooltip";

export type CommandTone = "neutral" | "selected" | "answer" | "hangUp";

interface CommandButtonProps {
  readonly label: string;
  readonly icon: ReactNode;
  readonly availability: Availability;
  readonly onClick: () => void;
  readonly tone?: CommandTone;
  readonly shortcut?: string;
  readonly size?: number;
}

/**
 * A round call control with its label underneath. When unavailable it is disabled and, where the
 * spec gives one, a tooltip says why (spec 1 §8 "Transfer tooltips").
 */
export function CommandButton({
  label,
  icon,
  availability,
  onClick,
  tone = "neutral",
  shortcut,
  size = 52,
}: CommandButtonProps) {
  const tooltip = availability.enabled
    ? shortcut === undefined
      ? ""
      : `${label} (${shortcut})`
    : (availability.reason ?? "");
  return (
    <Box sx={{ display: "flex", flexDirection: "column", alignItems: "center", gap: 0.75, minWidth: 64 }}>
      <LazyTooltip title={tooltip} describeChild>
        {/* A disabled button receives no pointer events; the span carries the tooltip for it. */}
        <span>
          <IconButton
            aria-label={label}
            aria-pressed={tone === "selected" ? true : undefined}
            disabled={!availability.enabled}
            onClick={onClick}
            sx={(theme) => {
              const palette =
                tone === "answer" ? theme.palette.success : tone === "hangUp" ? theme.palette.error : null;
              return {
                width: size,
                height: size,
                borderRadius: "50%",
                transition: theme.transitions.create(["background-color", "transform"], { duration: 120 }),
                "&:active": { transform: "scale(0.94)" },
                ...(palette !== null
                  ? {
                      bgcolor: palette.main,
                      color: palette.contrastText,
                      "&:hover": { bgcolor: palette.dark },
                    }
                  : tone === "selected"
                    ? {
                        bgcolor: "primary.main",
                        color: "primary.contrastText",
                        "&:hover": { bgcolor: "primary.dark" },
                      }
                    : {
                        bgcolor: "action.hover",
                        color: "text.primary",
                        "&:hover": { bgcolor: "action.selected" },
                      }),
                "&.Mui-disabled": { bgcolor: "action.disabledBackground", color: "action.disabled" },
              };
            }}
          >
            {icon}
          </IconButton>
        </span>
      </LazyTooltip>
      <Typography
        variant="caption"
        color={availability.enabled ? "textPrimary" : "textDisabled"}
        sx={{ fontWeight: 500, lineHeight: 1 }}
        aria-hidden
      >
        {label}
      </Typography>
    </Box>
  );
}
