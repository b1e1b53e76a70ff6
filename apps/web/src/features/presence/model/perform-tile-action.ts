import { answerOrHangUp, dialNumber, pickUpCall } from "../../calls/commands";
import { startVideoCall } from "../../video/commands";
import type { TileAction } from "./tile-actions";

/** Runs a tile's action through the calls or video feature; the call drawer shows what follows. */
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
  }
}
