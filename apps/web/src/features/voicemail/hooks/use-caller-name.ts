import { useQuery } from "@tanstack/react-query";
import { contactName } from "../../../shared/api/contact-name";

/** The name the directory or (with cpb) the phone book knows for a caller's number; null when none. */
export function useCallerName(number: string): string | null {
  return (
    useQuery({
      queryKey: ["voicemail-caller", number],
      queryFn: () => contactName(number),
      enabled: number !== "",
      staleTime: 5 * 60_000,
    }).data ?? null
  );
}
