import { ErrorCode, type FileRejection } from "react-dropzone";
import { beforeEach, describe, expect, it } from "vitest";
import {
  BACKGROUND_KEY,
  BACKGROUND_REMEMBER_MAX_BYTES,
  VIDEO_EFFECT_KEY,
  backgroundRejectionText,
  effectTexts,
  readStoredEffect,
  storeEffect,
} from "./video-effect-settings";

const image = (bytes: number) =>
  `data:image/png;base64,${"A".repeat(bytes - "data:image/png;base64,".length)}`;

const rejection = (code: string): FileRejection[] => [
  {
    file: Object.assign(new File(["x"], "x.txt"), { path: "x.txt", relativePath: "x.txt" }),
    errors: [{ code, message: "library text" }],
  },
];

describe("background effect settings", () => {
  beforeEach(() => localStorage.clear());

  it("starts with no effect", () => {
    expect(readStoredEffect(localStorage)).toEqual({ effect: "none", background: null });
  });

  it("remembers blur across a reload", () => {
    expect(storeEffect(localStorage, { effect: "blur", background: null })).toBe("remembered");
    expect(localStorage.getItem(VIDEO_EFFECT_KEY)).toBe("blur");
    expect(readStoredEffect(localStorage)).toEqual({ effect: "blur", background: null });
  });

  it("remembers an image of exactly 950,000 bytes as a data URL", () => {
    const background = image(BACKGROUND_REMEMBER_MAX_BYTES);
    expect(storeEffect(localStorage, { effect: "image", background })).toBe("remembered");
    expect(localStorage.getItem(BACKGROUND_KEY)).toBe(background);
    expect(readStoredEffect(localStorage)).toEqual({ effect: "image", background });
  });

  it("does not remember an image one byte over the limit, and keeps the previous choice", () => {
    storeEffect(localStorage, { effect: "blur", background: null });
    const background = image(BACKGROUND_REMEMBER_MAX_BYTES + 1);
    expect(storeEffect(localStorage, { effect: "image", background })).toBe("notRemembered");
    expect(localStorage.getItem(BACKGROUND_KEY)).toBeNull();
    expect(readStoredEffect(localStorage)).toEqual({ effect: "blur", background: null });
  });

  it("keeps the remembered image while blur is chosen, for a later Image", () => {
    const background = image(1_000);
    storeEffect(localStorage, { effect: "image", background });
    storeEffect(localStorage, { effect: "blur", background });
    expect(readStoredEffect(localStorage)).toEqual({ effect: "blur", background });
  });

  it("reads an image effect without its image, or an unknown effect, as none", () => {
    localStorage.setItem(VIDEO_EFFECT_KEY, "image");
    expect(readStoredEffect(localStorage).effect).toBe("none");
    localStorage.setItem(BACKGROUND_KEY, "javascript:alert(1)");
    expect(readStoredEffect(localStorage)).toEqual({ effect: "none", background: null });
    localStorage.setItem(VIDEO_EFFECT_KEY, "sepia");
    expect(readStoredEffect(localStorage).effect).toBe("none");
  });

  it("says why a dropped file is rejected", () => {
    expect(backgroundRejectionText(rejection(ErrorCode.FileInvalidType))).toBe(effectTexts.wrongType);
    expect(backgroundRejectionText(rejection(ErrorCode.FileTooLarge))).toBe(effectTexts.tooLarge);
    expect(backgroundRejectionText(rejection(ErrorCode.TooManyFiles))).toBe(effectTexts.tooMany);
    expect(backgroundRejectionText(rejection("other"))).toBe(effectTexts.unreadable);
  });
});
