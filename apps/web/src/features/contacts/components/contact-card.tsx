import Box from "@mui/material/Box";
import Card from "@mui/material/Card";
import CardActionArea from "@mui/material/CardActionArea";
import Divider from "@mui/material/Divider";
import Stack from "@mui/material/Stack";
import Typography from "@mui/material/Typography";
import type { Contact } from "@mobex/contracts/phonebook";
import { useId } from "react";
import { cardNumbers, contactName, organisationOf } from "../model/contact-fields";
import { ContactAvatar } from "./contact-avatar";
import { ContactNumber } from "./contact-number";

interface ContactCardProps {
  readonly contact: Contact;
  readonly onOpen: (contact: Contact) => void;
}

/** spec 1 §2 contacts: a card with avatar, name, company and at most the first 2 numbers. */
export function ContactCard({ contact, onOpen }: ContactCardProps) {
  const nameId = useId();
  const name = contactName(contact);
  const organisation = organisationOf(contact);
  const numbers = cardNumbers(contact);
  return (
    <Card component="article" aria-labelledby={nameId} sx={{ display: "flex", flexDirection: "column" }}>
      <CardActionArea onClick={() => onOpen(contact)} aria-label={`Details of ${name}`} sx={{ p: 2 }}>
        <Stack direction="row" spacing={1.5} sx={{ alignItems: "center" }}>
          <ContactAvatar contact={contact} name={name} size={44} />
          <Box sx={{ minWidth: 0 }}>
            <Typography id={nameId} variant="subtitle1" component="h2" noWrap sx={{ lineHeight: 1.3 }}>
              {name}
            </Typography>
            <Typography variant="body2" color="textSecondary" noWrap title={organisation}>
              {organisation === "" ? " " : organisation}
            </Typography>
          </Box>
        </Stack>
      </CardActionArea>
      <Divider />
      <Stack spacing={1} sx={{ px: 2, py: 1.5, flex: 1 }}>
        {numbers.length === 0 ? (
          <Typography variant="body2" color="textSecondary">
            No phone number
          </Typography>
        ) : (
          numbers.map((entry) => <ContactNumber key={entry.label} entry={entry} />)
        )}
      </Stack>
    </Card>
  );
}
