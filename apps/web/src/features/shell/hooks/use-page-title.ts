import { PRODUCT_NAME } from "@mobex/contracts/version";
import { useEffect } from "react";
import { pageTitle } from "../model/page-title";
import { useUnreadChat } from "./use-unread-chat";

export function usePageTitle(): void {
  const unread = useUnreadChat();
  useEffect(() => {
    document.title = pageTitle(unread);
    return () => {
      document.title = PRODUCT_NAME;
    };
  }, [unread]);
}
