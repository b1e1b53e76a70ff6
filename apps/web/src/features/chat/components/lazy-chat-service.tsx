import { useEffect, useState } from "react";
import { chunkComponent } from "../../../shared/lib/chunk-component";
import { useCapabilities } from "../../auth/commands";

// The XMPP client and the chat store are a chunk of their own: login and home go without them
// (issue 13: login + home initial JavaScript within 250 KB gzip).
const chatService = chunkComponent(async () => (await import("./chat-service")).ChatService, {
  background: true,
});

// Without a phone that ever becomes ready (no line, SIP down), the chat still starts this long after the shell.
const PHONE_GRACE_MS = 5000;
const IDLE_WAIT_MS = 2000;
const IDLE_FALLBACK_MS = 500;

/**
 * The chat runs only while chat is enabled (spec 2 §4); turning it off unmounts it, which
 * disconnects. It starts once the phone is ready for calls (or after a grace period): the phone
 * comes first on the way in, and the chat's chunk does not compete with it.
 */
interface LazyChatServiceProps {
  readonly phoneReady: boolean;
  /** Where the unread total goes (the shell's badge and page title). */
  readonly onUnreadTotal: (total: number) => void;
}

export function LazyChatService({ phoneReady, onUnreadTotal }: LazyChatServiceProps) {
  const { chatEnabled } = useCapabilities();
  const [graceOver, setGraceOver] = useState(false);
  useEffect(() => {
    const timer = setTimeout(() => setGraceOver(true), PHONE_GRACE_MS);
    return () => clearTimeout(timer);
  }, []);
  // Once the phone is ready, the chat waits for the browser's next idle moment: the screen that
  // says "Ready for calls" is drawn and settled before the chat's chunk is fetched.
  const [idleAfterReady, setIdleAfterReady] = useState(false);
  useEffect(() => {
    if (!phoneReady) return undefined;
    const start = () => setIdleAfterReady(true);
    // Safari has no requestIdleCallback: a short delay does the same there.
    if (typeof requestIdleCallback !== "function") {
      const timer = setTimeout(start, IDLE_FALLBACK_MS);
      return () => clearTimeout(timer);
    }
    const handle = requestIdleCallback(start, { timeout: IDLE_WAIT_MS });
    return () => cancelIdleCallback(handle);
  }, [phoneReady]);
  const [started, setStarted] = useState(false);
  if (!started && (idleAfterReady || graceOver)) setStarted(true);
  return chatEnabled && started ? <chatService.Component onUnreadTotal={onUnreadTotal} /> : null;
}
