import Button from "@mui/material/Button";
import IconButton from "@mui/material/IconButton";
import { type ReactNode, createContext, useContext } from "react";

/**
 * Where an app-bar action is drawn (issue 9, phone widths): in the bar as an icon, or in the bar's
 * "More" menu as a row that shows its name. In the menu, `anchor` is the More button, which stays on
 * screen for a popup the action opens while the menu closes.
 */
export type AppBarPlacement = { readonly in: "bar" } | { readonly in: "menu"; readonly anchor: HTMLElement };

export const AppBarPlacementContext = createContext<AppBarPlacement>({ in: "bar" });

interface AppBarButtonProps {
  /** The accessible name; also the menu row's text. */
  readonly label: string;
  /** The native title (a MUI Tooltip would bring Popper into the first screen's JavaScript). */
  readonly hint?: string;
  readonly icon: ReactNode;
  readonly color?: "default" | "primary" | "warning";
  /** For a toggle: whether it is on (aria-pressed). */
  readonly pressed?: boolean;
  /** `anchor` is the element a popup opened by this action hangs from. */
  readonly onClick?: (anchor: HTMLElement) => void;
}

/** An app-bar action: the same name, state and function in the bar and in its More menu. */
export function AppBarButton({
  label,
  hint = label,
  icon,
  color = "default",
  pressed,
  onClick,
}: AppBarButtonProps) {
  const placement = useContext(AppBarPlacementContext);
  if (placement.in === "menu") {
    return (
      <Button
        fullWidth
        color={color === "default" ? "inherit" : color}
        startIcon={icon}
        aria-pressed={pressed}
        title={hint === label ? undefined : hint}
        onClick={onClick === undefined ? undefined : () => onClick(placement.anchor)}
        sx={{ justifyContent: "flex-start", textAlign: "left", px: 2, py: 1, gap: 0.5 }}
      >
        {label}
      </Button>
    );
  }
  return (
    <IconButton
      aria-label={label}
      title={hint}
      size="small"
      color={color}
      aria-pressed={pressed}
      onClick={onClick === undefined ? undefined : (event) => onClick(event.currentTarget)}
    >
      {icon}
    </IconButton>
  );
}
