/** spec 2 §9 "join sound volume 0.7". */
const VOLUME = 0.7;
const TONES_HZ = [660, 880];
const TONE_S = 0.15;

let context: AudioContext | null = null;

/** spec 2 §4 "A raised hand by someone else plays a sound": two short rising tones. */
export function playHandRaisedSound(): void {
  if (typeof AudioContext === "undefined") return;
  context ??= new AudioContext();
  const start = context.currentTime;
  TONES_HZ.forEach((frequency, index) => {
    if (context === null) return;
    const oscillator = context.createOscillator();
    const gain = context.createGain();
    oscillator.frequency.value = frequency;
    gain.gain.value = VOLUME;
    oscillator.connect(gain).connect(context.destination);
    oscillator.start(start + index * TONE_S);
    oscillator.stop(start + (index + 1) * TONE_S);
  });
}
