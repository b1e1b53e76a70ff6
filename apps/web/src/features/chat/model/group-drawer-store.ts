import { create } from "zustand";

/** The right drawer of spec 2 §2: Create Group, or one group's settings; opening one closes the other. */
export type GroupDrawer =
  { readonly kind: "create" } | { readonly kind: "settings"; readonly groupId: string } | null;

export const useGroupDrawerStore = create<{ readonly drawer: GroupDrawer }>()(() => ({ drawer: null }));

export function openGroupDrawer(drawer: GroupDrawer): void {
  useGroupDrawerStore.setState({ drawer });
}
