import { contactNameEndpoint } from "@mobex/contracts/calls";
import { call } from "./api-client";

/** The colleague's name for a dialled number, or null when the directory does not know it (204). */
export async function contactName(number: string): Promise<string | null> {
  try {
    const answer = await call(contactNameEndpoint, { number, type: "web" });
    return answer.code === 200 ? (answer.data?.name ?? null) : null;
  } catch {
    // A name is a nicety: a failed lookup leaves the number as it was dialled.
    return null;
  }
}
