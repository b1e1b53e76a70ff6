import { serviceWorkerRegistration } from "../../../shared/lib/service-worker";
import { useSettingsStore } from "../../../shared/settings/settings-store";
import type { Call } from "../model/call";
import { callTexts } from "../model/call-texts";
import type { MissedNotice } from "./notification-store";

const MESSAGE_TYPE = "mobex-call-notification";

export type NotificationAction = "answer" | "decline" | "open";

interface WorkerMessage {
  readonly type: typeof MESSAGE_TYPE;
  readonly action: string;
  readonly callId?: string;
}

const isWorkerMessage = (data: unknown): data is WorkerMessage =>
  typeof data === "object" && data !== null && (data as { type?: unknown }).type === MESSAGE_TYPE;

function permitted(): boolean {
  return (
    useSettingsStore.getState().incomingCallNotifications &&
    typeof Notification !== "undefined" &&
    Notification.permission === "granted" &&
    "serviceWorker" in navigator
  );
}

const caller = (call: Call) =>
  call.originalName === "" ? call.number : `${call.originalName} (${call.number})`;

/**
 * Browser notifications for calls (spec 1 §2 Settings menu: incoming-call notifications): an
 * incoming call with Answer and Decline while the page is out of sight, and missed calls. Shown
 * through a service worker, the only way a notification can carry actions.
 */
export class BrowserNotifications {
  #registration: Promise<ServiceWorkerRegistration | null> | null = null;
  readonly #handleMessage: (event: MessageEvent) => void;

  constructor(onAction: (action: NotificationAction, callId: string) => void) {
    this.#handleMessage = (event) => {
      if (isWorkerMessage(event.data) && event.data.callId !== undefined) {
        const action =
          event.data.action === "answer" || event.data.action === "decline" ? event.data.action : "open";
        onAction(action, event.data.callId);
      }
    };
    if ("serviceWorker" in navigator)
      navigator.serviceWorker.addEventListener("message", this.#handleMessage);
  }

  incoming(call: Call): void {
    if (document.visibilityState === "visible" && document.hasFocus()) return;
    void this.#show(callTexts.incoming, {
      body: caller(call),
      tag: call.id,
      requireInteraction: true,
      data: { callId: call.id },
      actions: [
        { action: "answer", title: "Answer" },
        { action: "decline", title: "Decline" },
      ],
    });
  }

  /** A missed call or video call, titled as the notifications menu names it; `tag` is the call's. */
  missed(notice: MissedNotice, tag: string): void {
    void this.#show(notice.description, {
      body: notice.from === notice.number ? notice.number : `${notice.from} (${notice.number})`,
      tag: `missed-${tag}`,
      data: { callId: tag },
    });
  }

  close(callId: string): void {
    void this.#registration?.then(async (registration) => {
      for (const notification of (await registration?.getNotifications({ tag: callId })) ?? [])
        notification.close();
    });
  }

  dispose(): void {
    if ("serviceWorker" in navigator)
      navigator.serviceWorker.removeEventListener("message", this.#handleMessage);
  }

  async #show(title: string, options: NotificationOptions & { actions?: object[] }): Promise<void> {
    if (!permitted()) return;
    const registration = await this.#worker();
    await registration?.showNotification(title, options).catch(() => undefined);
  }

  #worker(): Promise<ServiceWorkerRegistration | null> {
    this.#registration ??= serviceWorkerRegistration();
    return this.#registration;
  }
}
