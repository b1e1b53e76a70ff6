// ITU-T G.711 µ-law and A-law, written after the reference algorithm (Sun Microsystems' public-domain
// g711.c, the same one the ITU's G.191 tools carry). One sample is one byte on the wire.

const MULAW_BIAS = 0x84;
const MULAW_CLIP = 32635;
// A-law segment ends, on the 13-bit magnitude (G.711 Table 1a).
const ALAW_SEGMENT_ENDS = [0x1f, 0x3f, 0x7f, 0xff, 0x1ff, 0x3ff, 0x7ff, 0xfff] as const;

export function mulawFromLinear(sample: number): number {
  let magnitude = sample;
  const sign = magnitude < 0 ? 0x80 : 0;
  if (sign) magnitude = -magnitude;
  if (magnitude > MULAW_CLIP) magnitude = MULAW_CLIP;
  magnitude += MULAW_BIAS;
  let exponent = 7;
  for (let mask = 0x4000; (magnitude & mask) === 0 && exponent > 0; mask >>= 1) exponent -= 1;
  const mantissa = (magnitude >> (exponent + 3)) & 0x0f;
  return ~(sign | (exponent << 4) | mantissa) & 0xff;
}

export function linearFromMulaw(byte: number): number {
  const inverted = ~byte & 0xff;
  const exponent = (inverted >> 4) & 0x07;
  const magnitude = ((((inverted & 0x0f) << 3) + MULAW_BIAS) << exponent) - MULAW_BIAS;
  return inverted & 0x80 ? -magnitude | 0 : magnitude; // | 0: code 0x7f is 0, not -0
}

export function alawFromLinear(sample: number): number {
  let magnitude = sample >> 3;
  let mask = 0xd5;
  if (magnitude < 0) {
    mask = 0x55;
    magnitude = -magnitude - 1;
  }
  const segment = ALAW_SEGMENT_ENDS.findIndex((end) => magnitude <= end);
  if (segment === -1) return 0x7f ^ mask;
  const mantissa = (segment < 2 ? magnitude >> 1 : magnitude >> segment) & 0x0f;
  return ((segment << 4) | mantissa) ^ mask;
}

export function linearFromAlaw(byte: number): number {
  const value = byte ^ 0x55;
  const segment = (value & 0x70) >> 4;
  let magnitude = (value & 0x0f) << 4;
  if (segment === 0) magnitude += 8;
  else magnitude = (magnitude + 0x108) << (segment - 1);
  return value & 0x80 ? magnitude : -magnitude;
}

export type G711Law = "PCMU" | "PCMA";

// Decoding is a 256-entry lookup; encoding a 64 K lookup (built once, 128 KB for both laws), so a
// 20 ms frame costs 160 array reads.
const decodeTables: Record<G711Law, Int16Array> = {
  PCMU: Int16Array.from({ length: 256 }, (_, byte) => linearFromMulaw(byte)),
  PCMA: Int16Array.from({ length: 256 }, (_, byte) => linearFromAlaw(byte)),
};
const encodeTables: Partial<Record<G711Law, Uint8Array>> = {};

function encodeTable(law: G711Law): Uint8Array {
  const built = encodeTables[law];
  if (built) return built;
  const encodeOne = law === "PCMU" ? mulawFromLinear : alawFromLinear;
  const table = new Uint8Array(65536);
  for (let index = 0; index < 65536; index += 1) table[index] = encodeOne(index - 32768);
  encodeTables[law] = table;
  return table;
}

export function encodeG711(law: G711Law, samples: Int16Array): Uint8Array {
  const table = encodeTable(law);
  const encoded = new Uint8Array(samples.length);
  for (let index = 0; index < samples.length; index += 1)
    encoded[index] = table[(samples[index] ?? 0) + 32768] ?? 0;
  return encoded;
}

export function decodeG711(law: G711Law, bytes: Uint8Array): Int16Array {
  const table = decodeTables[law];
  const decoded = new Int16Array(bytes.length);
  for (let index = 0; index < bytes.length; index += 1) decoded[index] = table[bytes[index] ?? 0] ?? 0;
  return decoded;
}
