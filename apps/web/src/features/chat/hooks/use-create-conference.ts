import { conferenceTexts } from "@mobex/contracts/conference";
import { useCallback, useRef } from "react";
import { notify } from "../../../shared/ui/notify-store";
import { useOwnCard } from "../../auth/commands";
import type { ConversationType } from "../model/chat-types";
import { createConferenceRoom } from "../model/create-conference-room";
import { activeChat } from "../runtime/active-chat";

/** The input bar's "Create videoconference": creates the room, then posts its link; one at a time. */
export function useCreateConference(id: string, type: ConversationType): () => void {
  const card = useOwnCard();
  const creating = useRef(false);
  return useCallback(() => {
    if (creating.current) return;
    if (card === null) {
      notify(conferenceTexts.createNoToken, "error");
      return;
    }
    creating.current = true;
    void createConferenceRoom(card)
      .then((outcome) => {
        if (outcome.kind === "failed") notify(outcome.text, "error");
        else activeChat()?.sendConference(id, type, outcome.roomCode);
      })
      .finally(() => {
        creating.current = false;
      });
  }, [card, id, type]);
}
