import Checkbox from "@mui/material/Checkbox";
import List from "@mui/material/List";
import ListItemButton from "@mui/material/ListItemButton";
import ListItemIcon from "@mui/material/ListItemIcon";
import ListItemText from "@mui/material/ListItemText";
import type { ChatContact } from "@mobex/contracts/chat";

interface MemberPickerProps {
  readonly label: string;
  readonly contacts: readonly ChatContact[];
  /** Phones of the chosen colleagues. */
  readonly chosen: readonly string[];
  readonly onChange: (chosen: string[]) => void;
}

/** Colleagues to tick for a group (spec 2 §2 "user picker"). */
export function MemberPicker({ label, contacts, chosen, onChange }: MemberPickerProps) {
  const toggle = (phone: string) =>
    onChange(chosen.includes(phone) ? chosen.filter((held) => held !== phone) : [...chosen, phone]);
  return (
    <List dense aria-label={label} sx={{ overflowY: "auto", flex: 1, minHeight: 0 }}>
      {contacts.map((contact) => (
        <ListItemButton key={contact.phone} onClick={() => toggle(contact.phone)}>
          <ListItemIcon sx={{ minWidth: 36 }}>
            <Checkbox
              edge="start"
              checked={chosen.includes(contact.phone)}
              tabIndex={-1}
              slotProps={{ input: { "aria-label": contact.name } }}
            />
          </ListItemIcon>
          <ListItemText primary={contact.name} secondary={contact.extension} />
        </ListItemButton>
      ))}
    </List>
  );
}
