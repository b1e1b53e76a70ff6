/** The chat feature's public face for the app and other features (ARCHITECTURE.md, Layout). */
export { LazyChatService } from "./components/lazy-chat-service";
export { openChatWith } from "./model/open-chat-with";
