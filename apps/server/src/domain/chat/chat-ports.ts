import type { GroupEvents } from "./group-events";
import type { ChatPresence } from "./push/chat-presence";
import type { Room } from "./room-options";

/**
 * The two ports the XMPP plane fills in when it starts (chat-design.md): until then group changes
 * are only logged and nobody counts as connected. The domain holds this object, so replacing a
 * port reaches every service at once.
 */
export class ChatPorts implements GroupEvents, ChatPresence {
  constructor(
    public groupEvents: GroupEvents,
    public presence: ChatPresence,
  ) {}

  created(room: Room): Promise<void> {
    return this.groupEvents.created(room);
  }

  membersAdded(room: Room, added: readonly string[]): Promise<void> {
    return this.groupEvents.membersAdded(room, added);
  }

  membersRemoved(room: Room, removed: readonly string[]): Promise<void> {
    return this.groupEvents.membersRemoved(room, removed);
  }

  deleted(room: Room): Promise<void> {
    return this.groupEvents.deleted(room);
  }

  isConnected(phone: string): boolean {
    return this.presence.isConnected(phone);
  }
}
