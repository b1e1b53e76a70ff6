import { useEffect, useRef, useState } from "react";
import {
  isInternationalInput,
  loadInternationalNumbers,
} from "../../../shared/phone-number/international-numbers";
import { playKeyTone } from "../audio/key-tones";
import { callTransitions, useCallStore } from "../model/call-store";
import { callTexts } from "../model/call-texts";

/** Places what the dial field holds; true when something was dialled, which clears the field. */
export type DialInput = (input: string) => boolean;

/**
 * The dial field's value and the dialpad's rules (spec 1 §2, §4, §5): keys append with their tone,
 * an empty field restores the last dialled number, otherwise asks for one. Submitting dials with
 * `dial`, or with another dialler (the Video call button's).
 */
export function useDialField(dial: DialInput) {
  const [value, setValue] = useState("");
  const inputRef = useRef<HTMLInputElement>(null);
  const international = isInternationalInput(value);

  // A + number's rules are fetched as it is typed, so that Call dials it at once (a failed fetch
  // is tried again by the dial itself).
  useEffect(() => {
    if (international) loadInternationalNumbers().catch(() => undefined);
  }, [international]);

  const press = (key: string) => {
    playKeyTone(key);
    setValue((current) => current + key);
    inputRef.current?.focus({ preventScroll: true });
  };

  const submit = (input = value, dialWith = dial) => {
    if (input.trim() === "") {
      const last = useCallStore.getState().lastDialled;
      if (last !== "") setValue(last);
      else callTransitions.dialFailed(callTexts.enterNumber);
      return;
    }
    if (dialWith(input)) setValue("");
  };

  return { value, setValue, inputRef, press, submit };
}
