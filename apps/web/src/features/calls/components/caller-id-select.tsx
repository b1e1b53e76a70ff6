import Box from "@mui/material/Box";
import Typography from "@mui/material/Typography";
import { useId } from "react";
import { notify } from "../../../shared/ui/notify-store";
import { useAccessClaims } from "../../auth/commands";
import { useCallerIds, useUpdateCallerId } from "../api/caller-ids";

/**
 * spec 1 §2 Dialpad: the caller-id selector — the numbers this user may present on outgoing calls
 * (spec 1 §3 "Caller id", §7 callerid/list, callerid/update). A native select: light on the home
 * screen's budget and right on every platform.
 */
export function CallerIdSelect() {
  const phone = useAccessClaims()?.phone ?? "";
  const callerIds = useCallerIds(phone).data ?? [];
  const update = useUpdateCallerId(phone);
  const id = useId();
  if (callerIds.length === 0) return null;
  const current = callerIds.find((callerId) => callerId.in_use === 1) ?? callerIds[0];
  return (
    <Box sx={{ display: "flex", alignItems: "center", gap: 1.5 }}>
      <Typography
        component="label"
        htmlFor={id}
        variant="caption"
        color="textSecondary"
        sx={{ fontWeight: 600 }}
      >
        Caller ID
      </Typography>
      <Box
        component="select"
        id={id}
        value={current?.number ?? ""}
        disabled={callerIds.length < 2 || update.isPending}
        onChange={(event: React.ChangeEvent<HTMLSelectElement>) =>
          update.mutate(event.target.value, {
            onError: () => notify("The caller ID could not be changed", "error"),
          })
        }
        sx={{
          font: "inherit",
          fontSize: 14,
          color: "text.primary",
          bgcolor: "background.paper",
          border: 1,
          borderColor: "divider",
          borderRadius: 2,
          px: 1.25,
          py: 0.75,
          maxWidth: 240,
          "&:disabled": { opacity: 1, color: "text.secondary" },
          "&:focus-visible": { outline: "none", borderColor: "primary.main" },
        }}
      >
        {callerIds.map((callerId) => (
          <option key={callerId.number} value={callerId.number}>
            {callerId.description === "" ? callerId.number : `${callerId.number} · ${callerId.description}`}
          </option>
        ))}
      </Box>
    </Box>
  );
}
