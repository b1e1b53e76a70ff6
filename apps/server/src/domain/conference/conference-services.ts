import type { Clock } from "../../clock";
import type { AppConfig } from "../../config";
import type { Db } from "../../db/client";
import type { UserRepository } from "../directory/user-repository";
import type { Log } from "../log";
import type { Mailer } from "../mail/mailer";
import { iceServersFor } from "../video/ice-servers";
import { ConferenceRateLimits } from "./conference-rate-limits";
import { ConferenceRepository } from "./conference-repository";
import { deriveLiveTicketKey } from "./live-ticket";
import { MeetingMailer } from "./meeting-mailer";
import { MeetingService } from "./meeting-service";
import { roomLinks } from "./room-links";
import { RoomsService } from "./rooms-service";
import { SwitchableMediaRooms } from "./switchable-media-rooms";

export interface ConferenceServices {
  readonly rooms: RoomsService;
  readonly meetings: MeetingService;
  readonly limits: ConferenceRateLimits;
  /** The SFU plane attaches its rooms here (`conference.media.attach(sfu.rooms)`). */
  readonly media: SwitchableMediaRooms;
  /** The key of the live channel's tickets (live-ticket.ts), which the /conference namespace opens. */
  readonly liveTicketKey: Uint8Array;
}

export interface ConferenceServicesDeps {
  readonly config: AppConfig;
  readonly db: Db;
  readonly users: UserRepository;
  readonly mailer: Mailer;
  readonly clock: Clock;
  readonly log: Log;
}

/** The rooms API's services (issue 14), built once per app. */
export function createConferenceServices(deps: ConferenceServicesDeps): ConferenceServices {
  const { config, clock } = deps;
  const repository = new ConferenceRepository(deps.db);
  const links = roomLinks(config.publicUrl, config.conference.janusUrl);
  const media = new SwitchableMediaRooms();
  const mails = new MeetingMailer(deps.mailer, links, clock, deps.log);
  const liveTicketKey = deriveLiveTicketKey(config.tokenSecret);
  const rooms = new RoomsService({
    repository,
    users: deps.users,
    media,
    mails,
    links,
    clock,
    liveTicketKey,
    // A guest's TURN credentials name no account: "guest" is their user part.
    iceServers: (userId) => iceServersFor(config, userId ?? "guest", clock.now()).iceServers,
  });
  return {
    rooms,
    meetings: new MeetingService({ repository, rooms, media, mails, clock }),
    limits: new ConferenceRateLimits(clock),
    media,
    liveTicketKey,
  };
}
