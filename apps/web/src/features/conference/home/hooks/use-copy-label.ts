import { useEffect, useRef, useState } from "react";
import { CONFERENCE_HOME_TEXTS as TEXTS } from "../model/conference-home-texts";

// spec 2 §9: "Copy-link label resets after 3 s".
export const COPY_LABEL_RESET_MS = 3_000;

/**
 * Copies text to the clipboard; the label reads 'Copied!' for 3 s, then what it read before. A page
 * outside a secure context has no clipboard: the label stays, and the text is still on screen.
 */
export function useCopyLabel(label: string): {
  readonly label: string;
  readonly copy: (text: string) => void;
} {
  const [copied, setCopied] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  const copy = (text: string) => {
    if (!("clipboard" in navigator)) return;
    navigator.clipboard.writeText(text).then(
      () => {
        setCopied(true);
        clearTimeout(timer.current);
        timer.current = setTimeout(() => setCopied(false), COPY_LABEL_RESET_MS);
      },
      () => setCopied(false),
    );
  };
  return { label: copied ? TEXTS.copied : label, copy };
}
