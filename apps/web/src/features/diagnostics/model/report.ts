import type { ReportLevel } from "./sampling";

/** Where an error was caught: the tag every report carries (`origin`). */
export type ReportOrigin = "render" | "unhandled" | "chunk" | "call";

/** One thing to report, before Sentry's SDK is there to take it. */
export type Report =
  | {
      readonly kind: "exception";
      readonly error: unknown;
      readonly origin: ReportOrigin;
      readonly level: ReportLevel;
    }
  | {
      readonly kind: "message";
      readonly message: string;
      readonly origin: ReportOrigin;
      readonly level: ReportLevel;
      readonly tags: Readonly<Record<string, string>>;
      readonly context: Readonly<Record<string, string | number | boolean | null>>;
    };

/** A step before a report (a breadcrumb): what the app did, never a number called. */
export interface Step {
  readonly category: "call";
  readonly message: string;
}

// spec 1 §9: "Lazy-loaded script chunks time out after 120 s and are then reported as a chunk load
// error" (ChunkLoadError); a chunk the server no longer has fails as a failed dynamic import.
const CHUNK_FAILURE =
  /dynamically imported module|Importing a module script failed|error loading dynamically/i;

export function isChunkLoadError(error: unknown): boolean {
  return error instanceof Error && (error.name === "ChunkLoadError" || CHUNK_FAILURE.test(error.message));
}

/** A caught error as a report: a chunk that did not arrive is told apart from the rest. */
export function exceptionReport(error: unknown, origin: ReportOrigin): Report {
  return { kind: "exception", error, origin: isChunkLoadError(error) ? "chunk" : origin, level: "error" };
}
