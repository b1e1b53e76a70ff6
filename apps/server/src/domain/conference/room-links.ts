/** Where a room is reached: its shareable page and the media server, from PUBLIC_URL. */
export interface RoomLinks {
  /** spec 2 §2: "The room path is also the shareable link". */
  roomUrl(roomId: string): string;
  /** The Janus WebSocket URL: CONFERENCE_JANUS_URL, or this server's /janus. */
  readonly janusUrl: string;
  /** The iCalendar UID of a room's meeting (RFC 5545 §3.8.4.7 suggests id@host). */
  meetingUid(roomId: string): string;
}

export function roomLinks(publicUrl: string, janusUrl: string | null): RoomLinks {
  const base = new URL(publicUrl);
  const origin = base.origin;
  const sameOriginJanus = `${base.protocol === "https:" ? "wss:" : "ws:"}//${base.host}/janus`;
  return {
    roomUrl: (roomId) => `${origin}/conference/${roomId}`,
    janusUrl: janusUrl ?? sameOriginJanus,
    meetingUid: (roomId) => `${roomId}@${base.hostname}`,
  };
}
