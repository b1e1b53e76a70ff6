import type { Socket } from "socket.io-client";
import {
  VIDEO_NAMESPACE,
  type VideoClientToServerEvents,
  type VideoServerToClientEvents,
} from "@mobex/contracts/video";
import { RecordingSocket } from "./recording-socket";

export type VideoClientSocket = Socket<VideoServerToClientEvents, VideoClientToServerEvents>;

/** A device on the /video plane as the web client connects (contracts/video.ts). */
export class VideoClient extends RecordingSocket<VideoServerToClientEvents, VideoClientToServerEvents> {
  /** Connects with the session token; rejects with an error carrying the connect_error's code and message. */
  static connect(httpUrl: string, token: string | undefined): Promise<VideoClient> {
    return new VideoClient(RecordingSocket.socketTo(`${httpUrl}${VIDEO_NAMESPACE}`, token)).connected();
  }
}
