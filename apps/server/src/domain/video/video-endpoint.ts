import type { VideoErrorCode, VideoServerToClientEvents } from "@mobex/contracts/video";

/**
 * One connected device on the video signalling plane, as the domain sees it: who it belongs to and
 * how to reach it. The plane makes one per socket (planes/video); the domain never sees socket.io.
 */
export type VideoEndpoint = {
  /** Unique among the connected endpoints (the socket id). */
  readonly id: string;
  readonly userId: string;
  readonly tenantId: string;
  /** The device session whose token opened it: logout and unlicensing close it. */
  readonly sessionId: string;
  send<E extends keyof VideoServerToClientEvents>(
    event: E,
    ...payload: Parameters<VideoServerToClientEvents[E]>
  ): void;
};

/** A client event the rules refuse; the plane turns it into a `videoError` (and the ack's answer). */
export class VideoRefusal extends Error {
  override readonly name = "VideoRefusal";

  constructor(
    readonly code: VideoErrorCode,
    message: string,
    readonly callId?: string,
  ) {
    super(message);
  }
}
