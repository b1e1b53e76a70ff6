import Avatar from "@mui/material/Avatar";
import PersonRoundedIcon from "@mui/icons-material/PersonRounded";
import { initialsOf } from "../model/initials";

interface UserAvatarProps {
  readonly name: string | undefined;
  readonly size: number;
}

export function UserAvatar({ name, size }: UserAvatarProps) {
  const initials = name === undefined ? "" : initialsOf(name);
  return (
    <Avatar
      sx={{
        width: size,
        height: size,
        fontSize: size * 0.4,
        fontWeight: 650,
        bgcolor: "primary.main",
        color: "primary.contrastText",
      }}
    >
      {initials === "" ? <PersonRoundedIcon fontSize="small" /> : initials}
    </Avatar>
  );
}
