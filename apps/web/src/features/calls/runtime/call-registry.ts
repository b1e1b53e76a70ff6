import type { EndInfo } from "../../../services/sip/end-info";
import type { SipSession } from "../../../services/sip/sip-session";
import { RemoteAudio } from "../audio/remote-audio";
import { type Call, type CallOrigin, type CallRole, plainRole } from "../model/call";
import { closeDelayMs } from "../model/call-machine";
import { callById, callTransitions } from "../model/call-store";
import { type SessionHandlers, bindSession } from "./session-binding";

export interface AdoptOptions {
  readonly origin: CallOrigin;
  /** What the screens show as the number. */
  readonly number: string;
  readonly role?: CallRole;
}

interface Entry {
  readonly session: SipSession;
  readonly audio: RemoteAudio;
  readonly unbind: () => void;
  closeTimer?: ReturnType<typeof setTimeout>;
}

function newCall(session: SipSession, options: AdoptOptions): Call {
  const remote = session.remoteIdentity;
  return {
    id: session.id,
    direction: session.direction === "incoming" ? "in" : "out",
    origin: options.origin,
    number: options.number,
    originalName: remote.name,
    originalNumber: remote.user,
    status: "init",
    disposition: null,
    startTime: Date.now(),
    answerTime: null,
    endTime: null,
    muted: false,
    localHold: false,
    remoteHold: false,
    merged: false,
    active: false,
    role: options.role ?? plainRole,
    transferred: false,
    endInfo: null,
    stats: null,
  };
}

/**
 * The live sessions behind the calls in the store: adopts a session as a call, and closes it — the
 * session disposed, its audio stopped, the call removed — 1.5 s (or 1 s) after it ends (spec 1 §4).
 */
export class CallRegistry {
  readonly #entries = new Map<string, Entry>();
  readonly #handlers: SessionHandlers;

  constructor(handlers: SessionHandlers) {
    this.#handlers = handlers;
  }

  adopt(session: SipSession, options: AdoptOptions): Call {
    const call = newCall(session, options);
    const audio = new RemoteAudio();
    const unbind = bindSession(call.id, session, audio, {
      ...this.#handlers,
      onEnd: (callId, info) => {
        this.#scheduleClose(callId, info);
        this.#handlers.onEnd(callId, info);
      },
    });
    this.#entries.set(call.id, { session, audio, unbind });
    callTransitions.added(call);
    return call;
  }

  session(callId: string): SipSession | undefined {
    return this.#entries.get(callId)?.session;
  }

  /** Sessions of calls still up, for the statistics sampler. */
  liveSessions(): [string, SipSession][] {
    return [...this.#entries]
      .filter(([, entry]) => !entry.session.isEnded)
      .map(([id, entry]) => [id, entry.session]);
  }

  /** spec 1 §3 Settings audioOutput: a new speaker takes every call's audio at once. */
  routeAudio(deviceId: string): void {
    for (const entry of this.#entries.values()) void entry.audio.route(deviceId);
  }

  dispose(): void {
    for (const callId of [...this.#entries.keys()]) this.#close(callId);
  }

  #scheduleClose(callId: string, info: EndInfo): void {
    const entry = this.#entries.get(callId);
    if (entry === undefined || entry.closeTimer !== undefined) return;
    entry.audio.dispose();
    entry.closeTimer = setTimeout(() => this.#close(callId), closeDelayMs(info));
  }

  #close(callId: string): void {
    const entry = this.#entries.get(callId);
    if (entry === undefined) return;
    clearTimeout(entry.closeTimer);
    entry.unbind();
    entry.session.dispose();
    entry.audio.dispose();
    this.#entries.delete(callId);
    if (callById(callId) !== undefined) callTransitions.removed(callId);
  }
}
