import type { RoomSession } from "./room-session";

/** The room this tab is in, for the controls' commands; one at a time. */
let active: RoomSession | null = null;

export function activeRoom(): RoomSession | null {
  return active;
}

export function setActiveRoom(session: RoomSession | null): void {
  active = session;
}
