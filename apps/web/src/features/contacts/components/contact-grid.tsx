import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Stack from "@mui/material/Stack";
import type { Contact } from "@mobex/contracts/phonebook";
import { useState } from "react";
import { ContactCard } from "./contact-card";

// A phone book may hold thousands: cards come in pages, and search narrows them long before.
export const CONTACTS_PAGE_SIZE = 60;

interface ContactGridProps {
  readonly contacts: readonly Contact[];
  readonly onOpen: (contact: Contact) => void;
}

export const contactGridSx = {
  display: "grid",
  gap: 2,
  gridTemplateColumns: "repeat(auto-fill, minmax(260px, 1fr))",
} as const;

export function ContactGrid({ contacts, onOpen }: ContactGridProps) {
  const [limit, setLimit] = useState(CONTACTS_PAGE_SIZE);
  const left = contacts.length - limit;
  return (
    <>
      <Box sx={contactGridSx} role="list" aria-label="Contacts">
        {contacts.slice(0, limit).map((contact) => (
          <Box key={contact.id} role="listitem" sx={{ display: "grid" }}>
            <ContactCard contact={contact} onOpen={onOpen} />
          </Box>
        ))}
      </Box>
      {left > 0 && (
        <Stack sx={{ alignItems: "center", mt: 3 }}>
          <Button variant="outlined" onClick={() => setLimit((shown) => shown + CONTACTS_PAGE_SIZE)}>
            Show more ({left} left)
          </Button>
        </Stack>
      )}
    </>
  );
}
