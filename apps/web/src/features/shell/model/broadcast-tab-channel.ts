import { type TabChannel, tabMessageSchema } from "./active-tab-coordinator";

const CHANNEL_NAME = "mobex-active-tab";

/** The browser's tab-to-tab channel; where BroadcastChannel is missing the storage record still works. */
export function createBroadcastTabChannel(): TabChannel {
  if (typeof BroadcastChannel === "undefined") {
    return { post: () => undefined, subscribe: () => () => undefined, close: () => undefined };
  }
  const channel = new BroadcastChannel(CHANNEL_NAME);
  return {
    post: (message) => channel.postMessage(message),
    subscribe: (listener) => {
      const handleMessage = (event: MessageEvent) => {
        const parsed = tabMessageSchema.safeParse(event.data);
        if (parsed.success) listener(parsed.data);
      };
      channel.addEventListener("message", handleMessage);
      return () => channel.removeEventListener("message", handleMessage);
    },
    close: () => channel.close(),
  };
}
