import type { RoomState } from "@mobex/xmpp-server/modules/xep-0045-muc/muc-hooks";
import type { TenantDirectory } from "../../domain/board/tenant-directory";
import type { ChatAddresses } from "../../domain/chat/chat-addresses";
import { ChatError } from "../../domain/chat/chat-error";
import type { ChatCaller, ChatGroups } from "../../domain/chat/chat-groups";

export type XmppRoomDependencies = {
  groups: Pick<ChatGroups, "room" | "addMembers" | "removeMembers">;
  addresses: ChatAddresses;
  directory: Pick<TenantDirectory, "memberByPhone">;
};

/**
 * The MUC service's rooms are the chat domain's groups (muc_room, chat-design.md): the state is
 * read from ChatRooms at each join, and an owner's muc#admin change goes through the same owner
 * rules as chat/muc/users/add and remove (whose GroupEvents then invite or kick).
 */
export function xmppRooms(deps: XmppRoomDependencies) {
  const { groups, addresses, directory } = deps;

  const callerOf = async (jid: string): Promise<ChatCaller | null> => {
    const phone = addresses.phoneOf(jid);
    const found = phone === null ? undefined : await directory.memberByPhone(phone);
    return found ? { user: found.user, tenantId: found.snapshot.tenant.id } : null;
  };

  return {
    async roomOf(name: string, service: string): Promise<RoomState | null> {
      if (service !== addresses.conferenceHost) return null;
      const room = await groups.room(name);
      if (!room) return null;
      const affiliations = new Map(room.members.map((member) => [member, "member" as const]));
      return { title: room.title, affiliations: new Map([...affiliations, [room.owner, "owner"]]) };
    },

    async setAffiliation(
      room: string,
      by: string,
      jid: string,
      affiliation: "member" | "none",
    ): Promise<boolean> {
      const groupId = addresses.groupIdOf(room);
      const caller = await callerOf(by);
      const phone = addresses.phoneOf(jid);
      if (groupId === null || caller === null || phone === null) return false;
      try {
        if (affiliation === "member") await groups.addMembers(caller, groupId, [phone]);
        else await groups.removeMembers(caller, groupId, [phone]);
        return true;
      } catch (error) {
        if (error instanceof ChatError) return false;
        throw error;
      }
    },
  };
}
