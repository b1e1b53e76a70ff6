/** One step of a tone pattern: the frequencies sounding together (none for a pause) and how long. */
export interface ToneStep {
  readonly hz: readonly number[];
  readonly ms: number;
}

const SAMPLE_RATE = 16_000;
// A short fade at each edge, so that steps start and stop without a click.
const FADE_MS = 6;
const PEAK = 0.45;

function samplesOf(steps: readonly ToneStep[]): Float32Array {
  const total = steps.reduce((sum, step) => sum + Math.round((step.ms * SAMPLE_RATE) / 1000), 0);
  const samples = new Float32Array(total);
  const fade = Math.round((FADE_MS * SAMPLE_RATE) / 1000);
  let offset = 0;
  for (const step of steps) {
    const length = Math.round((step.ms * SAMPLE_RATE) / 1000);
    for (let i = 0; i < length && step.hz.length > 0; i++) {
      const envelope = Math.min(1, i / fade, (length - i) / fade);
      const t = i / SAMPLE_RATE;
      const sum = step.hz.reduce((acc, hz) => acc + Math.sin(2 * Math.PI * hz * t), 0);
      samples[offset + i] = (PEAK * envelope * sum) / step.hz.length;
    }
    offset += length;
  }
  return samples;
}

/** A 16-bit mono PCM WAV file of the pattern (RIFF WAVE, 44-byte header). */
export function toneWav(steps: readonly ToneStep[]): Uint8Array {
  const samples = samplesOf(steps);
  const bytes = new Uint8Array(44 + samples.length * 2);
  const view = new DataView(bytes.buffer);
  const ascii = (at: number, text: string) =>
    [...text].forEach((c, i) => view.setUint8(at + i, c.charCodeAt(0)));
  ascii(0, "RIFF");
  view.setUint32(4, 36 + samples.length * 2, true);
  ascii(8, "WAVE");
  ascii(12, "fmt ");
  view.setUint32(16, 16, true);
  view.setUint16(20, 1, true);
  view.setUint16(22, 1, true);
  view.setUint32(24, SAMPLE_RATE, true);
  view.setUint32(28, SAMPLE_RATE * 2, true);
  view.setUint16(32, 2, true);
  view.setUint16(34, 16, true);
  ascii(36, "data");
  view.setUint32(40, samples.length * 2, true);
  samples.forEach((sample, i) => view.setInt16(44 + i * 2, Math.round(sample * 0x7fff), true));
  return bytes;
}
