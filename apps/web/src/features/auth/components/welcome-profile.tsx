import { useQuery } from "@tanstack/react-query";
import { useEffect } from "react";
import { QueryProvider } from "../../../shared/api/query-provider";
import { profileQueryOptions } from "../api/get-profile";

interface WelcomeProfileProps {
  /** Told the user's name once the profile has it. */
  readonly onName: (name: string) => void;
}

/** Fetches the profile into the query cache during the welcome animation; draws nothing. */
export function WelcomeProfile(props: WelcomeProfileProps) {
  return (
    <QueryProvider>
      <ProfileName {...props} />
    </QueryProvider>
  );
}

function ProfileName({ onName }: WelcomeProfileProps) {
  const name = useQuery(profileQueryOptions()).data?.name;
  useEffect(() => {
    if (name) onName(name);
  }, [name, onName]);
  return null;
}
