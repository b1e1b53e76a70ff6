/** The chat's texts as spec 2 §2 and §8 give them (the contract: used exactly). */
export const CHAT_TEXTS = {
  disabled: "Chat is disabled, click to return to home screen",
  loading: "Chat is loading...",
  loadingHint: "If this takes too long, please reload your page",
  searchPlaceholder: "Enter name or extension",
  startTitle: "Start a conversation",
  startText: "Jump straight into a chat by selecting a user",
  withContact: "chat with a contact",
  inGroup: "chat in a group",
  errorTitle: "Looks like you can't use the chat :(",
  historyFailed: "Could not get history",
  instability: "It seems there is instability on your chat connection. Please wait",
  offline: "Not connected. Trying to reconnect…",
  somethingWrong: "Something is wrong",
} as const;
