import type { NameAddrHeader } from "jssip/lib/NameAddrHeader";
import type { RTCSession, ReferEvent } from "jssip/lib/RTCSession";
import type { IncomingRequest } from "jssip/lib/SIPMessage";
import type { PeerConfiguration } from "./peer-connection-head-start";
import type { SessionMediaOptions } from "./session-media";

export interface RemoteIdentity {
  /** The display name the proxy presented (caller id), or "" when none. */
  readonly name: string;
  /** The URI's user part: the phone number or extension. */
  readonly user: string;
}

export function identityOf(header: NameAddrHeader | undefined): RemoteIdentity {
  return { name: header?.display_name ?? "", user: header?.uri.user ?? "" };
}

/** A REFER received on a session (RFC 3515): the far end asks us to call `target`. */
export interface IncomingRefer<Session> {
  readonly target: string;
  /** The Refer-To URI carries Replaces (RFC 3891): an attended transfer. */
  readonly replacing: boolean;
  accept(media: SessionMediaOptions): Session | null;
  reject(): void;
}

/** An INVITE with Replaces that targets a session of ours: a transfer completes onto us. */
export interface IncomingReplaces<Session> {
  readonly remote: RemoteIdentity;
  accept(): Session | null;
  reject(): void;
}

type Accept = (init: (rtc: RTCSession) => void, options?: object) => void;

/**
 * JsSIP's `refer` event as ours; `wrap` turns the session JsSIP creates for the new call into ours,
 * whose peer connection `configure` completes.
 */
export function incomingRefer<Session>(
  event: ReferEvent,
  wrap: (rtc: RTCSession) => Session,
  configure: PeerConfiguration,
): IncomingRefer<Session> | null {
  const referTo = (event.request as IncomingRequest & { refer_to?: NameAddrHeader }).refer_to;
  if (referTo === undefined) return null;
  const target = referTo.uri.clone();
  const replacing = target.hasHeader("replaces");
  target.clearHeaders();
  return {
    target: target.toString(),
    replacing,
    accept: (media) => {
      let created: Session | null = null;
      (event.accept as Accept)((rtc) => (created = wrap(rtc)), {
        ...media,
        pcConfig: configure(media.pcConfig),
      });
      return created;
    },
    reject: () => event.reject(),
  };
}

/** JsSIP's `replaces` event as ours. */
export function incomingReplaces<Session>(
  event: ReferEvent,
  wrap: (rtc: RTCSession) => Session,
): IncomingReplaces<Session> {
  return {
    remote: identityOf(event.request.from),
    accept: () => {
      let created: Session | null = null;
      (event.accept as Accept)((rtc) => (created = wrap(rtc)));
      return created;
    },
    reject: () => event.reject(),
  };
}
