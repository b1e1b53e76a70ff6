import { AVATAR_MAX_DIMENSION } from "@mobex/contracts/avatar";
import type { Encoder } from "./quality-search";

/** The crop in the picture's own pixels (react-easy-crop's croppedAreaPixels). */
export interface PixelArea {
  readonly x: number;
  readonly y: number;
  readonly width: number;
  readonly height: number;
}

function toBlob(canvas: HTMLCanvasElement, quality: number): Promise<Blob> {
  return new Promise((resolve, reject) =>
    canvas.toBlob(
      (blob) => (blob ? resolve(blob) : reject(new Error("The picture could not be encoded"))),
      "image/jpeg",
      quality,
    ),
  );
}

/**
 * An encoder of the cropped part of `image`, at most 1024 px (spec 1 §5), as JPEG. Transparent
 * areas become white rather than JPEG's black.
 */
export function cropEncoder(image: CanvasImageSource, area: PixelArea): Encoder {
  const fullSize = Math.min(AVATAR_MAX_DIMENSION, Math.max(area.width, area.height));
  return (quality, scale) => {
    const width = Math.max(
      1,
      Math.round((fullSize * scale * area.width) / Math.max(area.width, area.height)),
    );
    const height = Math.max(
      1,
      Math.round((fullSize * scale * area.height) / Math.max(area.width, area.height)),
    );
    const canvas = document.createElement("canvas");
    canvas.width = width;
    canvas.height = height;
    const context = canvas.getContext("2d");
    if (!context) return Promise.reject(new Error("No 2D canvas in this browser"));
    context.fillStyle = "#ffffff";
    context.fillRect(0, 0, width, height);
    context.imageSmoothingQuality = "high";
    context.drawImage(image, area.x, area.y, area.width, area.height, 0, 0, width, height);
    return toBlob(canvas, quality);
  };
}
