import { serverReachability } from "../../../shared/connection/server-reachability";
import type { SipEngineConfig } from "../../../services/sip/sip-engine";
import { SipEngine } from "../../../services/sip/sip-engine";
import { useSettingsStore } from "../../../shared/settings/settings-store";
import type { PhoneApi } from "../model/phone-api";
import { callById, callTransitions, useCallStore } from "../model/call-store";
import { BrowserNotifications } from "../notifications/browser-notifications";
import * as actions from "./call-actions";
import { handleCallEnded } from "./call-ended";
import { watchMissedVideoCalls } from "./missed-video-calls";
import { watchLineRecovery } from "./line-recovery";
import { CallRegistry } from "./call-registry";
import { ConferenceControl } from "./conference-control";
import { receiveIncoming } from "./incoming-calls";
import { mediaOptions } from "./media-options";
import { dial } from "./outgoing-calls";
import type { PhoneContext } from "./phone-context";
import { Pickups } from "./pickups";
import { SoundPolicy } from "./sound-policy";
import { startStatsSampler } from "./stats-sampler";
import { TimerScope } from "./timer-scope";
import { coordinateVideoCalls } from "./video-coexistence";
import * as transfers from "./transfers";

export { iceServersOf } from "./media-options";

export interface PhoneConfig {
  readonly engine: SipEngineConfig;
  readonly ownNumber: string;
  readonly iceServers: readonly RTCIceServer[];
}

export interface PhoneRuntime {
  readonly api: PhoneApi;
  updateCredentials(authorizationUser: string, password: string): void;
  dispose(): void;
}

/**
 * The signed-in user's phone: the SIP engine, the calls' sessions, sounds, statistics and
 * notifications, composed once; `dispose()` ends all of it (sign-out, new credentials' host).
 */
export function startPhone(config: PhoneConfig): PhoneRuntime {
  const engine = new SipEngine(config.engine);
  const timers = new TimerScope();
  const conference = new ConferenceControl();
  const pickups = new Pickups();
  const notifications = new BrowserNotifications((action, callId) => {
    if (action === "answer") actions.answer(ctx, callId);
    else if (action === "decline") actions.decline(ctx, callId);
  });
  const registry = new CallRegistry({
    onEnd: (callId, info) => handleCallEnded(ctx, { notifications, sounds }, callId, info),
    onRefer: (_callId, refer) => transfers.acceptRefer(ctx, refer),
    onReplaces: (callId, replaces) => transfers.acceptReplaces(ctx, callId, replaces),
  });
  const ctx: PhoneContext = {
    engine,
    registry,
    conference,
    pickups,
    timers,
    ownNumber: config.ownNumber,
    media: () => mediaOptions(config.iceServers),
  };
  const sounds = new SoundPolicy();
  const stopStats = startStatsSampler(registry);
  const removers = [
    useSettingsStore.subscribe((settings, previous) => {
      if (settings.audioOutput !== previous.audioOutput) registry.routeAudio(settings.audioOutput);
      if (settings.ringAllDevices !== previous.ringAllDevices)
        engine.setRingAllDevices(settings.ringAllDevices);
    }),
    engine.events.on("registration", callTransitions.registrationChanged),
    watchLineRecovery(engine, serverReachability),
    watchMissedVideoCalls({ notifications, sounds }, config.ownNumber),
    coordinateVideoCalls(ctx),
    engine.events.on("incoming", (session) => {
      const callId = receiveIncoming(ctx, session);
      const call = callId === null ? undefined : callById(callId);
      if (call !== undefined) notifications.incoming(call);
    }),
  ];
  engine.setRingAllDevices(useSettingsStore.getState().ringAllDevices);
  engine.start();

  const api: PhoneApi = {
    dial: (input) => dial(ctx, input),
    pickUp: (number) => pickups.start(ctx, number),
    answer: (callId) => actions.answer(ctx, callId),
    decline: (callId) => actions.decline(ctx, callId),
    hangUp: (callId) => actions.hangUp(ctx, callId),
    toggleMute: (callId) => actions.toggleMute(ctx, callId),
    toggleHold: (callId) => actions.toggleHold(ctx, callId),
    sendDtmf: (callId, tone) => actions.sendDtmf(ctx, callId, tone),
    swap: (callId) => actions.swap(ctx, callId),
    pickTransfer: (callId, intent) => transfers.pickTransfer(ctx, callId, intent),
    cancelTransferPick: () => {
      const pick = useCallStore.getState().transferPick;
      if (pick !== null) transfers.cancelTransferPick(ctx, pick.callId);
    },
    blindTransfer: (callId, input) => transfers.blindTransfer(ctx, callId, input),
    attendedTransfer: (callId, input) => transfers.attendedTransfer(ctx, callId, input),
    completeTransfer: (consultId) => transfers.completeTransfer(ctx, consultId),
    inviteToConference: (callId, input) => transfers.inviteToConference(ctx, callId, input),
    merge: (callId) => void conference.merge(ctx, callId),
    split: (callId) => void conference.split(ctx, callId),
    retryRing: () => sounds.retryRing(),
  };

  return {
    api,
    updateCredentials: (authorizationUser, password) => engine.updateCredentials(authorizationUser, password),
    dispose: () => {
      stopStats();
      removers.forEach((remove) => remove());
      sounds.dispose();
      notifications.dispose();
      pickups.dispose();
      void conference.dispose();
      registry.dispose();
      engine.dispose();
      timers.dispose();
      callTransitions.reset();
    },
  };
}
