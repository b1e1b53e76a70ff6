// `react-dom/client` for the Preact build (vite.config.ts aliases it here).
//
// React's `root.render()` only schedules the render: the tree renders after the calling script has
// finished. Preact's compat `createRoot` renders at once, inside the call. The entry module calls
// `render` while the module graph is still being evaluated, and the bundler may split that graph
// into chunks that import each other (the entry and the login page do): rendering at once reads
// bindings of a chunk whose body has not run yet (MUI's CssVarsProvider was `undefined`, and the
// page showed "[object Object]"). Deferring the render to a task of its own, as React does, keeps
// the semantics the app is written for; so do the effects' timing (passive-effects.ts).
//
// The render is scheduled through the same hook as the effects (Preact's `options`), which a test's
// act() (preact/test-utils, what Testing Library uses here) collects and runs when it ends: React's
// act() likewise flushes a root's render.
import { options, type ComponentChild, type ContainerNode } from "preact";
import { render, unmountComponentAtNode } from "preact/compat";
import { inNextTask } from "./next-task";
import { runPassiveEffectsInNextTask } from "./passive-effects";

// As react-dom sets up its scheduler when it loads: before any root, and before any act() borrows
// the hook.
runPassiveEffectsInNextTask();

export interface Root {
  render(children: ComponentChild): void;
  unmount(): void;
}

/** A root that renders the last children it was given once the current task is over. */
export function createRoot(container: ContainerNode): Root {
  let pending: { readonly children: ComponentChild } | null = null;
  const flush = (): void => {
    if (pending === null) return;
    const { children } = pending;
    pending = null;
    render(children, container);
  };
  return {
    render(children) {
      if (pending === null) (options.requestAnimationFrame ?? inNextTask)(flush);
      pending = { children };
    },
    // As React's: at once, and a render still scheduled does not happen.
    unmount() {
      pending = null;
      unmountComponentAtNode(container);
    },
  };
}
