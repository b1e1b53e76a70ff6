import { randomBytes, randomInt } from "node:crypto";
import { BodyError, parseBody } from "../core/parse-body";
import type {
  HandleLink,
  Jsep,
  MessageOutcome,
  PluginData,
  PluginInstance,
  TrickleCandidate,
} from "../core/plugin";
import { PublisherRole } from "./publisher-role";
import { SubscriberRole } from "./subscriber-role";
import type { VideoRoomContext } from "./videoroom-context";
import { VideoRoomError, VideoRoomErrorCode, videoRoomErrorData } from "./videoroom-errors";
import {
  configureRequest,
  createRequest,
  destroyRequest,
  editRequest,
  publisherJoinRequest,
  roomOnlyRequest,
  subscriberJoinRequest,
  updateRequest,
} from "./videoroom-requests";

const bodyCodes = {
  missing: VideoRoomErrorCode.MISSING_ELEMENT,
  invalid: VideoRoomErrorCode.INVALID_ELEMENT,
};
const SYNC_REQUESTS = new Set(["create", "edit", "destroy", "exists", "list", "listparticipants"]);
const ASYNC_REQUESTS = new Set([
  "join",
  "joinandconfigure",
  "configure",
  "publish",
  "unpublish",
  "start",
  "pause",
  "update",
  "leave",
]);

/**
 * One `janus.plugin.videoroom` handle. Its role is explicit:
 *   idle ──join(publisher)──▶ publisher ──leave──▶ idle
 *   idle ──join(subscriber)─▶ subscriber ──leave──▶ idle
 * Asynchronous requests run one after another, so offers and answers never interleave.
 */
export class VideoRoomHandle implements PluginInstance {
  private role:
    | { kind: "idle" }
    | { kind: "publisher"; publisher: PublisherRole }
    | { kind: "subscriber"; subscriber: SubscriberRole } = {
    kind: "idle",
  };
  private queue: Promise<void> = Promise.resolve();
  private destroyed = false;

  constructor(
    private readonly link: HandleLink,
    private readonly context: VideoRoomContext,
  ) {}

  message(body: Record<string, unknown>, jsep: Jsep | undefined, transaction: string): MessageOutcome {
    const request = body.request;
    if (typeof request === "string" && SYNC_REQUESTS.has(request))
      return { kind: "sync", data: this.syncRequest(body) };
    if (typeof request !== "string" || !ASYNC_REQUESTS.has(request)) {
      const error =
        request === undefined
          ? new VideoRoomError(VideoRoomErrorCode.MISSING_ELEMENT, "Missing element (request)")
          : new VideoRoomError(
              VideoRoomErrorCode.INVALID_REQUEST,
              `Unknown request '${JSON.stringify(request)}'`,
            );
      return { kind: "sync", data: videoRoomErrorData(error) };
    }
    this.schedule(async () => {
      try {
        const reply = await this.asyncRequest(request, body, jsep);
        this.link.pushEvent(reply.data, reply.jsep, transaction);
      } catch (error) {
        this.link.pushEvent(videoRoomErrorData(asVideoRoomError(error)), undefined, transaction);
      }
    });
    return { kind: "async" };
  }

  trickle(candidate: TrickleCandidate | null): void {
    if (this.role.kind === "publisher") this.role.publisher.trickle(candidate);
    if (this.role.kind === "subscriber") this.role.subscriber.trickle(candidate);
  }

  hangup(): void {
    if (this.role.kind === "publisher") this.role.publisher.hangup();
    if (this.role.kind === "subscriber") {
      this.role.subscriber.leave();
      this.role = { kind: "idle" };
    }
  }

  destroy(): void {
    this.destroyed = true;
    if (this.role.kind === "publisher") this.role.publisher.leave();
    if (this.role.kind === "subscriber") this.role.subscriber.leave();
    this.role = { kind: "idle" };
  }

  private schedule(work: () => Promise<void>): void {
    this.queue = this.queue.then(async () => {
      if (this.destroyed) return;
      try {
        await work();
      } catch (error) {
        this.context.onError(error);
      }
    });
  }

  private syncRequest(body: Record<string, unknown>): PluginData {
    const { registry } = this.context;
    try {
      switch (body.request) {
        case "create":
          return registry.create(parseBody(createRequest, body, bodyCodes));
        case "edit":
          return registry.edit(parseBody(editRequest, body, bodyCodes));
        case "destroy": {
          const request = parseBody(destroyRequest, body, bodyCodes);
          return registry.destroy(request.room, request.secret);
        }
        case "list":
          return registry.list();
        default: {
          const request = parseBody(roomOnlyRequest, body, bodyCodes);
          return request.request === "exists"
            ? registry.exists(request.room)
            : registry.listParticipants(request.room);
        }
      }
    } catch (error) {
      return videoRoomErrorData(asVideoRoomError(error));
    }
  }

  private async asyncRequest(
    request: string,
    body: Record<string, unknown>,
    jsep: Jsep | undefined,
  ): Promise<{ data: PluginData; jsep?: Jsep }> {
    const role = this.role;
    if (request === "join" || request === "joinandconfigure") {
      if (role.kind !== "idle")
        throw new VideoRoomError(
          VideoRoomErrorCode.ALREADY_JOINED,
          `Already in as a ${role.kind} on this handle`,
        );
      return body.ptype === "subscriber"
        ? this.joinSubscriber(body)
        : this.joinPublisher(request, body, jsep);
    }
    if (role.kind === "idle") throw new VideoRoomError(VideoRoomErrorCode.JOIN_FIRST, "Join first");
    if (role.kind === "publisher") {
      const { publisher } = role;
      switch (request) {
        case "configure":
        case "publish":
          return publisher.configure(parseBody(configureRequest, body, bodyCodes), jsep);
        case "unpublish":
          return { data: publisher.unpublish() };
        case "leave":
          publisher.leave();
          this.role = { kind: "idle" };
          return { data: { videoroom: "event", room: publisher.room.id, leaving: "ok" } };
        default:
          throw new VideoRoomError(
            VideoRoomErrorCode.INVALID_REQUEST,
            `Unknown request '${request}' for a publisher`,
          );
      }
    }
    const { subscriber } = role;
    switch (request) {
      case "start":
        return { data: await subscriber.start(jsep) };
      case "pause":
        return { data: subscriber.pause() };
      case "update":
        return subscriber.update(parseBody(updateRequest, body, bodyCodes));
      case "configure": {
        const request = parseBody(configureRequest, body, bodyCodes);
        return subscriber.configure(request.restart === true, request.streams ?? []);
      }
      case "leave":
        subscriber.leave();
        this.role = { kind: "idle" };
        return { data: { videoroom: "event", room: subscriber.room.id, left: "ok" } };
      default:
        throw new VideoRoomError(
          VideoRoomErrorCode.INVALID_REQUEST,
          `Unknown request '${request}' for a subscriber`,
        );
    }
  }

  private async joinPublisher(
    request: string,
    body: Record<string, unknown>,
    jsep: Jsep | undefined,
  ): Promise<{ data: PluginData; jsep?: Jsep }> {
    const join = parseBody(publisherJoinRequest, body, bodyCodes);
    const room = this.context.registry.require(join.room);
    if (room.settings.pin !== undefined && join.pin !== room.settings.pin)
      throw new VideoRoomError(VideoRoomErrorCode.UNAUTHORIZED, "Unauthorized (wrong pin)");
    const id = join.id ?? randomBytes(8).toString("hex");
    if (room.participants.has(id))
      throw new VideoRoomError(VideoRoomErrorCode.ID_EXISTS, `User ID ${id} already exists`);
    if (room.participants.size >= this.context.limits.participantsPerRoom)
      throw new VideoRoomError(VideoRoomErrorCode.PUBLISHERS_FULL, "The room is full");
    const publisher = new PublisherRole(
      room,
      id,
      join.display,
      randomInt(1, 2 ** 32),
      this.link,
      this.context,
      () => {
        this.role = { kind: "idle" };
      },
    );
    room.participants.set(id, publisher);
    this.role = { kind: "publisher", publisher };
    const joined = publisher.joinedEvent();
    if (request !== "joinandconfigure") return { data: joined };
    // Janus answers joinandconfigure with `joined` and the answer in one event.
    const configured = await publisher.configure(parseBody(configureRequest, body, bodyCodes), jsep);
    return configured.jsep ? { data: joined, jsep: configured.jsep } : { data: joined };
  }

  private async joinSubscriber(body: Record<string, unknown>): Promise<{ data: PluginData; jsep?: Jsep }> {
    const join = parseBody(subscriberJoinRequest, body, bodyCodes);
    const room = this.context.registry.require(join.room);
    if (room.settings.pin !== undefined && join.pin !== room.settings.pin)
      throw new VideoRoomError(VideoRoomErrorCode.UNAUTHORIZED, "Unauthorized (wrong pin)");
    const selections = join.streams ?? (join.feed === undefined ? [] : [{ feed: join.feed }]);
    if (selections.length === 0)
      throw new VideoRoomError(VideoRoomErrorCode.MISSING_ELEMENT, "Missing element (streams)");
    if (room.subscribers.size >= this.context.limits.subscribersPerRoom)
      throw new VideoRoomError(VideoRoomErrorCode.UNKNOWN_ERROR, "Too many subscribers in this room");
    const subscriber = new SubscriberRole(
      room,
      this.link,
      this.context,
      join.use_msid === true,
      (work) => this.schedule(work),
      () => {
        this.role = { kind: "idle" };
      },
    );
    try {
      const joined = await subscriber.join(selections);
      if (this.destroyed || this.context.registry.get(room.id) !== room)
        throw new VideoRoomError(VideoRoomErrorCode.NO_SUCH_ROOM, `No such room (${room.id})`);
      room.subscribers.add(subscriber);
      this.role = { kind: "subscriber", subscriber };
      return joined;
    } catch (error) {
      subscriber.leave();
      throw error;
    }
  }
}

function asVideoRoomError(error: unknown): unknown {
  return error instanceof BodyError ? new VideoRoomError(error.code, error.message) : error;
}
