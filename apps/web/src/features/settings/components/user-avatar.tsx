import { PersonAvatar } from "../../../shared/ui/person-avatar";
import { useProfile } from "../../auth/commands";
import { useAvatarHash } from "../../avatar/commands";

interface UserAvatarProps {
  readonly name: string | undefined;
  readonly size: number;
}

/** The signed-in user's own picture (app bar, settings menu), initials without one. */
export function UserAvatar({ name, size }: UserAvatarProps) {
  const phone = useProfile().data?.phone;
  const hash = useAvatarHash(phone);
  return <PersonAvatar phone={phone} hash={hash} name={name ?? ""} size={size} />;
}
