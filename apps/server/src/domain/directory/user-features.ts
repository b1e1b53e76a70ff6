import type { UserRow } from "../../db/schema";

/** Feature flags of a user (spec 1 §6, spec 2 §6), by the names the profile answer uses. */
export const FEATURES = [
  "cpb",
  "chat_support",
  "chat_disabled",
  "video_support",
  "conference",
  "busylight",
] as const;
export type Feature = (typeof FEATURES)[number];

/** "All features on": every capability, and chat not disabled by the administrator. */
export const DEFAULT_FEATURES: readonly Feature[] = FEATURES.filter((feature) => feature !== "chat_disabled");

type FeatureColumn = "cpb" | "chatSupport" | "chatDisabled" | "videoSupport" | "conference" | "busylight";

const columns: Record<Feature, FeatureColumn> = {
  cpb: "cpb",
  chat_support: "chatSupport",
  chat_disabled: "chatDisabled",
  video_support: "videoSupport",
  conference: "conference",
  busylight: "busylight",
};

/** The column values for exactly `enabled` switched on. */
export function featureColumns(enabled: readonly Feature[]): Record<FeatureColumn, boolean> {
  const on = new Set(enabled);
  return {
    cpb: on.has("cpb"),
    chatSupport: on.has("chat_support"),
    chatDisabled: on.has("chat_disabled"),
    videoSupport: on.has("video_support"),
    conference: on.has("conference"),
    busylight: on.has("busylight"),
  };
}

export function enabledFeatures(user: UserRow): Feature[] {
  return FEATURES.filter((feature) => user[columns[feature]]);
}
