import type { Invite, ScheduledMeeting } from "@mobex/contracts/conference";
import { MEETING_INVITEES_MAX } from "@mobex/contracts/conference";
import { nextEventDate } from "@mobex/contracts/conference-recurrence";
import type { Clock } from "../../clock";
import type { ConferenceMember } from "./conference-member";
import { ConferenceError } from "./conference-error";
import type { ConferenceRepository, RoomRecord } from "./conference-repository";
import { guestTokenExpiry, guestTokenHash, newGuestToken } from "./guest-tokens";
import type { ConferenceMediaRooms } from "./media-rooms";
import type { MeetingMailer } from "./meeting-mailer";
import type { RoomsService } from "./rooms-service";

export interface MeetingServiceDeps {
  readonly repository: ConferenceRepository;
  readonly rooms: RoomsService;
  readonly media: ConferenceMediaRooms;
  readonly mails: MeetingMailer;
  readonly clock: Clock;
}

/**
 * Scheduled meetings (spec 2 §2, §7): the caller's list with each meeting's next date, more
 * invitees, cancellation, and the guest's e-mailed token. Only the organiser (the room's creator,
 * of the caller's tenant) changes a meeting.
 */
export class MeetingService {
  constructor(private readonly deps: MeetingServiceDeps) {}

  /** Organised or invited; meetings with no occurrence left drop out; soonest first. */
  async scheduled(member: ConferenceMember): Promise<ScheduledMeeting[]> {
    const now = new Date(this.deps.clock.now());
    const records = await this.deps.repository.meetingsOf(
      member.tenant.id,
      member.user.id,
      member.user.email,
    );
    const phones = await this.deps.repository.phonesOf(
      records.flatMap((record) =>
        record.invitees.flatMap((invitee) => (invitee.userId ? [invitee.userId] : [])),
      ),
    );
    return records
      .flatMap((record) => {
        const meeting = this.present(record, now, phones);
        return meeting && meeting.nextEventDate !== null ? [meeting] : [];
      })
      .sort((a, b) => (a.nextEventDate ?? "").localeCompare(b.nextEventDate ?? ""));
  }

  /** rooms/invitepeople: adds the new addresses; when the list changed, everyone gets the update. */
  async invite(member: ConferenceMember, roomId: string, invite: Invite): Promise<ScheduledMeeting> {
    const record = await this.organisedMeeting(member, roomId);
    const known = record.invitees.map((invitee) => invitee.email);
    const fresh = await this.deps.rooms.newInvitees(member.tenant.id, invite.invitedPeople, known);
    if (known.length + fresh.length > MEETING_INVITEES_MAX + 1) throw new ConferenceError("tooManyInvitees");
    const now = new Date(this.deps.clock.now());
    const added = await this.deps.repository.addInvitees(roomId, fresh, now);
    const updated = await this.deps.repository.find(roomId);
    if (!updated) throw new ConferenceError("roomNotFound");
    if (added.length > 0)
      await this.deps.mails.sendInvitations(
        updated,
        new Set(added.map((invitee) => invitee.email)),
        invite.inviteText,
      );
    const phones = await this.deps.repository.phonesOf(
      updated.invitees.flatMap((invitee) => (invitee.userId ? [invitee.userId] : [])),
    );
    const presented = this.present(updated, now, phones);
    if (!presented) throw new ConferenceError("notScheduled");
    return presented;
  }

  /** DELETE rooms/:roomUrlId: CANCEL to the attendees, then the room is gone (spec 2 §4 "cancel removes the meeting"). */
  async cancel(member: ConferenceMember, roomId: string, notes: string): Promise<void> {
    const record = await this.ownRoom(member, roomId);
    await this.deps.mails.sendCancellations(record, notes);
    await this.deps.repository.deleteRoom(roomId);
    await this.deps.media.destroy(roomId);
  }

  /** rooms/gettoken: a token for an invited address, mailed to it; 404 for anyone else. */
  async sendGuestToken(roomId: string, email: string): Promise<void> {
    const record = await this.deps.repository.find(roomId);
    if (!record) throw new ConferenceError("roomNotFound");
    const address = email.toLowerCase();
    if (!record.invitees.some((invitee) => invitee.email === address))
      throw new ConferenceError("notInvited");
    const nowMs = this.deps.clock.now();
    const next = record.meeting ? nextEventDate(record.meeting, new Date(nowMs)) : null;
    const durationMs = record.meeting
      ? Date.parse(record.meeting.endDateTime) - Date.parse(record.meeting.startDateTime)
      : 0;
    const token = newGuestToken();
    await this.deps.repository.storeGuestToken({
      tokenHash: guestTokenHash(token),
      roomId,
      email: address,
      expiresAt: guestTokenExpiry(nowMs, next === null ? null : Date.parse(next) + durationMs),
      createdAt: new Date(nowMs),
    });
    await this.deps.mails.sendGuestToken(record, address, token);
  }

  /** The caller's own room, in their tenant; another tenant's is as absent as a room nobody made. */
  private async ownRoom(member: ConferenceMember, roomId: string): Promise<RoomRecord> {
    const record = await this.deps.repository.find(roomId);
    if (!record || record.room.tenantId !== member.tenant.id) throw new ConferenceError("roomNotFound");
    if (record.room.creatorId !== member.user.id) throw new ConferenceError("notOrganiser");
    return record;
  }

  private async organisedMeeting(member: ConferenceMember, roomId: string): Promise<RoomRecord> {
    const record = await this.ownRoom(member, roomId);
    if (!record.meeting) throw new ConferenceError("notScheduled");
    return record;
  }

  private present(
    record: RoomRecord,
    now: Date,
    phones: ReadonlyMap<string, string>,
  ): ScheduledMeeting | null {
    const { meeting } = record;
    if (!meeting) return null;
    return {
      urlId: record.room.id,
      title: meeting.title,
      description: meeting.description,
      startDateTime: meeting.startDateTime,
      endDateTime: meeting.endDateTime,
      repeat: meeting.repeat,
      timeZone: meeting.timeZone,
      participants: record.invitees.map((invitee) => ({
        username: invitee.name,
        phone: invitee.userId ? (phones.get(invitee.userId) ?? "") : "",
        email: invitee.email,
        moderator: invitee.moderator,
      })),
      nextEventDate: nextEventDate(meeting, now),
    };
  }
}
