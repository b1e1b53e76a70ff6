import type { FastifyBaseLogger } from "fastify";
import type { XmppModule } from "@mobex/xmpp-server/core/module-api";
import { mamModule } from "@mobex/xmpp-server/modules/xep-0313-mam/mam-module";
import type { MarkerSeen } from "@mobex/xmpp-server/modules/xep-0313-mam/mam-hooks";
import { mucService } from "@mobex/xmpp-server/modules/xep-0045-muc/muc-service";
import type { XmppServer } from "@mobex/xmpp-server/xmpp-server";
import type { AppServices } from "../../app-services";
import { ChatError } from "../../domain/chat/chat-error";
import { XmppArchive } from "./xmpp-archive";
import { XmppGroupEvents } from "./xmpp-group-events";
import { xmppRooms } from "./xmpp-rooms";

export type XmppChatModules = {
  modules: XmppModule[];
  archive: XmppArchive;
  /** Once the server runs: group changes reach the MUC service, presence answers from its sessions. */
  attach(server: XmppServer): void;
  detach(): void;
};

/**
 * MUC (groups) and MAM (the archive) of the chat plane, over the chat domain (chat-design.md): one
 * archive table and one muc_room truth for XMPP and the chat API. A receipt or marker moves the
 * reader's read marker as chat/confirmMessage does, so every device counts the same unread.
 */
export function xmppChatModules(services: AppServices, log: FastifyBaseLogger): XmppChatModules {
  const { chat, directory } = services;
  const { addresses } = chat;

  /** `inRoom`: a marker sent to a group's room, naming the message by the room's stanza-id. */
  const markerSeen = async ({ from, to, id, kind }: MarkerSeen, inRoom = false): Promise<void> => {
    const phone = addresses.phoneOf(from);
    const found = phone === null ? undefined : await directory.memberByPhone(phone);
    if (!found) return;
    const caller = { user: found.user, tenantId: found.snapshot.tenant.id };
    const marker = kind === "displayed" ? "read" : "received";
    // The message marked may still be in the archive's batch.
    await archive.flush();
    await (
      inRoom
        ? chat.conversations.confirmInRoom(caller, to, id, marker)
        : chat.conversations.confirm(caller, id, marker, false)
    ).catch((error: unknown) => {
      // A marker for a message that is not archived (never stored, or another client's id): nothing to move.
      if (!(error instanceof ChatError)) throw error;
    });
  };

  const archive = new XmppArchive(chat.archive, services.database.db, addresses, log, markerSeen);
  const rooms = xmppRooms({ groups: chat.groups, addresses, directory });
  const muc = mucService({
    ...rooms,
    nextId: () => archive.nextId(),
    storeGroup: (message) => archive.storeGroup(message),
    query: (query) => archive.query(query),
    onMarker: (marker) => {
      markerSeen(marker, true).catch((error: unknown) =>
        log.warn({ plane: "xmpp", err: error }, "a chat marker in a room was not recorded"),
      );
    },
  });
  const previous = { groupEvents: chat.ports.groupEvents, presence: chat.ports.presence };

  return {
    modules: [muc.module, mamModule(archive)],
    archive,
    attach(server) {
      chat.ports.groupEvents = new XmppGroupEvents(muc);
      chat.ports.presence = {
        isConnected: (phone) => server.sessions.countOf(addresses.userJid(phone)) > 0,
      };
    },
    detach() {
      chat.ports.groupEvents = previous.groupEvents;
      chat.ports.presence = previous.presence;
    },
  };
}
