import { useQueryClient } from "@tanstack/react-query";
import { useCallback, useEffect, useRef } from "react";
import { STATUS_TEXT_DEBOUNCE_MS } from "@mobex/contracts/presence";
import type { Profile } from "@mobex/contracts/profile";
import { setStatusText } from "../api/set-status-text";

const profileKey = ["profile"] as const;

/**
 * spec 1 §5/§9: the status text is saved 3 s after typing stops. The returned `saveNow` saves a
 * pending change at once (Enter, leaving the field); so does unmounting, which is what closing the
 * settings menu does, so a change typed just before is never lost. The profile in the cache takes
 * the new text as it is sent: the app bar and the menu show it at once. A failed save is logged
 * only (spec 1 §8); the field keeps the text and the next change or `saveNow` tries again.
 */
export function useStatusTextSave(profile: Profile, text: string): () => void {
  const queryClient = useQueryClient();
  const saved = useRef(profile.status_text);
  const latest = useRef({ text, profile });
  useEffect(() => {
    latest.current = { text, profile };
  }, [text, profile]);

  const saveNow = useCallback(() => {
    const next = latest.current.text.trim();
    const before = saved.current;
    if (next === before) return;
    saved.current = next;
    const { phone, online_status: online } = latest.current.profile;
    // A profile poll under way read the old text; it must not land after this one.
    void queryClient.cancelQueries({ queryKey: profileKey });
    queryClient.setQueryData<Profile>(profileKey, (current) => current && { ...current, status_text: next });
    setStatusText(phone, next, online)
      .catch((error: unknown) => {
        console.warn("Status text not saved", error);
        if (saved.current === next) saved.current = before;
      })
      // A poll that started while the save was on its way may have read the old text: ask again.
      .finally(() => void queryClient.invalidateQueries({ queryKey: profileKey }));
  }, [queryClient]);

  useEffect(() => {
    const timer = setTimeout(saveNow, STATUS_TEXT_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [text, saveNow]);
  useEffect(() => saveNow, [saveNow]);

  return saveNow;
}
