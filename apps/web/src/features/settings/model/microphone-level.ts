// spec 1 §2: "a microphone level meter that turns warning above 60 percent and error above 80 percent".
export const LEVEL_WARNING_PERCENT = 60;
export const LEVEL_ERROR_PERCENT = 80;

/**
 * Loudness of one block of samples as a percentage. The square root of the RMS follows perceived
 * loudness better than RMS itself: normal speech lands near 20–45 %, shouting above 60 %.
 */
export function levelPercent(samples: Float32Array): number {
  if (samples.length === 0) return 0;
  let sum = 0;
  for (const sample of samples) sum += sample * sample;
  const rms = Math.sqrt(sum / samples.length);
  return Math.min(100, Math.round(Math.sqrt(rms) * 120));
}

export type LevelTone = "success" | "warning" | "error";

export function levelTone(percent: number): LevelTone {
  if (percent > LEVEL_ERROR_PERCENT) return "error";
  if (percent > LEVEL_WARNING_PERCENT) return "warning";
  return "success";
}
