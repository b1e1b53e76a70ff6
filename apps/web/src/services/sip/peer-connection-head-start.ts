// RFC 8827 §6.5: a browser may use one DTLS certificate for many connections; each offer and answer
// carries its fingerprint, which is what the far end checks. A new one is made a day before the
// current one expires (browsers make them valid for 30 days).
const CERTIFICATE = { name: "ECDSA", namedCurve: "P-256" } as const;
const RENEW_BEFORE_EXPIRY_MS = 24 * 60 * 60 * 1000;

/** Completes a call's RTCConfiguration (see PeerConnectionHeadStart). */
export type PeerConfiguration = (base: RTCConfiguration) => RTCConfiguration;

/**
 * What a call's peer connection can have before the call exists, so that its offer or answer leaves
 * sooner (issue 8 §4: click → callee rings): a DTLS certificate made once, ahead of the calls,
 * instead of one made by each new connection before its first description; and a candidate pool of
 * one, so that the browser gathers ICE candidates from the moment the connection exists, while the
 * description is being made, rather than only once it is set.
 */
export class PeerConnectionHeadStart {
  readonly #now: () => number;
  #certificate: RTCCertificate | null = null;
  #making = false;

  constructor(now: () => number = Date.now) {
    this.#now = now;
    this.#renewWhenDue();
  }

  /** `base` with the pool and the certificate, while one is ready; `base` itself is left unchanged. */
  readonly configure: PeerConfiguration = (base) => {
    this.#renewWhenDue();
    const certificate = this.#certificate;
    const usable =
      certificate !== null && certificate.expires > this.#now() && base.certificates === undefined;
    return {
      ...base,
      iceCandidatePoolSize: Math.max(base.iceCandidatePoolSize ?? 0, 1),
      ...(usable ? { certificates: [certificate] } : {}),
    };
  };

  #renewWhenDue(): void {
    const certificate = this.#certificate;
    if (this.#making || (certificate !== null && certificate.expires - this.#now() > RENEW_BEFORE_EXPIRY_MS))
      return;
    // Without WebRTC there is nothing to make one with; each connection then makes its own, as it
    // does when making one fails.
    if (
      typeof RTCPeerConnection === "undefined" ||
      typeof RTCPeerConnection.generateCertificate !== "function"
    )
      return;
    this.#making = true;
    RTCPeerConnection.generateCertificate(CERTIFICATE).then(
      (made) => {
        this.#making = false;
        this.#certificate = made;
      },
      () => {
        this.#making = false;
      },
    );
  }
}
