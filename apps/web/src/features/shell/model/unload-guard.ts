let allowed = false;

/** Lets the next navigation leave without the close prompt (applying an update, recovering from an error). */
export function allowNextUnload(): void {
  allowed = true;
}

export function isUnloadAllowed(): boolean {
  return allowed;
}

export function reloadWithoutPrompt(): void {
  allowNextUnload();
  window.location.reload();
}
