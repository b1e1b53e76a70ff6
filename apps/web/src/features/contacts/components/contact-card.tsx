import ChatRoundedIcon from "@mui/icons-material/ChatRounded";
import DragIndicatorRoundedIcon from "@mui/icons-material/DragIndicatorRounded";
import Box from "@mui/material/Box";
import Card from "@mui/material/Card";
import CardActionArea from "@mui/material/CardActionArea";
import Divider from "@mui/material/Divider";
import IconButton from "@mui/material/IconButton";
import Stack from "@mui/material/Stack";
import Typography from "@mui/material/Typography";
import type { Contact } from "@mobex/contracts/phonebook";
import { useId } from "react";
import { useNumberDraggable } from "../../../shared/drag/use-number-draggable";
import { openChatWith } from "../../chat/commands";
import { useChatColleague } from "../../presence/commands";
import { cardNumbers, contactName, contactNumbers, organisationOf } from "../model/contact-fields";
import { ContactAvatar } from "./contact-avatar";
import { ContactNumber } from "./contact-number";

interface ContactCardProps {
  readonly contact: Contact;
  readonly onOpen: (contact: Contact) => void;
}

/**
 * spec 1 §2 contacts: a card with avatar, name, company and at most the first 2 numbers. During a
 * call it drags onto the call's drop targets with its first number (issue 10). A colleague the
 * board offers chat has a chat action that opens their popup (spec 2 §2 "Chat popups … opened …
 * from contacts").
 */
export function ContactCard({ contact, onOpen }: ContactCardProps) {
  const nameId = useId();
  const name = contactName(contact);
  const organisation = organisationOf(contact);
  const numbers = cardNumbers(contact);
  const first = numbers[0]?.number;
  const drag = useNumberDraggable(`contact-${contact.id}`, { number: first ?? "", name });
  const draggable = drag.enabled && first !== undefined;
  const chatNumber = useChatColleague(contactNumbers(contact).map((entry) => entry.number));
  return (
    <Card
      component="article"
      aria-labelledby={nameId}
      ref={draggable ? drag.itemRef : undefined}
      onPointerDown={draggable ? drag.itemProps.onPointerDown : undefined}
      sx={{
        position: "relative",
        display: "flex",
        flexDirection: "column",
        opacity: drag.isDragging ? 0.4 : 1,
      }}
    >
      {draggable && (
        <IconButton
          size="small"
          aria-label={`Drag ${name} to the call`}
          {...drag.handleProps}
          sx={{ position: "absolute", top: 6, right: 6, zIndex: 1, cursor: "grab" }}
        >
          <DragIndicatorRoundedIcon fontSize="small" />
        </IconButton>
      )}
      {chatNumber !== null && (
        <IconButton
          size="small"
          color="primary"
          aria-label={`Chat with ${name}`}
          onClick={() => openChatWith(chatNumber)}
          sx={{ position: "absolute", top: 6, right: draggable ? 38 : 6, zIndex: 1 }}
        >
          <ChatRoundedIcon fontSize="small" />
        </IconButton>
      )}
      <CardActionArea
        onClick={() => onOpen(contact)}
        aria-label={`Details of ${name}`}
        // Clear of the corner's buttons, so that a long name ends before them.
        sx={{ p: 2, pr: 2 + (chatNumber !== null ? 4 : 0) + (draggable ? 4 : 0) }}
      >
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
          numbers.map((entry) => <ContactNumber key={entry.label} entry={entry} name={name} />)
        )}
      </Stack>
    </Card>
  );
}
