import { type ComponentType, createElement, useEffect, useState } from "react";
import { withChunkTimeout } from "./lazy-with-timeout";

export interface ChunkComponent<P extends object> {
  /** Fetches the component's chunk, once; resolves when it is there. */
  readonly preload: () => Promise<void>;
  /** The component itself: drawn at once when its chunk is there, else as soon as it arrives. */
  readonly Component: ComponentType<P>;
}

/**
 * A component in a chunk of its own, fetched when it is first drawn or preloaded — a route screen,
 * a dialog that rarely opens — so that the first page does not carry it (issue 9). Unlike
 * React.lazy there is no Suspense: a suspended boundary reveals its content up to 300 ms late.
 * A chunk that fails to arrive is thrown to the nearest error boundary.
 */
export function chunkComponent<P extends object>(load: () => Promise<ComponentType<P>>): ChunkComponent<P> {
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
    useEffect(() => {
      if (loaded !== null) return undefined;
      let current = true;
      preload().then(
        () => current && setArrived(true),
        (error: unknown) => current && setFailure({ error }),
      );
      return () => {
        current = false;
      };
    }, []);
    if (failure !== null) throw failure.error;
    return loaded === null ? null : createElement(loaded, props);
  }
  return { preload, Component };
}
