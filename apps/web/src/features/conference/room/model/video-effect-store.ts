import { create } from "zustand";
import { type StoredEffect, readStoredEffect } from "./video-effect-settings";

/**
 * The camera's background effect in the room:
 *
 *   off ─choose blur/image─▶ starting ─model loaded─▶ on ─choose none / camera off─▶ off
 *                               └──── fails ────▶ failed ─choose again─▶ starting
 */
export type EffectStatus = "off" | "starting" | "on" | "failed";

export interface EffectNotice {
  readonly text: string;
  readonly severity: "warning" | "error";
}

export interface VideoEffectState extends StoredEffect {
  readonly status: EffectStatus;
  /** The last rejection or warning about the choice, shown under it. */
  readonly notice: EffectNotice | null;
}

export const useVideoEffectStore = create<VideoEffectState>()(() => ({
  ...readStoredEffect(localStorage),
  status: "off",
  notice: null,
}));
