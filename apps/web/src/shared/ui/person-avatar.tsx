import PersonRoundedIcon from "@mui/icons-material/PersonRounded";
import Avatar from "@mui/material/Avatar";
import type { SxProps, Theme } from "@mui/material/styles";
import { avatarHashEndpoint } from "@mobex/contracts/avatar";
import { sessionToken } from "../api/api-client";

/**
 * The picture's URL: spec 1 §7 GET avatar/getimage with a hash, the token in the query because an <img>
 * sends no body. The hash makes it immutable, so the browser caches it for good.
 */
export function avatarImageUrl(phone: string, hash: string, token: string): string {
  const query = new URLSearchParams({ name: phone, hash, token });
  return `${avatarHashEndpoint.path}?${query.toString()}`;
}

/** Up to two initials from the words that start with a letter ("Alice Adams" → "AA", a number → ""). */
export function initialsOf(name: string): string {
  const letters = name
    .split(/\s+/)
    .filter((word) => /^\p{L}/u.test(word))
    .map((word) => word[0]?.toUpperCase() ?? "");
  return letters.length > 1 ? `${letters[0]}${letters[letters.length - 1]}` : (letters[0] ?? "");
}

type SxItem = Exclude<SxProps<Theme>, readonly unknown[]>;

interface PersonAvatarProps {
  /** Phone number or extension of the person (avatar/getimage's `name`). */
  readonly phone: string | undefined;
  /** Hash of their picture (BLF entry, useAvatarHash); "" or undefined → initials. */
  readonly hash: string | undefined;
  readonly name: string;
  readonly size: number;
  readonly sx?: SxProps<Theme>;
}

/**
 * A colleague's picture, with their initials while it loads, when there is none and when it fails
 * (MUI's Avatar falls back to its children when the image errors). The <img> never goes through the
 * API client, so a 404 here is "no picture", not the token-renewal signal.
 */
export function PersonAvatar({ phone, hash, name, size, sx }: PersonAvatarProps) {
  const token = sessionToken();
  const src = phone && hash && token ? avatarImageUrl(phone, hash, token) : undefined;
  const initials = initialsOf(name);
  return (
    <Avatar
      src={src}
      alt={name}
      slotProps={{ img: { draggable: false, loading: "lazy", decoding: "async" } }}
      sx={[
        {
          width: size,
          height: size,
          fontSize: size * 0.38,
          fontWeight: 650,
          bgcolor: "primary.main",
          color: "primary.contrastText",
        },
        // MUI's way of merging an sx that may itself be an array.
        ...(Array.isArray(sx) ? (sx as readonly SxItem[]) : [sx as SxItem]),
      ]}
    >
      {initials === "" ? <PersonRoundedIcon sx={{ fontSize: size * 0.6 }} /> : initials}
    </Avatar>
  );
}
