import type { ChatGroup } from "@mobex/contracts/chat";
import type { UserRow } from "../../db/schema";
import type { ChatAddresses } from "../../domain/chat/chat-addresses";
import type { Room } from "../../domain/chat/room-options";

/**
 * spec 2 §3 "Group: groupID, groupDescription, groupOwner, members": members by name and extension
 * from the tenant's directory; one who left the tenant shows their phone as name and extension.
 */
export function presentGroup(room: Room, addresses: ChatAddresses, byPhone: Map<string, UserRow>): ChatGroup {
  const member = (jid: string) => {
    const phone = addresses.phoneOf(jid) ?? jid;
    const user = byPhone.get(phone);
    return { name: user?.name ?? phone, extension: user?.extension ?? phone, phone };
  };
  return {
    groupID: room.groupId,
    groupJid: room.jid,
    groupDescription: room.title,
    groupOwner: member(room.owner).extension,
    members: room.members.map((jid) => ({ ...member(jid), invited: jid !== room.owner })),
  };
}
