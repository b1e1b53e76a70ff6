import { create } from "zustand";
import { playKeyTone } from "../audio/key-tones";
import { getPhone } from "../model/phone-api";

// Enough for a PIN or a menu path; older tones scroll out of view.
const SHOWN_TONES = 24;

interface KeypadTonesState {
  /** The call the tones went to; typing into another call starts afresh. */
  readonly callId: string | null;
  readonly tones: string;
}

const useKeypadTonesStore = create<KeypadTonesState>()(() => ({ callId: null, tones: "" }));

/**
 * One keypad key during a call, from the on-screen keypad or the keyboard alike: its tone here,
 * DTMF to the far end (spec 1 §9: 100 ms tones, 400 ms apart) and the tones shown so far.
 */
export function sendKeypadTone(callId: string, key: string): void {
  playKeyTone(key);
  getPhone()?.sendDtmf(callId, key);
  useKeypadTonesStore.setState((state) => ({
    callId,
    tones: ((state.callId === callId ? state.tones : "") + key).slice(-SHOWN_TONES),
  }));
}

/** The tones sent to `callId` so far (the last few). */
export function useTonesSent(callId: string): string {
  return useKeypadTonesStore((state) => (state.callId === callId ? state.tones : ""));
}

/** Calls `onTone` whenever a tone goes to `callId`, e.g. to show the keypad with what was typed. */
export function onToneSent(callId: string, onTone: () => void): () => void {
  return useKeypadTonesStore.subscribe((state, previous) => {
    if (state.callId === callId && state !== previous) onTone();
  });
}
