import { describe, expect, it } from "vitest";
import { dominantFrequency, rms, toneShare } from "../test-support/audio-analysis";
import { concat, decodeWav, durationMsOf, encodeWav, silence, tone, WavFormatError } from "./pcm";

function wavAt(sampleRate: number, samples: Int16Array, channels = 1): Buffer {
  const header = encodeWav({ sampleRate: 8000, samples: new Int16Array(0) });
  header.writeUInt16LE(channels, 22);
  header.writeUInt32LE(sampleRate, 24);
  header.writeUInt32LE(sampleRate * 2 * channels, 28);
  header.writeUInt16LE(2 * channels, 32);
  header.writeUInt32LE(samples.length * 2, 40);
  header.writeUInt32LE(36 + samples.length * 2, 4);
  return Buffer.concat([header, Buffer.from(samples.buffer, samples.byteOffset, samples.byteLength)]);
}

function sineAt(sampleRate: number, hz: number, ms: number): Int16Array {
  const count = Math.round((sampleRate * ms) / 1000);
  return Int16Array.from({ length: count }, (_, index) =>
    Math.round(16000 * Math.sin((2 * Math.PI * hz * index) / sampleRate)),
  );
}

describe("pcm", () => {
  it("makes tones and silence of the asked length, and joins them", () => {
    const joined = concat(tone(440, 250), silence(100), tone(880, 150));
    expect(durationMsOf(joined)).toBe(500);
    expect(dominantFrequency(joined.samples.subarray(0, 2000))).toBe(440);
    expect(rms(joined.samples.subarray(2000, 2800))).toBe(0);
    expect(dominantFrequency(joined.samples.subarray(2800))).toBe(880);
  });

  it("writes and reads back an 8 kHz mono WAV unchanged", () => {
    const audio = tone(1000, 300, 0.8);
    const wav = encodeWav(audio);
    expect(wav.length).toBe(44 + 2400 * 2);
    expect(wav.toString("ascii", 0, 4)).toBe("RIFF");
    expect([...decodeWav(wav).samples]).toEqual([...audio.samples]);
  });

  it.each([16000, 22050, 44100, 48000])(
    "resamples %i Hz to 8 kHz, keeping the tone and the length",
    (rate) => {
      const decoded = decodeWav(wavAt(rate, sineAt(rate, 700, 500)));
      expect(Math.abs(durationMsOf(decoded) - 500)).toBeLessThanOrEqual(1);
      expect(toneShare(decoded.samples.subarray(100, -100), 700)).toBeGreaterThan(0.95);
    },
  );

  it("removes what lies above 4 kHz instead of folding it back", () => {
    // 6 kHz at 48 kHz would alias to 2 kHz at 8 kHz without the low-pass.
    const decoded = decodeWav(wavAt(48000, sineAt(48000, 6000, 300)));
    expect(rms(decoded.samples.subarray(100, -100))).toBeLessThan(16000 * 0.05);
  });

  it("mixes stereo down to mono", () => {
    const left = sineAt(8000, 500, 100);
    const interleaved = new Int16Array(left.length * 2);
    left.forEach((sample, index) => interleaved.set([sample, sample], index * 2));
    expect([...decodeWav(wavAt(8000, interleaved, 2)).samples]).toEqual([...left]);
  });

  it("refuses what it cannot read, saying why", () => {
    expect(() => decodeWav(Buffer.from("not a wav at all"))).toThrow(WavFormatError);
    const odd = wavAt(11025, sineAt(11025, 500, 10));
    expect(() => decodeWav(odd)).toThrow(/11025/);
    const eightBit = wavAt(8000, sineAt(8000, 500, 10));
    eightBit.writeUInt16LE(8, 34);
    expect(() => decodeWav(eightBit)).toThrow(/16-bit/);
  });
});
