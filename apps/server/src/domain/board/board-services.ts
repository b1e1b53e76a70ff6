import type { Log } from "../log";
import type { Clock } from "../../clock";
import type { Db } from "../../db/client";
import type { LiveCalls } from "../calls/live-calls";
import { BoardService } from "./board-service";
import { PollLimiter } from "./poll-limiter";
import { RegisteredPhones } from "./registered-phones";
import { DEFAULT_DIRECTORY_OPTIONS, TenantDirectory, type TenantDirectoryOptions } from "./tenant-directory";
import { TenantDirectoryLoader } from "./tenant-directory-loader";
import { VideoDevices } from "../video/video-devices";

export type BoardServices = {
  /** Users, buttons, avatar hashes and phone-book numbers per tenant, in memory; see its doc for keeping it current. */
  directory: TenantDirectory;
  /** Phones with a registered device, fed by the SIP plane. */
  registeredPhones: RegisteredPhones;
  /** Users' devices connected to the video plane with video on, fed by it (presence `video`). */
  videoDevices: VideoDevices;
  /** The presence board (blf/get). */
  board: BoardService;
  /** blf/get polls per device session (429 beyond them). */
  boardPolls: PollLimiter;
};

/** The presence board's services; `liveCalls` is the SIP plane's view of calls on this node. */
export function createBoardServices(
  db: Db,
  clock: Clock,
  log: Log,
  liveCalls: LiveCalls,
  directoryOptions: TenantDirectoryOptions = DEFAULT_DIRECTORY_OPTIONS,
): BoardServices {
  const directory = new TenantDirectory(
    new TenantDirectoryLoader(db),
    clock,
    (error) => log.error({ err: error }, "reloading a tenant's directory failed"),
    directoryOptions,
  );
  const registeredPhones = new RegisteredPhones();
  const videoDevices = new VideoDevices();
  const board = new BoardService(directory, {
    isRegistered: (phone) => registeredPhones.isRegistered(phone),
    hasVideo: (userId) => videoDevices.online(userId),
    callsOf: (userId) => liveCalls.forUser(userId),
    callsVersion: (userId) => liveCalls.versionOf(userId),
  });
  return { directory, registeredPhones, videoDevices, board, boardPolls: new PollLimiter(clock) };
}
