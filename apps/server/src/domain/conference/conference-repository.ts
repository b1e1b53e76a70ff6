import { and, count, eq, gt, inArray, or, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import {
  type ConferenceInviteeRow,
  type ConferenceMeetingRow,
  type ConferenceRoomRow,
  conferenceGuestTokens,
  conferenceInvitees,
  conferenceMeetings,
  conferenceRooms,
  users,
} from "../../db/schema";

export type NewInvitee = Pick<ConferenceInviteeRow, "name" | "email" | "userId" | "moderator">;

/** A room with what its rules and its listing need: the meeting (if scheduled) and the invitees. */
export interface RoomRecord {
  readonly room: ConferenceRoomRow;
  readonly meeting: ConferenceMeetingRow | null;
  readonly invitees: readonly ConferenceInviteeRow[];
}

/** Rooms, meetings, invitees and guest tokens (db/schema.ts, issue 14). */
export class ConferenceRepository {
  constructor(private readonly db: Db) {}

  /** False when the code is taken (by any tenant: codes are global, they are the SFU's room ids). */
  async createRoom(
    room: ConferenceRoomRow,
    meeting: ConferenceMeetingRow | null,
    invitees: readonly NewInvitee[],
  ): Promise<boolean> {
    return this.db.transaction(async (tx) => {
      const inserted = await tx
        .insert(conferenceRooms)
        .values(room)
        .onConflictDoNothing()
        .returning({ id: conferenceRooms.id });
      if (inserted.length === 0) return false;
      if (meeting) await tx.insert(conferenceMeetings).values(meeting);
      if (invitees.length > 0)
        await tx
          .insert(conferenceInvitees)
          .values(invitees.map((invitee) => ({ ...invitee, roomId: room.id, createdAt: room.createdAt })));
      return true;
    });
  }

  async find(roomId: string): Promise<RoomRecord | undefined> {
    const [room] = await this.db.select().from(conferenceRooms).where(eq(conferenceRooms.id, roomId));
    if (!room) return undefined;
    const [meeting] = await this.db
      .select()
      .from(conferenceMeetings)
      .where(eq(conferenceMeetings.roomId, roomId));
    const invitees = await this.db
      .select()
      .from(conferenceInvitees)
      .where(eq(conferenceInvitees.roomId, roomId));
    return { room, meeting: meeting ?? null, invitees };
  }

  /** Rooms created by one user since an instant: the bound on how many one user may make. */
  async countCreatedSince(creatorId: string, since: Date): Promise<number> {
    const [row] = await this.db
      .select({ n: count() })
      .from(conferenceRooms)
      .where(and(eq(conferenceRooms.creatorId, creatorId), gt(conferenceRooms.createdAt, since)));
    return row?.n ?? 0;
  }

  /** The scheduled meetings a user organises or is invited to (by account or by address), in their tenant. */
  async meetingsOf(tenantId: string, userId: string, email: string): Promise<RoomRecord[]> {
    const invited = this.db
      .select({ roomId: conferenceInvitees.roomId })
      .from(conferenceInvitees)
      .where(or(eq(conferenceInvitees.userId, userId), eq(conferenceInvitees.email, email.toLowerCase())));
    const rows = await this.db
      .select({ room: conferenceRooms, meeting: conferenceMeetings })
      .from(conferenceRooms)
      .innerJoin(conferenceMeetings, eq(conferenceMeetings.roomId, conferenceRooms.id))
      .where(
        and(
          eq(conferenceRooms.tenantId, tenantId),
          or(eq(conferenceRooms.creatorId, userId), inArray(conferenceRooms.id, invited)),
        ),
      );
    if (rows.length === 0) return [];
    const invitees = await this.db
      .select()
      .from(conferenceInvitees)
      .where(
        inArray(
          conferenceInvitees.roomId,
          rows.map((row) => row.room.id),
        ),
      );
    return rows.map(({ room, meeting }) => ({
      room,
      meeting,
      invitees: invitees.filter((invitee) => invitee.roomId === room.id),
    }));
  }

  /** Adds invitees not yet listed and raises the meeting's SEQUENCE; the new ones are returned. */
  async addInvitees(
    roomId: string,
    invitees: readonly NewInvitee[],
    now: Date,
  ): Promise<ConferenceInviteeRow[]> {
    return this.db.transaction(async (tx) => {
      const added =
        invitees.length === 0
          ? []
          : await tx
              .insert(conferenceInvitees)
              .values(invitees.map((invitee) => ({ ...invitee, roomId, createdAt: now })))
              .onConflictDoNothing()
              .returning();
      if (added.length > 0)
        await tx
          .update(conferenceMeetings)
          .set({ sequence: sql`${conferenceMeetings.sequence} + 1` })
          .where(eq(conferenceMeetings.roomId, roomId));
      return added;
    });
  }

  async countInvitees(roomId: string): Promise<number> {
    const [row] = await this.db
      .select({ n: count() })
      .from(conferenceInvitees)
      .where(eq(conferenceInvitees.roomId, roomId));
    return row?.n ?? 0;
  }

  /** Removes the room with its meeting, invitees and guest tokens (cascade). */
  async deleteRoom(roomId: string): Promise<void> {
    await this.db.delete(conferenceRooms).where(eq(conferenceRooms.id, roomId));
  }

  async storeGuestToken(row: typeof conferenceGuestTokens.$inferInsert): Promise<void> {
    await this.db.insert(conferenceGuestTokens).values(row);
  }

  /** The e-mail a live guest token was sent to, for this room only. */
  async guestTokenEmail(roomId: string, tokenHash: string, now: Date): Promise<string | null> {
    const [row] = await this.db
      .select({ email: conferenceGuestTokens.email })
      .from(conferenceGuestTokens)
      .where(
        and(
          eq(conferenceGuestTokens.tokenHash, tokenHash),
          eq(conferenceGuestTokens.roomId, roomId),
          gt(conferenceGuestTokens.expiresAt, now),
        ),
      );
    return row?.email ?? null;
  }

  /** Colleagues of a tenant by e-mail address (invitees who have an account get it linked). */
  async colleaguesByEmail(tenantId: string, emails: readonly string[]): Promise<Map<string, string>> {
    if (emails.length === 0) return new Map();
    const rows = await this.db
      .select({ id: users.id, email: users.email })
      .from(users)
      .where(and(eq(users.tenantId, tenantId), inArray(users.email, [...emails])));
    return new Map(rows.map((row) => [row.email, row.id]));
  }

  /** The phones of accounts, by id (a scheduled meeting lists its participants' phones). */
  async phonesOf(userIds: readonly string[]): Promise<Map<string, string>> {
    if (userIds.length === 0) return new Map();
    const rows = await this.db
      .select({ id: users.id, phone: users.phone })
      .from(users)
      .where(inArray(users.id, [...new Set(userIds)]));
    return new Map(rows.map((row) => [row.id, row.phone]));
  }
}
