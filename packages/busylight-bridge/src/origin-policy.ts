import { mkdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { dirname } from "node:path";

/** Where the first web app that drove the lamp is remembered. */
export interface PinnedOriginStore {
  read(): string | null;
  write(origin: string): void;
}

/**
 * Which web pages may drive the lamp. Any page the user opens can call http://localhost:8989, so
 * by default the bridge serves the first web app that uses it (the Mobex origin the user signed in
 * from) and refuses every other; `--origin` names the apps up front, `--any-origin` is the
 * vendor service's behaviour.
 */
export type OriginPolicy =
  | { readonly kind: "any" }
  | { readonly kind: "list"; readonly origins: readonly string[] }
  | {
      readonly kind: "firstUse";
      readonly store: PinnedOriginStore;
      readonly onPinned?: (origin: string) => void;
    };

/** http(s) origins only: "null" (sandboxed frames, file://) can never be pinned or listed. */
export function isWebOrigin(origin: string): boolean {
  try {
    const url = new URL(origin);
    return (url.protocol === "http:" || url.protocol === "https:") && url.origin === origin;
  } catch {
    return false;
  }
}

/** Whether `origin` may drive the lamp; under first use, the first web origin is pinned here. */
export function admitOrigin(policy: OriginPolicy, origin: string): boolean {
  if (policy.kind === "any") return true;
  if (policy.kind === "list") return policy.origins.includes(origin);
  const pinned = policy.store.read();
  if (pinned !== null) return pinned === origin;
  if (!isWebOrigin(origin)) return false;
  policy.store.write(origin);
  policy.onPinned?.(origin);
  return true;
}

/** The pinned origin in a file of its own, readable by the user only. */
export function pinnedOriginFile(path: string): PinnedOriginStore & { forget(): void } {
  let cached: string | null | undefined;
  return {
    read() {
      if (cached !== undefined) return cached;
      try {
        const parsed: unknown = JSON.parse(readFileSync(path, "utf8"));
        const origin = (parsed as { origin?: unknown } | null)?.origin;
        cached = typeof origin === "string" && isWebOrigin(origin) ? origin : null;
      } catch {
        cached = null;
      }
      return cached;
    },
    write(origin) {
      mkdirSync(dirname(path), { recursive: true, mode: 0o700 });
      writeFileSync(path, `${JSON.stringify({ origin })}\n`, { mode: 0o600 });
      cached = origin;
    },
    forget() {
      rmSync(path, { force: true });
      cached = null;
    },
  };
}
