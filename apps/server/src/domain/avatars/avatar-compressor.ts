import sharp from "sharp";
import { AVATAR_MAX_DIMENSION } from "@mobex/contracts/avatar";
import { AvatarUploadError } from "./avatar-upload-error";
import { probeImageType, type AvatarMimeType } from "./image-probe";

/** The picture as it is stored: small, upright, without metadata (EXIF, GPS). */
export type CompressedAvatar = { bytes: Buffer; contentType: AvatarMimeType; width: number; height: number };

// A decompression bomb is a small file that decodes to gigapixels; 100 MP covers any camera while
// keeping the decoder's memory bounded.
const MAX_INPUT_PIXELS = 100_000_000;
const JPEG_QUALITY = 82;
// Quantiser effort: 7 took 35 s on a noisy 20 MB PNG (2 cores), 1 takes about 2 s for a file a
// few percent larger, and an avatar is shown at 40 px.
const PNG_QUANTISER_EFFORT = 1;

/**
 * Checks that the bytes are a JPEG or PNG by their signature AND that they decode (a renamed file
 * with a forged header fails the decode), then stores them compressed (spec 1 §5: at most 1024 px).
 * Pictures with transparency stay PNG (palette-quantised); everything else becomes a JPEG.
 */
export async function compressAvatar(input: Buffer): Promise<CompressedAvatar> {
  const claimed = probeImageType(input);
  if (!claimed) throw new AvatarUploadError("notAnImage", "no JPEG or PNG signature");
  const image = sharp(input, { failOn: "error", limitInputPixels: MAX_INPUT_PIXELS });
  let hasAlpha: boolean;
  try {
    const meta = await image.metadata();
    if (meta.format !== (claimed === "image/png" ? "png" : "jpeg") || !meta.width || !meta.height)
      throw new Error(`decoded as ${meta.format ?? "nothing"}`);
    hasAlpha = meta.hasAlpha;
  } catch (error) {
    throw new AvatarUploadError("notAnImage", error instanceof Error ? error.message : String(error));
  }
  const resized = image
    .rotate() // honour the EXIF orientation before it is stripped
    .resize({
      width: AVATAR_MAX_DIMENSION,
      height: AVATAR_MAX_DIMENSION,
      fit: "inside",
      withoutEnlargement: true,
    });
  try {
    const { data, info } = hasAlpha
      ? await resized
          .png({ palette: true, compressionLevel: 9, effort: PNG_QUANTISER_EFFORT })
          .toBuffer({ resolveWithObject: true })
      : await resized.jpeg({ quality: JPEG_QUALITY, mozjpeg: true }).toBuffer({ resolveWithObject: true });
    return {
      bytes: data,
      contentType: hasAlpha ? "image/png" : "image/jpeg",
      width: info.width,
      height: info.height,
    };
  } catch (error) {
    // The header was fine but the pixel data is truncated or corrupt.
    throw new AvatarUploadError("notAnImage", error instanceof Error ? error.message : String(error));
  }
}
