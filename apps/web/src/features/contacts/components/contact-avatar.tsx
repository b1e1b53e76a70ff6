import PersonRoundedIcon from "@mui/icons-material/PersonRounded";
import Avatar from "@mui/material/Avatar";
import { useTheme } from "@mui/material/styles";
import type { Contact } from "@mobex/contracts/phonebook";
import { useRef } from "react";
import { PersonAvatar } from "../../../shared/ui/person-avatar";
import { useAvatarHash } from "../../avatar/commands";
import { useSeen } from "../hooks/use-seen";

interface ContactAvatarProps {
  readonly contact: Contact;
  readonly name: string;
  readonly size: number;
}

/** Up to two initials ("Alice Adams" → "AA"); none for a name without letters, such as a number. */
function initialsOf(name: string): string {
  const words = name.split(/\s+/).filter((word) => /\p{L}/u.test(word));
  const first = words[0]?.[0] ?? "";
  const last = words.length > 1 ? (words.at(-1)?.[0] ?? "") : "";
  return (first + last).toUpperCase();
}

/** The same name always gets the same colour, so a face is found again at a glance. */
function hueOf(name: string): number {
  let hash = 0;
  for (const char of name) hash = (hash * 31 + (char.codePointAt(0) ?? 0)) >>> 0;
  return hash % 360;
}

/** A colleague (a contact with an extension) may have a picture under their phone number. */
function colleaguePhone(contact: Contact): string | undefined {
  return contact.ntaExtension.trim() !== "" && contact.telephoneNumber.trim() !== ""
    ? contact.telephoneNumber.trim()
    : undefined;
}

/**
 * A colleague's picture, else coloured initials. The picture's hash is asked for once the card is
 * in view (and kept for minutes by the avatar feature's query), so a long phone book does not send
 * a request per card.
 */
export function ContactAvatar({ contact, name, size }: ContactAvatarProps) {
  const dark = useTheme().palette.mode === "dark";
  const ref = useRef<HTMLSpanElement>(null);
  const seen = useSeen(ref);
  const phone = colleaguePhone(contact);
  const hash = useAvatarHash(seen ? phone : undefined);
  const hue = hueOf(name);
  const colours = {
    bgcolor: `hsl(${hue} ${dark ? "35% 28%" : "70% 92%"})`,
    color: `hsl(${hue} ${dark ? "70% 82%" : "55% 32%"})`,
  };
  const initials = initialsOf(name);
  return (
    // The card's heading names the contact; the picture adds nothing for a screen reader.
    <span ref={ref} aria-hidden style={{ display: "block", flexShrink: 0 }}>
      {hash !== "" ? (
        <PersonAvatar phone={phone} hash={hash} name={name} size={size} sx={colours} />
      ) : (
        <Avatar sx={{ width: size, height: size, fontSize: size * 0.38, fontWeight: 650, ...colours }}>
          {initials === "" ? <PersonRoundedIcon fontSize="small" /> : initials}
        </Avatar>
      )}
    </span>
  );
}
