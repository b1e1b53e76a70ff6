import type { Clock } from "../clock/clock";
import type { DigestAuthenticator } from "../auth/digest-authenticator";
import { cloneNameAddr, serializeNameAddr, type NameAddr } from "../grammar/name-addr";
import { SipParseError } from "../grammar/sip-parse-error";
import { isSipUri, serializeUri } from "../grammar/sip-uri";
import { createResponse } from "../message/create-response";
import type { SipRequest, SipResponse } from "../message/sip-message";
import type { Connection } from "../transport/connection";
import { aorOf, toAor, type Aor } from "./aor";
import { bindingKey, type Binding } from "./binding";
import { decideExpiry, type ExpiryPolicy } from "./expiry-policy";
import type { LocationService } from "./location-service";

export interface RegistrarOptions {
  /** Hosts this registrar is responsible for, lower-case (RFC 3261 §10.3 step 1). */
  domains: ReadonlySet<string>;
  domain: string;
  authenticator: DigestAuthenticator;
  locations: LocationService;
  clock: Clock;
  expiry: ExpiryPolicy;
  /** Bindings one AoR may hold; a new one beyond replaces the oldest (see proxy/limits.ts). */
  maxBindingsPerAor: number;
  /** Octets of one Contact value. */
  maxContactBytes: number;
}

export interface RegisterOutcome {
  response: SipResponse;
  /** Set when the request carried valid credentials, even if the registration itself failed. */
  identity?: { aor: Aor; username: string; expiresAt?: number };
}

/** Option tags a REGISTER may Require of us (RFC 3261 §10.3 step 2): RFC 5626 outbound, which JsSIP uses. */
const SUPPORTED = new Set(["outbound"]);

/** REGISTER processing, RFC 3261 §10.3 steps 1–8, with RFC 5626 flow bindings. */
export class Registrar {
  constructor(private readonly options: RegistrarOptions) {}

  async handle(request: SipRequest, connection: Connection): Promise<RegisterOutcome> {
    const { options } = this;
    // Step 1: only our own domains.
    if (!isSipUri(request.uri) || !options.domains.has(request.uri.host.toLowerCase())) {
      return { response: createResponse(request, 404, { reason: "Domain Not Served" }) };
    }
    // Step 2: extensions the client requires.
    const unsupported = request.optionTags("Require").filter((tag) => !SUPPORTED.has(tag.toLowerCase()));
    if (unsupported.length > 0) {
      return {
        response: createResponse(request, 420, { headers: [["Unsupported", unsupported.join(", ")]] }),
      };
    }
    // Step 3: who is asking.
    const auth = await options.authenticator.authenticate(request, connection.id, "registrar");
    if (auth.kind === "rejected") return { response: auth.response };
    const identityAor = toAor(auth.aor, options.domain);
    if (!identityAor) return { response: createResponse(request, 500, { reason: "Bad Account Mapping" }) };
    const identity = {
      aor: identityAor,
      username: auth.username,
      ...(auth.expiresAt === undefined ? {} : { expiresAt: auth.expiresAt }),
    };
    // Steps 4 and 5: the To header names the AoR, which must be ours and the caller's to change.
    const aor = aorOf(request.to().uri);
    const toUri = request.to().uri;
    if (!aor || !isSipUri(toUri) || !options.domains.has(toUri.host.toLowerCase())) {
      return { identity, response: createResponse(request, 404, { reason: "Unknown AoR" }) };
    }
    if (aor !== identityAor)
      return { identity, response: createResponse(request, 403, { reason: "Not Your AoR" }) };
    // An in-process user agent serves it (src/ua/): no device may bind it from outside.
    if (options.locations.isPinned(aor))
      return { identity, response: createResponse(request, 403, { reason: "Served Locally" }) };
    return { identity, response: this.updateBindings(request, connection, aor, auth.username) };
  }

  /** Steps 6 and 7, applied all or nothing, then step 8's answer. */
  private updateBindings(
    request: SipRequest,
    connection: Connection,
    aor: Aor,
    username: string,
  ): SipResponse {
    const { locations, clock, expiry } = this.options;
    const callId = request.callId();
    const seq = request.cseq().seq;
    let headerExpires: number | undefined;
    try {
      headerExpires = request.expires();
    } catch (error) {
      if (error instanceof SipParseError) return createResponse(request, 400, { reason: "Bad Expires" });
      throw error;
    }
    const contacts = request.contacts();
    // One REGISTER cannot bind more devices than the AoR may hold: refused whole (403: retrying
    // the same request cannot succeed), so that one request never makes thousands of branches.
    if (contacts.length > this.options.maxBindingsPerAor)
      return createResponse(request, 403, { reason: "Too Many Contacts" });
    const put: Binding[] = [];
    const remove: string[] = [];
    if (contacts.some((c) => c.kind === "star")) {
      // Step 6: "*" only alone and with Expires: 0; it removes every binding of the AoR.
      if (contacts.length !== 1 || headerExpires !== 0)
        return createResponse(request, 400, { reason: "Invalid Wildcard" });
      remove.push(...locations.lookup(aor).map((b) => b.key));
    }
    const now = clock.now();
    let outbound = false;
    for (const contact of contacts) {
      if (contact.kind === "star") continue;
      const decision = decideExpiry(contact.params.getText("expires"), headerExpires, expiry);
      if (decision.kind === "malformed")
        return createResponse(request, 400, { reason: "Bad Contact Expires" });
      if (decision.kind === "too-brief") {
        return createResponse(request, 423, { headers: [["Min-Expires", String(expiry.minS)]] });
      }
      const instanceId = contact.params.getText("+sip.instance");
      const regIdText = contact.params.getText("reg-id");
      const regId = regIdText === undefined || !/^\d+$/.test(regIdText) ? undefined : Number(regIdText);
      if (instanceId !== undefined && regId !== undefined) outbound = true;
      const address: NameAddr = { uri: contact.uri, params: contact.params.clone().delete("expires") };
      if (contact.displayName !== undefined) address.displayName = contact.displayName;
      const contactUri = serializeUri(contact.uri);
      const contactText = serializeNameAddr(address);
      if (Buffer.byteLength(contactText) > this.options.maxContactBytes) {
        return createResponse(request, 400, { reason: "Contact Too Long" });
      }
      const key = bindingKey(instanceId, regId, contactUri);
      const existing = locations.find(aor, key);
      // Step 7: the same Call-ID must bring a higher CSeq, else the request is out of order.
      if (existing && existing.callId === callId && existing.cseq >= seq) {
        return createResponse(request, 500, { reason: "Out Of Order CSeq", headers: [["Retry-After", "1"]] });
      }
      if (decision.seconds === 0) {
        if (existing) remove.push(key);
        continue;
      }
      const userAgent = request.headers.get("User-Agent");
      put.push({
        aor,
        key,
        address,
        contact: contactText,
        contactUri,
        connection,
        connectionId: connection.id,
        remote: connection.remote,
        username,
        callId,
        cseq: seq,
        registeredAt: existing?.registeredAt ?? now,
        expiresAt: now + decision.seconds * 1000,
        ...(instanceId === undefined ? {} : { instanceId }),
        ...(regId === undefined ? {} : { regId }),
        ...(userAgent === undefined ? {} : { userAgent }),
      });
    }
    remove.push(...this.evictions(aor, put, remove));
    if (put.length > 0 || remove.length > 0) locations.apply(aor, { put, remove });
    return this.okWithBindings(
      request,
      aor,
      outbound && request.optionTags("Supported").includes("outbound"),
    );
  }

  /**
   * The oldest bindings to drop so that the AoR keeps at most `maxBindingsPerAor` after this
   * REGISTER: the device that registers now is the one its user has in hand; one that registered
   * long ago (and is not in this request) is the likelier to be forgotten.
   */
  private evictions(aor: Aor, put: readonly Binding[], remove: readonly string[]): string[] {
    const touched = new Set([...put.map((b) => b.key), ...remove]);
    const kept = this.options.locations.lookup(aor).filter((b) => !touched.has(b.key));
    const excess = kept.length + put.length - this.options.maxBindingsPerAor;
    if (excess <= 0) return [];
    return [...kept]
      .sort((a, b) => a.registeredAt - b.registeredAt)
      .slice(0, excess)
      .map((b) => b.key);
  }

  /** Step 8: 200 listing every current binding with its remaining lifetime. */
  private okWithBindings(request: SipRequest, aor: Aor, outbound: boolean): SipResponse {
    const now = this.options.clock.now();
    const headers: Array<[string, string]> = this.options.locations.lookup(aor).map((binding) => {
      const address = cloneNameAddr(binding.address);
      address.params.set("expires", String(Math.max(0, Math.round((binding.expiresAt - now) / 1000))));
      return ["Contact", serializeNameAddr(address)];
    });
    headers.push(["Date", new Date(now).toUTCString()]);
    // RFC 5626 §6: a registrar that keeps the flow says so with Require: outbound.
    if (outbound) headers.push(["Require", "outbound"]);
    return createResponse(request, 200, { headers });
  }
}
