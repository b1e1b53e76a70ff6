/**
 * Kuando Busylight (Plenom A/S) USB HID output report, as the vendor's protocol lays it out (and as
 * the open implementations document it: JnyJny/busylight docs/hardware/devices/kuando.md):
 *
 *   bytes 0-55   seven 8-byte steps, a tiny program the lamp runs from step 0
 *   bytes 56-58  sensitivity, timeout, trigger (Kuando Box only; 0 here)
 *   bytes 59-61  0xFF 0xFF 0xFF
 *   bytes 62-63  checksum: the sum of bytes 0-61, 16 bits, high byte first
 *
 * A jump step: [0x10 | target step] [repeat] [red] [green] [blue] [on time] [off time] [audio]
 * with colours as PWM 0-100, times in tenths of a second, and audio = update bit (0x80, or the
 * ringtone in the step is ignored) | ringtone << 3 | volume (3 bits; 0 stops the ringtone).
 * A keep-alive step: [0x80 | seconds 0-15], rest zero. Without one the lamp goes dark by itself.
 */
export const KUANDO_REPORT_BYTES = 64;
export const KUANDO_STEPS = 7;
const STEP_BYTES = 8;
const JUMP_OP = 0x10;
const KEEP_ALIVE_OP = 0x80;
const AUDIO_UPDATE = 0x80;
const PAD_OFFSET = 59;
const CHECKSUM_OFFSET = 62;
export const MAX_PWM = 100;
export const MAX_KUANDO_VOLUME = 7;
export const MAX_KEEP_ALIVE_SECONDS = 15;

/** PWM on time of each colour channel, 0 to 100. */
export interface Pwm {
  readonly red: number;
  readonly green: number;
  readonly blue: number;
}

export interface JumpStep {
  readonly target: number;
  readonly repeat: number;
  readonly colour: Pwm;
  readonly onTenths: number;
  readonly offTenths: number;
  /** Absent: the step leaves the ringtone alone. `volume` 0 stops it. */
  readonly audio?: { readonly ringtone: number; readonly volume: number };
}

const byte = (value: number, max = 0xff): number => Math.max(0, Math.min(max, Math.round(value)));

function audioByte(audio: JumpStep["audio"]): number {
  if (audio === undefined) return 0;
  return AUDIO_UPDATE | (byte(audio.ringtone, 0x0f) << 3) | byte(audio.volume, MAX_KUANDO_VOLUME);
}

export function encodeJumpStep(step: JumpStep): Uint8Array {
  return Uint8Array.of(
    JUMP_OP | byte(step.target, KUANDO_STEPS - 1),
    byte(step.repeat),
    byte(step.colour.red, MAX_PWM),
    byte(step.colour.green, MAX_PWM),
    byte(step.colour.blue, MAX_PWM),
    byte(step.onTenths),
    byte(step.offTenths),
    audioByte(step.audio),
  );
}

/** A report from up to seven encoded steps, with the pad and the checksum. */
export function kuandoReport(steps: readonly Uint8Array[]): Uint8Array {
  if (steps.length > KUANDO_STEPS) throw new RangeError(`a Kuando report holds ${KUANDO_STEPS} steps`);
  const report = new Uint8Array(KUANDO_REPORT_BYTES);
  steps.forEach((step, index) => report.set(step, index * STEP_BYTES));
  report.fill(0xff, PAD_OFFSET, CHECKSUM_OFFSET);
  let sum = 0;
  for (let index = 0; index < CHECKSUM_OFFSET; index += 1) sum += report[index] ?? 0;
  report[CHECKSUM_OFFSET] = (sum >> 8) & 0xff;
  report[CHECKSUM_OFFSET + 1] = sum & 0xff;
  return report;
}

/** Keeps the running program alive for `seconds` (at most 15) more. */
export function keepAliveReport(seconds: number): Uint8Array {
  return kuandoReport([
    Uint8Array.of(KEEP_ALIVE_OP | byte(seconds, MAX_KEEP_ALIVE_SECONDS), 0, 0, 0, 0, 0, 0, 0),
  ]);
}
