import type { TextRoomClient } from "../../../../services/janus/textroom";
import { type RoomChatMessage, useRoomStore } from "./room-store";

/** spec 2 §9 "Chat toast 5 s". */
export const CHAT_TOAST_MS = 5_000;

const COLOURS = ["#e57373", "#64b5f6", "#81c784", "#ffb74d", "#ba68c8", "#4db6ac", "#f06292", "#a1887f"];

/** spec 2 §3 "user colour": one per sender, the same on every screen of this user. */
function colourOf(from: string): string {
  let hash = 0;
  for (const char of from) hash = (hash * 31 + char.charCodeAt(0)) >>> 0;
  return COLOURS[hash % COLOURS.length] ?? "#90a4ae";
}

let nextId = 1;
let toastTimer: ReturnType<typeof setTimeout> | null = null;

/** Adds a message; one that arrives while the chat panel is closed counts as unread and shows for 5 s. */
function receive(message: Omit<RoomChatMessage, "id" | "colour">): void {
  const entry: RoomChatMessage = { ...message, id: nextId++, colour: colourOf(message.from) };
  useRoomStore.setState((state) => {
    const reading = state.drawer === "chat";
    return {
      messages: [...state.messages, entry],
      unread: reading || entry.own ? state.unread : state.unread + 1,
      chatToast: reading || entry.own ? state.chatToast : entry,
    };
  });
  if (!entry.own && useRoomStore.getState().drawer !== "chat") {
    if (toastTimer !== null) clearTimeout(toastTimer);
    toastTimer = setTimeout(() => useRoomStore.setState({ chatToast: null }), CHAT_TOAST_MS);
  }
}

/** The room's chat over the TextRoom: what arrives goes into the store, what is sent is echoed once acked. */
export function connectRoomChat(textRoom: TextRoomClient): {
  send(text: string): Promise<void>;
  dispose(): void;
} {
  const displays = new Map<string, string>();
  const removers = [
    textRoom.on("join", ({ username, display }) => displays.set(username, display)),
    textRoom.on("message", ({ from, date, text }) => {
      const state = useRoomStore.getState();
      // Our own message comes back from the room: it was shown when the room acknowledged it.
      if (from === state.selfId) return;
      const display = displays.get(from) ?? state.participants[from]?.display ?? from;
      receive({ from, display, date, text, own: false });
    }),
  ];
  return {
    async send(text) {
      const trimmed = text.trim();
      // spec 2 §5 "blank or whitespace-only messages are not sent".
      if (trimmed === "") return;
      await textRoom.send(trimmed);
      const state = useRoomStore.getState();
      receive({
        from: state.selfId,
        display: state.selfName,
        date: new Date().toISOString(),
        text: trimmed,
        own: true,
      });
    },
    dispose() {
      for (const remove of removers) remove();
      if (toastTimer !== null) clearTimeout(toastTimer);
      toastTimer = null;
    },
  };
}

/** The chat panel opened: everything is read and the toast goes. */
export function markChatRead(): void {
  if (toastTimer !== null) clearTimeout(toastTimer);
  toastTimer = null;
  useRoomStore.setState({ unread: 0, chatToast: null });
}
