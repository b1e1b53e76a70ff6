/** Encodes the picture at a JPEG quality (0–1) and a scale of its full size (≤ 1). */
export type Encoder = (quality: number, scale: number) => Promise<Blob>;

const MAX_QUALITY = 0.92;
const MIN_QUALITY = 0.5;
const QUALITY_STEPS = 5;
// Below MIN_QUALITY faces smear; shrinking the picture a quarter costs less than that.
const SHRINK = 0.75;
const MAX_SHRINKS = 6;

/** The best quality at this scale that fits `targetBytes`, or null when even the lowest does not. */
async function bestAtScale(encode: Encoder, scale: number, targetBytes: number): Promise<Blob | null> {
  const top = await encode(MAX_QUALITY, scale);
  if (top.size <= targetBytes) return top;
  let low = MIN_QUALITY;
  let high = MAX_QUALITY;
  let best: Blob | null = null;
  for (let step = 0; step < QUALITY_STEPS; step += 1) {
    const quality = (low + high) / 2;
    const blob = await encode(quality, scale);
    if (blob.size <= targetBytes) {
      best = blob;
      low = quality;
    } else {
      high = quality;
    }
  }
  if (best) return best;
  const bottom = await encode(MIN_QUALITY, scale);
  return bottom.size <= targetBytes ? bottom : null;
}

/**
 * spec 1 §5: "compressed to about 0.1 MB". A binary search over the quality keeps the picture as
 * sharp as the budget allows; when the lowest acceptable quality is still too big, the picture
 * shrinks and the search runs again.
 */
export async function compressToTarget(encode: Encoder, targetBytes: number): Promise<Blob> {
  let scale = 1;
  for (let shrink = 0; shrink <= MAX_SHRINKS; shrink += 1) {
    const fitting = await bestAtScale(encode, scale, targetBytes);
    if (fitting) return fitting;
    scale *= SHRINK;
  }
  return encode(MIN_QUALITY, scale);
}
