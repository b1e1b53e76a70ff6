// `@testing-library/react` for the unit tests on Preact (apps/web/vitest.config.ts aliases it here):
// Testing Library's own ES module build, with its fireEvent taught Preact's event names as it is
// taught React's (it already fires mouseover with mouseenter, for React's event system).
//
// React's onChange on a text field listens to the native `input` and `change` events alike; Preact's
// compat layer attaches onChange of a text field (not a checkbox, radio button or file input, not a
// select) as `oninput`, which is what a browser fires as the user types. `fireEvent.change` fires only
// `change`: on a text field it now fires `input` after it, so a test that sets a value with it reaches
// the handler, as with React.
import { fireEvent } from "@testing-library/react/dist/@testing-library/react.esm.js";

export * from "@testing-library/react/dist/@testing-library/react.esm.js";

/** Where Preact's compat layer listens to `input` for onChange. */
export function changesOnInput(target: EventTarget): boolean {
  if (target instanceof HTMLTextAreaElement) return true;
  return target instanceof HTMLInputElement && !/fil|che|rad/.test(target.type);
}

const fireChange = fireEvent.change;
fireEvent.change = (target, init) => {
  const dispatched = fireChange(target, init);
  return changesOnInput(target) ? fireEvent.input(target) && dispatched : dispatched;
};
