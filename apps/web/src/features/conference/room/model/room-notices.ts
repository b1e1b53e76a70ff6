import { create } from "zustand";

/** A toast of the room: the spec times some (3 s, 7 s) and keeps others until answered. */
export interface RoomNotice {
  readonly id: number;
  readonly message: string;
  readonly severity: "info" | "warning" | "error";
}

/** spec 2 §9 "max 5 toasts". */
export const MAX_ROOM_NOTICES = 5;

export const useRoomNotices = create<{ readonly notices: readonly RoomNotice[] }>()(() => ({ notices: [] }));

let nextId = 1;

export function dismissRoomNotice(id: number): void {
  useRoomNotices.setState((state) => ({ notices: state.notices.filter((notice) => notice.id !== id) }));
}

/** Shows `message` for `durationMs` (spec 2 §8: 3 s for join refusals, 7 s for device changes). */
export function showRoomNotice(message: string, severity: RoomNotice["severity"], durationMs: number): void {
  const notice: RoomNotice = { id: nextId++, message, severity };
  useRoomNotices.setState((state) => ({ notices: [...state.notices, notice].slice(-MAX_ROOM_NOTICES) }));
  setTimeout(() => dismissRoomNotice(notice.id), durationMs);
}
