import { allowNextUnload } from "./unload-guard";

// spec 2 §2: "a 'Go back' button that goes to the root of the section and sets a fatal_error flag in
// session storage" — read at the next start to offer debug mode (spec 1 §4).
export const FATAL_ERROR_KEY = "fatal_error";

/** Leaves a broken screen with a full reload, so no state of the failed render survives. */
export function goBackAfterFatalError(sectionRoot: string): void {
  sessionStorage.setItem(FATAL_ERROR_KEY, "true");
  allowNextUnload();
  window.location.assign(sectionRoot);
}
