import type { MediaSession } from "@mobex/media/media-endpoint";
import type { VoicemailRoute, VoicemailRouteTable } from "../../domain/voicemail/voicemail-route-table";
import type { VoicemailService } from "../../domain/voicemail/voicemail-service";
import type { LocalMediaHooks } from "./local-media-agent";
import { SessionCounts } from "./session-counts";

/**
 * Voicemail calls one user may hold at once (their own mailbox, colleagues' mailboxes): a person
 * needs one or two; a script dialling `*1` once a second (the SIP plane's call rate) would otherwise
 * hold every media session of the server (packages/media maxSessions) for all tenants.
 */
export const MAX_VOICEMAIL_CALLS_PER_CALLER = 3;

/**
 * The voicemail agent's hooks (issue 12): the route the SIP plane noted for the call, never what
 * the caller's headers claim (a forged Diversion reaches nobody's mailbox), then the service.
 */
export function voicemailHooks(
  routes: Pick<VoicemailRouteTable, "take">,
  service: Promise<Pick<VoicemailService, "serve">>,
): LocalMediaHooks<VoicemailRoute> {
  const perCaller = new SessionCounts(MAX_VOICEMAIL_CALLS_PER_CALLER);
  return {
    route: (callId, fromTag) => routes.take(callId, fromTag),
    admit: (route) => perCaller.take(route.callerUserId),
    async serve(route, session: MediaSession, call) {
      await (await service).serve(route, session, call.callId);
    },
  };
}
