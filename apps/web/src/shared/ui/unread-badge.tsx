import Badge from "@mui/material/Badge";
import type { ReactNode } from "react";

// spec 1 §9: "unread badge cap 99"; spec 2 §2: shown as '99+'.
const UNREAD_CAP = 99;

export function formatUnread(count: number): string {
  return count > UNREAD_CAP ? `${UNREAD_CAP}+` : String(count);
}

interface UnreadBadgeProps {
  readonly count: number;
  readonly children: ReactNode;
}

export function UnreadBadge({ count, children }: UnreadBadgeProps) {
  return (
    <Badge
      color="error"
      badgeContent={count > 0 ? formatUnread(count) : undefined}
      invisible={count <= 0}
      slotProps={{ badge: { "aria-label": `${formatUnread(count)} unread` } }}
    >
      {children}
    </Badge>
  );
}
