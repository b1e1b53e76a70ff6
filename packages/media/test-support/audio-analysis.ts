// Measures for tests that check audio that went through a call: which tone it holds, how loud it is.
import type { Pcm } from "../src/pcm";

/** Goertzel's algorithm: the power at `hz`, scaled so a full sine of amplitude A gives about A². */
export function tonePower(samples: Int16Array, hz: number, sampleRate = 8000): number {
  if (samples.length === 0) return 0;
  const coefficient = 2 * Math.cos((2 * Math.PI * hz) / sampleRate);
  let previous = 0;
  let beforePrevious = 0;
  for (const sample of samples) {
    const current = sample + coefficient * previous - beforePrevious;
    beforePrevious = previous;
    previous = current;
  }
  const power =
    previous * previous + beforePrevious * beforePrevious - coefficient * previous * beforePrevious;
  return (4 * power) / (samples.length * samples.length);
}

export function rms(samples: Int16Array): number {
  if (samples.length === 0) return 0;
  let sum = 0;
  for (const sample of samples) sum += sample * sample;
  return Math.sqrt(sum / samples.length);
}

/** The share (0…1) of the audio's energy that is a tone at `hz`; about 1 for a clean sine. */
export function toneShare(samples: Int16Array, hz: number, sampleRate = 8000): number {
  const meanSquare = rms(samples) ** 2;
  return meanSquare === 0 ? 0 : tonePower(samples, hz, sampleRate) / (2 * meanSquare);
}

/** The strongest frequency between `fromHz` and `toHz`, in `stepHz` steps. */
export function dominantFrequency(samples: Int16Array, fromHz = 100, toHz = 3900, stepHz = 10): number {
  let best = fromHz;
  let bestPower = -1;
  for (let hz = fromHz; hz <= toHz; hz += stepHz) {
    const power = tonePower(samples, hz);
    if (power > bestPower) {
      best = hz;
      bestPower = power;
    }
  }
  return best;
}

/** The audio with leading and trailing stretches quieter than `threshold` (RMS per 20 ms) removed. */
export function trimSilence(audio: Pcm, threshold = 500): Int16Array {
  const frame = 160;
  const loud = (start: number) => rms(audio.samples.subarray(start, start + frame)) >= threshold;
  let first = 0;
  while (first < audio.samples.length && !loud(first)) first += frame;
  let last = Math.ceil(audio.samples.length / frame) * frame - frame;
  while (last > first && !loud(last)) last -= frame;
  return audio.samples.subarray(first, Math.min(audio.samples.length, last + frame));
}
