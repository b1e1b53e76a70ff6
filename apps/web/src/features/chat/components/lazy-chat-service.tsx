import { chunkComponent } from "../../../shared/lib/chunk-component";
import { useCapabilities } from "../../auth/commands";

// The XMPP client and the chat store are a chunk of their own: login and home go without them
// (issue 13: login + home initial JavaScript within 250 KB gzip).
const chatService = chunkComponent(async () => (await import("./chat-service")).ChatService);

/** The chat runs only while chat is enabled (spec 2 §4); turning it off unmounts it, which disconnects. */
export function LazyChatService() {
  return useCapabilities().chatEnabled ? <chatService.Component /> : null;
}
