// Sample-rate conversion for prompts (offline, not on the media path): a windowed-sinc low-pass below
// the target's Nyquist frequency, evaluated at each output instant, so 16–48 kHz recordings keep no
// aliases of what lies above 4 kHz.

const HALF_TAPS = 16; // taps either side, at the input rate's lower of the two rates

export function resample(input: Int16Array, fromRate: number, toRate: number): Int16Array {
  if (fromRate === toRate) return input;
  const ratio = fromRate / toRate;
  // Cut-off at 90 % of the lower Nyquist frequency, relative to the input rate.
  const cutoff = (0.9 * Math.min(fromRate, toRate)) / 2 / fromRate;
  const reach = Math.ceil(HALF_TAPS * Math.max(1, ratio));
  const output = new Int16Array(Math.floor(input.length / ratio));
  for (let index = 0; index < output.length; index += 1) {
    const centre = index * ratio;
    const first = Math.max(0, Math.ceil(centre - reach));
    const last = Math.min(input.length - 1, Math.floor(centre + reach));
    let sum = 0;
    let weights = 0;
    for (let tap = first; tap <= last; tap += 1) {
      const distance = tap - centre;
      const weight = windowedSinc(distance, cutoff, reach);
      sum += (input[tap] ?? 0) * weight;
      weights += weight;
    }
    output[index] = clamp(weights === 0 ? 0 : Math.round(sum / weights));
  }
  return output;
}

function windowedSinc(distance: number, cutoff: number, reach: number): number {
  const x = 2 * cutoff * distance;
  const sinc = x === 0 ? 1 : Math.sin(Math.PI * x) / (Math.PI * x);
  const hann = 0.5 + 0.5 * Math.cos((Math.PI * distance) / reach);
  return sinc * hann;
}

function clamp(sample: number): number {
  return Math.max(-32768, Math.min(32767, sample));
}
