// A click is a press and a release on one element (a mouse button, a finger, the Space key): an
// element drawn anew between the two loses the click. Work that redraws an element a user may be
// pressing (lazy-tooltip.ts) waits here until nothing is pressed.

let pointersDown = 0;
let spaceDown = false;
let waiting: (() => void)[] = [];
let installed = false;

const pressed = () => pointersDown > 0 || spaceDown;

function flushSoon(): void {
  // After the release's own task, in which the browser dispatches the click.
  setTimeout(() => {
    if (pressed()) return;
    const runs = waiting;
    waiting = [];
    for (const run of runs) run();
  });
}

function install(): void {
  if (installed || typeof document === "undefined") return;
  installed = true;
  const options = { capture: true, passive: true } as const;
  document.addEventListener("pointerdown", () => (pointersDown += 1), options);
  const release = () => {
    pointersDown = Math.max(0, pointersDown - 1);
    flushSoon();
  };
  document.addEventListener("pointerup", release, options);
  document.addEventListener("pointercancel", release, options);
  document.addEventListener("keydown", (event) => event.key === " " && (spaceDown = true), options);
  document.addEventListener(
    "keyup",
    (event) => event.key === " " && ((spaceDown = false), flushSoon()),
    options,
  );
  // A release outside the window may never reach the page: leaving it ends every press.
  window.addEventListener("blur", () => ((pointersDown = 0), (spaceDown = false), flushSoon()));
}

/** Starts watching presses (call early: a press that began before is not seen). */
export function watchPresses(): void {
  install();
}

/** Runs `run` now if nothing is pressed, else once every press has been released. */
export function whenNothingPressed(run: () => void): void {
  install();
  if (pressed()) waiting.push(run);
  else run();
}
