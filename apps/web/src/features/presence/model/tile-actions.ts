import type { BlfEntry } from "@mobex/contracts/blf";
import { entryName } from "./display-name";
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
  | {
      readonly id: "videoCall";
      readonly label: string;
      /** The colleague's full phone number, which the video plane knows them by. */
      readonly number: string;
      /** Shown by the video call panel while it calls. */
      readonly name: string;
    }
  | { readonly id: "answerOrHangUp"; readonly label: string }
  | {
      readonly id: "chat";
      readonly label: string;
      /** The colleague's number, which the chat finds them by. */
      readonly number: string;
    };

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
 * spec 1 §4: "Video calling is offered only when video is enabled and the colleague is online with
 * video" — a colleague's lamp or pickup key whose BLF `video` is '1' (a video device connected now).
 * Never the user's own line (L): spec 1 §5 "You cannot call yourself".
 */
export function videoAction(entry: BlfEntry, videoEnabled: boolean): TileAction | null {
  const colleague = (entry.type === "B" || entry.type === "P") && entry.stype === "phone";
  if (!videoEnabled || !colleague || entry.video !== "1") return null;
  return { id: "videoCall", label: "Video call", number: entry.blf_number, name: entryName(entry) };
}

/** spec 2 §6: "The chat entry for another user is offered only when that user's presence item is of BLF or BLF pickup type and carries the chat flag." */
export function chatAction(entry: BlfEntry, chatEnabled: boolean): TileAction | null {
  const colleague = entry.type === "B" || entry.type === "P";
  if (!chatEnabled || !colleague || entry.chat !== "1") return null;
  return { id: "chat", label: "Chat", number: entry.blf_number };
}

/**
 * The tile's menu (spec 1 §2 "right-click opens a menu"): call, pick up while it rings, video call
 * (videoAction), chat (chatAction), speed dial for D and S, answer or hang up on the headset key
 * (H). The user's own line (L) has nothing to dial: calling yourself is no call.
 */
export function menuActions(
  entry: BlfEntry,
  lamp: Lamp | null,
  videoEnabled: boolean,
  chatEnabled = false,
): TileAction[] {
  switch (entry.type) {
    case "B":
    case "P": {
      const calls = lamp === "ringing" ? [pickUpAction(entry), callAction(entry)] : [callAction(entry)];
      const extras = [videoAction(entry, videoEnabled), chatAction(entry, chatEnabled)];
      return [...calls, ...extras.filter((action) => action !== null)];
    }
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
  return menuActions(entry, lamp, false)[0] ?? null;
}

/**
 * The direct action's accessible name: what it does and to whom ("Call Bob Brown", "Video call with
 * Bob Brown" — which a search for the voice call's name does not also find).
 */
export function directActionName(action: TileAction, name: string): string {
  switch (action.id) {
    case "voicemail":
      return action.label;
    case "videoCall":
    case "chat":
      return `${action.label} with ${name}`;
    case "call":
    case "pickUp":
    case "speedDial":
    case "answerOrHangUp":
      return `${action.label} ${name}`;
  }
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
