import ContactsRoundedIcon from "@mui/icons-material/ContactsRounded";
import ErrorOutlineRoundedIcon from "@mui/icons-material/ErrorOutlineRounded";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Card from "@mui/material/Card";
import Chip from "@mui/material/Chip";
import Stack from "@mui/material/Stack";
import Typography from "@mui/material/Typography";
import type { Contact } from "@mobex/contracts/phonebook";
import { useDeferredValue, useState } from "react";
import { EmptyState } from "../../../shared/ui/empty-state";
import { SearchField } from "../../../shared/ui/search-field";
import { NumberDragArea } from "../../../shared/drag/number-drag-area";
import { CallDropTargets, useCallTakesDrops } from "../../calls/commands";
import { useContacts } from "../api/contacts-list";
import { matchesContact } from "../model/contact-fields";
import { ContactDetailDialog } from "./contact-detail-dialog";
import { ContactGrid } from "./contact-grid";
import { ContactGridSkeleton } from "./contact-grid-skeleton";

export const CONTACTS_ERROR_TEXT = "Error getting contacts";
export const CONTACTS_EMPTY_TEXT = "No contacts found";

/** spec 1 §2 route contacts: the phone book — search, total, cards, details, click to call. */
export function ContactsPage() {
  const contacts = useContacts();
  const [search, setSearch] = useState("");
  // A large phone book filters behind the typing rather than in its way.
  const deferredSearch = useDeferredValue(search);
  const [open, setOpen] = useState<Contact | null>(null);
  const takesDrops = useCallTakesDrops();
  const all = contacts.data ?? [];
  const shown = all.filter((contact) => matchesContact(contact, deferredSearch));

  return (
    <Box sx={{ maxWidth: 1200, mx: "auto", px: { xs: 2, sm: 4 }, py: { xs: 3, sm: 4 } }}>
      <Stack
        direction="row"
        sx={{ alignItems: "center", justifyContent: "space-between", flexWrap: "wrap", gap: 2, mb: 3 }}
      >
        <Stack direction="row" spacing={1.5} sx={{ alignItems: "center" }}>
          <Typography variant="h4" component="h1">
            Contacts
          </Typography>
          {contacts.data !== undefined && (
            <Chip
              label={search.trim() === "" ? `${all.length} total` : `${shown.length} of ${all.length}`}
              size="small"
              color="primary"
              variant="outlined"
              aria-label={`${all.length} contacts in total`}
            />
          )}
        </Stack>
        <SearchField
          label="Search contacts"
          placeholder="Search name or number"
          value={search}
          onChange={setSearch}
        />
      </Stack>
      {contacts.isPending ? (
        <ContactGridSkeleton />
      ) : contacts.isError && contacts.data === undefined ? (
        <Card>
          <EmptyState
            tone="error"
            icon={<ErrorOutlineRoundedIcon />}
            title={CONTACTS_ERROR_TEXT}
            text="The phone book could not be loaded."
            action={
              <Button variant="outlined" onClick={() => void contacts.refetch()}>
                Try again
              </Button>
            }
          />
        </Card>
      ) : shown.length === 0 ? (
        <Card>
          <EmptyState
            icon={<ContactsRoundedIcon />}
            title={CONTACTS_EMPTY_TEXT}
            text={
              all.length === 0
                ? "Your phone book is empty. Contacts added by your administrator appear here."
                : "No contact matches this name or number."
            }
          />
        </Card>
      ) : (
        // issue 10: cards drag onto the call's drop targets in the call drawer.
        <NumberDragArea enabled={takesDrops} targets={<CallDropTargets />}>
          <ContactGrid key={deferredSearch} contacts={shown} onOpen={setOpen} />
        </NumberDragArea>
      )}
      {open !== null && <ContactDetailDialog contact={open} onClose={() => setOpen(null)} />}
    </Box>
  );
}
