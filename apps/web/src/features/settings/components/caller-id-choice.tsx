import FormControl from "@mui/material/FormControl";
import InputLabel from "@mui/material/InputLabel";
import ListItemText from "@mui/material/ListItemText";
import MenuItem from "@mui/material/MenuItem";
import Select from "@mui/material/Select";
import type { CallerId } from "@mobex/contracts/callerid";
import { useId } from "react";
import { notify } from "../../../shared/ui/notify-store";
import { useAccessClaims } from "../../auth/commands";
import { useCallerIds, useUpdateCallerId } from "../../calls/commands";

const nameOf = (callerId: CallerId) => (callerId.description === "" ? callerId.number : callerId.description);

/**
 * Issue 4: "caller-id choice in the settings menu and the dialpad" — the number colleagues and
 * customers see on this user's next call (spec 1 §3 "Caller id"); the same list as the dialpad's.
 */
export function CallerIdChoice() {
  const labelId = useId();
  const phone = useAccessClaims()?.phone ?? "";
  const callerIds = useCallerIds(phone).data ?? [];
  const update = useUpdateCallerId(phone);
  if (callerIds.length === 0) return null;
  const current = callerIds.find((callerId) => callerId.in_use === 1) ?? callerIds[0];

  return (
    <FormControl fullWidth size="small" sx={{ mt: 1.5 }}>
      <InputLabel id={labelId}>Caller ID</InputLabel>
      <Select<string>
        labelId={labelId}
        label="Caller ID"
        value={current?.number ?? ""}
        disabled={callerIds.length < 2 || update.isPending}
        onChange={(event) =>
          update.mutate(event.target.value, {
            onError: () => notify("The caller ID could not be changed", "error"),
          })
        }
        renderValue={(number) => {
          const chosen = callerIds.find((callerId) => callerId.number === number);
          return chosen === undefined ? number : `${nameOf(chosen)} · ${chosen.number}`;
        }}
      >
        {callerIds.map((callerId) => (
          <MenuItem key={callerId.number} value={callerId.number}>
            <ListItemText
              primary={nameOf(callerId)}
              secondary={callerId.description === "" ? undefined : callerId.number}
            />
          </MenuItem>
        ))}
      </Select>
    </FormControl>
  );
}
