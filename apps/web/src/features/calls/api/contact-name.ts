import { contactsGetAnswerSchema, contactsGetBodySchema } from "@mobex/contracts/calls";
import { call } from "../../../shared/api/api-client";
import { defineEndpoint } from "../../../shared/api/endpoint";

/** spec 1 §7: POST /contacts/get {number, token, type} — the name behind a number of the tenant. */
export const contactNameEndpoint = defineEndpoint({
  method: "POST",
  path: "/contacts/get",
  request: contactsGetBodySchema,
  answer: contactsGetAnswerSchema,
});

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
