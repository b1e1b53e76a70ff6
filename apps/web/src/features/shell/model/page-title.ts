import { PRODUCT_NAME } from "@mobex/contracts/version";

/** spec 1 §4: "Page title is 'Mobex - (1) Message', 'Mobex - (N) Messages' or 'Mobex'". */
export function pageTitle(unreadMessages: number): string {
  if (unreadMessages <= 0) return PRODUCT_NAME;
  return `${PRODUCT_NAME} - (${unreadMessages}) ${unreadMessages === 1 ? "Message" : "Messages"}`;
}
