import { LazyReauthDialog } from "../../features/auth/components/lazy-reauth-dialog";
import { SessionWatch } from "../../features/auth/components/session-watch";
import { DialCandidatesSource, useHasLiveCall } from "../../features/calls/commands";
import { DiagnosticsService } from "../../features/diagnostics/components/diagnostics-service";
import { AccountButton } from "../../features/settings/components/account-button";
import { ShellLayout } from "../../features/shell/components/shell-layout";
import { LiveCallSource } from "../../features/shell/commands";
import { QueryProvider } from "../../shared/api/query-provider";
import { useDirectoryCandidates } from "../use-directory-candidates";

/**
 * The shell as composed for a signed-in user: the settings feature's avatar, the auth overlays, the
 * server state every signed-in screen reads, the board's and phone book's numbers for the dial
 * field, and whether a call is up for the screens that recover by reloading.
 */
export function SignedInLayout() {
  return (
    <QueryProvider>
      <DialCandidatesSource value={useDirectoryCandidates}>
        <LiveCallSource value={useHasLiveCall}>
          <ShellLayout
            account={<AccountButton />}
            overlays={
              <>
                <SessionWatch />
                <LazyReauthDialog />
                <DiagnosticsService />
              </>
            }
          />
        </LiveCallSource>
      </DialCandidatesSource>
    </QueryProvider>
  );
}
