import { webTestConfig } from "./vitest.shared";

// Files that replace modules run in vitest.isolated.config.ts (vitest.shared.ts says why).
export default webTestConfig("web", false);
