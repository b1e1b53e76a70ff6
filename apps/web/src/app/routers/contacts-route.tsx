import { ContactsPage } from "../../features/contacts/components/contacts-page";
import { RequireCapability } from "./require-capability";

/** The /contacts screen behind the phone-book flag, as one lazy chunk: the guard stays off the login page. */
export function ContactsRoute() {
  return (
    <RequireCapability capability="phoneBookEnabled">
      <ContactsPage />
    </RequireCapability>
  );
}
