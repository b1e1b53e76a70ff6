/**
 * The in-process user agent's API (`SipProxy.serveLocal`): a service of the app (voicemail, later
 * announcements or an IVR) answers calls to one AoR of our domain without a network hop or a
 * digest. The proxy reaches it over an in-memory flow and treats it like any registered device;
 * the agent behaves as an RFC 3261 UAS (user-agent.ts, local-call.ts).
 */
export interface LocalAgentHandler {
  /** A new call (an INVITE outside any dialog); answer, reject or let it ring. */
  onInvite(call: LocalIncomingCall): void;
}

/** How a local call ended. */
export type LocalCallEnd = "cancelled" | "remote-bye" | "local-bye" | "rejected" | "closed";

export interface LocalIncomingCall {
  readonly callId: string;
  readonly fromTag: string;
  /** The caller as the proxy presents it (after decoration). */
  readonly from: { readonly user: string; readonly displayName?: string };
  /** The Request-URI user as it reached us. */
  readonly requestUser: string;
  readonly offerSdp: string;
  /** Sends 180 Ringing (optional). */
  ring(): void;
  /** 200 OK with the SDP answer; resolves on ACK; rejects if the caller cancelled meanwhile (or never ACKed). */
  answer(sdp: string): Promise<void>;
  /** A final failure response (486, 488 Not Acceptable Here, 500 …); ignored once answered or ended. */
  reject(status: number, reason?: string): void;
  /** BYE from our side once answered (sent after the ACK); before the answer it rejects with 480. */
  hangup(): void;
  /** Digits sent as SIP INFO (application/dtmf-relay or application/dtmf) in the dialog. */
  onInfoDigit(listener: (digit: string) => void): () => void;
  /** Resolves when the call ends: the caller's CANCEL or BYE, our hangup, or the flow closing. */
  readonly ended: Promise<LocalCallEnd>;
}

/**
 * What `serveLocal` returns: calling it detaches the agent (its calls end with BYE, unanswered ones
 * with 480, then the binding and the flow go); `sendMessage` sends from the agent's AoR.
 */
export interface LocalService {
  (): void;
  /**
   * An out-of-dialog SIP MESSAGE (RFC 3428) from the agent's AoR to every registered device of
   * `toAor` (an AoR of our domain, or a bare user), e.g. message-waiting
   * (`application/simple-message-summary`, RFC 3842). No digest: the agent is trusted. Resolves
   * with the best final status (480 when no device is registered, 404 for another domain).
   */
  sendMessage(toAor: string, contentType: string, body: string): Promise<number>;
}
