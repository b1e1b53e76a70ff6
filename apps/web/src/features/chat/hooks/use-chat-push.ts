import { useEffect } from "react";
import { serviceWorkerRegistration } from "../../../shared/lib/service-worker";
import { onSignOut } from "../../auth/commands";
import { useNotificationPermission } from "../../calls/commands";
import { chatPushServer } from "../api/push-api";
import { type BrowserPushManager, ChatPush } from "../runtime/chat-push";

const pushManager = async (): Promise<BrowserPushManager | null> =>
  (await serviceWorkerRegistration())?.pushManager ?? null;

/**
 * While the chat runs for `phone` and the browser allows notifications (the permission the settings'
 * notifications switch asks for), this browser is subscribed to the user's chat Web Push. Sign-out
 * removes it with the last token; chat turned off, another user or the permission withdrawn remove it
 * too. Closing the page keeps it: that is when the notifications are for.
 */
export function useChatPush(phone: string): void {
  const permission = useNotificationPermission();
  useEffect(() => {
    if (phone === "" || permission !== "granted") return undefined;
    const push = new ChatPush(pushManager, chatPushServer);
    let signedOut = false;
    const stopWatching = onSignOut((jwetoken) => {
      signedOut = true;
      return push.remove(jwetoken);
    });
    void push.subscribe();
    return () => {
      stopWatching();
      if (!signedOut) void push.remove();
    };
  }, [phone, permission]);
}
