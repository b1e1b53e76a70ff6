import { ErrorCode, type FileRejection } from "react-dropzone";

/**
 * The background effect a participant chose (spec 2 §2 Settings "apply effects", §3 local storage
 * `conferenceVideoEffect` and `conferenceBg`, §5, §9), and what of it is remembered.
 */
export type VideoEffect = "none" | "blur" | "image";

export const VIDEO_EFFECTS: readonly VideoEffect[] = ["none", "blur", "image"];

export const VIDEO_EFFECT_KEY = "conferenceVideoEffect";
export const BACKGROUND_KEY = "conferenceBg";

/** spec 2 §9 "Background image persistence limit 950,000 bytes", counted on the stored data URL. */
export const BACKGROUND_REMEMBER_MAX_BYTES = 950_000;
/** A larger file is refused: decoding it would cost more memory than any background is worth. */
export const BACKGROUND_FILE_MAX_BYTES = 10_000_000;
/** The "blur 3 px". */
export const BLUR_RADIUS_PX = 3;

export const effectLabels: Record<VideoEffect, string> = { none: "None", blur: "Blur", image: "Image" };

export const effectTexts = {
  wrongType: "The background must be an image file",
  tooLarge: "The image is larger than 10 MB and cannot be used as a background",
  tooMany: "Choose one image only",
  notRemembered: "This background image is larger than 950 kB: it is used now but will not be remembered",
  unreadable: "The file could not be read as an image",
  failed: "Background effects could not start",
} as const;

export interface StoredEffect {
  readonly effect: VideoEffect;
  /** The background image as a data URL, kept while another effect is on; null when none was chosen. */
  readonly background: string | null;
}

const isVideoEffect = (value: string | null): value is VideoEffect =>
  value !== null && (VIDEO_EFFECTS as readonly string[]).includes(value);

/** What was remembered; an image effect whose image is gone (or is not an image) is none. */
export function readStoredEffect(storage: Storage): StoredEffect {
  const stored = storage.getItem(VIDEO_EFFECT_KEY);
  const image = storage.getItem(BACKGROUND_KEY);
  const background = image?.startsWith("data:image/") === true ? image : null;
  const effect = isVideoEffect(stored) && (stored !== "image" || background !== null) ? stored : "none";
  return { effect, background };
}

/**
 * Remembers a choice unless its image is over the limit (or does not fit in the storage): then the
 * choice holds for this session only and the previous one stays remembered.
 */
export function storeEffect(storage: Storage, choice: StoredEffect): "remembered" | "notRemembered" {
  if (choice.effect !== "image") {
    storage.setItem(VIDEO_EFFECT_KEY, choice.effect);
    return "remembered";
  }
  if (choice.background === null || choice.background.length > BACKGROUND_REMEMBER_MAX_BYTES)
    return "notRemembered";
  const previous = storage.getItem(BACKGROUND_KEY);
  try {
    storage.setItem(BACKGROUND_KEY, choice.background);
    storage.setItem(VIDEO_EFFECT_KEY, "image");
    return "remembered";
  } catch {
    // QuotaExceededError: the origin's other data leaves no room.
    if (previous === null) storage.removeItem(BACKGROUND_KEY);
    else storage.setItem(BACKGROUND_KEY, previous);
    return "notRemembered";
  }
}

const rejectionTexts: Partial<Record<string, string>> = {
  [ErrorCode.FileInvalidType]: effectTexts.wrongType,
  [ErrorCode.FileTooLarge]: effectTexts.tooLarge,
  [ErrorCode.TooManyFiles]: effectTexts.tooMany,
};

/** spec 2 §5 "Dropped background files that are rejected show the rejection message": the first reason. */
export function backgroundRejectionText(rejections: readonly FileRejection[]): string {
  const code = rejections[0]?.errors[0]?.code;
  return (code === undefined ? undefined : rejectionTexts[code]) ?? effectTexts.unreadable;
}
