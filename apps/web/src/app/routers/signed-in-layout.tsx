import { ReauthDialog } from "../../features/auth/components/reauth-dialog";
import { SessionWatch } from "../../features/auth/components/session-watch";
import { AccountButton } from "../../features/settings/components/account-button";
import { ShellLayout } from "../../features/shell/components/shell-layout";
import { QueryProvider } from "../../shared/api/query-provider";

/**
 * The shell as composed for a signed-in user: the settings feature's avatar, the auth overlays, and
 * the server state every signed-in screen reads.
 */
export function SignedInLayout() {
  return (
    <QueryProvider>
      <ShellLayout
        account={<AccountButton />}
        overlays={
          <>
            <SessionWatch />
            <ReauthDialog />
          </>
        }
      />
    </QueryProvider>
  );
}
