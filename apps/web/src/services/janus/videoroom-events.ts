import { z } from "zod/mini";
import { type JanusPublisher, publisherSchema } from "./janus-wire";

/** VideoRoom events a participant reacts to (videoroom.html "VideoRoom events"). */
export type VideoRoomEvent =
  | { readonly kind: "publishers"; readonly publishers: readonly JanusPublisher[] }
  | { readonly kind: "unpublished"; readonly feedId: string }
  | { readonly kind: "leaving"; readonly feedId: string }
  | { readonly kind: "talking"; readonly feedId: string; readonly talking: boolean };

const publishersSchema = z.array(publisherSchema);
const feedIdOf = (value: unknown): string | null =>
  typeof value === "string" || typeof value === "number" ? String(value) : null;

/** Reads the events in one VideoRoom plugin message (a `joined` or `event` may carry several). */
export function videoRoomEvents(data: Record<string, unknown>): VideoRoomEvent[] {
  const events: VideoRoomEvent[] = [];
  const kind = data["videoroom"];
  if (kind === "talking" || kind === "stopped-talking") {
    const feedId = feedIdOf(data["id"]);
    if (feedId !== null) events.push({ kind: "talking", feedId, talking: kind === "talking" });
    return events;
  }
  const publishers = z.safeParse(publishersSchema, data["publishers"]);
  if (publishers.success && publishers.data.length > 0)
    events.push({ kind: "publishers", publishers: publishers.data });
  const unpublished = feedIdOf(data["unpublished"]);
  // "ok" answers our own unpublish/leave, not someone else's.
  if (unpublished !== null && unpublished !== "ok") events.push({ kind: "unpublished", feedId: unpublished });
  const leaving = feedIdOf(data["leaving"]);
  if (leaving !== null && leaving !== "ok") events.push({ kind: "leaving", feedId: leaving });
  return events;
}
