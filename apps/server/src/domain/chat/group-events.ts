import type { Log } from "../log";
import type { Room } from "./room-options";

/**
 * What the groups service tells the XMPP plane after a change is stored (chat-design.md): it sends
 * the mediated invitations (XEP-0045 §7.8.2) to added members, kicks removed ones and destroys a
 * deleted room. Members are bare JIDs.
 */
export interface GroupEvents {
  created(room: Room): Promise<void>;
  membersAdded(room: Room, added: readonly string[]): Promise<void>;
  membersRemoved(room: Room, removed: readonly string[]): Promise<void>;
  deleted(room: Room): Promise<void>;
}

/** Until the XMPP plane is wired: the changes are logged, nothing is sent. */
export class LoggedGroupEvents implements GroupEvents {
  constructor(private readonly log: Log) {}

  created(room: Room): Promise<void> {
    this.log.info({ room: room.jid, members: room.members.length }, "chat group created");
    return Promise.resolve();
  }

  membersAdded(room: Room, added: readonly string[]): Promise<void> {
    this.log.info({ room: room.jid, added: added.length }, "chat group members added");
    return Promise.resolve();
  }

  membersRemoved(room: Room, removed: readonly string[]): Promise<void> {
    this.log.info({ room: room.jid, removed: removed.length }, "chat group members removed");
    return Promise.resolve();
  }

  deleted(room: Room): Promise<void> {
    this.log.info({ room: room.jid }, "chat group deleted");
    return Promise.resolve();
  }
}
