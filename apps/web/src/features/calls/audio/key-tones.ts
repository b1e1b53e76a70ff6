import { useSettingsStore } from "../../../shared/settings/settings-store";

/** ITU-T Q.23 DTMF pairs: the tone each key plays as the user presses it (spec 1 §2 "keys with tones"). */
const ROWS: Record<string, number> = {
  "1": 697,
  "2": 697,
  "3": 697,
  "4": 770,
  "5": 770,
  "6": 770,
  "7": 852,
  "8": 852,
  "9": 852,
  "*": 941,
  "0": 941,
  "#": 941,
};
const COLUMNS: Record<string, number> = {
  "1": 1209,
  "4": 1209,
  "7": 1209,
  "*": 1209,
  "2": 1336,
  "5": 1336,
  "8": 1336,
  "0": 1336,
  "3": 1477,
  "6": 1477,
  "9": 1477,
  "#": 1477,
};

// spec 1 §9: "DTMF tone 100 ms"; quiet, as feedback under the call audio.
const TONE_S = 0.1;
const VOLUME = 0.12;

let context: AudioContext | null = null;
let sinkId = "default";

type RoutableContext = AudioContext & { setSinkId?: (id: string) => Promise<void> };

/** Key tones play on the chosen speaker where the browser can route an AudioContext (Chromium). */
function route(audio: RoutableContext): void {
  const wanted = useSettingsStore.getState().audioOutput;
  if (wanted === sinkId || typeof audio.setSinkId !== "function") return;
  sinkId = wanted;
  audio.setSinkId(wanted === "default" ? "" : wanted).catch(() => undefined);
}

/** Plays a key's tone; created on the first key press, which is a user gesture the browser honours. */
export function playKeyTone(key: string): void {
  const low = ROWS[key];
  const high = COLUMNS[key];
  if (low === undefined || high === undefined || typeof AudioContext === "undefined") return;
  context ??= new AudioContext();
  route(context);
  if (context.state === "suspended") void context.resume();
  const start = context.currentTime;
  const gain = context.createGain();
  gain.gain.setValueAtTime(0, start);
  gain.gain.linearRampToValueAtTime(VOLUME, start + 0.005);
  gain.gain.setValueAtTime(VOLUME, start + TONE_S - 0.01);
  gain.gain.linearRampToValueAtTime(0, start + TONE_S);
  gain.connect(context.destination);
  for (const hz of [low, high]) {
    const oscillator = context.createOscillator();
    oscillator.frequency.value = hz;
    oscillator.connect(gain);
    oscillator.start(start);
    oscillator.stop(start + TONE_S);
    oscillator.onended = () => oscillator.disconnect();
  }
  setTimeout(() => gain.disconnect(), TONE_S * 1000 + 50);
}
