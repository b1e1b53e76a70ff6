import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Dialog from "@mui/material/Dialog";
import DialogActions from "@mui/material/DialogActions";
import DialogContent from "@mui/material/DialogContent";
import Divider from "@mui/material/Divider";
import Link from "@mui/material/Link";
import Stack from "@mui/material/Stack";
import Typography from "@mui/material/Typography";
import type { Contact } from "@mobex/contracts/phonebook";
import { type ReactNode, useId } from "react";
import { contactName, contactNumbers, organisationOf } from "../model/contact-fields";
import { ContactAvatar } from "./contact-avatar";
import { ContactNumber } from "./contact-number";

interface ContactDetailDialogProps {
  readonly contact: Contact;
  readonly onClose: () => void;
}

function Field({ label, children }: { readonly label: string; readonly children: ReactNode }) {
  return (
    <>
      <Typography component="dt" variant="body2" color="textSecondary">
        {label}
      </Typography>
      <Typography
        component="dd"
        variant="body2"
        sx={{ m: 0, fontWeight: 500, minWidth: 0, overflowWrap: "anywhere" }}
      >
        {children}
      </Typography>
    </>
  );
}

/** spec 1 §2 contacts: the detail dialog — every field of the contact (spec 1 §3), every number callable. */
export function ContactDetailDialog({ contact, onClose }: ContactDetailDialogProps) {
  const titleId = useId();
  const name = contactName(contact);
  const organisation = organisationOf(contact);
  const numbers = contactNumbers(contact);
  const fields: [string, string][] = [
    ["First name", contact.givenName],
    ["Last name", contact.sn],
    ["Company", contact.company],
    ["Department", contact.department],
  ];
  return (
    <Dialog open onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth="xs">
      <Box sx={{ px: 3, pt: 3, pb: 2 }}>
        <Stack direction="row" spacing={2} sx={{ alignItems: "center" }}>
          <ContactAvatar contact={contact} name={name} size={56} />
          <Box sx={{ minWidth: 0 }}>
            <Typography id={titleId} variant="h6" component="h2" noWrap>
              {name}
            </Typography>
            {organisation !== "" && (
              <Typography variant="body2" color="textSecondary" noWrap>
                {organisation}
              </Typography>
            )}
          </Box>
        </Stack>
      </Box>
      <DialogContent>
        {numbers.length > 0 && (
          <Stack spacing={1.25} sx={{ mb: 2 }} aria-label="Numbers" role="group">
            {numbers.map((entry) => (
              <ContactNumber key={entry.label} entry={entry} name={name} onDialled={onClose} copyable />
            ))}
          </Stack>
        )}
        <Divider sx={{ mb: 2 }} />
        <Box
          component="dl"
          sx={{ display: "grid", gridTemplateColumns: "auto 1fr", columnGap: 3, rowGap: 1, m: 0 }}
        >
          <Field label="Name">{name}</Field>
          {fields
            .filter(([, value]) => value.trim() !== "")
            .map(([label, value]) => (
              <Field key={label} label={label}>
                {value}
              </Field>
            ))}
          {contact.mail !== "" && (
            <Field label="E-mail">
              <Link href={`mailto:${contact.mail}`}>{contact.mail}</Link>
            </Field>
          )}
        </Box>
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2.5 }}>
        <Button onClick={onClose}>Close</Button>
      </DialogActions>
    </Dialog>
  );
}
