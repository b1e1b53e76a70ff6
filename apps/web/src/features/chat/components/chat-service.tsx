import { useEffect, useRef } from "react";
import { useLocation, useNavigate } from "react-router";
import { useOngoingUploadGuard } from "../../../shared/lib/ongoing-uploads";
import { XmppConnection } from "../../../services/xmpp/xmpp-connection";
import { useAccessClaims, useProfile } from "../../auth/commands";
import { isChatScreen, isConversationScreen, rememberPageOutsideChat } from "../model/chat-screens";
import { closeAllPopups } from "../model/popup-store";
import { selectUnreadTotal, useChatStore } from "../model/chat-store";
import { useChatWorkerMessages } from "../hooks/use-chat-worker-messages";
import { useChatPush } from "../hooks/use-chat-push";
import { setActiveChat } from "../runtime/active-chat";
import { ChatRuntime } from "../runtime/chat-runtime";
import { MobileNotices } from "../runtime/mobile-notices";
import { LazyChatPopups } from "./lazy-chat-popups";
import { chunkComponent } from "../../../shared/lib/chunk-component";

// Its dialog is wanted only while an upload runs: fetched then, not with the chat.
const unfinishedUploadsGuard = chunkComponent(
  async () => (await import("./unfinished-uploads-guard")).UnfinishedUploadsGuard,
  { background: true },
);

/**
 * Runs the chat while it is enabled (mounted by the shell only then, as a lazy chunk): the XMPP
 * session signed in with the access token's chat credentials (renewed tokens serve the next
 * reconnect), the unread total for the badge and title, and the messaging-error rule (spec 2 §8:
 * error stored, /error if a chat screen is open, disconnect).
 */
export function ChatService({ onUnreadTotal }: { readonly onUnreadTotal: (total: number) => void }) {
  const claims = useAccessClaims();
  const profile = useProfile().data;
  const url = profile?.xmpp_ws_url ?? "";
  const claimsRef = useRef(claims);
  const nameRef = useRef("");
  useEffect(() => {
    claimsRef.current = claims;
    nameRef.current = profile?.name ?? "";
  }, [claims, profile?.name]);
  const phone = claims?.phone ?? "";
  const domain = claims?.host ?? "";

  useEffect(() => {
    if (url === "" || phone === "" || domain === "") return undefined;
    const connection = new XmppConnection({
      url,
      domain,
      credentials: () => ({
        username: claimsRef.current?.username ?? "",
        password: claimsRef.current?.password ?? "",
      }),
    });
    const runtime = new ChatRuntime(connection, phone, domain);
    const notices = new MobileNotices(connection, phone, () => nameRef.current || phone);
    // The page is going away for good: the stream ends now, so the server knows the user is offline
    // (pushes start at once) rather than holding the session for a resumption that cannot come.
    const handlePageHide = (event: PageTransitionEvent) => {
      if (!event.persisted) void connection.stop();
    };
    window.addEventListener("pagehide", handlePageHide);
    setActiveChat(runtime);
    runtime.start();
    return () => {
      window.removeEventListener("pagehide", handlePageHide);
      setActiveChat(null);
      closeAllPopups();
      notices.dispose();
      void runtime.stop();
    };
  }, [url, phone, domain]);
  useChatPush(phone);
  useChatWorkerMessages();

  const unread = useChatStore(selectUnreadTotal);
  useEffect(() => onUnreadTotal(unread), [unread, onUnreadTotal]);
  useEffect(() => () => onUnreadTotal(0), [onUnreadTotal]);

  // spec 2 §5: "Leaving the app with ongoing uploads warns 'You still have ongoing uploads!'".
  const uploading = useChatStore((state) => Object.keys(state.uploads).length > 0);
  useOngoingUploadGuard(uploading);

  const error = useChatStore((state) => state.error);
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  const pathnameRef = useRef(pathname);
  useEffect(() => {
    pathnameRef.current = pathname;
    rememberPageOutsideChat(`${pathname}${search}`);
  }, [pathname, search]);
  useEffect(() => {
    if (error !== null && isChatScreen(pathnameRef.current)) void navigate("/error");
  }, [error, navigate]);
  // A conversation's screen has the conversation already: the popups wait until it is left.
  return (
    <>
      {!isConversationScreen(pathname) && <LazyChatPopups />}
      {uploading && <unfinishedUploadsGuard.Component />}
    </>
  );
}
