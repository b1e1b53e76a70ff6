import type { Clock } from "../../clock";
import type { ConferenceInviteeRow } from "../../db/schema";
import type { Log } from "../log";
import type { Mailer } from "../mail/mailer";
import type { RoomRecord } from "./conference-repository";
import type { CalendarPerson } from "./icalendar";
import { type MeetingMailContext, cancellationMail, guestTokenMail, invitationMail } from "./meeting-mails";
import type { RoomLinks } from "./room-links";

const personOf = (invitee: ConferenceInviteeRow): CalendarPerson => ({
  name: invitee.name,
  email: invitee.email,
});

/**
 * Sends a meeting's mails to its attendees (every invitee but the organiser). A mail that fails is
 * logged and the others still go: the meeting is stored, and the organiser can invite again.
 */
export class MeetingMailer {
  constructor(
    private readonly mailer: Mailer,
    private readonly links: RoomLinks,
    private readonly clock: Clock,
    private readonly log: Log,
  ) {}

  /** REQUEST to every attendee: `fresh` ones get an invitation, the others the update. */
  async sendInvitations(record: RoomRecord, fresh: ReadonlySet<string>, inviteText: string): Promise<void> {
    const context = this.context(record);
    if (!context) return;
    for (const invitee of this.attendeesOf(record))
      await this.deliver(invitationMail(context, personOf(invitee), inviteText, !fresh.has(invitee.email)));
  }

  /** CANCEL to every attendee, with SEQUENCE one above the last REQUEST's (RFC 5546 §3.2.5). */
  async sendCancellations(record: RoomRecord, notes: string): Promise<void> {
    if (!record.meeting) return;
    const raised = { ...record, meeting: { ...record.meeting, sequence: record.meeting.sequence + 1 } };
    const context = this.context(raised);
    if (!context) return;
    for (const invitee of this.attendeesOf(record))
      await this.deliver(cancellationMail(context, personOf(invitee), notes));
  }

  async sendGuestToken(record: RoomRecord, email: string, token: string): Promise<void> {
    const title = record.meeting?.title ?? "your conference";
    await this.mailer.send(guestTokenMail(email, title, this.links.roomUrl(record.room.id), token));
  }

  private attendeesOf(record: RoomRecord): ConferenceInviteeRow[] {
    return record.invitees.filter((invitee) => !invitee.moderator);
  }

  private context(record: RoomRecord): MeetingMailContext | null {
    if (!record.meeting) return null;
    const organizer = record.invitees.find((invitee) => invitee.moderator);
    return {
      meeting: record.meeting,
      roomUrl: this.links.roomUrl(record.room.id),
      uid: this.links.meetingUid(record.room.id),
      organizer: organizer ? personOf(organizer) : { name: "Mobex", email: "no-reply@mobex.local" },
      attendees: this.attendeesOf(record).map(personOf),
      stampMs: this.clock.now(),
    };
  }

  private async deliver(mail: Parameters<Mailer["send"]>[0]): Promise<void> {
    try {
      await this.mailer.send(mail);
    } catch (error) {
      this.log.warn({ err: error, to: mail.to }, "conference: a meeting mail could not be sent");
    }
  }
}
