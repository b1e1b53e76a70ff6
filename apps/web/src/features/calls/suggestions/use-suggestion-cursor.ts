import { type KeyboardEvent, useId, useState } from "react";
import type { DialSuggestion } from "./dial-suggestion";

/**
 * The keyboard side of the dial field's suggestions (WAI-ARIA combobox with a listbox popup):
 * ↓ and ↑ move through them, Enter chooses the one marked (else dials what is typed), Escape closes
 * the list first — and only a second Escape goes on to close the panel around it.
 */
export function useSuggestionCursor(
  suggestions: readonly DialSuggestion[],
  onPick: (suggestion: DialSuggestion) => void,
  onEnter: () => void,
) {
  const listId = useId();
  const [active, setActive] = useState(-1);
  const [dismissed, setDismissed] = useState(false);
  const [focused, setFocused] = useState(false);
  const [seen, setSeen] = useState(suggestions);
  if (seen !== suggestions) {
    // New matches (the text changed): nothing is marked, and a dismissed list may open again.
    setSeen(suggestions);
    setActive(-1);
    setDismissed(false);
  }
  const count = suggestions.length;
  const open = focused && !dismissed && count > 0;
  const optionId = (index: number) => `${listId}-option-${index}`;

  const handleKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    const marked = open && active >= 0 ? suggestions[active] : undefined;
    switch (event.key) {
      case "ArrowDown":
      case "ArrowUp":
        if (count === 0) return;
        event.preventDefault();
        setDismissed(false);
        setActive((index) =>
          event.key === "ArrowDown" ? (index + 1) % count : index <= 0 ? count - 1 : index - 1,
        );
        return;
      case "Enter":
        event.preventDefault();
        if (marked !== undefined) onPick(marked);
        else onEnter();
        return;
      case "Escape":
        if (!open) return;
        event.preventDefault();
        event.stopPropagation();
        setDismissed(true);
        return;
    }
  };

  return {
    listId,
    optionId,
    open,
    active,
    setActive,
    inputProps: {
      role: "combobox",
      "aria-autocomplete": "list",
      "aria-expanded": open,
      "aria-controls": open ? listId : undefined,
      "aria-activedescendant": open && active >= 0 ? optionId(active) : undefined,
      onFocus: () => setFocused(true),
      onBlur: () => setFocused(false),
    } as const,
    handleKeyDown,
  };
}
