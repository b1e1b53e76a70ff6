import { webTestConfig } from "./vitest.shared";

// The test files that replace or reload modules, each with a module graph of its own.
export default webTestConfig("web-isolated", true);
