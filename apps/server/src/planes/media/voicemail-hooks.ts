import type { MediaSession } from "@mobex/media/media-endpoint";
import type { VoicemailRoute, VoicemailRouteTable } from "../../domain/voicemail/voicemail-route-table";
import type { VoicemailService } from "../../domain/voicemail/voicemail-service";
import type { LocalMediaHooks } from "./local-media-agent";

/**
 * The voicemail agent's hooks (issue 12): the route the SIP plane noted for the call, never what
 * the caller's headers claim (a forged Diversion reaches nobody's mailbox), then the service.
 */
export function voicemailHooks(
  routes: Pick<VoicemailRouteTable, "take">,
  service: Promise<Pick<VoicemailService, "serve">>,
): LocalMediaHooks<VoicemailRoute> {
  return {
    route: (callId, fromTag) => routes.take(callId, fromTag),
    async serve(route, session: MediaSession, call) {
      await (await service).serve(route, session, call.callId);
    },
  };
}
