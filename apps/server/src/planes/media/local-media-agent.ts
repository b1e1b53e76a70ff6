import {
  MediaBusyError,
  MediaOfferError,
  type MediaEndpoint,
  type MediaSession,
} from "@mobex/media/media-endpoint";
import type { LocalAgentHandler, LocalIncomingCall, Logger } from "@mobex/sip-proxy/sip-proxy";

/** What the app does with a call that reached a local service (ARCHITECTURE.md, principle 3: planes know no domain). */
export interface LocalMediaHooks<Route> {
  /** What the app decided for this call when it routed it (by Call-ID and From tag), or undefined: 404. */
  route(callId: string, fromTag: string): Route | undefined;
  /**
   * Whether the call may take a media session now; the function returned gives it back when the
   * call ends. Null: refused with 486 Busy Here, before any media is set up.
   */
  admit(route: Route): (() => void) | null;
  /** Runs the service on the answered call's media; the call ends when this settles. */
  serve(route: Route, session: MediaSession, call: LocalIncomingCall): Promise<void>;
}

/**
 * A SIP user agent in the server that answers calls with server-side media (voicemail-design.md,
 * step 4): the INVITE's offer goes to the media endpoint, its answer back in the 200 OK; digits sent
 * as SIP INFO join those of RFC 4733; whichever side ends first ends the other.
 */
export function localMediaAgent<Route>(
  endpoint: MediaEndpoint,
  hooks: LocalMediaHooks<Route>,
  logger: Logger,
): LocalAgentHandler {
  return {
    onInvite(call) {
      void answerAndServe(endpoint, hooks, call).catch((error: unknown) => {
        logger.error("local media call failed", { callId: call.callId, error: String(error) });
      });
    },
  };
}

async function answerAndServe<Route>(
  endpoint: MediaEndpoint,
  hooks: LocalMediaHooks<Route>,
  call: LocalIncomingCall,
) {
  const route = hooks.route(call.callId, call.fromTag);
  if (route === undefined) return call.reject(404, "Not Found");
  const release = hooks.admit(route);
  if (release === null) return call.reject(486, "Busy Here");
  try {
    await answerAdmitted(endpoint, hooks, call, route);
  } finally {
    release();
  }
}

async function answerAdmitted<Route>(
  endpoint: MediaEndpoint,
  hooks: LocalMediaHooks<Route>,
  call: LocalIncomingCall,
  route: Route,
) {
  let session: MediaSession;
  try {
    session = await endpoint.answer(call.offerSdp);
  } catch (error) {
    // RFC 3261 §21.4.26: 488 for an offer we cannot take; 503 when every media session is in use.
    if (error instanceof MediaOfferError) return call.reject(488, "Not Acceptable Here");
    if (error instanceof MediaBusyError) return call.reject(503, "Service Unavailable");
    throw error;
  }
  let callEnded = false;
  void call.ended.then(() => {
    callEnded = true;
    session.hangup();
  });
  const stopDigits = call.onInfoDigit((digit) => session.pushDigit(digit));
  try {
    // Either fails when the call is over before media flows: the caller cancelled (or a device of
    // the dialled user answered after all and the proxy cancelled us), or ICE/DTLS never came up.
    const ready = await call
      .answer(session.answerSdp)
      .then(() => session.connected())
      .then(
        () => true,
        () => false,
      );
    if (ready) await hooks.serve(route, session, call);
  } finally {
    stopDigits();
    session.hangup();
    if (!callEnded) call.hangup();
  }
}
