import { type ComponentType, createElement, useEffect, useState } from "react";
import { withChunkTimeout } from "./lazy-with-timeout";

export interface ChunkComponent<P extends object> {
  /** Fetches the component's chunk, once; resolves when it is there. */
  readonly preload: () => Promise<void>;
  /** The component itself: drawn at once when its chunk is there, else as soon as it arrives. */
  readonly Component: ComponentType<P>;
}

export interface ChunkOptions {
  /**
   * A service the user did not ask for on screen (the chat running in the background): a chunk that
   * fails to arrive is not the screen's failure. It draws nothing and is fetched again when the
   * browser is back online, or after BACKGROUND_RETRY_MS — it never takes the page down with it.
   */
  readonly background?: boolean;
}

export const BACKGROUND_RETRY_MS = 15_000;

/** Resolves when the browser says it is online again, or after `ms`; `cancel` stops waiting. */
function retryMoment(ms: number, then: () => void): () => void {
  const fire = () => {
    cancel();
    then();
  };
  const timer = setTimeout(fire, ms);
  window.addEventListener("online", fire);
  const cancel = () => {
    clearTimeout(timer);
    window.removeEventListener("online", fire);
  };
  return cancel;
}

/**
 * A component in a chunk of its own, fetched when it is first drawn or preloaded — a route screen,
 * a dialog that rarely opens — so that the first page does not carry it (issue 9). Unlike
 * React.lazy there is no Suspense: a suspended boundary reveals its content up to 300 ms late.
 * A chunk that fails to arrive is thrown to the nearest error boundary, unless it is a background one.
 */
export function chunkComponent<P extends object>(
  load: () => Promise<ComponentType<P>>,
  options: ChunkOptions = {},
): ChunkComponent<P> {
  let loaded: ComponentType<P> | null = null;
  let loading: Promise<void> | null = null;
  const preload = () =>
    (loading ??= withChunkTimeout(load).then(
      (component) => {
        loaded = component;
      },
      (error: unknown) => {
        loading = null;
        throw error;
      },
    ));

  function Component(props: P) {
    const [, setArrived] = useState(false);
    const [failure, setFailure] = useState<{ error: unknown } | null>(null);
    const [attempt, setAttempt] = useState(0);
    useEffect(() => {
      if (loaded !== null) return undefined;
      let current = true;
      let cancelRetry = () => {};
      preload().then(
        () => current && setArrived(true),
        (error: unknown) => {
          if (!current) return;
          if (options.background === true) {
            cancelRetry = retryMoment(BACKGROUND_RETRY_MS, () => setAttempt((count) => count + 1));
          } else setFailure({ error });
        },
      );
      return () => {
        current = false;
        cancelRetry();
      };
    }, [attempt]);
    if (failure !== null) throw failure.error;
    return loaded === null ? null : createElement(loaded, props);
  }
  return { preload, Component };
}
