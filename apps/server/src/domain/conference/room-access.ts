/**
 * Who may enter a room and how (issue 14, spec 2 §4 Conference join, §6): the one place the rules
 * live. A signed-in colleague of the room's tenant enters a public room directly; a private room
 * lets in directly only its moderator and its invitees, others ask to join. Someone without a
 * session — or of another tenant, who counts as a guest — must get an e-mailed token when the room
 * has invitees with e-mail, and otherwise asks to join; a guest holding a valid token enters.
 */
export type RoomEntry = "direct" | "askToJoin" | "askForToken";

export interface RoomFacts {
  readonly tenantId: string;
  readonly creatorId: string | null;
  readonly isPrivate: boolean;
  readonly invitees: readonly { userId: string | null; email: string; moderator: boolean }[];
}

export type RoomCaller =
  | { readonly kind: "member"; readonly userId: string; readonly tenantId: string; readonly email: string }
  | { readonly kind: "guest" }
  | { readonly kind: "invitedGuest"; readonly email: string };

export interface RoomAccess {
  readonly entry: RoomEntry;
  /** May answer join requests (Allow / Deny): the room's creator and moderator invitees. */
  readonly moderator: boolean;
}

export function roomAccess(room: RoomFacts, caller: RoomCaller): RoomAccess {
  switch (caller.kind) {
    case "member": {
      if (caller.tenantId !== room.tenantId) return roomAccess(room, { kind: "guest" });
      const invitee = room.invitees.find(
        (entry) => entry.userId === caller.userId || entry.email === caller.email.toLowerCase(),
      );
      const moderator = room.creatorId === caller.userId || invitee?.moderator === true;
      const mayEnter = !room.isPrivate || moderator || invitee !== undefined;
      return { entry: mayEnter ? "direct" : "askToJoin", moderator };
    }
    case "invitedGuest": {
      const invited = room.invitees.some((entry) => entry.email === caller.email.toLowerCase());
      return { entry: invited ? "direct" : guestEntry(room), moderator: false };
    }
    case "guest":
      return { entry: guestEntry(room), moderator: false };
  }
}

function guestEntry(room: RoomFacts): RoomEntry {
  // The organiser is listed as the moderator invitee; anyone else listed was invited by e-mail.
  return room.invitees.some((entry) => !entry.moderator) ? "askForToken" : "askToJoin";
}
