import type { AuthOutcome } from "../auth/digest-authenticator";
import { isSipUri, type SipUri } from "../grammar/sip-uri";
import { createResponse } from "../message/create-response";
import type { SipRequest } from "../message/sip-message";
import { aorOf, toAor, userOf, type Aor } from "../registrar/aor";
import type { Binding, BindingView } from "../registrar/binding";
import type { ServerTransaction } from "../transaction/transaction-layer";
import type { Connection } from "../transport/connection";
import { effectiveDecoration } from "./caller-decoration";
import { dialogObserver } from "./dialog-observer";
import { ForkContext } from "./fork-context";
import type { ForkFallback, ForkTarget } from "./fork-types";
import type { TrackedDialog } from "../dialog/tracked-dialog";
import { diversionHeader } from "./diversion";
import type { Caller, CallFallback, CallerDecoration } from "./hooks";
import { assertedIdentity, identityRewrite, withIdentity } from "./identity-rewrite";
import { pickUp } from "./pickup";
import type { ProxyRuntime } from "./proxy-runtime";

/** What one user may send only so often (proxy/limits.ts `callRate`): each rings someone's devices. */
const RATE_LIMITED = new Set(["INVITE", "MESSAGE"]);

/** RFC 3261 §12.1, RFC 6665 §4.1, RFC 3515 §2.4.4: requests whose answers open a dialog get Record-Route. */
const DIALOG_CREATING = new Set(["INVITE", "SUBSCRIBE", "REFER"]);

/**
 * A request outside any dialog, to a user: authenticate the caller (RFC 3261 §22.3, 407), ask the
 * app where the dialled number goes, present the caller as the app says, and fork to every
 * registered device of the target (RFC 3261 §16.5, §16.6).
 */
export class OutOfDialogRouter {
  constructor(private readonly runtime: ProxyRuntime) {}

  async route(
    request: SipRequest,
    connection: Connection,
    server: ServerTransaction,
    loopHash: string,
  ): Promise<void> {
    const { runtime } = this;
    // Registered first, so that a CANCEL arriving while the hooks run finds it.
    const context = new ForkContext(runtime.forkDependencies, server, request, loopHash);
    runtime.forks.register(server, context);

    const localAor = runtime.localAgents.get(connection.id);
    if (localAor) {
      this.routeFromLocalAgent(request, connection, context, localAor);
      return;
    }
    const auth =
      this.trusted(request, connection) ??
      (await runtime.authenticator.authenticate(request, connection.id, "proxy"));
    if (context.wasCanceled) return;
    if (auth.kind === "rejected") {
      context.respondWith(auth.response);
      return;
    }
    const callerAor = toAor(auth.aor, runtime.domain);
    if (!callerAor) {
      runtime.logger.error("sip-proxy: authenticate returned an unusable AoR", { aor: auth.aor });
      context.respond(500, "Bad Account Mapping");
      return;
    }
    runtime.connections.authenticated(connection.id, callerAor);
    if (this.rateLimited(request, context, callerAor)) return;
    const from = request.from();
    const caller: Caller = {
      aor: callerAor,
      username: auth.username,
      connectionId: connection.id,
      remote: connection.remote,
      ...(from.displayName === undefined ? {} : { displayName: from.displayName }),
    };
    const uri = request.uri;
    // checkRequest answered 416 to other schemes already; this only narrows the type.
    if (!isSipUri(uri)) {
      context.respond(416);
      return;
    }
    const resolution = await runtime.hooks.resolveTarget({
      method: request.method,
      dialled: dialledOf(uri),
      requestUri: uri,
      from,
      caller,
      callId: request.callId(),
      body: request.body,
    });
    if (context.wasCanceled) return;
    if (resolution.kind === "reject") {
      context.respond(resolution.status, resolution.reason);
      return;
    }
    if (resolution.kind === "pickup") {
      if (request.method !== "INVITE") context.respond(404, "No Call To Pick Up");
      else
        pickUp(runtime, {
          request,
          context,
          connection,
          pickerAor: callerAor,
          dialogId: resolution.dialog,
          ...(resolution.headers ? { headers: resolution.headers } : {}),
        });
      return;
    }
    const calleeAor = toAor(resolution.aor, runtime.domain);
    if (!calleeAor) {
      runtime.logger.error("sip-proxy: resolveTarget returned an unusable AoR", { aor: resolution.aor });
      context.respond(500, "Bad Target Mapping");
      return;
    }
    // The optional hook gets a copy to read; without one, no copy and no turn of the event loop.
    const { hooks } = runtime;
    const fromHook = hooks.decorateRequest
      ? await hooks.decorateRequest(request.clone(), caller, { aor: calleeAor })
      : null;
    if (context.wasCanceled) return;
    const decoration = effectiveDecoration(from, caller, resolution.decorate, fromHook);
    const fallback = request.method === "INVITE" ? resolution.fallback : undefined;
    const fallbackAor = fallback && toAor(fallback.aor, runtime.domain);
    if (fallback && !fallbackAor) {
      runtime.logger.error("sip-proxy: resolveTarget returned an unusable fallback", { aor: fallback.aor });
      context.respond(500, "Bad Fallback Mapping");
      return;
    }
    const dialog = this.present(request, context, caller, decoration, calleeAor, dialledOf(uri));
    if (fallback && fallbackAor) {
      context.plan.fallback = this.fallbackPlan(
        request,
        calleeAor,
        { ...fallback, aor: fallbackAor },
        dialog,
      );
    }
    this.fork(request, connection, context, calleeAor);
  }

  /**
   * An in-process user agent's request (src/ua/): trusted without a digest, routed to the AoR of
   * our domain that its Request-URI names (the app's resolveTarget is not asked: the agent is the
   * app's own code), to every device `chooseDevices` allows.
   */
  private routeFromLocalAgent(
    request: SipRequest,
    connection: Connection,
    context: ForkContext,
    localAor: Aor,
  ): void {
    const uri = request.uri;
    const target = isSipUri(uri) && this.runtime.address.isOwnHost(uri.host) ? aorOf(uri) : undefined;
    if (!target || !isSipUri(uri)) {
      context.respond(404, "Not Our Domain");
      return;
    }
    const caller: Caller = {
      aor: localAor,
      username: userOf(localAor),
      connectionId: connection.id,
      remote: connection.remote,
    };
    this.present(request, context, caller, undefined, target, dialledOf(uri));
    this.fork(request, connection, context, target);
  }

  /** Serial forking to `fallback.aor`'s devices, told to the dialog tracker before they ring. */
  private fallbackPlan(
    request: SipRequest,
    calleeAor: Aor,
    fallback: CallFallback & { aor: Aor },
    dialog: TrackedDialog | undefined,
  ): ForkFallback {
    const { runtime } = this;
    return {
      ...(fallback.afterMs === undefined ? {} : { afterMs: fallback.afterMs }),
      ...(fallback.onStatuses === undefined ? {} : { onStatuses: fallback.onStatuses }),
      targets: (reason) => {
        const bindings = this.chosen(request.method, fallback.aor, runtime.locations.lookup(fallback.aor));
        const headers = [diversionHeader(calleeAor, reason)];
        return targetsOf(bindings).map((target) => ({ ...target, headers }));
      },
      onDiverted: (reason) => {
        if (dialog) runtime.dialogs.diverted(dialog, fallback.aor, reason);
      },
      onAnsweredByFirstTarget: () => {
        if (dialog) runtime.dialogs.undiverted(dialog, calleeAor);
      },
    };
  }

  /**
   * One user's calls and messages are rate-limited before the app is asked anything, so that a
   * flood leaves no history rows and costs no lookups. SIP has no 429: 503 with Retry-After
   * (RFC 3261 §21.5.4) says "not now, from this server", where 486/480 would blame the callee.
   */
  private rateLimited(request: SipRequest, context: ForkContext, callerAor: Aor): boolean {
    if (!RATE_LIMITED.has(request.method)) return false;
    const retryAfter = this.runtime.callRate.take(callerAor);
    if (retryAfter === undefined) return false;
    const headers: Array<[string, string]> = [["Retry-After", String(retryAfter)]];
    context.respondWith(createResponse(request, 503, { reason: "Too Many Requests", headers }));
    return true;
  }

  /** A registered flow's own call or message needs no second challenge (auth/flow-trust.ts). */
  private trusted(request: SipRequest, connection: Connection): AuthOutcome | undefined {
    const vouched = this.runtime.trust.vouchFor(request, connection.id);
    return vouched && { kind: "authenticated", username: vouched.username, aor: vouched.aor };
  }

  /** Applies the caller's presentation to the request and records how to undo it for the caller. */
  private present(
    request: SipRequest,
    context: ForkContext,
    caller: Caller,
    decoration: CallerDecoration | undefined,
    calleeAor: Aor,
    dialled: string | undefined,
  ): TrackedDialog | undefined {
    const { runtime } = this;
    const from = request.from();
    const rewrite = identityRewrite(from, decoration);
    const sentFrom = request.headers.get("From") ?? "";
    // RFC 3325 §5: identities asserted by the client are not trusted; RFC 3261 §22.3: our realm's credentials stop here.
    request.headers
      .remove("P-Asserted-Identity")
      .remove("P-Preferred-Identity")
      .remove("Proxy-Authorization")
      // RFC 5806: only this proxy says a call was diverted (callers cannot forge it).
      .remove("Diversion");
    const shown = rewrite?.decorated ?? from;
    if (rewrite) {
      request.headers.set("From", withIdentity(sentFrom, "From", rewrite.decorated));
      context.plan.rewriteResponse = (response) => void response.headers.set("From", sentFrom);
    }
    request.headers.append("P-Asserted-Identity", assertedIdentity(shown));
    for (const [name, value] of decoration?.headers ?? []) request.headers.append(name, value);
    if (request.method !== "INVITE") return undefined;
    const fromTag = request.fromTag() ?? "";
    const dialog = runtime.dialogs.begin({
      callId: request.callId(),
      callerTag: fromTag,
      callerConnectionId: caller.connectionId,
      parties: {
        callerAor: caller.aor,
        calleeAor,
        ...optional("dialled", dialled),
        ...optional("callerDisplayName", shown.displayName),
        ...optional("callerUser", isSipUri(shown.uri) ? shown.uri.user : undefined),
      },
      ...(rewrite ? { identity: rewrite } : {}),
    });
    context.plan.observer = dialogObserver(runtime.dialogs, dialog);
    runtime.forks.bindDialog(dialog.id, context);
    return dialog;
  }

  private fork(request: SipRequest, connection: Connection, context: ForkContext, calleeAor: Aor): void {
    const { runtime } = this;
    const bindings = this.chosen(request.method, calleeAor, runtime.locations.lookup(calleeAor));
    const fromTag = request.fromTag() ?? "";
    if (DIALOG_CREATING.has(request.method)) {
      context.plan.recordRoute = (target) =>
        runtime.address.recordRoute(connection.transport, {
          callId: request.callId(),
          ftag: fromTag,
          fromConnection: connection.id,
          toConnection: target.connection.id,
        });
    }
    // RFC 3261 §16.5: no registered contact for a known user: 480, or the fallback.
    context.forward(targetsOf(bindings));
  }

  /** The devices the app lets this request ring (hooks.chooseDevices), as the location service keeps them. */
  private chosen(method: string, aor: Aor, registered: readonly Binding[]): readonly Binding[] {
    const { hooks } = this.runtime;
    if (!hooks.chooseDevices || registered.length === 0) return registered;
    const picked = new Set<BindingView>(hooks.chooseDevices(method, aor, registered));
    return registered.filter((binding) => picked.has(binding));
  }
}

function targetsOf(bindings: readonly Binding[]): ForkTarget[] {
  return bindings.map((binding) => ({
    connection: binding.connection,
    requestUri: binding.address.uri,
    device: {
      contact: binding.contact,
      connectionId: binding.connectionId,
      ...optional("instanceId", binding.instanceId),
    },
  }));
}

function dialledOf(uri: SipUri): string | undefined {
  if (uri.user === undefined) return undefined;
  try {
    return decodeURIComponent(uri.user);
  } catch {
    return uri.user;
  }
}

function optional<K extends string, V>(key: K, value: V | undefined): { [P in K]?: V } {
  return (value === undefined ? {} : { [key]: value }) as { [P in K]?: V };
}
