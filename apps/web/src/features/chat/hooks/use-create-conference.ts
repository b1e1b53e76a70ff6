import { conferenceTexts } from "@mobex/contracts/conference";
import { useCallback, useRef } from "react";
import { notify } from "../../../shared/ui/notify-store";
import { useAccessClaims, useProfile } from "../../auth/commands";
import type { ConversationType } from "../model/chat-types";
import { createConferenceRoom } from "../model/create-conference-room";
import { activeChat } from "../runtime/active-chat";

/** The input bar's "Create videoconference": creates the room, then posts its link; one at a time. */
export function useCreateConference(id: string, type: ConversationType): () => void {
  const claims = useAccessClaims();
  const profile = useProfile();
  const creating = useRef(false);
  return useCallback(() => {
    if (creating.current) return;
    if (claims === null || profile.data === undefined) {
      notify(conferenceTexts.createNoToken, "error");
      return;
    }
    const { email, extension, name, phone } = profile.data;
    creating.current = true;
    void createConferenceRoom({ email, extension: extension || phone || claims.phone, name })
      .then((outcome) => {
        if (outcome.kind === "failed") notify(outcome.text, "error");
        else activeChat()?.sendConference(id, type, outcome.roomCode);
      })
      .finally(() => {
        creating.current = false;
      });
  }, [claims, profile.data, id, type]);
}
