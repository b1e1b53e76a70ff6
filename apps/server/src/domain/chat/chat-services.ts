import type { Clock } from "../../clock";
import type { AppConfig } from "../../config";
import type { CopyFrom, Db } from "../../db/client";
import { readOrCreateVapidKeys } from "../../persisted-secrets";
import type { Log } from "../log";
import { ArchiveRepository } from "./archive-repository";
import { AttachmentAccess } from "./attachments/attachment-access";
import { AttachmentStore } from "./attachments/attachment-store";
import { ChatAddresses } from "./chat-addresses";
import { ChatColleagues, type ChatDirectory } from "./chat-colleagues";
import { ChatConversations } from "./chat-conversations";
import { ChatGroups } from "./chat-groups";
import { ChatLimits } from "./chat-limits";
import { ChatPorts } from "./chat-ports";
import { LoggedGroupEvents } from "./group-events";
import { DEFAULT_FETCH_POLICY, type FetchPolicy } from "./preview/guarded-fetch";
import { LinkPreviews } from "./preview/link-previews";
import { ChatNotifier } from "./push/chat-notifier";
import { nobodyConnected } from "./push/chat-presence";
import { PushSender } from "./push/push-sender";
import { PushSubscriptions } from "./push/push-subscriptions";
import { RecentPushes } from "./push/recent-pushes";
import { ReadMarkers } from "./read-markers";
import { RoomRepository } from "./room-repository";

/** The chat API's services (issue 13); the XMPP plane writes through `archive` and reads `groups`. */
export type ChatServices = {
  addresses: ChatAddresses;
  /** The archive hook of the XMPP plane (ChatArchive) and the API's reader. */
  archive: ArchiveRepository;
  /** Groups; the XMPP plane reads rooms through it (ChatRooms). */
  groups: ChatGroups;
  conversations: ChatConversations;
  colleagues: ChatColleagues;
  attachments: AttachmentStore;
  previews: LinkPreviews;
  notifier: ChatNotifier;
  pushSubscriptions: PushSubscriptions;
  pushSender: PushSender;
  /** The VAPID public key browsers subscribe with. */
  pushPublicKey: string;
  limits: ChatLimits;
  /** GroupEvents and ChatPresence: logged and "nobody connected" until the XMPP plane sets its own. */
  ports: ChatPorts;
};

/** VAPID `sub` (RFC 8292 §2.1): the public https URL when there is one, else the sender address. */
function vapidSubject(config: AppConfig): string {
  const url = new URL(config.publicUrl);
  if (url.protocol === "https:" && url.hostname !== "localhost") return url.origin;
  return `mailto:${/<([^>]+)>/.exec(config.mailFrom)?.[1] ?? config.mailFrom}`;
}

export type ChatServiceOptions = {
  config: AppConfig;
  db: Db;
  /** The driver's bulk load, for the XMPP plane's archive batches (PGlite). */
  copyFrom?: CopyFrom | undefined;
  clock: Clock;
  log: Log;
  directory: ChatDirectory;
  /** Tests: a resolver hook, short timeouts, extra TLS trust for a stand-in push service. */
  fetchPolicy?: Partial<FetchPolicy>;
  pushCa?: string | Buffer | undefined;
};

export function createChatServices(options: ChatServiceOptions): ChatServices {
  const { config, db, clock, log, directory } = options;
  const addresses = new ChatAddresses(config.sipDomain);
  const markers = new ReadMarkers(db, addresses.domain);
  const archive = new ArchiveRepository(db, addresses, markers, clock, options.copyFrom);
  const colleagues = new ChatColleagues(directory);
  const ports = new ChatPorts(new LoggedGroupEvents(log), nobodyConnected);
  const groups = new ChatGroups(
    new RoomRepository(db, addresses),
    colleagues,
    addresses,
    ports,
    clock,
    async (jid) => {
      await archive.deleteArchiveOf(jid);
      await markers.forgetConversation(jid);
    },
  );
  const policy: FetchPolicy = {
    ...DEFAULT_FETCH_POLICY,
    allowHosts: new Set(config.chat.previewAllowHosts),
    ...options.fetchPolicy,
  };
  const keys = readOrCreateVapidKeys(config.dataDir);
  const pushSubscriptions = new PushSubscriptions(db, clock);
  const pushSender = new PushSender({ keys, subject: vapidSubject(config), policy, ca: options.pushCa });
  return {
    addresses,
    archive,
    groups,
    conversations: new ChatConversations(archive, markers, groups, colleagues, addresses, clock),
    colleagues,
    attachments: new AttachmentStore(
      db,
      config.dataDir,
      clock,
      new AttachmentAccess(db, addresses, colleagues, groups),
    ),
    previews: new LinkPreviews(policy, clock),
    notifier: new ChatNotifier(pushSubscriptions, pushSender, ports, log, new RecentPushes(clock)),
    pushSubscriptions,
    pushSender,
    pushPublicKey: keys.publicKey,
    limits: new ChatLimits(clock),
    ports,
  };
}
