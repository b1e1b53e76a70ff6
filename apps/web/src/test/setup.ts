import "@testing-library/jest-dom/vitest";
import { cleanup, configure } from "@testing-library/react";
import { afterEach } from "vitest";
import { resetAllStores } from "./resettable-zustand";

// findBy… and waitFor wait for lazy screens, whose chunks load through Vite: on a 2-core machine
// running two test files at once that can take longer than the library's 1 s.
configure({ asyncUtilTimeout: 5_000 });

afterEach(() => {
  cleanup();
  resetAllStores();
  localStorage.clear();
  sessionStorage.clear();
});
