import { chunkComponent } from "../../../shared/lib/chunk-component";
import { usePopupStore } from "../model/popup-store";

// The popups carry a conversation each (the virtualised list, the composer, menus): fetched when the first opens.
const chatPopups = chunkComponent(async () => (await import("./chat-popups")).ChatPopups, {
  background: true,
});

export function LazyChatPopups() {
  return usePopupStore((state) => state.open.length > 0) ? <chatPopups.Component /> : null;
}
