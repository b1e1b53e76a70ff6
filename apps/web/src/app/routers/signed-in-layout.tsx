import { ReauthDialog } from "../../features/auth/components/reauth-dialog";
import { SessionWatch } from "../../features/auth/components/session-watch";
import { DiagnosticsService } from "../../features/diagnostics/components/diagnostics-service";
import { AccountButton } from "../../features/settings/components/account-button";
import { ShellLayout } from "../../features/shell/components/shell-layout";

/** The shell as composed for a signed-in user: the settings feature's avatar, the auth overlays. */
export function SignedInLayout() {
  return (
    <ShellLayout
      account={<AccountButton />}
      overlays={
        <>
          <SessionWatch />
          <ReauthDialog />
          <DiagnosticsService />
        </>
      }
    />
  );
}
