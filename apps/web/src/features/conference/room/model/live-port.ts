import type { LiveStatus } from "@mobex/contracts/conference-live";

export type PinAnswer = { readonly allow: true; readonly pin: string } | { readonly allow: false; readonly reason: "denied" | "nomoderator" };

/**
 * What the room needs of the conference live channel (services/conference-live, the shared design):
 * ask to join, answer others' requests as a moderator, and relay hand/mute status.
 */
export interface LiveChannel {
  requestPin(room: string, name: string): Promise<PinAnswer>;
  onPinRequested(listener: (request: { socketId: string; name: string }) => void): void;
  answerPinRequest(socketId: string, allow: boolean, pin: string): void;
  onPinRequestAnswered(listener: (settled: { socketId: string }) => void): void;
  join(room: string, userId: string): void;
  sendStatus(room: string, userId: string, status: LiveStatus): void;
  onStatus(listener: (event: { userId: string; status: LiveStatus }) => void): void;
  onLeave(listener: (event: { userId: string }) => void): void;
  leave(room: string): void;
  dispose(): void;
}
