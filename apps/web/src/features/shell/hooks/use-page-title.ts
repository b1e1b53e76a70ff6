import { PRODUCT_NAME } from "@mobex/contracts/version";
import { useEffect } from "react";
import { useCapabilities } from "../../settings/commands";
import { pageTitle } from "../model/page-title";
import { selectUnreadTotal, useUnreadStore } from "../model/unread-store";

export function usePageTitle(): void {
  const unread = useUnreadStore(selectUnreadTotal);
  // spec 1 §4: the title counts unread chat, which a user with chat off has none of.
  const unreadShown = useCapabilities().chatEnabled ? unread : 0;
  useEffect(() => {
    document.title = pageTitle(unreadShown);
    return () => {
      document.title = PRODUCT_NAME;
    };
  }, [unreadShown]);
}
