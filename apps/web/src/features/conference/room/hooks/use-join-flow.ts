import { type RoomInfo, conferenceTexts } from "@mobex/contracts/conference";
import { useCallback, useEffect, useRef, useState } from "react";
import { useNavigate } from "react-router";
import { sessionToken } from "../../../../shared/api/api-client";
import { notify } from "../../../../shared/ui/notify-store";
import { getRoomInfo, joinRoom, requestGuestToken } from "../api/room-requests";
import { setActiveRoom } from "../model/active-room";
import { newParticipantId } from "../model/conference-name";
import type { ConferenceLive as LiveChannel } from "../../../../services/conference-live/conference-live-client";
import { type LocalMedia, mediaTexts, openLocalMedia } from "../model/local-media";
import { addPinRequest, removePinRequest } from "../model/pin-requests-store";
import { showRoomNotice } from "../model/room-notices";
import { RoomSession, janusFailureText } from "../model/room-session";
import { useRoomStore } from "../model/room-store";
import { joinStep } from "../model/join-step";

/** spec 2 §8 "'No one in the room to answer, try again later' (toast 3 s)". */
const REFUSAL_TOAST_MS = 3_000;

export type ConnectLive = (token: string) => LiveChannel;

export interface JoinInput {
  readonly name: string;
  readonly email: string;
  readonly token: string;
}

interface JoinFlowOptions {
  readonly roomId: string;
  /** The signed-in user's phone; null for a guest. */
  readonly phone: string | null;
  readonly connectLive: ConnectLive;
}

const iceServersOf = (info: RoomInfo): RTCIceServer[] =>
  (info.iceServers ?? []).map((server) => ({
    urls: server.urls,
    ...(server.username === undefined ? {} : { username: server.username }),
    ...(server.credential === undefined ? {} : { credential: server.credential }),
  }));

/** The join dialog's work: the room lookup, the preview's media, the token request and the join itself. */
export function useJoinFlow({ roomId, phone, connectLive }: JoinFlowOptions) {
  const navigate = useNavigate();
  const [info, setInfo] = useState<RoomInfo | null>(null);
  const [media, setMedia] = useState<LocalMedia | null>(null);
  /** When the token was e-mailed (the 60 s countdown runs from it); null before. */
  const [tokenRequestedAt, setTokenRequestedAt] = useState<number | null>(null);
  const [busy, setBusy] = useState(false);
  const handedOver = useRef(false);

  const leaveWith = useCallback(
    (message: string | null) => {
      if (message !== null) notify(message, "error");
      void navigate("/conference");
    },
    [navigate],
  );

  useEffect(() => {
    let cancelled = false;
    getRoomInfo(roomId).then(
      (found) => !cancelled && setInfo(found),
      (error: unknown) =>
        !cancelled && leaveWith(error instanceof Error ? error.message : conferenceTexts.joinFailed),
    );
    return () => {
      cancelled = true;
    };
  }, [roomId, leaveWith]);

  useEffect(() => {
    let opened: LocalMedia | null = null;
    let cancelled = false;
    void openLocalMedia(localStorage.getItem("audioinput"), localStorage.getItem("videoinput")).then(
      (result) => {
        if (cancelled) {
          for (const track of result.stream.getTracks()) track.stop();
          return;
        }
        opened = result;
        setMedia(result);
        if (result.camera === "denied") showRoomNotice(mediaTexts.cameraDenied, "warning", 4_000);
        if (result.microphone === "denied") showRoomNotice(mediaTexts.microphoneDenied, "warning", 4_000);
        if (result.otherError !== null) showRoomNotice(result.otherError, "error", 4_000);
      },
    );
    return () => {
      cancelled = true;
      // The room's session owns the tracks once it has them.
      if (!handedOver.current) for (const track of opened?.stream.getTracks() ?? []) track.stop();
    };
  }, []);

  const step = info === null ? null : joinStep(info, tokenRequestedAt !== null);

  const requestToken = useCallback(
    async (email: string) => {
      setBusy(true);
      try {
        await requestGuestToken(roomId, email);
        setTokenRequestedAt(Date.now());
      } catch (error) {
        showRoomNotice(
          error instanceof Error ? error.message : conferenceTexts.inviteNotFound,
          "error",
          4_000,
        );
      } finally {
        setBusy(false);
      }
    },
    [roomId],
  );

  const enter = useCallback(
    async (input: JoinInput) => {
      if (info === null || media === null || step === null) return;
      if (media.microphone === "denied") {
        showRoomNotice(mediaTexts.microphoneRequired, "error", 4_000);
        return;
      }
      setBusy(true);
      let live: LiveChannel | null;
      try {
        live = connectLive(info.liveToken);
      } catch {
        // The room works without the live channel: no hands or admissions, but video and chat.
        live = null;
      }
      let pin: string;
      let janusUrl = info.url;
      try {
        if (step === "askToJoin") {
          if (live === null) throw new Error(conferenceTexts.joinFailed);
          const answer = await live.requestPin(roomId, input.name);
          if (!answer.allow) {
            live.dispose();
            setBusy(false);
            showRoomNotice(
              answer.reason === "nomoderator" ? conferenceTexts.noModerator : conferenceTexts.notAllowed,
              "error",
              REFUSAL_TOAST_MS,
            );
            return;
          }
          pin = answer.pin;
        } else {
          const bearer = step === "enterToken" ? input.token.trim() : (sessionToken() ?? "");
          const joined = await joinRoom(roomId, bearer, input.name, input.email);
          pin = joined.pin;
          janusUrl = joined.url;
        }
      } catch (error) {
        live?.dispose();
        leaveWith(error instanceof Error ? error.message : conferenceTexts.joinFailed);
        return;
      }
      if (live !== null) {
        live.onPinRequested(addPinRequest);
        live.onPinRequestAnswered(({ socketId }) => removePinRequest(socketId));
      }
      useRoomStore.setState({ phase: "joining" });
      try {
        handedOver.current = true;
        const session = await RoomSession.enter(
          {
            roomId,
            title: info.title,
            janusUrl,
            pin,
            iceServers: iceServersOf(info),
            selfId: newParticipantId(phone),
            name: input.name,
            media,
            live,
          },
          (reason) => {
            setActiveRoom(null);
            leaveWith(reason);
          },
        );
        setActiveRoom(session);
      } catch (error) {
        handedOver.current = false;
        live?.dispose();
        useRoomStore.setState({ phase: "idle" });
        for (const track of media.stream.getTracks()) track.stop();
        const text = janusFailureText(error);
        // Not one of the refusals the spec names: a fault worth reporting, not only showing.
        if (text === conferenceTexts.joinFailed) reportError(error);
        leaveWith(text);
      } finally {
        setBusy(false);
      }
    },
    [info, media, step, roomId, phone, connectLive, leaveWith],
  );

  return {
    info,
    media,
    step,
    busy,
    tokenRequestedAt,
    requestToken,
    enter,
    askNewToken: () => setTokenRequestedAt(null),
  };
}
