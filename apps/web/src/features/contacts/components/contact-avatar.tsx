import Avatar from "@mui/material/Avatar";
import PersonRoundedIcon from "@mui/icons-material/PersonRounded";
import { useTheme } from "@mui/material/styles";

interface ContactAvatarProps {
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

export function ContactAvatar({ name, size }: ContactAvatarProps) {
  const dark = useTheme().palette.mode === "dark";
  const initials = initialsOf(name);
  const hue = hueOf(name);
  return (
    <Avatar
      aria-hidden
      sx={{
        width: size,
        height: size,
        fontSize: size * 0.38,
        fontWeight: 650,
        bgcolor: `hsl(${hue} ${dark ? "35% 28%" : "70% 92%"})`,
        color: `hsl(${hue} ${dark ? "70% 82%" : "55% 32%"})`,
      }}
    >
      {initials === "" ? <PersonRoundedIcon fontSize="small" /> : initials}
    </Avatar>
  );
}
