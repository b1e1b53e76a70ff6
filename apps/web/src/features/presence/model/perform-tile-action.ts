import { answerOrHangUp, dialNumber, pickUpCall } from "../../calls/commands";
import { openChatWith } from "../../chat/commands";
import { startVideoCall } from "../../video/commands";
import type { TileAction } from "./tile-actions";

/** Runs a tile's action through the calls, video or chat feature; the call drawer shows what follows. */
export function performTileAction(action: TileAction): void {
  switch (action.id) {
    case "call":
    case "speedDial":
    case "voicemail":
      dialNumber(action.number);
      return;
    case "videoCall":
      startVideoCall(action.number, action.name);
      return;
    case "pickUp":
      pickUpCall(action.number);
      return;
    case "answerOrHangUp":
      answerOrHangUp();
      return;
    case "chat":
      openChatWith(action.number);
      return;
  }
}
