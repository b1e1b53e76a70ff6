// 8 kHz mono signed 16-bit PCM: what prompts are and what recordings become, plus WAV in and out.
import { resample } from "./resample";

export const SAMPLE_RATE = 8000;
const SAMPLES_PER_MS = SAMPLE_RATE / 1000;

/** 8 kHz mono signed 16-bit PCM. */
export interface Pcm {
  readonly sampleRate: 8000;
  readonly samples: Int16Array;
}

export function pcmOf(samples: Int16Array): Pcm {
  return { sampleRate: SAMPLE_RATE, samples };
}

export function durationMsOf(audio: Pcm): number {
  return audio.samples.length / SAMPLES_PER_MS;
}

export function samplesFor(ms: number): number {
  return Math.max(0, Math.round(ms * SAMPLES_PER_MS));
}

/** A sine at `hz` for `ms`; `amplitude` is a fraction of full scale. */
export function tone(hz: number, ms: number, amplitude = 0.5): Pcm {
  const peak = Math.min(1, Math.max(0, amplitude)) * 32767;
  const step = (2 * Math.PI * hz) / SAMPLE_RATE;
  return pcmOf(
    Int16Array.from({ length: samplesFor(ms) }, (_, index) => Math.round(peak * Math.sin(step * index))),
  );
}

export function silence(ms: number): Pcm {
  return pcmOf(new Int16Array(samplesFor(ms)));
}

export function concat(...parts: readonly Pcm[]): Pcm {
  const samples = new Int16Array(parts.reduce((total, part) => total + part.samples.length, 0));
  let offset = 0;
  for (const part of parts) {
    samples.set(part.samples, offset);
    offset += part.samples.length;
  }
  return pcmOf(samples);
}

const WAV_HEADER_BYTES = 44;

/** RIFF WAVE, PCM 16-bit, 8 kHz, mono. */
export function encodeWav(audio: Pcm): Buffer {
  const dataBytes = audio.samples.length * 2;
  const wav = Buffer.alloc(WAV_HEADER_BYTES + dataBytes);
  wav.write("RIFF", 0, "ascii");
  wav.writeUInt32LE(36 + dataBytes, 4);
  wav.write("WAVE", 8, "ascii");
  wav.write("fmt ", 12, "ascii");
  wav.writeUInt32LE(16, 16);
  wav.writeUInt16LE(1, 20); // PCM
  wav.writeUInt16LE(1, 22); // mono
  wav.writeUInt32LE(SAMPLE_RATE, 24);
  wav.writeUInt32LE(SAMPLE_RATE * 2, 28); // byte rate
  wav.writeUInt16LE(2, 32); // block align
  wav.writeUInt16LE(16, 34);
  wav.write("data", 36, "ascii");
  wav.writeUInt32LE(dataBytes, 40);
  for (let index = 0; index < audio.samples.length; index += 1) {
    wav.writeInt16LE(audio.samples[index] ?? 0, WAV_HEADER_BYTES + index * 2);
  }
  return wav;
}

export class WavFormatError extends Error {
  override readonly name = "WavFormatError";
}

const WAVE_FORMAT_PCM = 1;
const WAVE_FORMAT_EXTENSIBLE = 0xfffe;
const ACCEPTED_RATES = [8000, 16000, 22050, 44100, 48000];

interface WavFormat {
  readonly channels: number;
  readonly sampleRate: number;
}

/** Reads PCM16 WAV, mono (stereo is mixed down), at 8, 16, 22.05, 44.1 or 48 kHz; returns 8 kHz. */
export function decodeWav(wav: Buffer): Pcm {
  if (wav.length < 12 || wav.toString("ascii", 0, 4) !== "RIFF" || wav.toString("ascii", 8, 12) !== "WAVE") {
    throw new WavFormatError("not a RIFF WAVE file");
  }
  let format: WavFormat | undefined;
  for (let offset = 12; offset + 8 <= wav.length;) {
    const id = wav.toString("ascii", offset, offset + 4);
    const size = wav.readUInt32LE(offset + 4);
    const body = wav.subarray(offset + 8, Math.min(wav.length, offset + 8 + size));
    if (id === "fmt ") format = readFormat(body);
    if (id === "data") {
      if (!format) throw new WavFormatError("the data chunk comes before the fmt chunk");
      return pcmOf(resample(mixToMono(body, format.channels), format.sampleRate, SAMPLE_RATE));
    }
    offset += 8 + size + (size % 2); // RIFF chunks are padded to an even size
  }
  throw new WavFormatError("no data chunk");
}

function readFormat(body: Buffer): WavFormat {
  if (body.length < 16) throw new WavFormatError("fmt chunk too short");
  const tag = body.readUInt16LE(0);
  const channels = body.readUInt16LE(2);
  const sampleRate = body.readUInt32LE(4);
  const bitsPerSample = body.readUInt16LE(14);
  const pcm =
    tag === WAVE_FORMAT_PCM ||
    (tag === WAVE_FORMAT_EXTENSIBLE && body.length >= 26 && body.readUInt16LE(24) === 1);
  if (!pcm || bitsPerSample !== 16) throw new WavFormatError("only 16-bit PCM WAV is accepted");
  if (channels < 1 || channels > 2) throw new WavFormatError(`${channels} channels: mono or stereo only`);
  if (!ACCEPTED_RATES.includes(sampleRate)) {
    throw new WavFormatError(`sample rate ${sampleRate} Hz: accepted are ${ACCEPTED_RATES.join(", ")}`);
  }
  return { channels, sampleRate };
}

function mixToMono(data: Buffer, channels: number): Int16Array {
  const frames = Math.floor(data.length / (2 * channels));
  const mono = new Int16Array(frames);
  for (let frame = 0; frame < frames; frame += 1) {
    let sum = 0;
    for (let channel = 0; channel < channels; channel += 1)
      sum += data.readInt16LE((frame * channels + channel) * 2);
    mono[frame] = Math.round(sum / channels);
  }
  return mono;
}
