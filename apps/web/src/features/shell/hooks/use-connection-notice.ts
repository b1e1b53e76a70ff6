import { useEffect, useState } from "react";
import { useReachability } from "../../../shared/connection/use-reachability";
import { type ConnectionNotice, RESTORED_NOTICE_MS, nextConnectionNotice } from "../model/connection-notice";
import { useCallStore } from "../../calls/commands";

/** The connection banner's state, moved by the server's reachability and the phone's registration. */
export function useConnectionNotice(): ConnectionNotice {
  const reachability = useReachability();
  const registration = useCallStore((state) => state.registration);
  const [notice, setNotice] = useState<ConnectionNotice>("none");
  const next = nextConnectionNotice(notice, { reachability, registration });
  // React's "storing information from previous renders": the state follows its sources at once.
  if (next !== notice) setNotice(next);

  useEffect(() => {
    if (notice !== "restored") return undefined;
    const timer = setTimeout(() => setNotice("none"), RESTORED_NOTICE_MS);
    return () => clearTimeout(timer);
  }, [notice]);
  return next;
}
