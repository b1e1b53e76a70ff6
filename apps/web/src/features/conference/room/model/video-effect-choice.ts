import { activeRoom } from "./active-room";
import { type StoredEffect, effectTexts, storeEffect } from "./video-effect-settings";
import { type EffectNotice, useVideoEffectStore } from "./video-effect-store";

function readDataUrl(file: File): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => (typeof reader.result === "string" ? resolve(reader.result) : reject(new Error()));
    reader.onerror = () => reject(reader.error ?? new Error());
    reader.readAsDataURL(file);
  });
}

/** True when the browser can decode the data URL as a picture (a file's type says nothing of its bytes). */
async function decodes(url: string): Promise<boolean> {
  const image = new Image();
  image.src = url;
  try {
    await image.decode();
    return true;
  } catch {
    return false;
  }
}

function choose(choice: StoredEffect, notice: EffectNotice | null): Promise<void> {
  useVideoEffectStore.setState({ ...choice, notice });
  return activeRoom()?.applyEffect() ?? Promise.resolve();
}

/** None, Blur, or Image with the background chosen before (the view asks for a file when there is none). */
export function chooseEffect(effect: StoredEffect["effect"]): Promise<void> {
  const { background } = useVideoEffectStore.getState();
  const choice = { effect, background };
  storeEffect(localStorage, choice);
  return choose(choice, null);
}

/** spec 2 §5: an accepted file becomes the background; over 950 kB it holds for this session only. */
export async function chooseBackgroundFile(file: File): Promise<void> {
  const background = await readDataUrl(file).catch(() => null);
  if (background === null || !(await decodes(background))) {
    showEffectNotice({ text: effectTexts.unreadable, severity: "error" });
    return;
  }
  const choice = { effect: "image" as const, background };
  const remembered = storeEffect(localStorage, choice);
  await choose(
    choice,
    remembered === "remembered" ? null : { text: effectTexts.notRemembered, severity: "warning" },
  );
}

export function showEffectNotice(notice: EffectNotice | null): void {
  useVideoEffectStore.setState({ notice });
}
