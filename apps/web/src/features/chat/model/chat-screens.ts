/** spec 2 §1: any path containing chat is a chat screen. */
export const isChatScreen = (pathname: string): boolean => pathname.includes("chat");

/** /chat/{extension|groupId}: a conversation fills the screen, so popups stay out of its way. */
export const isConversationScreen = (pathname: string): boolean => /^\/chat\/[^/]+/.test(pathname);

let pageOutsideChat: string | null = null;

/** The chat service notes each page the user is on outside chat: minimising a conversation returns there. */
export function rememberPageOutsideChat(path: string): void {
  if (!isChatScreen(path)) pageOutsideChat = path;
}

/** Where a minimised conversation sends the user: the page they came to chat from, else the chat list. */
export function pageToReturnTo(): string {
  return pageOutsideChat ?? "/chat";
}

export function forgetPageOutsideChat(): void {
  pageOutsideChat = null;
}
