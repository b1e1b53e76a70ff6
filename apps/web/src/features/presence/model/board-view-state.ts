import { type BlfEntry, blfTexts } from "@mobex/contracts/blf";
import { clientTexts, errorCatalogue } from "@mobex/contracts/errors";
import { isApiError } from "../../../shared/api/api-error";
import type { BlfAnswer } from "../api/get-blf";
import { isRefused, isTooFast } from "../api/get-blf";

/**
 * What the board screen shows, from the blf/get query (spec 1 §8): one state at a time, never a
 * mix of flags.
 *
 *   loading ──► ready ◄──► (stale: no good answer for 10 s, still ready)
 *      │          │
 *      ├──► notConfigured (204)
 *      ├──► tooFast (429: polling stops) ◄── ready
 *      └──► failed (no answer yet, or the server's text)
 *
 * A 400 is only logged (spec 1 §8 "400 on BLF: Logged only"): the screen stays as it was, the last
 * answer or the skeleton, and the next poll asks again.
 */
export type BoardViewState =
  | { readonly kind: "loading" }
  | { readonly kind: "notConfigured" }
  | { readonly kind: "tooFast"; readonly text: string }
  | { readonly kind: "failed"; readonly title: string; readonly text: string }
  | { readonly kind: "ready"; readonly entries: readonly BlfEntry[] };

export interface BlfQueryView {
  readonly data: BlfAnswer | undefined;
  readonly error: unknown;
}

export function boardViewState({ data, error }: BlfQueryView): BoardViewState {
  if (isTooFast(error)) return { kind: "tooFast", text: errorCatalogue.blfTooFast.message };
  if (data?.kind === "notConfigured") return { kind: "notConfigured" };
  if (data?.kind === "configured") return { kind: "ready", entries: data.entries };
  if (error !== null && error !== undefined && !isRefused(error)) {
    const serverText = isApiError(error, "http") ? error.message.trim() : "";
    return { kind: "failed", title: blfTexts.loadFailed, text: serverText || clientTexts.genericError };
  }
  return { kind: "loading" };
}
