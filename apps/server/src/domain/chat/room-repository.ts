import { and, asc, eq, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { mucRoom, type MucRoomRow } from "../../db/schema";
import type { ChatAddresses } from "./chat-addresses";
import { optionsOf, roomOf, roomOptionsSchema, type Room } from "./room-options";

/** Rooms in muc_room (ejabberd's shape), on the tenant's MUC service `conference.<domain>`. */
export class RoomRepository {
  constructor(
    private readonly db: Db,
    private readonly addresses: ChatAddresses,
  ) {}

  async find(groupId: string): Promise<Room | undefined> {
    const [row] = await this.db
      .select()
      .from(mucRoom)
      .where(and(eq(mucRoom.name, groupId), eq(mucRoom.host, this.addresses.conferenceHost)));
    return row ? this.toRoom(row) : undefined;
  }

  /** The tenant's rooms that have `memberJid` among their affiliations, oldest first. */
  async withMember(tenantId: string, memberJid: string): Promise<Room[]> {
    const options = sql`${mucRoom.opts}::jsonb`;
    const rows = await this.db
      .select()
      .from(mucRoom)
      .where(
        and(
          eq(mucRoom.host, this.addresses.conferenceHost),
          sql`${options} ->> 'tenant' = ${tenantId}`,
          sql`(${options} -> 'affiliations') ->> ${memberJid} is not null`,
        ),
      )
      .orderBy(asc(mucRoom.createdAt), asc(mucRoom.name));
    return rows.map((row) => this.toRoom(row));
  }

  async insert(room: Room): Promise<void> {
    await this.db.insert(mucRoom).values({
      name: room.groupId,
      host: this.addresses.conferenceHost,
      serverHost: this.addresses.domain,
      opts: JSON.stringify(optionsOf(room)),
      createdAt: room.createdAt,
    });
  }

  async update(room: Room): Promise<void> {
    await this.db
      .update(mucRoom)
      .set({ opts: JSON.stringify(optionsOf(room)) })
      .where(and(eq(mucRoom.name, room.groupId), eq(mucRoom.host, this.addresses.conferenceHost)));
  }

  async delete(groupId: string): Promise<void> {
    await this.db
      .delete(mucRoom)
      .where(and(eq(mucRoom.name, groupId), eq(mucRoom.host, this.addresses.conferenceHost)));
  }

  private toRoom(row: MucRoomRow): Room {
    const options = roomOptionsSchema.parse(JSON.parse(row.opts));
    return roomOf(row.name, this.addresses.roomJid(row.name), options, row.createdAt);
  }
}
