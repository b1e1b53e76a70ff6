import type { BlfEntry } from "@mobex/contracts/blf";
import type { Lamp } from "./lamp";

/** spec 1 §3: the voicemail button dials the voicemail code. */
export const VOICEMAIL_CODE = "*1";

export type TileAction =
  | {
      readonly id: "call" | "pickUp" | "speedDial" | "voicemail";
      readonly label: string;
      /** What is dialled or picked up. */
      readonly number: string;
    }
  | { readonly id: "answerOrHangUp"; readonly label: string };

export type TileActionId = TileAction["id"];

/** The headset key (H) works like a headset's button: it answers a ringing call, else ends the call. */
export const headsetAction: TileAction = { id: "answerOrHangUp", label: "Answer or hang up" };

const callAction = (entry: BlfEntry): TileAction => ({ id: "call", label: "Call", number: entry.blf_number });
const pickUpAction = (entry: BlfEntry): TileAction => ({
  id: "pickUp",
  label: "Pick up",
  number: entry.blf_number,
});

/**
 * The tile's menu (spec 1 §2 "right-click opens a menu"): call, pick up while it rings, speed dial
 * for D and S, answer or hang up on the headset key (H). The user's own line (L) has nothing to
 * dial: calling yourself is no call. Video call and chat join once those features exist in the app.
 */
export function menuActions(entry: BlfEntry, lamp: Lamp | null): TileAction[] {
  switch (entry.type) {
    case "B":
    case "P":
      return lamp === "ringing" ? [pickUpAction(entry), callAction(entry)] : [callAction(entry)];
    case "D":
    case "S":
      return [{ id: "speedDial", label: "Speed dial", number: entry.blf_number }];
    case "V":
      return [{ id: "voicemail", label: "Call voicemail", number: VOICEMAIL_CODE }];
    case "H":
      return [headsetAction];
    case "L":
    case "RP":
    case "RR":
    case "N":
      return [];
  }
}

/**
 * The tile's direct action, on a button of its own beside the tile (issue 10): a click on the tile
 * itself always opens the detail dialog (spec 1 §2). Pick up while the colleague's phone rings, else
 * call; speed dial for D and S; voicemail; answer or hang up on the headset key; nothing on your
 * own line and the keys without a target.
 */
export function directAction(entry: BlfEntry, lamp: Lamp | null): TileAction | null {
  return menuActions(entry, lamp)[0] ?? null;
}

/** The direct action's accessible name: what it does and to whom ("Call Bob Brown"). */
export function directActionName(action: TileAction, name: string): string {
  return action.id === "voicemail" ? action.label : `${action.label} ${name}`;
}

/** What a tile hands over when dragged onto the call (issue 10): a colleague's or key's number. */
export function dragNumber(entry: BlfEntry): string | null {
  switch (entry.type) {
    case "B":
    case "P":
    case "D":
    case "S":
      return entry.blf_number === "" ? null : entry.blf_number;
    case "H":
    case "L":
    case "RP":
    case "RR":
    case "N":
    case "V":
      return null;
  }
}
