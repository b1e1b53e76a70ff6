import AccessTimeRoundedIcon from "@mui/icons-material/AccessTimeRounded";
import DoneAllRoundedIcon from "@mui/icons-material/DoneAllRounded";
import DoneRoundedIcon from "@mui/icons-material/DoneRounded";
import type { SvgIconComponent } from "@mui/icons-material";
import type { TickStatus } from "../model/chat-types";

const TICKS: Record<
  TickStatus,
  { readonly label: string; readonly icon: SvgIconComponent; readonly colour: string }
> = {
  sent: { label: "Sent", icon: AccessTimeRoundedIcon, colour: "text.disabled" },
  acked: { label: "Delivered to the server", icon: DoneRoundedIcon, colour: "text.secondary" },
  received: { label: "Received", icon: DoneAllRoundedIcon, colour: "text.secondary" },
  read: { label: "Read", icon: DoneAllRoundedIcon, colour: "info.main" },
};

/** spec 2 §4: one's own message as sent, acked by the server, received, read — each with its accessible name. */
export function MessageTicks({ status }: { readonly status: TickStatus }) {
  const { label, icon: Icon, colour } = TICKS[status];
  return <Icon role="img" aria-label={label} titleAccess={label} sx={{ fontSize: 16, color: colour }} />;
}
