import { useChatStore } from "./chat-store";
import { openChatPopup } from "./popup-store";

/**
 * Opens a popup with the colleague at `number` (an extension or a full phone, as the presence board
 * knows them): spec 2 §2 "the board tile's chat action". The conversation is kept under their phone.
 */
export function openChatWith(number: string): void {
  const contact = useChatStore
    .getState()
    .contacts.find((held) => held.extension === number || held.phone === number);
  openChatPopup({ id: contact?.phone ?? number, type: "chat" });
}
