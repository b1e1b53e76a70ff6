import FormControl from "@mui/material/FormControl";
import InputLabel from "@mui/material/InputLabel";
import ListItemIcon from "@mui/material/ListItemIcon";
import MenuItem from "@mui/material/MenuItem";
import Select from "@mui/material/Select";
import { useQueryClient } from "@tanstack/react-query";
import { useId, useState } from "react";
import type { Profile } from "@mobex/contracts/profile";
import { presenceLabels, presenceOf, type Presence } from "../../../shared/lib/presence";
import { notify } from "../../../shared/ui/notify-store";
import { PresenceDot } from "../../../shared/ui/presence-dot";
import { setPresence } from "../api/set-presence";

const choices: readonly Presence[] = ["available", "unavailable", "dnd"];

/** The profile as it will be once the change lands, so the menu and the app bar follow at once. */
function withPresence(profile: Profile, presence: Presence): Profile {
  if (presence === "dnd") return { ...profile, dnd: "1" };
  return { ...profile, dnd: "0", online_status: presence === "available" ? "O" : "U" };
}

/** spec 1 §2 Settings menu: presence select (Available, Unavailable, Do not disturb). */
export function PresenceSelect({ profile }: { readonly profile: Profile }) {
  const labelId = useId();
  const queryClient = useQueryClient();
  const [saving, setSaving] = useState(false);

  const handleChange = async (presence: Presence) => {
    const previous = profile;
    queryClient.setQueryData<Profile>(["profile"], withPresence(profile, presence));
    setSaving(true);
    try {
      await setPresence(profile.phone, presence);
    } catch {
      queryClient.setQueryData<Profile>(["profile"], previous);
      notify("Could not change your presence. Please try again.", "error");
    } finally {
      setSaving(false);
      void queryClient.invalidateQueries({ queryKey: ["profile"] });
    }
  };

  return (
    <FormControl fullWidth size="small" sx={{ mt: 1.5 }}>
      <InputLabel id={labelId}>Presence</InputLabel>
      <Select<Presence>
        labelId={labelId}
        label="Presence"
        value={presenceOf(profile)}
        // Read-only, not disabled, while saving: a disabled select drops the keyboard focus to the
        // page, and the menu around it would no longer close on Escape.
        readOnly={saving}
        SelectDisplayProps={{ "aria-busy": saving }}
        onChange={(event) => void handleChange(event.target.value)}
        renderValue={(presence) => (
          <span style={{ display: "inline-flex", alignItems: "center", gap: 8 }}>
            <PresenceDot presence={presence} size={10} />
            {presenceLabels[presence]}
          </span>
        )}
      >
        {choices.map((presence) => (
          <MenuItem key={presence} value={presence}>
            <ListItemIcon sx={{ minWidth: 24 }}>
              <PresenceDot presence={presence} size={10} />
            </ListItemIcon>
            {presenceLabels[presence]}
          </MenuItem>
        ))}
      </Select>
    </FormControl>
  );
}
