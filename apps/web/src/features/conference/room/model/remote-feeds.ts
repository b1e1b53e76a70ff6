import type { JanusPublisher } from "../../../../services/janus/janus-wire";
import type { StreamRef, VideoRoomSubscriber } from "../../../../services/janus/videoroom-subscriber";
import { type Participant, useRoomStore } from "./room-store";
import { planSubscriptions } from "./subscription-ranking";

export const SCREEN_PREFIX = "screen-";

const key = (feed: string, mid: string) => `${feed}\u0000${mid}`;

/**
 * The remote feeds of the room and what of them the one subscriber handle receives: every audio,
 * and the video of the `maxVisible` best-ranked feeds (spec 2 §4 "Subscriptions"); the rest are
 * counted. Any change of the feeds, their ranks or the limit re-plans with one Janus "update".
 */
export class RemoteFeeds {
  readonly #streams = new Map<string, JanusPublisher["streams"]>();
  /** What the subscriber receives now, by feed + mid. */
  readonly #subscribed = new Set<string>();
  #planning = false;
  #replanAgain = false;

  constructor(private readonly subscriber: VideoRoomSubscriber) {
    subscriber.on("track", ({ feedId, track }) => {
      const patch: Partial<Participant> =
        track.kind === "audio" ? { audioTrack: track } : { videoTrack: track };
      useRoomStore.setState((state) => {
        const participant = state.participants[feedId];
        return participant === undefined
          ? state
          : { participants: { ...state.participants, [feedId]: { ...participant, ...patch } } };
      });
    });
  }

  /** New or updated publishers (joined / publishers events). */
  add(publishers: readonly JanusPublisher[]): void {
    const selfId = useRoomStore.getState().selfId;
    useRoomStore.setState((state) => {
      const participants = { ...state.participants };
      const order = [...state.order];
      for (const publisher of publishers) {
        if (publisher.id === selfId || publisher.id === `${SCREEN_PREFIX}${selfId}`) continue;
        this.#streams.set(publisher.id, publisher.streams);
        const screenOf = publisher.id.startsWith(SCREEN_PREFIX)
          ? publisher.id.slice(SCREEN_PREFIX.length)
          : null;
        const known = participants[publisher.id];
        participants[publisher.id] = {
          id: publisher.id,
          display: publisher.display ?? publisher.id,
          screenOf,
          own: false,
          talking: publisher.talking ?? known?.talking ?? false,
          handRaised: known?.handRaised ?? false,
          audioMuted: known?.audioMuted ?? false,
          videoMuted: known?.videoMuted ?? false,
          hasVideo: publisher.streams.some((stream) => stream.type === "video" && stream.disabled !== true),
          videoTrack: known?.videoTrack ?? null,
          audioTrack: known?.audioTrack ?? null,
        };
        if (!order.includes(publisher.id)) order.push(publisher.id);
      }
      return { participants, order };
    });
    this.replan();
  }

  /** A feed unpublished or left: Janus drops its streams from our subscription by itself. */
  remove(feedId: string): void {
    this.#streams.delete(feedId);
    for (const entry of [...this.#subscribed])
      if (entry.startsWith(`${feedId}\u0000`)) this.#subscribed.delete(entry);
    useRoomStore.setState((state) => {
      if (state.participants[feedId] === undefined) return state;
      const participants = { ...state.participants };
      delete participants[feedId];
      return {
        participants,
        order: state.order.filter((id) => id !== feedId),
        pinnedId: state.pinnedId === feedId ? null : state.pinnedId,
      };
    });
    this.replan();
  }

  /** Re-plans the subscriptions; calls arriving while one runs coalesce into one more run. */
  replan(): void {
    if (this.#planning) {
      this.#replanAgain = true;
      return;
    }
    this.#planning = true;
    this.#apply()
      .catch(reportError)
      .finally(() => {
        this.#planning = false;
        if (this.#replanAgain) {
          this.#replanAgain = false;
          this.replan();
        }
      });
  }

  async #apply(): Promise<void> {
    const state = useRoomStore.getState();
    const remote = state.order.flatMap((id) => {
      const participant = state.participants[id];
      return participant === undefined || !participant.hasVideo ? [] : [participant];
    });
    const plan = planSubscriptions(
      remote.map((participant) => ({
        id: participant.id,
        screen: participant.screenOf !== null,
        pinned: state.pinnedId === participant.id,
        talking: participant.talking,
        favorite: state.favorites.includes(participant.id),
        handRaised: participant.handRaised,
      })),
      state.maxVisible,
    );
    const wanted = new Map<string, StreamRef & { mid: string }>();
    for (const [feed, streams] of this.#streams)
      for (const stream of streams) {
        if (stream.disabled === true) continue;
        const video = stream.type === "video";
        if (stream.type === "audio" || (video && plan.subscribed.includes(feed)))
          wanted.set(key(feed, stream.mid), { feed, mid: stream.mid });
      }
    const subscribe = [...wanted].filter(([entry]) => !this.#subscribed.has(entry)).map(([, ref]) => ref);
    const unsubscribe = [...this.#subscribed]
      .filter((entry) => !wanted.has(entry))
      .map((entry) => {
        const [feed = "", mid = ""] = entry.split("\u0000");
        return { feed, mid };
      });
    useRoomStore.setState((current) => {
      const participants = { ...current.participants };
      for (const id of plan.hidden) {
        const participant = participants[id];
        if (participant !== undefined) participants[id] = { ...participant, videoTrack: null };
      }
      return { subscribedVideos: plan.subscribed, hiddenVideos: plan.hidden, participants };
    });
    if (subscribe.length === 0 && unsubscribe.length === 0) return;
    await this.subscriber.update(subscribe, unsubscribe);
    for (const ref of unsubscribe) this.#subscribed.delete(key(ref.feed, ref.mid));
    for (const ref of subscribe) this.#subscribed.add(key(ref.feed, ref.mid));
  }
}
