import type { ClientSession } from "../../core/client-session";
import type { InboundStanza, ServerContext, ServiceHandler, XmppModule } from "../../core/module-api";
import { offlineMessageOf, type OfflineMessage } from "../../core/offline-message";
import { iqResult } from "../../core/stanza-error";
import { bareOf, parseJid, type Jid } from "../../jid";
import { NS } from "../../xml/namespaces";
import { type XmlElement, xml } from "../../xml/xml-element";
import { markerOf, stampStanzaId } from "../xep-0313-mam/mam-module";
import { answerArchiveQuery, parseArchiveQuery } from "../xep-0313-mam/mam-query";
import type { MucHooks, RoomState } from "./muc-hooks";
import { LiveRoom, occupantPresence, readdressed, type Occupant } from "./muc-room";

/** The rooms' features (XEP-0045 §15.6 disco#info): persistent, members-only, hidden, non-anonymous. */
const ROOM_FEATURES = [
  NS.muc,
  "muc_persistent",
  "muc_membersonly",
  "muc_hidden",
  "muc_nonanonymous",
  "muc_unmoderated",
  NS.mam,
  NS.stanzaId,
];

/** The payloads a room answers (disco, its archive, muc#admin); any other is not understood. */
const ROOM_NAMESPACES: ReadonlySet<string> = new Set([NS.discoInfo, NS.discoItems, NS.mam, NS.mucAdmin]);

/** XEP-0045 §7.12: the disco#info node where a client asks for its reserved nick. */
const RESERVED_NICK_NODE = "x-roomuser-item";

/** What the application's group events call (chat-design.md, GroupEvents), with room bare JIDs. */
export type MucService = {
  readonly module: XmppModule;
  /** Mediated invitations (XEP-0045 §7.8.2) from the room to these members' available resources. */
  invite(room: string, from: string, invitees: readonly string[], reason: string): void;
  /** Affiliation none (§9.4, status 321): their occupants are removed. */
  removed(room: string, members: readonly string[]): void;
  /**
   * Members added (affiliation member) or removed (none): the occupants hear of it in a message
   * from the room carrying the items (XEP-0045 §9.3, §9.4: a member who is not in the room has no
   * presence to broadcast), so their member lists stay current.
   */
  membersChanged(room: string, changes: readonly MemberChange[]): void;
  /** The room is destroyed (§10.9): every occupant gets unavailable presence with `<destroy/>`. */
  destroyed(room: string, reason: string): void;
};

export type MemberChange = { readonly jid: string; readonly affiliation: "member" | "none" };

type RoomInbound = InboundStanza & { to: Jid };

/**
 * XEP-0045 multi-user chat at `conference.<domain>` for persistent members-only rooms whose
 * state is the application's (hooks): join with presence (members only, `registration-required`
 * otherwise), groupchat messages reflected to every occupant's resources and archived once with a
 * stanza-id of the room, leave, owner-only affiliation changes (muc#admin), the room's archive
 * (XEP-0313 to the room's JID, members only), and the invitations, removals and destruction the
 * application announces. Stanzas to one room are handled in order, one after the other.
 */
export function mucService(hooks: MucHooks): MucService {
  const rooms = new Map<string, LiveRoom>();
  const queues = new Map<string, Promise<void>>();
  const joined = new WeakMap<ClientSession, Set<LiveRoom>>();
  /** The server, known once a session started: before that nobody is there to tell anything. */
  let context: ServerContext | undefined;

  const inOrder = (room: string, work: () => Promise<void> | void): void => {
    const next = (queues.get(room) ?? Promise.resolve()).then(work).catch(() => {});
    queues.set(room, next);
    void next.then(() => {
      if (queues.get(room) === next) queues.delete(room);
    });
  };

  const stateOf = (to: Jid) => hooks.roomOf(to.local, to.domain);

  const broadcast = (room: LiveRoom, build: (to: ClientSession) => XmlElement): void => {
    if (!context) return;
    for (const session of room.sessions()) context.deliver(session, build(session));
  };

  const leave = (
    room: LiveRoom,
    occupant: Occupant,
    session: ClientSession | null,
    codes: string[] = [],
    extra?: XmlElement,
  ) => {
    const gone = session ? [session] : [...occupant.sessions];
    for (const each of gone) {
      occupant.sessions.delete(each);
      joined.get(each)?.delete(room);
      context?.deliver(
        each,
        occupantPresence(room, occupant, codes.includes("321") ? "none" : occupant.affiliation, each.full, {
          unavailable: true,
          codes: [...codes, "110"],
          extra,
        }),
      );
    }
    if (occupant.sessions.size > 0) return;
    room.byNick.delete(occupant.nick);
    const affiliation = codes.includes("321") ? "none" : occupant.affiliation;
    broadcast(room, (to) =>
      occupantPresence(room, occupant, affiliation, to.full, { unavailable: true, codes, extra }),
    );
    if (room.byNick.size === 0) rooms.delete(room.jid);
  };

  const join = async (inbound: RoomInbound, server: ServerContext): Promise<void> => {
    const { session, to } = inbound;
    const state = await stateOf(to);
    const affiliation = state?.affiliations.get(session.bare);
    if (!state) return server.bounce(inbound, "item-not-found");
    if (!affiliation) return server.bounce(inbound, "registration-required", "auth");
    const bare = bareOf({ ...to, resource: "" });
    const room = rooms.get(bare) ?? new LiveRoom(bare);
    rooms.set(bare, room);
    const taken = room.byNick.get(to.resource);
    if (taken && taken.bare !== session.bare) return server.bounce(inbound, "conflict");
    const current = room.occupantOf(session);
    if (current && current.nick !== to.resource) leave(room, current, session);
    // §7.2.3: the occupants first, then the new one's own presence to everyone, itself last.
    for (const other of room.byNick.values()) {
      if (other.nick !== to.resource)
        server.deliver(session, occupantPresence(room, other, other.affiliation, session.full));
    }
    const occupant = taken ?? { nick: to.resource, bare: session.bare, affiliation, sessions: new Set() };
    occupant.affiliation = affiliation;
    room.byNick.set(occupant.nick, occupant);
    occupant.sessions.add(session);
    let sessionRooms = joined.get(session);
    if (!sessionRooms) joined.set(session, (sessionRooms = new Set()));
    sessionRooms.add(room);
    for (const other of room.sessions()) {
      const self = occupant.sessions.has(other);
      server.deliver(
        other,
        occupantPresence(room, occupant, affiliation, other.full, { codes: self ? ["100", "110"] : [] }),
      );
    }
  };

  const groupchat = (inbound: RoomInbound, server: ServerContext): void => {
    const { session, stanza, to } = inbound;
    const room = rooms.get(bareOf({ ...to, resource: "" }));
    const occupant = room?.occupantOf(session);
    if (!room || !occupant || to.resource !== "") return server.bounce(inbound, "not-acceptable");
    const from = `${room.jid}/${occupant.nick}`;
    if (stanza.getChild("body", NS.client) !== undefined) {
      const id = hooks.nextId();
      stampStanzaId(stanza, id, room.jid);
      hooks.storeGroup({
        id,
        room: room.jid,
        from: session.full,
        nick: occupant.nick,
        stanza: readdressed(stanza, from, room.jid),
      });
    } else {
      const marker = markerOf(stanza);
      if (marker) hooks.onMarker?.({ ...marker, from: session.bare, to: room.jid });
    }
    for (const recipient of room.sessions())
      server.deliver(recipient, readdressed(stanza, from, recipient.full));
    const offline = server.hooks.onOfflineMessage && offlineMessageOf(stanza, session.bare, room.jid);
    // The hook is the application's: a failure of it is its own to report, never the room's.
    if (offline) tellOffline(to, offline, server).catch(() => {});
  };

  /** Each member with no session hears of a room's message (the hook), after it was delivered. */
  const tellOffline = async (to: Jid, message: OfflineMessage, server: ServerContext): Promise<void> => {
    const state = await stateOf(to).catch(() => null);
    for (const member of state?.affiliations.keys() ?? []) {
      if (member !== message.from && server.sessions.countOf(member) === 0)
        server.hooks.onOfflineMessage?.(member, message);
    }
  };

  const adminItems = (state: RoomState, affiliation: string | undefined): XmlElement => {
    const query = xml("query", { xmlns: NS.mucAdmin });
    for (const [jid, held] of state.affiliations) {
      if (!affiliation || affiliation === held)
        query.append(xml("item", { xmlns: NS.mucAdmin, jid, affiliation: held }));
    }
    return query;
  };

  const roomIq = async (inbound: RoomInbound, server: ServerContext): Promise<void> => {
    const { session, stanza, to } = inbound;
    const payload = stanza.elements()[0];
    const type = stanza.attrs.type;
    if (type !== "get" && type !== "set") return;
    const state = to.resource === "" ? await stateOf(to) : null;
    const affiliation = state?.affiliations.get(session.bare);
    // Another tenant's room, or one that is not there: nothing to discover (tenant isolation).
    if (!state || !affiliation || !payload) return server.bounce(inbound, "item-not-found");
    const room = bareOf({ ...to, resource: "" });
    const key = `${payload.ns} ${payload.name}`;
    if (key === `${NS.discoInfo} query` && type === "get" && payload.attrs.node !== undefined) {
      // §7.12: nicks are not registered here, so the reserved-nick node is an empty query.
      if (payload.attrs.node !== RESERVED_NICK_NODE) return server.bounce(inbound, "item-not-found");
      const empty = xml("query", { xmlns: NS.discoInfo, node: RESERVED_NICK_NODE });
      return server.deliver(session, iqResult(stanza, session.full, empty));
    }
    if (key === `${NS.discoInfo} query` && type === "get") {
      const query = xml(
        "query",
        { xmlns: NS.discoInfo },
        xml("identity", { category: "conference", type: "text", name: state.title }),
      );
      for (const feature of ROOM_FEATURES) query.append(xml("feature", { var: feature }));
      return server.deliver(session, iqResult(stanza, session.full, query));
    }
    if (key === `${NS.discoItems} query` && type === "get") {
      return server.deliver(session, iqResult(stanza, session.full, xml("query", { xmlns: NS.discoItems })));
    }
    if (key === `${NS.mam} query` && type === "set") {
      const parsed = parseArchiveQuery(payload, room);
      if (!parsed) return server.bounce(inbound, "bad-request", "modify");
      return answerArchiveQuery({ ...inbound, payload }, server, parsed, (q) => hooks.query(q), room);
    }
    if (key === `${NS.mucAdmin} query`) {
      const item = payload.getChild("item", NS.mucAdmin);
      if (type === "get")
        return server.deliver(
          session,
          iqResult(stanza, session.full, adminItems(state, item?.attrs.affiliation)),
        );
      if (affiliation !== "owner") return server.bounce(inbound, "forbidden", "auth");
      const target = parseJid(item?.attrs.jid ?? "");
      const wanted = item?.attrs.affiliation;
      if (!target || (wanted !== "member" && wanted !== "none"))
        return server.bounce(inbound, "bad-request", "modify");
      const done = await hooks.setAffiliation(
        room,
        session.bare,
        bareOf({ ...target, resource: "" }),
        wanted,
      );
      if (!done) return server.bounce(inbound, "not-allowed");
      return server.deliver(session, iqResult(stanza, session.full));
    }
    // RFC 6120 §8.4: a payload the room does not understand (a vCard, a registration) is
    // service-unavailable; one it knows, asked the wrong way, is not implemented.
    server.bounce(
      inbound,
      ROOM_NAMESPACES.has(payload.ns) ? "feature-not-implemented" : "service-unavailable",
    );
  };

  const serviceIq = (inbound: RoomInbound, server: ServerContext): void => {
    const { stanza, session } = inbound;
    const payload = stanza.elements()[0];
    if (stanza.attrs.type !== "get" || !payload) return server.bounce(inbound, "service-unavailable");
    if (payload.ns === NS.discoInfo) {
      const query = xml(
        "query",
        { xmlns: NS.discoInfo },
        xml("identity", { category: "conference", type: "text", name: "Groups" }),
        xml("feature", { var: NS.muc }),
        xml("feature", { var: NS.discoInfo }),
        xml("feature", { var: NS.discoItems }),
      );
      return server.deliver(session, iqResult(stanza, session.full, query));
    }
    // Rooms are hidden (members-only groups): the service lists none.
    if (payload.ns === NS.discoItems)
      return server.deliver(session, iqResult(stanza, session.full, xml("query", { xmlns: NS.discoItems })));
    server.bounce(inbound, "service-unavailable");
  };

  const handle: ServiceHandler = (inbound, server) => {
    context = server;
    const { stanza, to, session } = inbound;
    if (to.local === "")
      return stanza.name === "iq"
        ? serviceIq(inbound, server)
        : server.bounce(inbound, "service-unavailable");
    const bare = bareOf({ ...to, resource: "" });
    inOrder(bare, async () => {
      if (stanza.name === "iq") return roomIq(inbound, server);
      if (stanza.name === "message") {
        if (stanza.attrs.type === "groupchat") return groupchat(inbound, server);
        return server.bounce(inbound, "not-acceptable");
      }
      if (stanza.attrs.type === "unavailable") {
        const room = rooms.get(bare);
        const occupant = room?.occupantOf(session);
        if (room && occupant) leave(room, occupant, session);
        return;
      }
      if (stanza.attrs.type === undefined && to.resource !== "") return join(inbound, server);
      if (stanza.attrs.type === undefined) return server.bounce(inbound, "bad-request", "modify");
    });
  };

  const module: XmppModule = {
    name: "xep-0045",
    services: { conference: handle },
    onSessionStart(_session, server) {
      context = server;
    },
    onSessionEnd(session) {
      for (const room of joined.get(session) ?? []) {
        inOrder(room.jid, () => {
          const occupant = room.occupantOf(session);
          if (occupant) leave(room, occupant, session);
        });
      }
    },
  };

  return {
    module,
    invite(room, from, invitees, reason) {
      if (!context) return;
      for (const invitee of invitees) {
        for (const session of context.sessions.availableOf(invitee)) {
          context.deliver(
            session,
            xml(
              "message",
              { xmlns: NS.client, from: room, to: invitee, id: `invite-${hooks.nextId()}` },
              xml("x", { xmlns: NS.mucUser }, xml("invite", { from }, xml("reason", {}, reason))),
            ),
          );
        }
      }
    },
    removed(room, members) {
      inOrder(room, () => {
        const live = rooms.get(room);
        for (const occupant of [...(live?.byNick.values() ?? [])]) {
          if (live && members.includes(occupant.bare)) leave(live, occupant, null, ["321"]);
        }
      });
    },
    membersChanged(room, changes) {
      inOrder(room, () => {
        const live = rooms.get(room);
        if (live === undefined || changes.length === 0) return;
        broadcast(live, (session) =>
          xml(
            "message",
            { xmlns: NS.client, from: room, to: session.full, id: `members-${hooks.nextId()}` },
            xml(
              "x",
              { xmlns: NS.mucUser },
              ...changes.map((change) => xml("item", { affiliation: change.affiliation, jid: change.jid })),
            ),
          ),
        );
      });
    },
    destroyed(room, reason) {
      inOrder(room, () => {
        const live = rooms.get(room);
        const destroy = xml("destroy", { xmlns: NS.mucUser }, xml("reason", {}, reason));
        for (const occupant of [...(live?.byNick.values() ?? [])]) {
          if (live) leave(live, occupant, null, [], destroy);
        }
        rooms.delete(room);
      });
    },
  };
}
