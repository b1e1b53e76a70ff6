import type { Clock } from "../../clock";
import type { UserRow } from "../../db/schema";
import type { ChatAddresses } from "./chat-addresses";
import type { ChatColleagues } from "./chat-colleagues";
import { ChatError } from "./chat-error";
import type { GroupEvents } from "./group-events";
import { newGroupId } from "./group-id";
import type { Room } from "./room-options";
import type { RoomRepository } from "./room-repository";

/** Who asks: a member of a tenant, with chat. */
export type ChatCaller = { user: UserRow; tenantId: string };

/**
 * A member to remove may have lost chat or left the tenant since: an extension is read as a phone
 * of the caller's tenant (its 5-digit prefix, ARCHITECTURE.md Numbering) without the directory.
 */
function phoneOfNumber(caller: ChatCaller, number: string): string {
  return /^[0-9]{4}$/.test(number) ? `${caller.user.phone.slice(0, 5)}${number}` : number;
}

/** Rooms' state for the XMPP plane's MUC service (chat-design.md: one truth in muc_room). */
export interface ChatRooms {
  room(groupId: string): Promise<Room | undefined>;
}

/**
 * Groups (spec 2 §6, §7): the creator owns the group; only the owner adds, removes others and
 * deletes; every member is a colleague of the owner's tenant with chat. Another tenant's group is
 * as unknown as one that does not exist. After each stored change the XMPP plane hears of it.
 */
export class ChatGroups implements ChatRooms {
  constructor(
    private readonly rooms: RoomRepository,
    private readonly colleagues: ChatColleagues,
    private readonly addresses: ChatAddresses,
    private readonly events: GroupEvents,
    private readonly clock: Clock,
    /** Drops a deleted room's archive and read markers. */
    private readonly forgetConversation: (roomJid: string) => Promise<void>,
  ) {}

  room(groupId: string): Promise<Room | undefined> {
    return this.rooms.find(groupId);
  }

  async create(caller: ChatCaller, title: string, numbers: readonly string[]): Promise<Room> {
    const members = (await this.colleaguesNamed(caller, numbers)).filter(
      (user) => user.id !== caller.user.id,
    );
    if (members.length === 0) throw new ChatError("groupEmpty");
    const groupId = newGroupId();
    const room: Room = {
      groupId,
      jid: this.addresses.roomJid(groupId),
      tenantId: caller.tenantId,
      title,
      owner: this.addresses.userJid(caller.user.phone),
      members: [],
      createdAt: new Date(this.clock.now()),
    };
    room.members = [room.owner, ...members.map((user) => this.addresses.userJid(user.phone))];
    await this.rooms.insert(room);
    await this.events.created(room);
    return room;
  }

  /** The groups the caller is in. */
  listFor(caller: ChatCaller): Promise<Room[]> {
    return this.rooms.withMember(caller.tenantId, this.addresses.userJid(caller.user.phone));
  }

  /** The group, when the caller is one of its members (403 otherwise; 404 unknown or another tenant's). */
  async asMember(caller: ChatCaller, groupId: string): Promise<Room> {
    const room = await this.ofTenant(caller, groupId);
    if (!room.members.includes(this.addresses.userJid(caller.user.phone)))
      throw new ChatError("groupMembersOnly");
    return room;
  }

  async addMembers(caller: ChatCaller, groupId: string, numbers: readonly string[]): Promise<Room> {
    const room = await this.asOwner(caller, groupId);
    const jids = (await this.colleaguesNamed(caller, numbers)).map((user) =>
      this.addresses.userJid(user.phone),
    );
    const added = jids.filter((jid) => !room.members.includes(jid));
    if (added.length === 0) return room;
    const updated = { ...room, members: [...room.members, ...added] };
    await this.rooms.update(updated);
    await this.events.membersAdded(updated, added);
    return updated;
  }

  async removeMembers(caller: ChatCaller, groupId: string, numbers: readonly string[]): Promise<Room> {
    const room = await this.asOwner(caller, groupId);
    const jids = numbers.map((number) => this.addresses.userJid(phoneOfNumber(caller, number)));
    if (jids.includes(room.owner)) throw new ChatError("groupOwnerStays");
    const removed = room.members.filter((jid) => jids.includes(jid));
    if (removed.length === 0) return room;
    const updated = { ...room, members: room.members.filter((jid) => !removed.includes(jid)) };
    await this.rooms.update(updated);
    await this.events.membersRemoved(updated, removed);
    return updated;
  }

  async delete(caller: ChatCaller, groupId: string): Promise<Room> {
    const room = await this.asOwner(caller, groupId);
    await this.rooms.delete(groupId);
    await this.forgetConversation(room.jid);
    await this.events.deleted(room);
    return room;
  }

  private async ofTenant(caller: ChatCaller, groupId: string): Promise<Room> {
    const room = await this.rooms.find(groupId);
    if (!room || room.tenantId !== caller.tenantId) throw new ChatError("groupNotFound");
    return room;
  }

  private async asOwner(caller: ChatCaller, groupId: string): Promise<Room> {
    const room = await this.ofTenant(caller, groupId);
    if (room.owner !== this.addresses.userJid(caller.user.phone)) throw new ChatError("groupOwnerOnly");
    return room;
  }

  /** Colleagues with chat by extension or phone; any other number is refused, naming them all. */
  private async colleaguesNamed(caller: ChatCaller, numbers: readonly string[]): Promise<UserRow[]> {
    const { found, unknown } = await this.colleagues.resolve(caller.tenantId, numbers);
    if (unknown.length > 0) throw new ChatError("groupMembersUnknown", { members: unknown });
    return found;
  }
}
