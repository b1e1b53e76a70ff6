/** The contacts feature's public face for other features (ARCHITECTURE.md, Layout). */
export { contactsQueryOptions } from "./api/contacts-list";
