import type { ReactNode } from "react";
import { ContactsPage } from "../../features/contacts/components/contacts-page";
import { RequireCapability } from "./require-capability";

/** The /contacts screen behind the phone-book flag, as one lazy chunk: the guard stays off the login page. */
export function ContactsRoute({ unavailable }: { readonly unavailable: ReactNode }) {
  return (
    <RequireCapability capability="phoneBookEnabled" unavailable={unavailable}>
      <ContactsPage />
    </RequireCapability>
  );
}
