import type { ChatRuntime } from "./chat-runtime";

let active: ChatRuntime | null = null;

/** The chat runtime while chat is enabled and signed in (spec 2 §4: "The chat client exists only when chat is enabled"). */
export function activeChat(): ChatRuntime | null {
  return active;
}

export function setActiveChat(runtime: ChatRuntime | null): void {
  active = runtime;
}
