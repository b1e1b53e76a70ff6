import { type ComponentType, type LazyExoticComponent, lazy } from "react";

// spec 1 §9: "Lazy-loaded script chunks time out after 120 s and are then reported as a chunk load error".
export const CHUNK_TIMEOUT_MS = 120_000;

export class ChunkLoadError extends Error {
  override readonly name = "ChunkLoadError";
}

/** Loads a chunk, failing with ChunkLoadError when it does not arrive in time. */
export async function withChunkTimeout<T>(load: () => Promise<T>): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(
      () => reject(new ChunkLoadError("A part of the app took too long to load")),
      CHUNK_TIMEOUT_MS,
    );
  });
  try {
    return await Promise.race([load(), timeout]);
  } finally {
    clearTimeout(timer);
  }
}

/** React.lazy with the chunk timeout. */
export function lazyWithTimeout<P extends object>(
  load: () => Promise<ComponentType<P>>,
): LazyExoticComponent<ComponentType<P>> {
  return lazy(async () => ({ default: await withChunkTimeout(load) }));
}
