import { type JumpStep, MAX_KUANDO_VOLUME, type Pwm, encodeJumpStep, kuandoReport } from "./kuando-report";
import type { LampCommand, LitLamp } from "./lamp-query";
import { type LampColour, MAX_VOLUME, NO_SOUND } from "./lamp-vocabulary";

/** spec 1 §9 colours as PWM on times (0-100 per channel). */
export const colourPwm: Record<LampColour, Pwm> = {
  Yellow: { red: 100, green: 100, blue: 0 },
  Green: { red: 0, green: 100, blue: 0 },
  Red: { red: 100, green: 0, blue: 0 },
  Blue: { red: 0, green: 0, blue: 100 },
  Purple: { red: 60, green: 0, blue: 100 },
  White: { red: 100, green: 100, blue: 100 },
  Cyan: { red: 0, green: 100, blue: 100 },
  Orange: { red: 100, green: 35, blue: 0 },
};

/**
 * The lamp's ringtone number for each spec 1 §9 ringtone (by index). The firmware's documented
 * tones are 1 Open Office, 2 Quiet, 3 Funky, 4 Fairy Tale, 5 Kuando Train, 6 Telephone Nordic,
 * 7 Telephone Original, 8 Telephone Pick Me Up, 9 IM1, 10 IM2, 11 Buzz. The six names both lists
 * share map by name; the spec's other five take the firmware's remaining five (our assignment,
 * not the vendor's); "No Sound" plays nothing.
 */
export const kuandoRingtones: readonly (number | null)[] = [
  3, // Rise and Shine → Funky
  4, // Fairy Tale
  11, // Alert → Buzz
  5, // Kuando Train
  1, // Open Office
  2, // Morning News → Quiet
  6, // Telephone Nordic
  7, // Telephone Original
  8, // Telephone Pick Me Up
  9, // Iron monger → IM1
  10, // Martian Homing Beacon → IM2
  null, // No Sound
];

const DARK: Pwm = { red: 0, green: 0, blue: 0 };
// Steady light: the longest on time, looping on itself.
const STEADY_TENTHS = 0xff;
const BLINK_TENTHS = 5;
const PULSE_STEP_TENTHS = 2;
const PULSE_LEVELS = [0.2, 0.45, 0.7, 1, 0.7, 0.45];
const SILENCE = { ringtone: 0, volume: 0 };

const scaled = (pwm: Pwm, level: number): Pwm => ({
  red: pwm.red * level,
  green: pwm.green * level,
  blue: pwm.blue * level,
});

function audioOf(lamp: LitLamp): NonNullable<JumpStep["audio"]> {
  const ringtone = lamp.sound === NO_SOUND ? null : (kuandoRingtones[lamp.sound] ?? null);
  const volume = Math.round((lamp.volume * MAX_KUANDO_VOLUME) / MAX_VOLUME);
  return ringtone === null || volume === 0 ? SILENCE : { ringtone, volume };
}

/** The effect's loop, from step 1 on (step 0 sets the sound once, so a loop never restarts it). */
function effectLoop(lamp: LitLamp): JumpStep[] {
  const pwm = colourPwm[lamp.colour];
  switch (lamp.effect) {
    case "Light":
      return [{ target: 1, repeat: 0, colour: pwm, onTenths: STEADY_TENTHS, offTenths: 0 }];
    case "Blink":
      return [{ target: 1, repeat: 0, colour: pwm, onTenths: BLINK_TENTHS, offTenths: BLINK_TENTHS }];
    case "Pulse":
      return PULSE_LEVELS.map((level, index) => ({
        target: index + 1 < PULSE_LEVELS.length ? index + 2 : 1,
        repeat: 0,
        colour: scaled(pwm, level),
        onTenths: PULSE_STEP_TENTHS,
        offTenths: 0,
      }));
  }
}

/** The report that makes a Kuando lamp show `command`; null for `currentpresence`, which asks only. */
export function kuandoReportFor(command: LampCommand): Uint8Array | null {
  switch (command.action) {
    case "currentpresence":
      return null;
    case "off":
      return kuandoReport([
        encodeJumpStep({ target: 0, repeat: 0, colour: DARK, onTenths: 0, offTenths: 0, audio: SILENCE }),
      ]);
    case "show": {
      const start: JumpStep = {
        target: 1,
        repeat: 0,
        colour: colourPwm[command.colour],
        onTenths: 1,
        offTenths: 0,
        audio: audioOf(command),
      };
      return kuandoReport([start, ...effectLoop(command)].map(encodeJumpStep));
    }
  }
}
