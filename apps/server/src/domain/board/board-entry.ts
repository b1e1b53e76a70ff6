import type { BlfButtonType, BlfEntry, BlfLineStatus } from "@mobex/contracts/blf";
import type { BlfButtonRow, UserRow } from "../../db/schema";
import type { LiveCallView } from "../calls/live-calls";
import { resolveTarget, type BoardTarget } from "./board-target";
import type { TenantSnapshot } from "./tenant-snapshot";

/**
 * The live side of the platform a poll reads: registrations and calls on this node. A user's calls
 * carry a version that changes whenever what callsOf answers for them changes (undefined while
 * they have none), so that a board keeps the lamps it serialised until then.
 */
export type LineState = {
  isRegistered(phone: string): boolean;
  /** A device of the user is connected to the video plane with video on (VideoDevices). */
  hasVideo(userId: string): boolean;
  callsOf(userId: string): readonly LiveCallView[];
  callsVersion(userId: string): number | undefined;
};

export type Live = Pick<
  BlfEntry,
  | "status"
  | "online"
  | "online_status"
  | "dnd"
  | "video"
  | "chat"
  | "mobex_status"
  | "start"
  | "call_type"
  | "snumber"
  | "dnumber"
  | "cnumber"
>;

/** The contract's values for an entry without a lamp (blfLineStatusSchema's documentation). */
export const NO_LAMP: Live = {
  status: "idle",
  online: "0",
  online_status: "O",
  dnd: "0",
  video: "0",
  chat: "0",
  mobex_status: "",
  start: 0,
  call_type: "",
  snumber: "",
  dnumber: "",
  cnumber: "",
};

const flag = (value: boolean) => (value ? "1" : "0");

/** The call a lamp shows: one ringing in (it can be picked up), else the oldest answered, else the oldest. */
function shownCall(calls: readonly LiveCallView[]): LiveCallView | undefined {
  return (
    calls.find((call) => call.state === "ringing" && call.direction === "in") ??
    calls.find((call) => call.state === "talking") ??
    calls[0]
  );
}

/** The lamp of a colleague's line as it is now. */
export function liveOf(colleague: UserRow, lines: LineState): Live {
  const online = lines.isRegistered(colleague.phone);
  const call = shownCall(lines.callsOf(colleague.id));
  let status: BlfLineStatus = online ? "idle" : "offline";
  if (call) status = call.state === "ringing" && call.direction === "in" ? "ringing" : "oncall";
  const incoming = call?.direction === "in";
  return {
    status,
    online: flag(online),
    online_status: colleague.onlineStatus === "U" ? "U" : "O",
    dnd: flag(colleague.dnd),
    // spec 1 §4: video is offered when the colleague is online with video right now (issue 11).
    video: flag(colleague.videoSupport && lines.hasVideo(colleague.id)),
    chat: flag(colleague.chatSupport && !colleague.chatDisabled),
    mobex_status: colleague.statusText,
    start: call ? Math.floor(call.since / 1000) : 0,
    call_type: call ? (incoming ? "INB" : "OUT") : "",
    snumber: call ? (incoming ? call.other.number : colleague.phone) : "",
    dnumber: call ? (incoming ? colleague.phone : call.other.number) : "",
    cnumber: call?.other.number ?? "",
  };
}

function contactOf(target: BoardTarget, snapshot: TenantSnapshot) {
  const { colleague, card } = target;
  return {
    stype: target.stype,
    callerid_internal: colleague?.callerIdInternal ?? "",
    callername_internal: colleague?.callerNameInternal ?? "",
    telephone: target.number,
    mobile: card?.mobile ?? "",
    other: card?.other ?? "",
    mail: colleague?.email ?? card?.mail ?? "",
    company: colleague ? snapshot.tenant.name : (card?.company ?? ""),
    department: card?.department ?? "",
  };
}

/** What an entry shows before its lamp: the button and what it points at. */
export type EntryHead = Pick<BlfEntry, "id" | "blf_name" | "blf_number" | "cpb_name" | "type" | "button">;
/** What an entry shows after its lamp: the contact details of the number. */
export type EntryTail = Omit<BlfEntry, keyof EntryHead | keyof Live>;

/**
 * One provisioned button as the board shows it (spec 1 §3 "BLF entry"), in the contract's field
 * order: head, then the lamp of `lamp` (the colleague's live line; NO_LAMP without one), then tail.
 * Head and tail change only with the directory; the lamp with the colleague's line.
 */
export function boardEntryParts(
  button: BlfButtonRow,
  owner: UserRow,
  snapshot: TenantSnapshot,
): { head: EntryHead; lamp: UserRow | undefined; tail: EntryTail } {
  const target = resolveTarget(snapshot, owner, button);
  const { colleague } = target;
  return {
    head: {
      id: button.id,
      blf_name: button.label || target.defaultName,
      blf_number: target.number,
      cpb_name: target.card?.name ?? "",
      type: button.type as BlfButtonType,
      button: button.position,
    },
    lamp: target.lamp ? colleague : undefined,
    tail: {
      qstatus: "",
      ...contactOf(target, snapshot),
      avatar_hash: colleague ? (snapshot.avatarHashes.get(colleague.id) ?? "") : "",
    },
  };
}
