import { useCallback, useLayoutEffect, useRef, useState } from "react";
import { ActiveTabCoordinator, type TabState } from "../model/active-tab-coordinator";
import { createBroadcastTabChannel } from "../model/broadcast-tab-channel";

/** This tab's standing among the signed-in tabs, and the "Use here" action (spec 1 §2, §4). */
export function useActiveTab(): { state: TabState; takeOver: () => void } {
  const [state, setState] = useState<TabState>("checking");
  const coordinator = useRef<ActiveTabCoordinator | null>(null);

  // A layout effect decides before the first paint, so a second tab never flashes the app.
  useLayoutEffect(() => {
    const instance = new ActiveTabCoordinator({
      tabId: crypto.randomUUID(),
      channel: createBroadcastTabChannel(),
      storage: localStorage,
      now: Date.now,
    });
    coordinator.current = instance;
    const unsubscribe = instance.subscribe(setState);
    const handlePageHide = () => instance.release();
    window.addEventListener("pagehide", handlePageHide);
    instance.start();
    return () => {
      window.removeEventListener("pagehide", handlePageHide);
      unsubscribe();
      instance.dispose();
      coordinator.current = null;
    };
  }, []);

  const takeOver = useCallback(() => coordinator.current?.takeOver(), []);
  return { state, takeOver };
}
