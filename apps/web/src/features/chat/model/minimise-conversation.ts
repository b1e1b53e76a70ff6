import type { ConversationType } from "./chat-types";
import { pageToReturnTo } from "./chat-screens";
import { openChatPopup } from "./popup-store";

/**
 * spec 2 §2 header "minimise": the conversation goes on in a popup docked at the bottom while the
 * user is back on the page they came to chat from (else the chat list), e.g. the board.
 */
export function minimiseConversation(
  id: string,
  type: ConversationType,
  navigate: (path: string) => void | Promise<void>,
): void {
  openChatPopup({ id, type });
  void navigate(pageToReturnTo());
}
