import { PRODUCT_NAME } from "@mobex/contracts/version";
import { useEffect } from "react";
import { pageTitle } from "../model/page-title";
import { selectUnreadTotal, useUnreadStore } from "../model/unread-store";

export function usePageTitle(): void {
  const unread = useUnreadStore(selectUnreadTotal);
  useEffect(() => {
    document.title = pageTitle(unread);
    return () => {
      document.title = PRODUCT_NAME;
    };
  }, [unread]);
}
