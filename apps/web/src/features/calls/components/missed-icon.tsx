import MissedVideoCallRoundedIcon from "@mui/icons-material/MissedVideoCallRounded";
import PhoneMissedRoundedIcon from "@mui/icons-material/PhoneMissedRounded";
import type { SvgIconProps } from "@mui/material/SvgIcon";
import type { AppNotification } from "../notifications/notification-store";

/** A missed call's icon, or a missed video call's (spec 1 §3 Notification type sip or video). */
export function MissedIcon({ type, ...props }: { readonly type: AppNotification["type"] } & SvgIconProps) {
  return type === "video" ? <MissedVideoCallRoundedIcon {...props} /> : <PhoneMissedRoundedIcon {...props} />;
}
