import { answerOrHangUp, dialNumber, pickUpCall } from "../../calls/commands";
import type { TileAction } from "./tile-actions";

/** Runs a tile's action through the calls feature; the call drawer shows what follows. */
export function performTileAction(action: TileAction): void {
  switch (action.id) {
    case "call":
    case "speedDial":
    case "voicemail":
      dialNumber(action.number);
      return;
    case "pickUp":
      pickUpCall(action.number);
      return;
    case "answerOrHangUp":
      answerOrHangUp();
      return;
  }
}
