import { randomInt } from "node:crypto";
import type {
  CreateRoomRequest,
  JoinedRoom,
  RoomContact,
  RoomInfo,
  RoomPublisher,
} from "@mobex/contracts/conference";
import { nextEventDate } from "@mobex/contracts/conference-recurrence";
import type { Clock } from "../../clock";
import type { ConferenceMeetingRow } from "../../db/schema";
import type { UserRepository } from "../directory/user-repository";
import type { IceServer } from "@mobex/contracts/video";
import type { ConferenceMember } from "./conference-member";
import { ConferenceError } from "./conference-error";
import type { ConferenceRepository, NewInvitee, RoomRecord } from "./conference-repository";
import { guestTokenHash } from "./guest-tokens";
import { sealLiveTicket } from "./live-ticket";
import type { ConferenceMediaRooms } from "./media-rooms";
import { ROOM_MAX_PUBLISHERS } from "./media-rooms";
import type { MeetingMailer } from "./meeting-mailer";
import { sanitiseRichText } from "./rich-text";
import { type RoomAccess, type RoomCaller, roomAccess } from "./room-access";
import type { RoomLinks } from "./room-links";

/** spec 2 §8 "Past times are not allowed"; a day's slack for clocks and a meeting begun earlier today. */
export const SCHEDULE_PAST_SLACK_MS = 24 * 3_600_000;
/** Bounds of our own: how far ahead a meeting may be set and how long one may last. */
export const SCHEDULE_MAX_AHEAD_MS = 5 * 366 * 24 * 3_600_000;
export const MEETING_MAX_DURATION_MS = 7 * 24 * 3_600_000;

function checkSchedule(schedule: NonNullable<CreateRoomRequest["schedule"]>, nowMs: number): void {
  const start = Date.parse(schedule.startDateTime);
  const duration = Date.parse(schedule.endDateTime) - start;
  const inRange = start >= nowMs - SCHEDULE_PAST_SLACK_MS && start <= nowMs + SCHEDULE_MAX_AHEAD_MS;
  if (!inRange || duration > MEETING_MAX_DURATION_MS) throw new ConferenceError("invalidSchedule");
  try {
    nextEventDate(schedule, new Date(nowMs));
  } catch {
    // rrule refuses a combination the contract's pattern let through (e.g. BYSETPOS without BYDAY).
    throw new ConferenceError("invalidSchedule");
  }
}

/** Rooms one user may create in an hour: far above a person's use, a bound on a script's. */
export const ROOMS_PER_USER_PER_HOUR = 60;
/** The live channel's ticket lasts a working day; a new lookup issues a new one. */
export const LIVE_TICKET_TTL_SECONDS = 12 * 3600;

export interface RoomsServiceDeps {
  readonly repository: ConferenceRepository;
  readonly users: UserRepository;
  readonly media: ConferenceMediaRooms;
  readonly mails: MeetingMailer;
  readonly links: RoomLinks;
  readonly clock: Clock;
  readonly liveTicketKey: Uint8Array;
  /** The STUN/TURN servers video calls use, for this user (or a guest: null). */
  readonly iceServers: (userId: string | null) => IceServer[];
}

/** The bearer of rooms/join: a signed-in member, or a guest's e-mailed token. */
export type JoinBearer = { kind: "member"; member: ConferenceMember } | { kind: "guestToken"; token: string };

const callerOf = (member: ConferenceMember | null): RoomCaller =>
  member
    ? { kind: "member", userId: member.user.id, tenantId: member.tenant.id, email: member.user.email }
    : { kind: "guest" };

const accessTo = (record: RoomRecord, caller: RoomCaller): RoomAccess =>
  roomAccess(
    {
      tenantId: record.room.tenantId,
      creatorId: record.room.creatorId,
      isPrivate: record.room.isPrivate,
      invitees: record.invitees,
    },
    caller,
  );

/** Rooms: create, look up, join, list publishers, and the invitee picker's colleagues (spec 2 §7). */
export class RoomsService {
  constructor(private readonly deps: RoomsServiceDeps) {}

  async create(
    member: ConferenceMember,
    roomId: string,
    request: CreateRoomRequest,
  ): Promise<{ roomId: string; url: string }> {
    const { repository, clock, links } = this.deps;
    if (!member.user.conference) throw new ConferenceError("forbidden");
    const now = new Date(clock.now());
    const hourAgo = new Date(clock.now() - 3_600_000);
    if ((await repository.countCreatedSince(member.user.id, hourAgo)) >= ROOMS_PER_USER_PER_HOUR)
      throw new ConferenceError("tooManyRooms");
    const isPrivate = request.is_private || request.plugins.is_private;
    if (request.schedule) checkSchedule(request.schedule, clock.now());
    const meeting = request.schedule ? this.meetingRow(roomId, request.schedule, now) : null;
    const invitees = await this.inviteesOf(member, request);
    const created = await repository.createRoom(
      {
        id: roomId,
        tenantId: member.tenant.id,
        creatorId: member.user.id,
        isPrivate,
        pin: request.plugins.pin,
        createdAt: now,
      },
      meeting,
      invitees,
    );
    if (!created) throw new ConferenceError("roomExists");
    await this.deps.media.ensure(roomId, {
      description: meeting?.title ?? roomId,
      pin: request.plugins.pin,
      publishers: ROOM_MAX_PUBLISHERS,
    });
    const record = await repository.find(roomId);
    if (record?.meeting) {
      const fresh = new Set(record.invitees.map((invitee) => invitee.email));
      await this.deps.mails.sendInvitations(record, fresh, request.invite?.inviteText ?? "");
    }
    return { roomId, url: links.roomUrl(roomId) };
  }

  /** spec 2 §7 "Room info lookup": what the join dialog shows, and the live channel's ticket. */
  async info(roomId: string, member: ConferenceMember | null): Promise<RoomInfo> {
    const record = await this.find(roomId);
    const access = accessTo(record, callerOf(member));
    const direct = access.entry === "direct";
    if (direct) await this.ensureMedia(record);
    const liveToken = await sealLiveTicket(
      {
        tenantId: record.room.tenantId,
        roomId,
        participant: member ? member.user.id : `guest:${randomInt(2 ** 47).toString(36)}`,
        display: member?.user.name ?? "Guest",
        moderator: access.moderator,
        exp: Math.floor(this.deps.clock.now() / 1000) + LIVE_TICKET_TTL_SECONDS,
      },
      this.deps.liveTicketKey,
    );
    return {
      roomId,
      title: record.meeting?.title ?? "",
      url: this.deps.links.janusUrl,
      pin: direct ? record.room.pin : null,
      askToJoin: access.entry === "askToJoin",
      askForToken: access.entry === "askForToken",
      liveToken,
      iceServers: this.deps.iceServers(member?.user.id ?? null),
    };
  }

  /** spec 2 §7 rooms/join: the pin for a bearer who may enter directly, else 403. */
  async join(roomId: string, bearer: JoinBearer): Promise<JoinedRoom> {
    const record = await this.find(roomId);
    const caller = await this.joinCaller(record, bearer);
    if (accessTo(record, caller).entry !== "direct") throw new ConferenceError("mayNotEnter");
    await this.ensureMedia(record);
    return { roomId, url: this.deps.links.janusUrl, pin: record.room.pin };
  }

  /** The SFU room's publishers (spec 2 §7 rooms/participants). */
  async participants(roomId: string): Promise<RoomPublisher[]> {
    await this.find(roomId);
    const participants = await this.deps.media.participants(roomId);
    return participants
      .filter((participant) => participant.publisher)
      .map((participant) => ({
        id: participant.id,
        display: participant.display,
        streams: (participant.streams ?? []).map((stream) => ({ type: stream.type, mid: stream.mid })),
        ...(participant.privateId === undefined ? {} : { private_id: participant.privateId }),
      }));
  }

  /** The invitee picker's colleagues: the caller's tenant, the caller left out. */
  async contacts(member: ConferenceMember): Promise<RoomContact[]> {
    const colleagues = await this.deps.users.list(member.tenant.id);
    return colleagues
      .filter(({ user }) => user.id !== member.user.id && user.licensed)
      .map(({ user }) => ({ name: user.name, email: user.email, extension: user.extension }));
  }

  private async find(roomId: string): Promise<RoomRecord> {
    const record = await this.deps.repository.find(roomId);
    if (!record) throw new ConferenceError("roomNotFound");
    return record;
  }

  /** The SFU keeps rooms in memory: one lost to a restart is made again by whoever may enter it. */
  private async ensureMedia(record: RoomRecord): Promise<void> {
    if (await this.deps.media.exists(record.room.id)) return;
    await this.deps.media.ensure(record.room.id, {
      description: record.meeting?.title ?? record.room.id,
      pin: record.room.pin,
      publishers: ROOM_MAX_PUBLISHERS,
    });
  }

  private async joinCaller(record: RoomRecord, bearer: JoinBearer): Promise<RoomCaller> {
    if (bearer.kind === "member") return callerOf(bearer.member);
    const email = await this.deps.repository.guestTokenEmail(
      record.room.id,
      guestTokenHash(bearer.token),
      new Date(this.deps.clock.now()),
    );
    return email === null ? { kind: "guest" } : { kind: "invitedGuest", email };
  }

  private meetingRow(
    roomId: string,
    schedule: NonNullable<CreateRoomRequest["schedule"]>,
    now: Date,
  ): ConferenceMeetingRow {
    return {
      roomId,
      title: schedule.title,
      description: sanitiseRichText(schedule.description),
      startDateTime: schedule.startDateTime,
      endDateTime: schedule.endDateTime,
      startsAt: new Date(schedule.startDateTime),
      timeZone: schedule.timeZone ?? null,
      repeat: schedule.repeat,
      sequence: 0,
      createdAt: now,
    };
  }

  /** The organiser as moderator, then each invited address once; colleagues get their account linked. */
  private async inviteesOf(member: ConferenceMember, request: CreateRoomRequest): Promise<NewInvitee[]> {
    const organiser: NewInvitee = {
      name: member.user.name,
      email: member.user.email.toLowerCase(),
      userId: member.user.id,
      moderator: true,
    };
    return [
      organiser,
      ...(await this.newInvitees(member.tenant.id, request.invite?.invitedPeople ?? [], [organiser.email])),
    ];
  }

  /** Invitees not among `known` addresses, linked to the tenant's accounts by e-mail. */
  async newInvitees(
    tenantId: string,
    people: readonly { name: string; email: string }[],
    known: readonly string[],
  ): Promise<NewInvitee[]> {
    const seen = new Set(known);
    const fresh: { name: string; email: string }[] = [];
    for (const person of people) {
      const email = person.email.toLowerCase();
      if (seen.has(email)) continue;
      seen.add(email);
      fresh.push({ name: person.name, email });
    }
    const accounts = await this.deps.repository.colleaguesByEmail(
      tenantId,
      fresh.map((person) => person.email),
    );
    return fresh.map((person) => ({
      name: person.name || person.email,
      email: person.email,
      userId: accounts.get(person.email) ?? null,
      moderator: false,
    }));
  }
}
