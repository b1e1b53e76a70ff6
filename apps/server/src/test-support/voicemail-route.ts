import type { VoicemailRoute } from "../domain/voicemail/voicemail-route-table";

/** Bob's call that reached Alice's mailbox to leave a message; a test overrides what it is about. */
export function depositRoute(change: Partial<VoicemailRoute> = {}): VoicemailRoute {
  return {
    mode: "deposit",
    userId: "alice",
    tenantId: "t1",
    callerUserId: "bob",
    callerNumber: "400011002",
    callerName: "Bob Brown",
    ...change,
  };
}
