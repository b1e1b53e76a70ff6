import { useState } from "react";
import { chunkComponent } from "../../../shared/lib/chunk-component";
import { useAuthStore } from "../model/auth-store";

// MUI's Dialog with its modal machinery is ~6 KB on the wire, which home goes without until a
// re-authorisation is asked for (issue 9, budgets: login + home ≤ 250 KB).
const reauthDialog = chunkComponent(async () => (await import("./reauth-dialog")).ReauthDialog);

/** The re-authorisation dialog (reauth-dialog.tsx), fetched when it is first needed and kept from then on. */
export function LazyReauthDialog() {
  const needed = useAuthStore((state) => state.phase === "reauthRequired");
  const [mounted, setMounted] = useState(needed);
  if (needed && !mounted) setMounted(true);
  return mounted ? <reauthDialog.Component /> : null;
}
