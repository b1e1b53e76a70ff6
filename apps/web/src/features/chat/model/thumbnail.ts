// spec 2 §5, §9: "Image thumbnails are compressed to about 0.05 MB and 200 px". The thumbnail travels
// inside the message stanza, which the server caps at 64 KiB: its data URL stays under 48,000 characters.
const THUMBNAIL_EDGE_PX = 200;
const THUMBNAIL_MAX_CHARS = 48_000;
const QUALITIES = [0.8, 0.6, 0.4, 0.25];

/** A JPEG data URL of at most 200 px a side for an image the browser can decode; "" for anything else. */
export async function thumbnailOf(file: Blob): Promise<string> {
  if (!file.type.startsWith("image/")) return "";
  try {
    const bitmap = await createImageBitmap(file);
    const scale = Math.min(1, THUMBNAIL_EDGE_PX / Math.max(bitmap.width, bitmap.height));
    const canvas = document.createElement("canvas");
    canvas.width = Math.max(1, Math.round(bitmap.width * scale));
    canvas.height = Math.max(1, Math.round(bitmap.height * scale));
    canvas.getContext("2d")?.drawImage(bitmap, 0, 0, canvas.width, canvas.height);
    bitmap.close();
    for (const quality of QUALITIES) {
      const url = canvas.toDataURL("image/jpeg", quality);
      if (url.length <= THUMBNAIL_MAX_CHARS) return url;
    }
    return "";
  } catch {
    // Not decodable here (a format the browser lacks): shared as a plain file.
    return "";
  }
}
