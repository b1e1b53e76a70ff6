import type { MucService } from "@mobex/xmpp-server/modules/xep-0045-muc/muc-service";
import type { GroupEvents } from "../../domain/chat/group-events";
import type { Room } from "../../domain/chat/room-options";

/**
 * The chat domain's group changes told to the MUC service (chat-design.md): created and added
 * members get mediated invitations (XEP-0045 §7.8.2) from the owner, removed ones are kicked
 * (affiliation none, 321), the occupants (the owner's devices among them) are told of both, a deleted
 * group's room is destroyed (§10.9).
 */
export class XmppGroupEvents implements GroupEvents {
  constructor(private readonly muc: MucService) {}

  /** Every member, the creator too (`members` holds the owner): their other devices hear of the group as well. */
  created(room: Room): Promise<void> {
    return this.membersAdded(room, room.members);
  }

  membersAdded(room: Room, added: readonly string[]): Promise<void> {
    this.muc.invite(room.jid, room.owner, added, room.title);
    this.muc.membersChanged(
      room.jid,
      added.map((jid) => ({ jid, affiliation: "member" })),
    );
    return Promise.resolve();
  }

  membersRemoved(room: Room, removed: readonly string[]): Promise<void> {
    this.muc.removed(room.jid, removed);
    this.muc.membersChanged(
      room.jid,
      removed.map((jid) => ({ jid, affiliation: "none" })),
    );
    return Promise.resolve();
  }

  deleted(room: Room): Promise<void> {
    this.muc.destroyed(room.jid, room.title);
    return Promise.resolve();
  }
}
