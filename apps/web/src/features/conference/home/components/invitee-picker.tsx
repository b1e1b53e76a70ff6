import CancelRoundedIcon from "@mui/icons-material/CancelRounded";
import PersonAddAltRoundedIcon from "@mui/icons-material/PersonAddAltRounded";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Checkbox from "@mui/material/Checkbox";
import Chip from "@mui/material/Chip";
import List from "@mui/material/List";
import ListItemButton from "@mui/material/ListItemButton";
import ListItemIcon from "@mui/material/ListItemIcon";
import ListItemText from "@mui/material/ListItemText";
import Stack from "@mui/material/Stack";
import TextField from "@mui/material/TextField";
import { useState } from "react";
import { CONFERENCE_HOME_TEXTS as TEXTS } from "../model/conference-home-texts";
import { filterContacts, isSelected, outsideInvitee, toggleInvitee } from "../model/invitee-filter";
import type { Invitee } from "@mobex/contracts/conference";

interface InviteePickerProps {
  /** The colleagues to choose from (rooms/contacts). */
  readonly contacts: readonly Invitee[];
  readonly selected: readonly Invitee[];
  readonly onChange: (selected: Invitee[]) => void;
  readonly disabled?: boolean;
}

/**
 * spec 2 §2, §5 invitee picker: colleagues filtered case-insensitively by name or e-mail; an entry
 * with '@' that is not already present can be added as an outside invitee. The chosen are chips.
 */
export function InviteePicker({ contacts, selected, onChange, disabled = false }: InviteePickerProps) {
  const [query, setQuery] = useState("");
  const shown = filterContacts(contacts, query);
  const outside = outsideInvitee(query, contacts, selected);
  const handleAddOutside = () => {
    if (outside === null) return;
    onChange([...selected, outside]);
    setQuery("");
  };

  return (
    <Stack spacing={1}>
      <TextField
        size="small"
        label={TEXTS.invitees}
        placeholder={TEXTS.inviteePlaceholder}
        value={query}
        disabled={disabled}
        onChange={(event) => setQuery(event.target.value)}
        onKeyDown={(event) => {
          if (event.key === "Enter") {
            event.preventDefault();
            handleAddOutside();
          }
        }}
        slotProps={{ htmlInput: { autoComplete: "off" } }}
      />
      {selected.length > 0 && (
        <Box role="list" aria-label="Invited" sx={{ display: "flex", flexWrap: "wrap", gap: 0.5 }}>
          {selected.map((person) => (
            <Chip
              key={person.email}
              role="listitem"
              size="small"
              label={person.name}
              title={person.email}
              disabled={disabled}
              onDelete={() => onChange(toggleInvitee(selected, person))}
              deleteIcon={
                <CancelRoundedIcon role="button" aria-label={`Remove ${person.name}`} aria-hidden={false} />
              }
            />
          ))}
        </Box>
      )}
      {outside !== null && (
        <Button
          size="small"
          startIcon={<PersonAddAltRoundedIcon />}
          onClick={handleAddOutside}
          disabled={disabled}
          sx={{ alignSelf: "flex-start", textTransform: "none" }}
        >
          {TEXTS.addOutside(outside.email)}
        </Button>
      )}
      <List dense aria-label="Colleagues" sx={{ maxHeight: 200, overflowY: "auto", py: 0 }}>
        {shown.map((contact) => (
          <ListItemButton
            key={contact.email}
            disabled={disabled}
            onClick={() => onChange(toggleInvitee(selected, contact))}
          >
            <ListItemIcon sx={{ minWidth: 36 }}>
              <Checkbox
                edge="start"
                size="small"
                checked={isSelected(selected, contact)}
                tabIndex={-1}
                slotProps={{ input: { "aria-label": contact.name } }}
              />
            </ListItemIcon>
            <ListItemText primary={contact.name} secondary={contact.email} />
          </ListItemButton>
        ))}
      </List>
    </Stack>
  );
}
