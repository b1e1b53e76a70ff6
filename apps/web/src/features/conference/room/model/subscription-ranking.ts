/** What ranks a remote video for one of the limited subscriptions (spec 2 §4 "Subscriptions"). */
export interface RankedVideo {
  readonly id: string;
  readonly screen: boolean;
  readonly pinned: boolean;
  readonly talking: boolean;
  readonly favorite: boolean;
  readonly handRaised: boolean;
}

export interface SubscriptionPlan {
  /** The feeds whose video is subscribed, best first. */
  readonly subscribed: readonly string[];
  /** The rest: counted in the "+N" tile, their video not received. */
  readonly hidden: readonly string[];
}

// spec 2 §4: "ranking … screen share, pinned, talking, favourite, hand raised".
const rank = (video: RankedVideo): number =>
  (video.screen ? 16 : 0) +
  (video.pinned ? 8 : 0) +
  (video.talking ? 4 : 0) +
  (video.favorite ? 2 : 0) +
  (video.handRaised ? 1 : 0);

/**
 * The `limit` best-ranked videos; equal ranks keep the order given (who joined first), so a
 * subscription does not move from one feed to another while nothing about them changed.
 */
export function planSubscriptions(videos: readonly RankedVideo[], limit: number): SubscriptionPlan {
  const ordered = videos
    .map((video, index) => ({ video, index, rank: rank(video) }))
    .sort((a, b) => b.rank - a.rank || a.index - b.index)
    .map(({ video }) => video.id);
  const count = Math.max(0, limit);
  return { subscribed: ordered.slice(0, count), hidden: ordered.slice(count) };
}
